#ifndef CRS_ICU_H
#define CRS_ICU_H
/*
 * ICU line breaking (UAX #14) and bidirectional levels (UAX #9) behind plain C functions.
 *
 * This header includes no ICU header on purpose: Debian's ICU headers clash with Foundation's own ICU
 * module when one Swift module sees both. Text is UTF-16 (`const uint16_t *`), lengths are `int32_t`,
 * results go to arrays the caller provides. Every function returns CRS_ICU_OK (0), a negative
 * CRS_ICU_ERROR_* code for a bad argument, or a positive ICU UErrorCode; crs_icu_error_name names it.
 *
 * The two handles are not thread-safe: use each from one thread at a time.
 */
#include <stdint.h>

enum {
    CRS_ICU_OK = 0,
    /* A NULL pointer, a negative length or a capacity below what the call needs. */
    CRS_ICU_ERROR_ARGUMENT = -1,
    /* Out of memory while creating a handle. */
    CRS_ICU_ERROR_MEMORY = -2
};

/* Paragraph base directions for crs_icu_bidi_levels. */
enum {
    CRS_ICU_DIRECTION_LEFT_TO_RIGHT = 0,
    CRS_ICU_DIRECTION_RIGHT_TO_LEFT = 1,
    /* From the first strong character (rules P2–P3); left-to-right when there is none. */
    CRS_ICU_DIRECTION_NATURAL = 2
};

/* A line-break iterator (ICU's root-locale UAX #14 rules), reused across calls. */
typedef struct crs_icu_line_breaker crs_icu_line_breaker;

/* Creates a line-break iterator in *breaker. Free it with crs_icu_line_breaker_close. */
int32_t crs_icu_line_breaker_open(crs_icu_line_breaker **breaker);

/* Frees a line-break iterator (NULL is ignored). */
void crs_icu_line_breaker_close(crs_icu_line_breaker *breaker);

/* The line-break opportunities of `text` (`length` UTF-16 units): every boundary after the start, in
 * ascending UTF-16 offsets, the last one being `length` (none for empty text). A break at offset k falls
 * between units k-1 and k. `mandatory[i]` (when `mandatory` is not NULL) is 1 when break i is a hard break
 * (after BK, CR, LF or NL), else 0. `capacity` is the size of `breaks` (and `mandatory`): `length` is
 * always enough. *count receives the number of breaks written. */
int32_t crs_icu_line_breaks(crs_icu_line_breaker *breaker, const uint16_t *text, int32_t length,
                            int32_t *breaks, uint8_t *mandatory, int32_t capacity, int32_t *count);

/* A bidi paragraph object, reused across calls. */
typedef struct crs_icu_bidi crs_icu_bidi;

/* Creates a bidi object in *bidi. Free it with crs_icu_bidi_close. */
int32_t crs_icu_bidi_open(crs_icu_bidi **bidi);

/* Frees a bidi object (NULL is ignored). */
void crs_icu_bidi_close(crs_icu_bidi *bidi);

/* Resolves the embedding level of every UTF-16 unit of `text` (`length` units) set as one line with
 * base direction `direction` (CRS_ICU_DIRECTION_*): rules P2–P3, X1–X10, W1–W7, N0–N2, I1–I2 and L1 (trailing
 * whitespace and separators take the paragraph level). `levels` must hold `length` bytes. Characters
 * that rule X9 removes (BN, embedding and override controls) get the level of the text around them, as
 * ICU assigns it. *paragraph_level receives the resolved level of the first paragraph (0 or 1).
 * `prologue` and `epilogue` (`prologue_length` and `epilogue_length` units, either may be NULL with length 0) are
 * the paragraph's text before and after `text` when `text` is one line of a longer paragraph: neutral and weak
 * characters at the line's ends resolve as they do in the whole paragraph (ubidi_setContext). */
int32_t crs_icu_bidi_levels(crs_icu_bidi *bidi, const uint16_t *text, int32_t length, int32_t direction,
                            const uint16_t *prologue, int32_t prologue_length,
                            const uint16_t *epilogue, int32_t epilogue_length,
                            uint8_t *levels, uint8_t *paragraph_level);

/* A static name for a return code of these functions ("U_MEMORY_ALLOCATION_ERROR", …). */
const char *crs_icu_error_name(int32_t code);

/* The version of the ICU library loaded at run time ("72.1"), written into buffer (at least 32 bytes). */
void crs_icu_version(char *buffer, int32_t capacity);

#endif
