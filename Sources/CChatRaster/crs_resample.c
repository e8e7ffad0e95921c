/* Separable resampling passes. See include/crs_raster.h. */
#include "crs_raster.h"

#include "crs_vector.h"

#include <stdlib.h>

static inline int32_t crs_clamp(int32_t value, int32_t high) {
    return value < 0 ? 0 : (value > high ? high : value);
}

/* One output pixel from four fixed-point sums already biased by one half. */
static inline void crs_store(const int32_t sum[4], uint8_t *out) {
    int32_t alpha = crs_clamp(sum[3] >> 16, 255);
    out[0] = (uint8_t)crs_clamp(sum[0] >> 16, alpha);
    out[1] = (uint8_t)crs_clamp(sum[1] >> 16, alpha);
    out[2] = (uint8_t)crs_clamp(sum[2] >> 16, alpha);
    out[3] = (uint8_t)alpha;
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

/* Four int32 lanes: one pixel's channels. */
typedef int32_t crs_lanes __attribute__((vector_size(16)));
typedef uint8_t crs_bytes4 __attribute__((vector_size(4)));

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
            crs_lanes sum = {32768, 32768, 32768, 32768};
            for (intptr_t k = 0; k < taps; k++) {
                crs_bytes4 pixel;
                __builtin_memcpy(&pixel, p + k * 4, 4);
                sum += __builtin_convertvector(pixel, crs_lanes) * w[k];
            }
            int32_t lanes[4] = {sum[0], sum[1], sum[2], sum[3]};
            crs_store(lanes, out + x * 4);
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
