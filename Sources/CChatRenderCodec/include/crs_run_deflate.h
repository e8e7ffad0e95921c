#ifndef CRS_RUN_DEFLATE_H
#define CRS_RUN_DEFLATE_H
/*
 * The run coder: deflate for filtered PNG rows, written for speed on screenshots (see crs_run_deflate.c).
 *
 * Like crs_deflate_strip, it compresses one strip of a PNG's filtered rows into a piece of one zlib stream: every
 * strip starts on a byte boundary, a strip that is not the last ends on one (an empty stored block, zlib's
 * Z_SYNC_FLUSH marker, when it ends with a Huffman block), and the strips' concatenation is a valid deflate
 * stream. The output depends on the strip's bytes and the row length only.
 */
#include <stddef.h>
#include <stdint.h>

/* The output capacity crs_run_deflate_strip needs for `input_length` bytes. */
size_t crs_run_deflate_bound(size_t input_length);

/*
 * Compresses `input` (whole filtered rows of `row_length` bytes each, filter-type byte first; 0 when the input
 * is not whole rows) of a PNG with `bytes_per_pixel` bytes a pixel into `output`, whose capacity must be at least
 * crs_run_deflate_bound(input_length). With `final`, the deflate stream ends there. Stores the output length
 * and returns CRS_DEFLATE_OK, or an error code of crs_deflate.h.
 */
int crs_run_deflate_strip(const uint8_t *input, size_t input_length, size_t row_length, size_t bytes_per_pixel,
                          int final, uint8_t *output, size_t output_capacity, size_t *output_length);

#endif
