#ifndef CRS_RASTER_H
#define CRS_RASTER_H
/*
 * The inner loops of ChatRaster's separable resampler, in C so that they are compiled for the machine's vector
 * units (AVX2 where available, plain x86-64 otherwise, chosen at load time). The arithmetic is integer only, so
 * every version gives the same bytes.
 *
 * Tables are those of ChatRaster's AxisResampleTable: for output pixel i, `count[i]` taps starting at source
 * pixel `first[i]`, weights `weights[offset[i] ...]` in 16-bit fixed point summing to 65536 (or less at the
 * partly covered edge of a placed glyph bitmap). Pixels are premultiplied RGBA8; each output value is (sum + 32768) >> 16, alpha clamped to 0 ... 255 and colours to
 * 0 ... alpha.
 */
#include <stddef.h>
#include <stdint.h>

/* Resamples `row_count` rows of `src` (rows `source_width` pixels wide; row r of the output reads source row
 * `row_start + r`; source column `column_offset` is table column 0... i.e. table column c is at src column
 * c - column_offset) along x into `dst` (`out_width` pixels per row). */
void crs_resample_horizontal(const uint8_t *src, intptr_t source_width, intptr_t row_start, intptr_t row_count,
                             intptr_t column_offset, const intptr_t *first, const intptr_t *count, const intptr_t *offset,
                             const int32_t *weights, intptr_t out_width, uint8_t *dst);

/* Resamples columns `column_start ..< column_start + column_count` of `src` (`source_width` pixels wide; table
 * row t is src row t - row_offset) along y into `dst` (`column_count` pixels wide, `out_height` rows).
 * `accumulator` holds column_count × 4 int32 values. */
void crs_resample_vertical(const uint8_t *src, intptr_t source_width, intptr_t column_start, intptr_t column_count,
                           intptr_t row_offset, const intptr_t *first, const intptr_t *count, const intptr_t *offset,
                           const int32_t *weights, intptr_t out_height, int32_t *accumulator, uint8_t *dst);

/*
 * Premultiplied source-over of one row of `count` RGBA8 pixels, as every pixel loop of ChatRaster:
 * out = s + d × (255 − sa) / 255 per channel (rounded to nearest, capped at 255).
 */

/* The colour (r, g, b, a), premultiplied, over every pixel of `dst`. */
void crs_fill_color(uint8_t *dst, intptr_t count, uint32_t r, uint32_t g, uint32_t b, uint32_t a);

/* The colour scaled by each pixel's coverage (color × c / 255) over `dst`. */
void crs_fill_color_masked(uint8_t *dst, const uint8_t *coverage, intptr_t count,
                           uint32_t r, uint32_t g, uint32_t b, uint32_t a);

/* `src` scaled by `level` / 255 (255: as is) over `dst`. */
void crs_draw_row(uint8_t *dst, const uint8_t *src, intptr_t count, uint32_t level);

#endif
