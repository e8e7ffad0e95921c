#ifndef CRS_JPEG_H
#define CRS_JPEG_H
/*
 * Baseline JPEG writing row by row through libjpeg's compression API, with its longjmp error path caught here
 * in C. Compressed bytes go to a callback as libjpeg produces them, so an image of any height is written with
 * the memory of one buffer.
 */
#include <stddef.h>
#include <stdint.h>

/* Result codes. */
enum {
    CRS_JPEG_OK = 0,
    CRS_JPEG_ERROR_LIBJPEG = 1,
    CRS_JPEG_ERROR_OUTPUT = 2,
    CRS_JPEG_ERROR_MEMORY = 3
};

/* Receives compressed bytes; returns 0, or non-zero to stop (the writer then fails with CRS_JPEG_ERROR_OUTPUT). */
typedef int (*crs_jpeg_output)(void *context, const uint8_t *bytes, size_t length);

typedef struct crs_jpeg_writer crs_jpeg_writer;

/*
 * Starts a JPEG of `width × height` RGB pixels at `quality` (1 ... 100), chroma at full resolution (4:4:4) when
 * `full_chroma` is non-zero and halved both ways (4:2:0) otherwise, accurate integer DCT, JFIF header, no
 * timestamp. On failure returns NULL and writes a message (at most `capacity` bytes) into `message`.
 */
crs_jpeg_writer *crs_jpeg_begin(uint32_t width, uint32_t height, int quality, int full_chroma,
                                crs_jpeg_output output, void *context, char *message, size_t capacity);

/* Compresses `count` rows of packed RGB, `stride` bytes apart. */
int crs_jpeg_write_rows(crs_jpeg_writer *writer, const uint8_t *rgb, uint32_t count, size_t stride,
                        char *message, size_t capacity);

/* Writes the end of the image. */
int crs_jpeg_finish(crs_jpeg_writer *writer, char *message, size_t capacity);

/* Releases the writer (finished or not). Accepts NULL. */
void crs_jpeg_free(crs_jpeg_writer *writer);

/* libjpeg-turbo's version as its headers state it ("2.1.5"): the library has no function that reports it. */
const char *crs_jpeg_turbo_version(void);

#endif
