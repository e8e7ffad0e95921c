#ifndef CRS_PNG_READER_H
#define CRS_PNG_READER_H
/*
 * Reading an 8-bit, non-interlaced RGB or RGBA PNG row by row with libpng (its longjmp errors caught here), so
 * that an image of any height is read with the memory of a few rows. Other PNGs are read whole elsewhere.
 */
#include <stddef.h>
#include <stdint.h>

typedef struct crs_png_reader crs_png_reader;

/* Facts of the header, filled by crs_png_reader_open. */
typedef struct crs_png_reader_info {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;   /* PNG colour type: 2 RGB, 6 RGBA, ... */
    int interlaced;   /* 1 for Adam7 */
} crs_png_reader_info;

/* Opens PNG data held in memory (`data` must stay alive until crs_png_reader_free) and reads its header.
 * Returns NULL with a message when the data is not a readable PNG. */
crs_png_reader *crs_png_reader_open(const uint8_t *data, size_t size, crs_png_reader_info *info,
                                    char *message, size_t capacity);

/* Whether rows can be streamed: 8 bits per sample, not interlaced, RGB or RGBA. */
int crs_png_reader_streamable(const crs_png_reader_info *info);

/* Reads the next `count` rows as straight RGBA (RGB gets alpha 255) into `rgba` (width × 4 bytes per row).
 * Only for streamable images. Returns 0, or -1 with a message (damaged data, too few rows). */
int crs_png_reader_rows(crs_png_reader *reader, uint8_t *rgba, uint32_t count, char *message, size_t capacity);

/* Releases the reader. Accepts NULL. */
void crs_png_reader_free(crs_png_reader *reader);

#endif
