/* ICU bidi levels behind crs_icu.h. */
#include "crs_icu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/utypes.h>

struct crs_icu_bidi {
    UBiDi *paragraph;
};

int32_t crs_icu_bidi_open(crs_icu_bidi **bidi) {
    if (bidi == NULL) return CRS_ICU_ERROR_ARGUMENT;
    *bidi = NULL;
    crs_icu_bidi *result = malloc(sizeof *result);
    if (result == NULL) return CRS_ICU_ERROR_MEMORY;
    result->paragraph = ubidi_open();
    if (result->paragraph == NULL) {
        free(result);
        return CRS_ICU_ERROR_MEMORY;
    }
    *bidi = result;
    return CRS_ICU_OK;
}

void crs_icu_bidi_close(crs_icu_bidi *bidi) {
    if (bidi == NULL) return;
    ubidi_close(bidi->paragraph);
    free(bidi);
}

int32_t crs_icu_bidi_levels(crs_icu_bidi *bidi, const uint16_t *text, int32_t length, int32_t direction,
                            const uint16_t *prologue, int32_t prologue_length,
                            const uint16_t *epilogue, int32_t epilogue_length,
                            uint8_t *levels, uint8_t *paragraph_level) {
    if (bidi == NULL || paragraph_level == NULL || length < 0 || (length > 0 && (text == NULL || levels == NULL))) {
        return CRS_ICU_ERROR_ARGUMENT;
    }
    if (prologue_length < 0 || epilogue_length < 0 || (prologue_length > 0 && prologue == NULL)
        || (epilogue_length > 0 && epilogue == NULL)) {
        return CRS_ICU_ERROR_ARGUMENT;
    }
    UBiDiLevel base;
    switch (direction) {
    case CRS_ICU_DIRECTION_LEFT_TO_RIGHT: base = 0; break;
    case CRS_ICU_DIRECTION_RIGHT_TO_LEFT: base = 1; break;
    case CRS_ICU_DIRECTION_NATURAL: base = UBIDI_DEFAULT_LTR; break;
    default: return CRS_ICU_ERROR_ARGUMENT;
    }
    if (length == 0) {
        *paragraph_level = base == 1 ? 1 : 0;
        return CRS_ICU_OK;
    }
    UErrorCode status = U_ZERO_ERROR;
    /* The context is read by the next ubidi_setPara; without one it is cleared, so no call sees another's. */
    ubidi_setContext(bidi->paragraph, (const UChar *)prologue, prologue_length, (const UChar *)epilogue, epilogue_length, &status);
    if (U_FAILURE(status)) return (int32_t)status;
    ubidi_setPara(bidi->paragraph, (const UChar *)text, length, base, NULL, &status);
    int32_t result = CRS_ICU_OK;
    if (U_FAILURE(status)) {
        result = (int32_t)status;
    } else {
        /* ubidi_getLevels applies rule L1 to the whole text as one line. */
        const UBiDiLevel *resolved = ubidi_getLevels(bidi->paragraph, &status);
        if (U_FAILURE(status) || resolved == NULL) {
            result = U_FAILURE(status) ? (int32_t)status : CRS_ICU_ERROR_MEMORY;
        } else {
            memcpy(levels, resolved, (size_t)length);
            *paragraph_level = ubidi_getParaLevel(bidi->paragraph) & 1;
        }
    }
    /* The paragraph object keeps pointers to the text and the context: drop them. */
    static const UChar empty[1] = {0};
    status = U_ZERO_ERROR;
    ubidi_setContext(bidi->paragraph, NULL, 0, NULL, 0, &status);
    status = U_ZERO_ERROR;
    ubidi_setPara(bidi->paragraph, empty, 0, 0, NULL, &status);
    return result;
}

const char *crs_icu_error_name(int32_t code) {
    switch (code) {
    case CRS_ICU_OK: return "no error";
    case CRS_ICU_ERROR_ARGUMENT: return "invalid argument";
    case CRS_ICU_ERROR_MEMORY: return "out of memory";
    default: return u_errorName((UErrorCode)code);
    }
}
