/* ICU line breaking behind crs_icu.h. */
#include "crs_icu.h"

#include <stdlib.h>
#include <unicode/ubrk.h>

struct crs_icu_line_breaker {
    UBreakIterator *iterator;
};

int32_t crs_icu_line_breaker_open(crs_icu_line_breaker **breaker) {
    if (breaker == NULL) return CRS_ICU_ERROR_ARGUMENT;
    *breaker = NULL;
    crs_icu_line_breaker *result = malloc(sizeof *result);
    if (result == NULL) return CRS_ICU_ERROR_MEMORY;
    UErrorCode status = U_ZERO_ERROR;
    /* The root locale: UAX #14 with ICU's default tailoring (the CJ class acts as NS, "strict"). */
    result->iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status) || result->iterator == NULL) {
        if (result->iterator != NULL) ubrk_close(result->iterator);
        free(result);
        return U_FAILURE(status) ? (int32_t)status : CRS_ICU_ERROR_MEMORY;
    }
    *breaker = result;
    return CRS_ICU_OK;
}

void crs_icu_line_breaker_close(crs_icu_line_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t crs_icu_line_breaks(crs_icu_line_breaker *breaker, const uint16_t *text, int32_t length,
                            int32_t *breaks, uint8_t *mandatory, int32_t capacity, int32_t *count) {
    if (breaker == NULL || count == NULL || length < 0 || (length > 0 && (text == NULL || breaks == NULL))
        || capacity < length) {
        return CRS_ICU_ERROR_ARGUMENT;
    }
    *count = 0;
    if (length == 0) return CRS_ICU_OK;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    int32_t written = 0;
    for (int32_t boundary = ubrk_following(breaker->iterator, 0); boundary != UBRK_DONE;
         boundary = ubrk_next(breaker->iterator)) {
        if (written >= capacity) break; /* cannot happen: at most one boundary per unit */
        breaks[written] = boundary;
        if (mandatory != NULL) {
            int32_t rule = ubrk_getRuleStatus(breaker->iterator);
            mandatory[written] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        written += 1;
    }
    /* The iterator keeps a pointer to the text: leave it on an empty static text instead. */
    static const UChar empty[1] = {0};
    status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, empty, 0, &status);
    *count = written;
    return CRS_ICU_OK;
}
