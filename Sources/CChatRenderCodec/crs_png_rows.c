/*
 * PNG scanline preparation: packing premultiplied RGBA into PNG samples and choosing each row's filter.
 * See include/crs_png_rows.h.
 */
#include "crs_png_rows.h"
#include "crs_vector.h"

#include <stdlib.h>
#include <string.h>

/* Integer-only loops, compiled for AVX2 where the machine has it: every version gives the same bytes. */
CRS_VECTOR_VERSIONS
void crs_png_pack_rgb(const uint8_t *rgba, size_t pixels, uint8_t *rgb) {
    for (size_t i = 0; i < pixels; i++) {
        rgb[0] = rgba[0];
        rgb[1] = rgba[1];
        rgb[2] = rgba[2];
        rgb += 3;
        rgba += 4;
    }
}

void crs_png_pack_straight_rgba(const uint8_t *rgba, size_t pixels, uint8_t *out) {
    for (size_t i = 0; i < pixels; i++, rgba += 4, out += 4) {
        uint32_t alpha = rgba[3];
        if (alpha == 255) {
            memcpy(out, rgba, 4);
        } else if (alpha == 0) {
            memset(out, 0, 4);
        } else {
            /* c × 255 / a, rounded to nearest, capped at 255 (premultiplied values never exceed alpha). */
            for (int c = 0; c < 3; c++) {
                uint32_t value = ((uint32_t)rgba[c] * 255 + alpha / 2) / alpha;
                out[c] = (uint8_t)(value > 255 ? 255 : value);
            }
            out[3] = (uint8_t)alpha;
        }
    }
}

CRS_VECTOR_VERSIONS
int crs_png_row_is_flat(const uint8_t *row, size_t width, size_t bytes_per_pixel) {
    size_t changes = 0;
    if (bytes_per_pixel == 3) {
        for (size_t x = 1; x < width; x++) {
            const uint8_t *p = row + x * 3;
            changes += (p[0] != p[-3]) | (p[1] != p[-2]) | (p[2] != p[-1]);
        }
    } else {
        const uint8_t *p = row;
        for (size_t x = 1; x < width; x++) {
            uint32_t a, b;
            memcpy(&a, p + (x - 1) * 4, 4);
            memcpy(&b, p + x * 4, 4);
            changes += a != b;
        }
    }
    return changes * 4 <= width;
}

static inline uint8_t crs_paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

/* Writes `row` filtered with PNG filter `type` to `out` (without the type byte). `previous` is NULL for the
 * first row of the image (the row above counts as zeros). Each filter has its own loop, free of branches per
 * byte where it can be, so the compiler vectorises it. */
CRS_VECTOR_VERSIONS
static void crs_filter(int type, const uint8_t *row, const uint8_t *previous, size_t length, size_t bpp, uint8_t *out) {
    size_t head = bpp < length ? bpp : length;
    switch (type) {
    case 1:
        for (size_t i = 0; i < head; i++) out[i] = row[i];
        for (size_t i = bpp; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:
        if (previous == NULL) {
            memcpy(out, row, length);
        } else {
            for (size_t i = 0; i < length; i++) out[i] = (uint8_t)(row[i] - previous[i]);
        }
        break;
    case 3:
        if (previous == NULL) {
            for (size_t i = 0; i < head; i++) out[i] = row[i];
            for (size_t i = bpp; i < length; i++) out[i] = (uint8_t)(row[i] - (row[i - bpp] >> 1));
        } else {
            for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - (previous[i] >> 1));
            for (size_t i = bpp; i < length; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + previous[i]) >> 1));
        }
        break;
    case 4:
        if (previous == NULL) {
            /* Paeth with the row above all zeros predicts the left byte: the same as SUB. */
            for (size_t i = 0; i < head; i++) out[i] = row[i];
            for (size_t i = bpp; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        } else {
            for (size_t i = 0; i < head; i++) out[i] = (uint8_t)(row[i] - previous[i]);
            for (size_t i = bpp; i < length; i++) {
                out[i] = (uint8_t)(row[i] - crs_paeth(row[i - bpp], previous[i], previous[i - bpp]));
            }
        }
        break;
    default:
        memcpy(out, row, length);
        break;
    }
}

/* The sum of the bytes taken as signed values, libpng's measure of how well a filtered row will compress. */
CRS_VECTOR_VERSIONS
static size_t crs_signed_sum(const uint8_t *bytes, size_t length) {
    size_t sum = 0;
    for (size_t i = 0; i < length; i++) {
        int value = (int8_t)bytes[i];
        sum += (size_t)(value < 0 ? -value : value);
    }
    return sum;
}

void crs_png_filter_row(const uint8_t *row, const uint8_t *previous, size_t width, size_t bytes_per_pixel,
                        int flat_filters, int detailed_filters, uint8_t *scratch, uint8_t *out) {
    size_t length = width * bytes_per_pixel;
    if (flat_filters != 0 && previous != NULL && memcmp(row, previous, length) == 0) {
        /* Classifying rows, the row above again: Up makes it all zeros, which the compressor writes as a run
         * (crs_deflate.h). */
        out[0] = 2;
        memset(out + 1, 0, length);
        return;
    }
    int filters = detailed_filters;
    if (flat_filters != 0 && crs_png_row_is_flat(row, width, bytes_per_pixel)) filters = flat_filters;
    filters &= 31;
    if (filters == 0) filters = 1;
    if ((filters & (filters - 1)) == 0) {
        /* One filter allowed: no need to measure it. */
        int type = 0;
        while ((filters & (1 << type)) == 0) type++;
        out[0] = (uint8_t)type;
        crs_filter(type, row, previous, length, bytes_per_pixel, out + 1);
        return;
    }
    int best_type = -1;
    size_t best_sum = 0;
    for (int type = 0; type < 5; type++) {
        if ((filters & (1 << type)) == 0) continue;
        /* The first candidate goes straight to `out`; later ones to `scratch`, copied over when better. */
        uint8_t *target = best_type < 0 ? out + 1 : scratch;
        crs_filter(type, row, previous, length, bytes_per_pixel, target);
        size_t sum = crs_signed_sum(target, length);
        if (best_type < 0 || sum < best_sum) {
            if (best_type >= 0) memcpy(out + 1, scratch, length);
            best_type = type;
            best_sum = sum;
        }
    }
    out[0] = (uint8_t)best_type;
}
