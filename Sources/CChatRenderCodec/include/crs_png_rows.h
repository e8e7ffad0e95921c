#ifndef CRS_PNG_ROWS_H
#define CRS_PNG_ROWS_H
/*
 * PNG scanlines from premultiplied RGBA rows: packing into the samples a PNG stores, and per-row filtering.
 */
#include <stddef.h>
#include <stdint.h>

/* Row filters, combinable as a bit mask (bit n is PNG filter type n). */
enum {
    CRS_PNG_FILTER_NONE = 1,
    CRS_PNG_FILTER_SUB = 2,
    CRS_PNG_FILTER_UP = 4,
    CRS_PNG_FILTER_AVERAGE = 8,
    CRS_PNG_FILTER_PAETH = 16,
    CRS_PNG_FILTER_ALL = 31
};

/* Drops the alpha byte of `pixels` opaque RGBA pixels: 3 bytes each into `rgb`. */
void crs_png_pack_rgb(const uint8_t *rgba, size_t pixels, uint8_t *rgb);

/* Un-premultiplies `pixels` RGBA pixels into straight RGBA (rounded to nearest; alpha 0 gives 0, 0, 0, 0). */
void crs_png_pack_straight_rgba(const uint8_t *rgba, size_t pixels, uint8_t *out);

/* Whether a packed row is "flat": at most a quarter of its pixels differ from their left neighbour. */
int crs_png_row_is_flat(const uint8_t *row, size_t width, size_t bytes_per_pixel);

/*
 * Filters one packed row of `width` pixels into `out` (1 + width × bytes_per_pixel bytes: the filter type,
 * then the filtered bytes). `previous` is the packed row above, NULL for the first row. Flat rows use the
 * filter set `flat_filters` (0: treat every row as detailed), others `detailed_filters`; with several filters
 * in a set, the one whose output has the smallest sum of absolute signed bytes wins (ties: the lower type).
 * When rows are classified (`flat_filters` not 0), a row equal to the row above is Up-filtered (all zeros
 * after the type byte) whatever the sets. `scratch` holds width × bytes_per_pixel bytes.
 */
void crs_png_filter_row(const uint8_t *row, const uint8_t *previous, size_t width, size_t bytes_per_pixel,
                        int flat_filters, int detailed_filters, uint8_t *scratch, uint8_t *out);

#endif
