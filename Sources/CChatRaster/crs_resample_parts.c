/* The resampling passes with their rows split among threads. See include/crs_raster.h. */
#include "crs_raster.h"

#include <pthread.h>
#include <stdlib.h>

/* At most this many parts (threads) for one pass. */
enum { CRS_MAX_PARTS = 8 };

typedef struct crs_pass crs_pass;

/* One part of a pass: its index among `parts`, and the pass it belongs to. */
typedef struct {
    const crs_pass *pass;
    intptr_t part;
} crs_part;

struct crs_pass {
    void (*run)(const crs_pass *pass, intptr_t begin, intptr_t end);
    intptr_t total, parts;
    const uint8_t *src;
    intptr_t source_width, start, count, offset_or_origin;
    const intptr_t *first, *tap_count, *offset;
    const int32_t *weights;
    intptr_t out_size;
    uint8_t *dst;
};

/* The items of part `part` of `total` items split into `parts` nearly equal runs. */
static void crs_part_range(intptr_t total, intptr_t parts, intptr_t part, intptr_t *begin, intptr_t *end) {
    *begin = total * part / parts;
    *end = total * (part + 1) / parts;
}

static void *crs_part_main(void *argument) {
    const crs_part *part = argument;
    intptr_t begin, end;
    crs_part_range(part->pass->total, part->pass->parts, part->part, &begin, &end);
    if (begin < end) part->pass->run(part->pass, begin, end);
    return NULL;
}

/* Runs every part of `pass`: part 0 on the calling thread, the others on threads of their own (or on the calling
 * thread, after part 0, when a thread cannot be created). Returns when all are done. */
static void crs_run_parts(crs_pass *pass) {
    if (pass->parts < 1) pass->parts = 1;
    if (pass->parts > CRS_MAX_PARTS) pass->parts = CRS_MAX_PARTS;
    if (pass->parts > pass->total) pass->parts = pass->total > 0 ? pass->total : 1;
    crs_part parts[CRS_MAX_PARTS];
    pthread_t threads[CRS_MAX_PARTS];
    int started[CRS_MAX_PARTS] = {0};
    for (intptr_t k = 0; k < pass->parts; k++) parts[k] = (crs_part){pass, k};
    for (intptr_t k = 1; k < pass->parts; k++) {
        started[k] = pthread_create(&threads[k], NULL, crs_part_main, &parts[k]) == 0;
    }
    crs_part_main(&parts[0]);
    for (intptr_t k = 1; k < pass->parts; k++) {
        if (started[k]) {
            pthread_join(threads[k], NULL);
        } else {
            crs_part_main(&parts[k]);
        }
    }
}

/* Output rows [begin, end) of a horizontal pass. */
static void crs_horizontal_rows(const crs_pass *pass, intptr_t begin, intptr_t end) {
    crs_resample_horizontal(pass->src, pass->source_width, pass->start + begin, end - begin, pass->offset_or_origin,
                            pass->first, pass->tap_count, pass->offset, pass->weights, pass->out_size,
                            pass->dst + begin * pass->out_size * 4);
}

void crs_resample_horizontal_parts(const uint8_t *src, intptr_t source_width, intptr_t row_start, intptr_t row_count,
                                   intptr_t column_offset, const intptr_t *first, const intptr_t *count,
                                   const intptr_t *offset, const int32_t *weights, intptr_t out_width, uint8_t *dst,
                                   intptr_t parts) {
    crs_pass pass = {
        .run = crs_horizontal_rows, .total = row_count, .parts = parts, .src = src, .source_width = source_width,
        .start = row_start, .count = row_count, .offset_or_origin = column_offset, .first = first, .tap_count = count,
        .offset = offset, .weights = weights, .out_size = out_width, .dst = dst,
    };
    crs_run_parts(&pass);
}

/* Output rows [begin, end) of a vertical pass, with an accumulator of its own. */
static void crs_vertical_rows(const crs_pass *pass, intptr_t begin, intptr_t end) {
    int32_t *accumulator = malloc((size_t)pass->count * 4 * sizeof *accumulator);
    if (accumulator == NULL) {
        /* Without memory for the sums, one output row at a time from a stack buffer is not possible for wide
         * images either; fall back to one column block at a time. */
        int32_t block[256 * 4];
        for (intptr_t c = 0; c < pass->count; c += 256) {
            intptr_t n = pass->count - c < 256 ? pass->count - c : 256;
            for (intptr_t y = begin; y < end; y++) {
                crs_resample_vertical(pass->src, pass->source_width, pass->start + c, n, pass->offset_or_origin,
                                      pass->first + y, pass->tap_count + y, pass->offset + y, pass->weights, 1, block,
                                      pass->dst + (y * pass->count + c) * 4);
            }
        }
        return;
    }
    crs_resample_vertical(pass->src, pass->source_width, pass->start, pass->count, pass->offset_or_origin,
                          pass->first + begin, pass->tap_count + begin, pass->offset + begin, pass->weights,
                          end - begin, accumulator, pass->dst + begin * pass->count * 4);
    free(accumulator);
}

void crs_resample_vertical_parts(const uint8_t *src, intptr_t source_width, intptr_t column_start, intptr_t column_count,
                                 intptr_t row_offset, const intptr_t *first, const intptr_t *count,
                                 const intptr_t *offset, const int32_t *weights, intptr_t out_height, uint8_t *dst,
                                 intptr_t parts) {
    crs_pass pass = {
        .run = crs_vertical_rows, .total = out_height, .parts = parts, .src = src, .source_width = source_width,
        .start = column_start, .count = column_count, .offset_or_origin = row_offset, .first = first,
        .tap_count = count, .offset = offset, .weights = weights, .out_size = out_height, .dst = dst,
    };
    crs_run_parts(&pass);
}
