/*
 * The run coder: deflate for filtered PNG rows, in one pass to count and one to write. See include/crs_run_deflate.h.
 *
 * A general LZ77 compressor (libdeflate) looks for a match at every byte. A chat screenshot's filtered rows need
 * little of that: most bytes are runs (a flat fill, Sub- or Up-filtered, is zeros), the rest are literals
 * (antialiased edges, photos), and the repeats worth finding are few and near. So, as fpnge does, this coder
 * looks only where screenshots repeat:
 *
 *   - every row: a run of the byte before (a copy at distance 1), at least 4 long;
 *   - rows left unfiltered (filter type None, which the encoder gives to flat rows: solid fills and text on a
 *     plain background) also: the pixel before (distance = bytes a pixel), the row above (distance = the row's
 *     length, when within deflate's 32 KiB window), and the last position whose next 4 bytes hashed alike (a
 *     one-entry dictionary of 4096 slots: glyphs and edges repeated along a row), the longest of them.
 *
 * Other rows (photos, gradients) are literals and runs, with no search. The strip is then one dynamic-Huffman
 * block whose codes are built from the first pass's counts (length-limited to 15 bits, ties broken by symbol,
 * so that the bytes never depend on anything but the input), or stored blocks when those are smaller (noise).
 * Measured on the project's screens against libdeflate level 1 on the same filtered rows (docs/performance.md):
 * 2–3× fewer instructions, files within a few per cent of its size.
 */
#include "crs_run_deflate.h"

#include "crs_bit_writer.h"
#include "crs_canonical_codes.h"
#include "crs_deflate.h"

#include <stdlib.h>
#include <string.h>

enum {
    CRS_RUN_MIN_MATCH = 4,
    CRS_RUN_MAX_MATCH = 258,
    CRS_RUN_WINDOW = 32768,
    CRS_RUN_HASH_BITS = 12,
    CRS_RUN_LITERALS = 286,  /* literal/length symbols: 0 … 255 literals, 256 end of block, 257 … 285 lengths */
    CRS_RUN_DISTANCES = 30,
    CRS_RUN_STORED_MAX = 65535,
};

static const uint16_t crs_run_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51,
                                                 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t crs_run_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4,
                                                 4, 5, 5, 5, 5, 0};
static const uint8_t crs_run_code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* The length symbol's index (0 … 28: symbol 257 + index) for a match of `length` (3 … 258) bytes. */
static inline int crs_run_length_index(size_t length) {
    if (length == 258) return 28;
    if (length <= 10) return (int)length - 3;
    /* Lengths 11 … 257: four symbols per power of two, each covering 2^extra lengths. */
    unsigned value = (unsigned)length - 3;
    int top = 31 - __builtin_clz(value);  /* 3 … 7 */
    return 4 * (top - 1) + (int)((value >> (top - 2)) & 3);
}

/* The distance symbol (0 … 29) for a distance of 1 … 32768 bytes, and its extra bits. */
static inline int crs_run_distance_code(size_t distance, int *extra_bits, uint32_t *extra_value) {
    if (distance <= 4) {
        *extra_bits = 0;
        *extra_value = 0;
        return (int)distance - 1;
    }
    unsigned value = (unsigned)distance - 1;
    int top = 31 - __builtin_clz(value);  /* 2 … 14 */
    *extra_bits = top - 1;
    *extra_value = value & ((1u << (top - 1)) - 1);
    return 2 * top + (int)((value >> (top - 1)) & 1);
}

/* How many bytes from `i` (at most `limit`) equal those `distance` bytes before them. */
static inline size_t crs_run_match(const uint8_t *data, size_t i, size_t distance, size_t limit) {
    const uint8_t *a = data + i, *b = data + i - distance;
    size_t k = 0;
    while (k + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + k, 8);
        memcpy(&y, b + k, 8);
        if (x != y) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return k + (size_t)(__builtin_clzll(x ^ y) >> 3);
#else
            return k + (size_t)(__builtin_ctzll(x ^ y) >> 3);
#endif
        }
        k += 8;
    }
    while (k < limit && a[k] == b[k]) k++;
    return k;
}

