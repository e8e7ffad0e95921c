#ifndef CRS_PNG_H
#define CRS_PNG_H
/*
 * PNG writing through libpng's full write API, with libpng's longjmp error path caught here in C.
 *
 * libpng reports errors by longjmp, which must never unwind through Swift frames. crs_png_encode sets
 * its own setjmp point, so every libpng error comes back as a return code and a message instead.
 * Output goes to a growing memory buffer; the caller writes files.
 */
#include <stddef.h>
#include <stdint.h>

/* Row filters, combinable as a bit mask (libpng tries each enabled filter per row and keeps the best). */
enum {
    CRS_PNG_FILTER_NONE = 1,
    CRS_PNG_FILTER_SUB = 2,
    CRS_PNG_FILTER_UP = 4,
    CRS_PNG_FILTER_AVERAGE = 8,
    CRS_PNG_FILTER_PAETH = 16,
    CRS_PNG_FILTER_ALL = 31
};

/* zlib compression strategies. */
enum {
    CRS_PNG_STRATEGY_DEFAULT = 0,
    CRS_PNG_STRATEGY_FILTERED = 1,
    CRS_PNG_STRATEGY_HUFFMAN_ONLY = 2,
    CRS_PNG_STRATEGY_RLE = 3,
    CRS_PNG_STRATEGY_FIXED = 4
};

/* Result codes of crs_png_encode. */
enum {
    CRS_PNG_OK = 0,
    CRS_PNG_ERROR_INVALID_ARGUMENT = 1,
    CRS_PNG_ERROR_OUT_OF_MEMORY = 2,
    CRS_PNG_ERROR_LIBPNG = 3
};

/* How the caller's pixels are laid out in memory, and so what is written. */
enum {
    CRS_PNG_LAYOUT_RGB = 0,    /* 3 bytes per pixel, written as RGB (colour type 2) */
    CRS_PNG_LAYOUT_RGBX = 1,   /* 4 bytes per pixel, the 4th ignored; written as RGB (colour type 2) */
    CRS_PNG_LAYOUT_RGBA = 2    /* 4 bytes per pixel, straight alpha; written as RGBA (colour type 6) */
};

/* What to write: straight (not premultiplied) 8-bit samples, rows top to bottom. */
typedef struct crs_png_encode_params {
    uint32_t width;            /* 1 ... 2^31 - 1 */
    uint32_t height;           /* 1 ... 2^31 - 1 */
    int layout;                /* one of CRS_PNG_LAYOUT_* */
    size_t row_stride;         /* bytes from one row to the next, >= width * bytes per pixel */
    int compression_level;     /* zlib level 0 ... 9 */
    int filters;               /* non-empty mask of CRS_PNG_FILTER_*, for every row or (see below) detailed rows */
    int flat_filters;          /* 0: use `filters` on every row. Otherwise a non-empty mask used on flat rows,
                                  those where at most a quarter of the pixels differ from their left neighbour
                                  (solid colour, text on a plain background); `filters` then serves the rest. */
    int strategy;              /* one of CRS_PNG_STRATEGY_* */
} crs_png_encode_params;

/*
 * Encodes `pixels` as an 8-bit PNG with an sRGB chunk and no time or text chunks, so the same input
 * always gives the same bytes. On success returns CRS_PNG_OK and stores a malloc'ed buffer in
 * *out_data (release it with crs_png_free) and its length in *out_size. On failure returns a
 * CRS_PNG_ERROR_* code, leaves *out_data NULL, and writes a NUL-terminated explanation into `message`
 * (at most message_capacity bytes, may be truncated).
 */
int crs_png_encode(const crs_png_encode_params *params, const uint8_t *pixels,
                   uint8_t **out_data, size_t *out_size,
                   char *message, size_t message_capacity);

/* Releases a buffer returned by crs_png_encode. Accepts NULL. */
void crs_png_free(uint8_t *data);

#endif
