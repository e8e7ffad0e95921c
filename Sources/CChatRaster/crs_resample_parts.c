/* The resampling passes with their output rows split among threads. See include/crs_raster.h. */
#include "crs_raster.h"

#include <pthread.h>

/* At most this many parts (threads) for one pass. */
enum { CRS_MAX_PARTS = 8 };

/* One pass to split: the arguments of crs_resample_horizontal or crs_resample_vertical, and the function that
 * computes output rows [begin, end) of it as part `part`. */
typedef struct crs_pass {
    void (*rows)(const struct crs_pass *pass, intptr_t part, intptr_t begin, intptr_t end);
    intptr_t out_rows;
    const uint8_t *src;
    intptr_t source_width;
    intptr_t start;  /* horizontal: the source row of output row 0; vertical: the first column */
    intptr_t columns; /* vertical: the number of columns */
    intptr_t origin; /* horizontal: the column offset; vertical: the row offset */
    const intptr_t *first, *count, *offset;
    const int32_t *weights;
    intptr_t out_width; /* horizontal: pixels per output row */
    int32_t *sums; /* vertical: columns × 4 values for each part */
    uint8_t *dst;
} crs_pass;

/* Part `part` of `parts`: a run of nearly equal length of the pass's output rows. */
typedef struct {
    const crs_pass *pass;
    intptr_t part, parts;
} crs_part;

static void *crs_part_main(void *argument) {
    const crs_part *part = argument;
    intptr_t total = part->pass->out_rows;
    intptr_t begin = total * part->part / part->parts, end = total * (part->part + 1) / part->parts;
    if (begin < end) part->pass->rows(part->pass, part->part, begin, end);
    return NULL;
}

/* Runs `pass` in `parts` parts: part 0 on the calling thread, the others on threads of their own (or on the calling
 * thread, after part 0, when a thread cannot be created). Returns when every part is done. */
static void crs_run_parts(const crs_pass *pass, intptr_t parts) {
    if (parts > CRS_MAX_PARTS) parts = CRS_MAX_PARTS;
    if (parts > pass->out_rows) parts = pass->out_rows;
    if (parts < 1) parts = 1;
    crs_part part[CRS_MAX_PARTS];
    pthread_t thread[CRS_MAX_PARTS];
    int started[CRS_MAX_PARTS] = {0};
    for (intptr_t k = 0; k < parts; k++) part[k] = (crs_part){pass, k, parts};
    for (intptr_t k = 1; k < parts; k++) started[k] = pthread_create(&thread[k], NULL, crs_part_main, &part[k]) == 0;
    crs_part_main(&part[0]);
    for (intptr_t k = 1; k < parts; k++) {
        if (started[k]) {
            pthread_join(thread[k], NULL);
        } else {
            crs_part_main(&part[k]);
        }
    }
}

static void crs_horizontal_rows(const crs_pass *pass, intptr_t part, intptr_t begin, intptr_t end) {
    (void)part;
    crs_resample_horizontal(pass->src, pass->source_width, pass->start + begin, end - begin, pass->origin, pass->first,
                            pass->count, pass->offset, pass->weights, pass->out_width,
                            pass->dst + begin * pass->out_width * 4);
}

void crs_resample_horizontal_parts(const uint8_t *src, intptr_t source_width, intptr_t row_start, intptr_t row_count,
                                   intptr_t column_offset, const intptr_t *first, const intptr_t *count,
                                   const intptr_t *offset, const int32_t *weights, intptr_t out_width, uint8_t *dst,
                                   intptr_t parts) {
    crs_pass pass = {
        .rows = crs_horizontal_rows, .out_rows = row_count, .src = src, .source_width = source_width,
        .start = row_start, .origin = column_offset, .first = first, .count = count, .offset = offset,
        .weights = weights, .out_width = out_width, .dst = dst,
    };
    crs_run_parts(&pass, parts);
}

/* Output rows [begin, end) of a vertical pass: the table entries from `begin` on, summed in the part's own sums. */
static void crs_vertical_rows(const crs_pass *pass, intptr_t part, intptr_t begin, intptr_t end) {
    crs_resample_vertical(pass->src, pass->source_width, pass->start, pass->columns, pass->origin, pass->first + begin,
                          pass->count + begin, pass->offset + begin, pass->weights, end - begin,
                          pass->sums + part * pass->columns * 4, pass->dst + begin * pass->columns * 4);
}

void crs_resample_vertical_parts(const uint8_t *src, intptr_t source_width, intptr_t column_start, intptr_t column_count,
                                 intptr_t row_offset, const intptr_t *first, const intptr_t *count,
                                 const intptr_t *offset, const int32_t *weights, intptr_t out_height,
                                 int32_t *accumulators, uint8_t *dst, intptr_t parts) {
    crs_pass pass = {
        .rows = crs_vertical_rows, .out_rows = out_height, .src = src, .source_width = source_width,
        .start = column_start, .columns = column_count, .origin = row_offset, .first = first, .count = count,
        .offset = offset, .weights = weights, .sums = accumulators, .dst = dst,
    };
    crs_run_parts(&pass, parts);
}