static inline uint32_t crs_run_load32(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return word;
}

/* Eight bytes as a little-endian number: byte k of memory in bits 8k … 8k + 7. */
static inline uint64_t crs_run_load64(const uint8_t *p) {
    uint64_t word;
    memcpy(&word, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap64(word);
#endif
    return word;
}

/* 0x80 in each byte of `v` that is zero, 0 in the others. */
static inline uint64_t crs_run_zero_bytes(uint64_t v) {
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
    return ~(((v & low7) + low7) | v | low7);
}

/* ---- Huffman codes ---- */

typedef struct {
    uint32_t count;
    uint16_t symbol;
} crs_run_weight;

static int crs_run_weight_order(const void *left, const void *right) {
    const crs_run_weight *a = left, *b = right;
    if (a->count != b->count) return a->count < b->count ? -1 : 1;
    return (int)a->symbol - (int)b->symbol;
}

/* Code lengths (at most `max_bits`) for symbols 0 … count-1 from their counts: a Huffman code, made to fit the
 * limit by moving codes from the longest lengths up (the Kraft sum kept exactly 1), least frequent symbols
 * longest. Fewer than two symbols used: two get one bit each (symbols 0 and 1 when none is used), since a
 * decoder accepts an incomplete code only in some places. `count` ≤ 320. */
static void crs_run_code_lengths(const uint32_t *counts, int count, int max_bits, uint8_t *lengths) {
    crs_run_weight weights[320];
    int used = 0;
    memset(lengths, 0, (size_t)count);
    for (int symbol = 0; symbol < count; symbol++) {
        if (counts[symbol] == 0) continue;
        weights[used].count = counts[symbol];
        weights[used].symbol = (uint16_t)symbol;
        used++;
    }
    if (used < 2) {
        int first = used == 1 ? weights[0].symbol : 0;
        lengths[first] = 1;
        lengths[first == 0 ? 1 : 0] = 1;
        return;
    }
    qsort(weights, (size_t)used, sizeof weights[0], crs_run_weight_order);
    /* Two queues: the leaves in order of weight, then the internal nodes in order of creation (also sorted). */
    uint64_t weight[640];
    int parent[640];
    for (int k = 0; k < used; k++) weight[k] = weights[k].count;
    int leaf = 0, node = used, next = used;
    for (int merge = 0; merge < used - 1; merge++) {
        int pick[2];
        for (int t = 0; t < 2; t++) {
            if (leaf < used && (node >= next || weight[leaf] <= weight[node])) {
                pick[t] = leaf++;
            } else {
                pick[t] = node++;
            }
        }
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = next;
        parent[pick[1]] = next;
        next++;
    }
    int depth[640];
    int per_length[64] = {0};
    depth[next - 1] = 0;
    for (int k = next - 2; k >= 0; k--) depth[k] = depth[parent[k]] + 1;
    for (int k = 0; k < used; k++) per_length[depth[k] < 63 ? depth[k] : 63]++;
    for (int length = max_bits + 1; length < 64; length++) {
        per_length[max_bits] += per_length[length];
        per_length[length] = 0;
    }
    uint32_t kraft = 0;
    for (int length = max_bits; length > 0; length--) kraft += (uint32_t)per_length[length] << (max_bits - length);
    while (kraft > (1u << max_bits)) {
        per_length[max_bits]--;
        for (int length = max_bits - 1; length > 0; length--) {
            if (per_length[length] != 0) {
                per_length[length]--;
                per_length[length + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    int k = 0;
    for (int length = max_bits; length > 0; length--) {
        for (int n = 0; n < per_length[length]; n++) lengths[weights[k++].symbol] = (uint8_t)length;
    }
}

/* ---- the scan: one function, instantiated to count and to write ---- */

typedef struct {
    uint32_t literals[CRS_RUN_LITERALS];
    uint32_t distances[CRS_RUN_DISTANCES];
    uint64_t extra_bits;  /* the length and distance extra bits the matches take */
} crs_run_counts;

typedef struct {
    uint32_t literal[256];   /* code | length << 16 */
    uint32_t length_code[CRS_RUN_MAX_MATCH + 1];  /* length symbol's code with its extra bits above it */
    uint8_t length_bits[CRS_RUN_MAX_MATCH + 1];
    uint16_t distance_codes[CRS_RUN_DISTANCES];
    uint8_t distance_lengths[CRS_RUN_DISTANCES];
} crs_run_table;

static inline void crs_run_literal(int write, crs_run_counts *counts, const crs_run_table *table, crs_bit_writer *w,
                                   uint8_t byte) {
    if (write) {
        uint32_t entry = table->literal[byte];
        crs_write_bits(w, entry & 0xFFFF, (int)(entry >> 16));
    } else {
        counts->literals[byte]++;
    }
}

/* Five literals: in pairs of codes (at most 30 bits) when writing. */
static inline void crs_run_literals5(int write, crs_run_counts *counts, const crs_run_table *table, crs_bit_writer *w,
                                     const uint8_t *bytes) {
    if (!write) {
        for (int k = 0; k < 5; k++) counts->literals[bytes[k]]++;
        return;
    }
    for (int k = 0; k < 4; k += 2) {
        uint32_t first = table->literal[bytes[k]], second = table->literal[bytes[k + 1]];
        int first_bits = (int)(first >> 16);
        crs_write_bits(w, (first & 0xFFFF) | ((second & 0xFFFF) << first_bits), first_bits + (int)(second >> 16));
    }
    uint32_t last = table->literal[bytes[4]];
    crs_write_bits(w, last & 0xFFFF, (int)(last >> 16));
}

static inline void crs_run_copy(int write, crs_run_counts *counts, const crs_run_table *table, crs_bit_writer *w,
                                size_t length, size_t distance) {
    int extra_bits;
    uint32_t extra_value;
    int code = crs_run_distance_code(distance, &extra_bits, &extra_value);
    if (write) {
        crs_write_bits(w, table->length_code[length], table->length_bits[length]);
        crs_write_bits(w, table->distance_codes[code] | (extra_value << table->distance_lengths[code]),
                    table->distance_lengths[code] + extra_bits);
    } else {
        int index = crs_run_length_index(length);
        counts->literals[257 + index]++;
        counts->distances[code]++;
        counts->extra_bits += (uint64_t)crs_run_length_extra[index] + (uint64_t)extra_bits;
    }
}

static inline __attribute__((always_inline)) void crs_run_scan(int write, const uint8_t *in, size_t n,
                                                                size_t row_length, size_t bpp,
                                                                crs_run_counts *counts, const crs_run_table *table,
                                                                crs_bit_writer *w) {
    uint32_t last_seen[1u << CRS_RUN_HASH_BITS];
    memset(last_seen, 0xFF, sizeof last_seen);
    size_t row_end = row_length != 0 ? 0 : n;  /* 0: the first row's type is read at once */
    int unfiltered = 0;
    size_t above = row_length != 0 && row_length <= CRS_RUN_WINDOW ? row_length : 0;
    size_t i = 0;
    while (i < n) {
        while (i >= row_end) {
            unfiltered = in[row_end] == 0;
            row_end += row_length;
        }
        if (!unfiltered) {
            /* A filtered row's only copies are runs; five positions where none starts are five literals. A run
             * starts at i + k when bytes i + k - 1 … i + k + 3 are equal: four equal neighbouring pairs. */
            size_t stop = row_end < n ? row_end : n, from = i;
            while (i >= 1 && i + 8 <= n && i + 5 <= stop) {
                uint64_t equal = crs_run_zero_bytes(crs_run_load64(in + i) ^ crs_run_load64(in + i - 1));
                if ((equal & (equal >> 8) & (equal >> 16) & (equal >> 24)) != 0) break;
                crs_run_literals5(write, counts, table, w, in + i);
                i += 5;
            }
            if (i != from) continue;  /* the next position may start the next row */
        }
        size_t limit = n - i < CRS_RUN_MAX_MATCH ? n - i : CRS_RUN_MAX_MATCH;
        size_t best = 0, distance = 0;
        if (limit < CRS_RUN_MIN_MATCH) {
            crs_run_literal(write, counts, table, w, in[i]);
            i++;
            continue;
        }
        /* A copy is at least 4 bytes: a candidate is measured only when its first 4 bytes agree. */
        uint32_t word;
        memcpy(&word, in + i, 4);
        if (i > 0 && word == crs_run_load32(in + i - 1)) {
            best = crs_run_match(in, i, 1, limit);
            distance = 1;
        }
        if (unfiltered && best < limit) {
            if (i >= bpp && word == crs_run_load32(in + i - bpp)) {
                size_t length = crs_run_match(in, i, bpp, limit);
                if (length > best) {
                    best = length;
                    distance = bpp;
                }
            }
            if (above != 0 && i >= above && best < limit && word == crs_run_load32(in + i - above)) {
                size_t length = crs_run_match(in, i, above, limit);
                if (length > best) {
                    best = length;
                    distance = above;
                }
            }
            if (best < 8) {
                uint32_t slot = (word * 2654435761u) >> (32 - CRS_RUN_HASH_BITS);
                uint32_t candidate = last_seen[slot];
                last_seen[slot] = (uint32_t)i;
                if (candidate != 0xFFFFFFFFu && i - candidate <= CRS_RUN_WINDOW &&
                    word == crs_run_load32(in + candidate)) {
                    size_t length = crs_run_match(in, i, i - candidate, limit);
                    if (length > best) {
                        best = length;
                        distance = i - candidate;
                    }
                }
            }
        }
        if (best >= CRS_RUN_MIN_MATCH) {
            crs_run_copy(write, counts, table, w, best, distance);
            i += best;
        } else {
            crs_run_literal(write, counts, table, w, in[i]);
            i++;
        }
    }
}

static void crs_run_count(const uint8_t *in, size_t n, size_t row_length, size_t bpp, crs_run_counts *counts) {
    crs_run_scan(0, in, n, row_length, bpp, counts, NULL, NULL);
}

static void crs_run_write(const uint8_t *in, size_t n, size_t row_length, size_t bpp, const crs_run_table *table,
                          crs_bit_writer *w) {
    crs_run_scan(1, in, n, row_length, bpp, NULL, table, w);
}

/* ---- blocks ---- */

/* Bytes of `n` bytes written as stored blocks from a byte boundary (each block: a header byte and LEN, NLEN). */
static size_t crs_run_stored_size(size_t n) {
    size_t blocks = n == 0 ? 1 : (n + CRS_RUN_STORED_MAX - 1) / CRS_RUN_STORED_MAX;
    return n + blocks * 5;
}

static void crs_run_write_stored(const uint8_t *in, size_t n, int final, crs_bit_writer *w) {
    size_t offset = 0;
    do {
        size_t length = n - offset < CRS_RUN_STORED_MAX ? n - offset : CRS_RUN_STORED_MAX;
        int last = offset + length == n;
        crs_write_bits(w, last && final ? 1 : 0, 3);  /* BFINAL, then type 00 */
        crs_write_align(w);
        crs_write_bits(w, (uint32_t)length | ((uint32_t)(length ^ 0xFFFF) << 16), 32);
        crs_write_align(w);
        if (w->length + length <= w->capacity) {
            if (length > 0) memcpy(w->data + w->length, in + offset, length);
        } else {
            w->overflow = 1;
        }
        w->length += length;
        offset += length;
    } while (offset < n);
}

size_t crs_run_deflate_bound(size_t input_length) {
    /* The dynamic block is written only when smaller than stored blocks; stored blocks end byte-aligned. */
    return crs_run_stored_size(input_length) + 16;
}

int crs_run_deflate_strip(const uint8_t *input, size_t input_length, size_t row_length, size_t bytes_per_pixel,
                          int final, uint8_t *output, size_t output_capacity, size_t *output_length) {
    if (output == NULL || output_length == NULL || (input == NULL && input_length > 0) || bytes_per_pixel == 0 ||
        bytes_per_pixel > 8) {
        return CRS_DEFLATE_ERROR_ARGUMENT;
    }
    if (output_capacity < crs_run_deflate_bound(input_length)) return CRS_DEFLATE_ERROR_ARGUMENT;
    if (row_length < 2 || input_length % row_length != 0) row_length = 0;
    crs_bit_writer w = {output, output_capacity, 0, 0, 0, 0};
    if (input_length == 0) {
        crs_run_write_stored(input, 0, final, &w);
        *output_length = w.length;
        return w.overflow ? CRS_DEFLATE_ERROR_COMPRESS : CRS_DEFLATE_OK;
    }

    crs_run_counts *counts = calloc(1, sizeof *counts);
    crs_run_table *table = malloc(sizeof *table);
    if (counts == NULL || table == NULL) {
        free(counts);
        free(table);
        return CRS_DEFLATE_ERROR_MEMORY;
    }
    crs_run_count(input, input_length, row_length, bytes_per_pixel, counts);
    counts->literals[256] = 1;

    uint8_t lengths[CRS_RUN_LITERALS + CRS_RUN_DISTANCES];
    uint8_t *literal_lengths = lengths, *distance_lengths = lengths + CRS_RUN_LITERALS;
    crs_run_code_lengths(counts->literals, CRS_RUN_LITERALS, 15, literal_lengths);
    crs_run_code_lengths(counts->distances, CRS_RUN_DISTANCES, 15, distance_lengths);
    int literal_count = CRS_RUN_LITERALS;
    while (literal_count > 257 && literal_lengths[literal_count - 1] == 0) literal_count--;
    int distance_count = CRS_RUN_DISTANCES;
    while (distance_count > 1 && distance_lengths[distance_count - 1] == 0) distance_count--;

    /* The code lengths as code-length symbols: 0 … 15, 16 (repeat the previous 3 … 6 times), 17 and 18 (3 … 10
     * and 11 … 138 zeros). */
    uint8_t sequence[CRS_RUN_LITERALS + CRS_RUN_DISTANCES];
    memcpy(sequence, literal_lengths, (size_t)literal_count);
    memcpy(sequence + literal_count, distance_lengths, (size_t)distance_count);
    int total = literal_count + distance_count;
    uint8_t tokens[CRS_RUN_LITERALS + CRS_RUN_DISTANCES], extra[CRS_RUN_LITERALS + CRS_RUN_DISTANCES];
    int token_count = 0;
    for (int k = 0; k < total;) {
        uint8_t value = sequence[k];
        int run = 1;
        while (k + run < total && sequence[k + run] == value) run++;
        if (value == 0 && run >= 3) {
            int take = run > 138 ? 138 : run;
            tokens[token_count] = take >= 11 ? 18 : 17;
            extra[token_count++] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
            k += take;
            continue;
        }
        tokens[token_count] = value;
        extra[token_count++] = 0;
        k++;
        if (value == 0) continue;
        for (int left = run - 1; left >= 3;) {
            int take = left > 6 ? 6 : left;
            tokens[token_count] = 16;
            extra[token_count++] = (uint8_t)(take - 3);
            k += take;
            left -= take;
        }
    }
    uint32_t code_length_counts[19] = {0};
    for (int t = 0; t < token_count; t++) code_length_counts[tokens[t]]++;
    uint8_t code_length_lengths[19];
    crs_run_code_lengths(code_length_counts, 19, 7, code_length_lengths);
    uint16_t code_length_codes[19];
    /* The lengths are complete codes by construction; a refusal would be a bug here, reported as a failed strip. */
    int invalid = crs_canonical_codes(code_length_lengths, 19, code_length_codes);
    int code_length_count = 19;
    while (code_length_count > 4 && code_length_lengths[crs_run_code_length_order[code_length_count - 1]] == 0) {
        code_length_count--;
    }

    /* The block's exact size, against stored blocks. */
    static const uint8_t token_extra[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)code_length_count;
    for (int t = 0; t < token_count; t++) bits += code_length_lengths[tokens[t]] + token_extra[tokens[t]];
    for (int symbol = 0; symbol < CRS_RUN_LITERALS; symbol++) {
        bits += (uint64_t)counts->literals[symbol] * literal_lengths[symbol];
    }
    for (int symbol = 0; symbol < CRS_RUN_DISTANCES; symbol++) {
        bits += (uint64_t)counts->distances[symbol] * distance_lengths[symbol];
    }
    bits += counts->extra_bits;
    /* After the end-of-block code: padding to a byte, or (not the stream's end) an empty stored block: its
     * three header bits, padding, LEN and NLEN. */
    size_t dynamic_bytes = final ? (size_t)((bits + 7) / 8) : (size_t)((bits + 3 + 7) / 8) + 4;
    if (dynamic_bytes >= crs_run_stored_size(input_length)) {
        free(counts);
        free(table);
        crs_run_write_stored(input, input_length, final, &w);
        *output_length = w.length;
        return w.overflow ? CRS_DEFLATE_ERROR_COMPRESS : CRS_DEFLATE_OK;
    }

    uint16_t codes[CRS_RUN_LITERALS];
    invalid |= crs_canonical_codes(literal_lengths, CRS_RUN_LITERALS, codes);
    invalid |= crs_canonical_codes(distance_lengths, CRS_RUN_DISTANCES, table->distance_codes);
    if (invalid != 0) {
        free(counts);
        free(table);
        return CRS_DEFLATE_ERROR_COMPRESS;
    }
    memcpy(table->distance_lengths, distance_lengths, CRS_RUN_DISTANCES);
    for (int byte = 0; byte < 256; byte++) table->literal[byte] = codes[byte] | ((uint32_t)literal_lengths[byte] << 16);
    for (size_t length = CRS_RUN_MIN_MATCH; length <= CRS_RUN_MAX_MATCH; length++) {
        int index = crs_run_length_index(length);
        int symbol = 257 + index;
        table->length_code[length] = codes[symbol] |
                                     ((uint32_t)(length - crs_run_length_base[index]) << literal_lengths[symbol]);
        table->length_bits[length] = (uint8_t)(literal_lengths[symbol] + crs_run_length_extra[index]);
    }

    crs_write_bits(&w, final ? 1 : 0, 1);
    crs_write_bits(&w, 2, 2);
    crs_write_bits(&w, (uint32_t)(literal_count - 257), 5);
    crs_write_bits(&w, (uint32_t)(distance_count - 1), 5);
    crs_write_bits(&w, (uint32_t)(code_length_count - 4), 4);
    for (int k = 0; k < code_length_count; k++) crs_write_bits(&w, code_length_lengths[crs_run_code_length_order[k]], 3);
    for (int t = 0; t < token_count; t++) {
        crs_write_bits(&w, code_length_codes[tokens[t]], code_length_lengths[tokens[t]]);
        if (token_extra[tokens[t]] != 0) crs_write_bits(&w, extra[t], token_extra[tokens[t]]);
    }
    crs_run_write(input, input_length, row_length, bytes_per_pixel, table, &w);
    crs_write_bits(&w, codes[256], literal_lengths[256]);
    if (!final) {
        /* An empty stored block on the next byte boundary (zlib's sync flush): the next strip starts there. */
        crs_write_bits(&w, 0, 3);
        crs_write_align(&w);
        crs_write_bits(&w, 0xFFFF0000u, 32);
    }
    crs_write_align(&w);
    free(counts);
    free(table);
    *output_length = w.length;
    if (w.overflow || w.length != dynamic_bytes) return CRS_DEFLATE_ERROR_COMPRESS;
    return CRS_DEFLATE_OK;
}
