/* Separable resampling passes. See include/crs_raster.h. */
#include "crs_raster.h"

#include "crs_vector.h"

#include <stdlib.h>

/* Four int32 lanes: one pixel's channels. */
typedef int32_t crs_lanes __attribute__((vector_size(16)));
typedef uint8_t crs_bytes4 __attribute__((vector_size(4)));
/* Eight int32 lanes: two pixels' channels. */
typedef int32_t crs_lanes8 __attribute__((vector_size(32)));
typedef uint8_t crs_bytes8 __attribute__((vector_size(8)));

/* One output pixel from four fixed-point sums already biased by one half: each shifted down, alpha clamped to
 * 0 ... 255 and each colour to 0 ... alpha, in vector lanes (max with 0, then min with the clamped alpha, which
 * leaves alpha itself unchanged). */
static inline void crs_store_lanes(crs_lanes sum, uint8_t *out) {
    crs_lanes value = __builtin_elementwise_max(sum >> 16, (crs_lanes){0, 0, 0, 0});
    int32_t alpha = value[3] < 255 ? value[3] : 255;
    value = __builtin_elementwise_min(value, (crs_lanes){alpha, alpha, alpha, alpha});
    crs_bytes4 bytes = __builtin_convertvector(value, crs_bytes4);
    __builtin_memcpy(out, &bytes, 4);
}

/* The same from four sums in memory. */
static inline void crs_store(const int32_t sum[4], uint8_t *out) {
    crs_lanes lanes;
    __builtin_memcpy(&lanes, sum, sizeof lanes);
    crs_store_lanes(lanes, out);
}

/* A pixel times a single weight of 65536, stored: (v × 65536 + 32768) >> 16 is v, then colours are clamped to
 * alpha as crs_store does. */
static inline void crs_copy_clamped(const uint8_t *in, uint8_t *out) {
    uint8_t alpha = in[3];
    out[0] = in[0] < alpha ? in[0] : alpha;
    out[1] = in[1] < alpha ? in[1] : alpha;
    out[2] = in[2] < alpha ? in[2] : alpha;
    out[3] = alpha;
}

/* For each output x, the length of the run of outputs from x on that copy the same source column at full weight
 * (0 where x is not such a copy). The table is the same for every row, so this is worked out once per call. */
static void crs_copy_runs(const intptr_t *first, const intptr_t *count, const intptr_t *offset, const int32_t *weights,
                          intptr_t out_width, intptr_t *run) {
    for (intptr_t x = out_width - 1; x >= 0; x--) {
        int single = count[x] == 1 && weights[offset[x]] == 65536;
        if (!single) {
            run[x] = 0;
        } else if (x + 1 < out_width && run[x + 1] > 0 && first[x + 1] == first[x]) {
            run[x] = run[x + 1] + 1;
        } else {
            run[x] = 1;
        }
    }
}

CRS_VECTOR_VERSIONS
void crs_resample_horizontal(const uint8_t *src, intptr_t source_width, intptr_t row_start, intptr_t row_count,
                             intptr_t column_offset, const intptr_t *first, const intptr_t *count, const intptr_t *offset,
                             const int32_t *weights, intptr_t out_width, uint8_t *dst) {
    /* Runs of copies of one column (a stretched slice whose columns are equal: a bubble's centre) are one pixel
     * stored again and again. Without memory for the runs every pixel is worked out alone, to the same bytes. */
    intptr_t *run = out_width > 0 ? malloc((size_t)out_width * sizeof *run) : NULL;
    if (run) crs_copy_runs(first, count, offset, weights, out_width, run);
    for (intptr_t r = 0; r < row_count; r++) {
        const uint8_t *row = src + (row_start + r) * source_width * 4;
        uint8_t *out = dst + r * out_width * 4;
        for (intptr_t x = 0; x < out_width; x++) {
            const uint8_t *p = row + (first[x] - column_offset) * 4;
            if (run && run[x] > 0) {
                crs_copy_clamped(p, out + x * 4);
                uint32_t pixel;
                __builtin_memcpy(&pixel, out + x * 4, 4);
                intptr_t end = x + run[x];
                for (intptr_t k = x + 1; k < end; k++) __builtin_memcpy(out + k * 4, &pixel, 4);
                x = end - 1;
                continue;
            }
            const int32_t *w = weights + offset[x];
            intptr_t taps = count[x];
            if (taps == 1 && w[0] == 65536) {
                /* One tap of full weight (a stretched slice's single column): the pixel itself, as crs_store
                 * would leave it. */
                crs_copy_clamped(p, out + x * 4);
                continue;
            }
            /* Two taps at a time in eight lanes, then the halves added: integer sums, so the same as one tap at
             * a time. */
            crs_lanes8 pairs = {0, 0, 0, 0, 0, 0, 0, 0};
            intptr_t k = 0;
            for (; k + 1 < taps; k += 2) {
                crs_bytes8 two;
                __builtin_memcpy(&two, p + k * 4, 8);
                crs_lanes8 weight = {w[k], w[k], w[k], w[k], w[k + 1], w[k + 1], w[k + 1], w[k + 1]};
                pairs += __builtin_convertvector(two, crs_lanes8) * weight;
            }
            crs_lanes sum = {32768 + pairs[0] + pairs[4], 32768 + pairs[1] + pairs[5],
                             32768 + pairs[2] + pairs[6], 32768 + pairs[3] + pairs[7]};
            if (k < taps) {
                crs_bytes4 pixel;
                __builtin_memcpy(&pixel, p + k * 4, 4);
                sum += __builtin_convertvector(pixel, crs_lanes) * w[k];
            }
            crs_store_lanes(sum, out + x * 4);
        }
    }
    free(run);
}

CRS_VECTOR_VERSIONS
void crs_resample_vertical(const uint8_t *src, intptr_t source_width, intptr_t column_start, intptr_t column_count,
                           intptr_t row_offset, const intptr_t *first, const intptr_t *count, const intptr_t *offset,
                           const int32_t *weights, intptr_t out_height, int32_t *accumulator, uint8_t *dst) {
    intptr_t lanes = column_count * 4;
    intptr_t source_row_bytes = source_width * 4;
    for (intptr_t y = 0; y < out_height; y++) {
        const int32_t *w = weights + offset[y];
        if (count[y] == 1 && w[0] == 65536) {
            /* One source row of full weight: that row, as crs_store would leave it. */
            const uint8_t *row = src + (first[y] - row_offset) * source_row_bytes + column_start * 4;
            uint8_t *out = dst + y * column_count * 4;
            for (intptr_t i = 0; i < column_count; i++) crs_copy_clamped(row + i * 4, out + i * 4);
            continue;
        }
        for (intptr_t i = 0; i < lanes; i++) accumulator[i] = 32768;
        for (intptr_t k = 0; k < count[y]; k++) {
            int32_t weight = w[k];
            const uint8_t *row = src + (first[y] - row_offset + k) * source_row_bytes + column_start * 4;
            for (intptr_t i = 0; i < lanes; i++) accumulator[i] += (int32_t)row[i] * weight;
        }
        uint8_t *out = dst + y * column_count * 4;
        for (intptr_t i = 0; i < column_count; i++) crs_store(accumulator + i * 4, out + i * 4);
    }
}
