#ifndef CRS_BIT_WRITER_H
#define CRS_BIT_WRITER_H
/*
 * An LSB-first bit writer into a buffer of known capacity, as deflate streams are written: the run coder's blocks
 * (crs_run_deflate.c) and the zero-row blocks between libdeflate's segments (crs_deflate.c). Internal to the codec
 * target (not in include/, so Swift never sees it).
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t capacity;
    size_t length;      /* bytes written (counted past the capacity when it overflowed) */
    uint64_t bits;      /* pending bits, next bit lowest; fewer than 32 between calls */
    int count;          /* number of pending bits */
    int overflow;       /* set when a write did not fit */
} crs_bit_writer;

/* Appends the low `bits` (at most 32) bits of `value`. */
static inline void crs_write_bits(crs_bit_writer *w, uint32_t value, int bits) {
    w->bits |= (uint64_t)value << w->count;
    w->count += bits;
    if (w->count >= 32) {
        if (w->length + 4 <= w->capacity) {
            uint32_t word = (uint32_t)w->bits;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            word = __builtin_bswap32(word);
#endif
            memcpy(w->data + w->length, &word, 4);
        } else {
            w->overflow = 1;
        }
        w->length += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/* Writes the pending bits, padded with zeros to a byte boundary. */
static inline void crs_write_align(crs_bit_writer *w) {
    while (w->count > 0) {
        if (w->length < w->capacity) {
            w->data[w->length] = (uint8_t)w->bits;
        } else {
            w->overflow = 1;
        }
        w->length++;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

#endif
