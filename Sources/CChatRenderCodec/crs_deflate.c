/*
 * Deflate in independent strips that join into one zlib stream. See include/crs_deflate.h.
 *
 * libdeflate compresses a whole buffer into a complete deflate stream whose last block is marked final
 * (BFINAL = 1). To join strips, every strip but the last is walked block by block (a decoder that reads the
 * Huffman codes but writes no output), its final block's BFINAL bit is cleared, and an empty stored block is
 * appended after its end-of-block code: the byte-aligned marker 00 00 FF FF that zlib's Z_SYNC_FLUSH writes.
 * The next strip then starts on a byte boundary as a continuation of the same stream.
 */
#include "crs_deflate.h"

#include "crs_bit_writer.h"
#include "crs_canonical_codes.h"

#include "crs_vector.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/* ---- LSB-first bit reader over a finished deflate stream ---- */

typedef struct {
    const uint8_t *data;
    size_t length;      /* bytes */
    size_t next_byte;   /* next byte to load into `bits` (past `length`: zeros) */
    uint64_t bits;      /* buffered bits, next bit lowest */
    int count;          /* number of buffered bits */
} crs_bits;

/* Bits consumed so far. */
static inline size_t crs_bits_position(const crs_bits *b) {
    return b->next_byte * 8 - (size_t)b->count;
}

/* At least 56 bits buffered: eight bytes loaded at once away from the end (the bits above `count` are then the
 * stream's next bits, so loading them again ORs in the same values), one byte at a time near it. */
static inline void crs_bits_refill(crs_bits *b) {
    if (b->count >= 56) return;
    if (b->next_byte + 8 <= b->length) {
        uint64_t word;
        memcpy(&word, b->data + b->next_byte, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        word = __builtin_bswap64(word);
#endif
        b->bits |= word << b->count;
        b->next_byte += (size_t)(7 - (b->count >> 3));
        b->count |= 56;
        return;
    }
    while (b->count <= 56) {
        uint64_t byte = b->next_byte < b->length ? b->data[b->next_byte] : 0;
        b->bits |= byte << b->count;
        b->next_byte++;
        b->count += 8;
    }
}

/* Drops `n` (≤ 56) buffered bits; the caller refilled. */
static inline void crs_bits_drop(crs_bits *b, int n) {
    b->bits >>= n;
    b->count -= n;
}

static inline uint32_t crs_bits_take(crs_bits *b, int n) {
    if (n == 0) return 0;
    crs_bits_refill(b);
    uint32_t value = (uint32_t)(b->bits & ((1ull << n) - 1));
    crs_bits_drop(b, n);
    return value;
}

/* Moves the reader to bit `position` (used after a stored block's payload). */
static void crs_bits_seek(crs_bits *b, size_t position) {
    b->next_byte = position / 8;
    b->bits = 0;
    b->count = 0;
    crs_bits_take(b, (int)(position % 8));
}

/* ---- canonical Huffman decoding tables ---- */

enum { CRS_MAX_BITS = 15, CRS_TABLE_BITS = 10 };

/* A decoding table: codes of up to CRS_TABLE_BITS bits by lookup of the next CRS_TABLE_BITS input bits, longer
 * ones (rare: libdeflate gives them to rare symbols) bit by bit from the code counts. An entry holds the symbol,
 * the code's length and the number of extra bits that follow the code (length and distance symbols), so that a
 * walk skips both at once. */
typedef struct {
    uint32_t entries[1 << CRS_TABLE_BITS];  /* (symbol << 16) | (extra bits << 8) | code length; 0: longer, or none */
    uint16_t counts[CRS_MAX_BITS + 1];      /* codes of each length */
    uint16_t symbols[320];                  /* symbols by code length, then by value (canonical order) */
} crs_huffman;

/* Declared in crs_canonical_codes.h; used to decode (crs_huffman_build) and to encode (zero-row blocks, the run
 * coder). */
int crs_canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    int histogram[CRS_MAX_BITS + 1] = {0};
    for (int i = 0; i < count; i++) {
        if (lengths[i] > CRS_MAX_BITS) return -1;
        histogram[lengths[i]]++;
    }
    histogram[0] = 0;
    int next[CRS_MAX_BITS + 2] = {0};
    int code = 0;
    for (int len = 1; len <= CRS_MAX_BITS; len++) {
        code = (code + histogram[len - 1]) << 1;
        next[len] = code;
    }
    for (int symbol = 0; symbol < count; symbol++) {
        int len = lengths[symbol];
        codes[symbol] = 0;
        if (len == 0) continue;
        int assigned = next[len]++;
        if (assigned >= (1 << len)) return -1;  /* over-subscribed */
        /* The code's bits reversed (deflate stores codes first bit first): 16 bits swapped in halves, then shifted. */
        uint32_t v = (uint32_t)assigned;
        v = ((v >> 1) & 0x5555) | ((v & 0x5555) << 1);
        v = ((v >> 2) & 0x3333) | ((v & 0x3333) << 2);
        v = ((v >> 4) & 0x0F0F) | ((v & 0x0F0F) << 4);
        v = ((v >> 8) & 0x00FF) | ((v & 0x00FF) << 8);
        codes[symbol] = (uint16_t)(v >> (16 - len));
    }
    return 0;
}

/* Builds the table for code lengths `lengths[0..count)` (count ≤ 320); symbol `first_extra + i` is followed by
 * `extra[i]` extra bits (`extra` NULL: none). Returns 0 on success, -1 on bad lengths. */
static int crs_huffman_build(crs_huffman *table, const uint8_t *lengths, int count, const uint8_t *extra, int first_extra,
                             int extra_count) {
    uint16_t codes[320];
    if (count > 320 || crs_canonical_codes(lengths, count, codes) != 0) return -1;
    memset(table->entries, 0, sizeof table->entries);
    memset(table->counts, 0, sizeof table->counts);
    for (int symbol = 0; symbol < count; symbol++) table->counts[lengths[symbol]]++;
    table->counts[0] = 0;
    uint16_t offsets[CRS_MAX_BITS + 1];
    offsets[1] = 0;
    for (int len = 1; len < CRS_MAX_BITS; len++) offsets[len + 1] = (uint16_t)(offsets[len] + table->counts[len]);
    for (int symbol = 0; symbol < count; symbol++) {
        int len = lengths[symbol];
        if (len == 0) continue;
        table->symbols[offsets[len]++] = (uint16_t)symbol;
        if (len > CRS_TABLE_BITS) continue;
        int index = symbol - first_extra;
        uint32_t bits = extra != NULL && index >= 0 && index < extra_count ? extra[index] : 0;
        uint32_t entry = ((uint32_t)symbol << 16) | (bits << 8) | (uint32_t)len;
        for (size_t k = codes[symbol]; k < ((size_t)1 << CRS_TABLE_BITS); k += (size_t)1 << len) table->entries[k] = entry;
    }
    return 0;
}

/* Decodes a code longer than the table's, or none (-1), one bit at a time (codes are stored first bit first). */
static int crs_huffman_decode_long(crs_bits *b, const crs_huffman *table) {
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= CRS_MAX_BITS; len++) {
        code |= (int)crs_bits_take(b, 1);
        int count = table->counts[len];
        if (code - count < first) return table->symbols[index + (code - first)];
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return -1;
}

/* Decodes one symbol (and drops its code, not its extra bits), or returns -1 for a code the table does not have. */
static inline int crs_huffman_decode(crs_bits *b, const crs_huffman *table) {
    crs_bits_refill(b);
    uint32_t entry = table->entries[b->bits & ((1u << CRS_TABLE_BITS) - 1)];
    int len = (int)(entry & 0xFF);
    if (len == 0) return crs_huffman_decode_long(b, table);
    crs_bits_drop(b, len);
    return (int)(entry >> 16);
}

static const uint16_t crs_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t crs_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t crs_distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                               11, 11, 12, 12, 13, 13};
static const uint8_t crs_code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Skips the symbols of one Huffman-coded block up to and including its end-of-block code. One refill covers a
 * whole length-distance pair (at most 15 + 5 + 15 + 13 = 48 bits) when both codes are in the tables. */
static int crs_skip_symbols(crs_bits *b, const crs_huffman *literals, const crs_huffman *distances) {
    for (;;) {
        crs_bits_refill(b);
        /* Past the end by a whole buffer: every bit left is made up (a malformed stream). */
        if (b->next_byte > b->length + 8) return -1;
        uint32_t entry = literals->entries[b->bits & ((1u << CRS_TABLE_BITS) - 1)];
        int symbol;
        if ((entry & 0xFF) != 0) {
            symbol = (int)(entry >> 16);
            if (symbol < 256) {
                crs_bits_drop(b, (int)(entry & 0xFF));
                continue;
            }
            if (symbol == 256) {
                crs_bits_drop(b, (int)(entry & 0xFF));
                return 0;
            }
            if (symbol - 257 >= 29) return -1;
            crs_bits_drop(b, (int)(entry & 0xFF) + (int)((entry >> 8) & 0xFF));
        } else {
            symbol = crs_huffman_decode_long(b, literals);
            if (symbol < 0) return -1;
            if (symbol < 256) continue;
            if (symbol == 256) return 0;
            if (symbol - 257 >= 29) return -1;
            crs_bits_take(b, crs_length_extra[symbol - 257]);
            crs_bits_refill(b);
        }
        entry = distances->entries[b->bits & ((1u << CRS_TABLE_BITS) - 1)];
        if ((entry & 0xFF) != 0) {
            if ((entry >> 16) >= 30) return -1;
            crs_bits_drop(b, (int)(entry & 0xFF) + (int)((entry >> 8) & 0xFF));
        } else {
            int distance = crs_huffman_decode_long(b, distances);
            if (distance < 0 || distance >= 30) return -1;
            crs_bits_take(b, crs_distance_extra[distance]);
        }
    }
}

/* Reads a dynamic block's code lengths and builds its two tables. */
static int crs_read_dynamic_tables(crs_bits *b, crs_huffman *literals, crs_huffman *distances) {
    int literal_count = (int)crs_bits_take(b, 5) + 257;
    int distance_count = (int)crs_bits_take(b, 5) + 1;
    int code_length_count = (int)crs_bits_take(b, 4) + 4;
    if (literal_count > 286 || distance_count > 30) return -1;
    uint8_t code_lengths[19] = {0};
    for (int i = 0; i < code_length_count; i++) code_lengths[crs_code_length_order[i]] = (uint8_t)crs_bits_take(b, 3);
    crs_huffman code_length_table;
    if (crs_huffman_build(&code_length_table, code_lengths, 19, NULL, 0, 0) != 0) return -1;
    uint8_t lengths[286 + 30];
    int total = literal_count + distance_count;
    for (int i = 0; i < total;) {
        int symbol = crs_huffman_decode(b, &code_length_table);
        if (symbol < 0) return -1;
        if (symbol < 16) {
            lengths[i++] = (uint8_t)symbol;
            continue;
        }
        int repeat;
        uint8_t value = 0;
        if (symbol == 16) {
            if (i == 0) return -1;
            value = lengths[i - 1];
            repeat = 3 + (int)crs_bits_take(b, 2);
        } else if (symbol == 17) {
            repeat = 3 + (int)crs_bits_take(b, 3);
        } else {
            repeat = 11 + (int)crs_bits_take(b, 7);
        }
        if (i + repeat > total) return -1;
        while (repeat-- > 0) lengths[i++] = value;
    }
    if (crs_huffman_build(literals, lengths, literal_count, crs_length_extra, 257, 29) != 0) return -1;
    if (crs_huffman_build(distances, lengths + literal_count, distance_count, crs_distance_extra, 0, 30) != 0) return -1;
    return 0;
}

/* Walks a complete raw deflate stream. On success stores the bit position of the final block's header and the
 * bit position just after its end-of-block code, and returns 0; -1 when the stream is malformed. */
static int crs_walk_blocks(const uint8_t *data, size_t length, size_t *final_header, size_t *end) {
    crs_bits b = {data, length, 0, 0, 0};
    crs_huffman *tables = malloc(2 * sizeof *tables);
    if (tables == NULL) return -1;
    crs_huffman *literals = &tables[0], *distances = &tables[1];
    int status = -1;
    for (;;) {
        size_t header = crs_bits_position(&b);
        uint32_t final = crs_bits_take(&b, 1);
        uint32_t type = crs_bits_take(&b, 2);
        if (type == 0) {
            crs_bits_take(&b, (int)((8 - crs_bits_position(&b) % 8) % 8));
            uint32_t stored = crs_bits_take(&b, 16);
            uint32_t check = crs_bits_take(&b, 16);
            if ((stored ^ 0xFFFF) != check) break;
            size_t after = crs_bits_position(&b) + (size_t)stored * 8;
            if (after > length * 8) break;
            crs_bits_seek(&b, after);
        } else if (type == 1 || type == 2) {
            if (type == 1) {
                uint8_t lengths[288 + 30];
                for (int i = 0; i < 144; i++) lengths[i] = 8;
                for (int i = 144; i < 256; i++) lengths[i] = 9;
                for (int i = 256; i < 280; i++) lengths[i] = 7;
                for (int i = 280; i < 288; i++) lengths[i] = 8;
                for (int i = 288; i < 318; i++) lengths[i] = 5;
                if (crs_huffman_build(literals, lengths, 288, crs_length_extra, 257, 29) != 0) break;
                if (crs_huffman_build(distances, lengths + 288, 30, crs_distance_extra, 0, 30) != 0) break;
            } else if (crs_read_dynamic_tables(&b, literals, distances) != 0) {
                break;
            }
            if (crs_skip_symbols(&b, literals, distances) != 0) break;
        } else {
            break;
        }
        if (crs_bits_position(&b) > length * 8) break;
        if (final) {
            *final_header = header;
            *end = crs_bits_position(&b);
            status = 0;
            break;
        }
    }
    free(tables);
    return status;
}

/* ---- runs of rows equal to the row above ----
 *
 * A PNG row equal to the row above, Up-filtered, is its filter type 2 followed by zeros. libdeflate spends about
 * as much on such rows as on any others (it hashes every position); a run of them is written here instead, as one
 * dynamic-Huffman block: per row the literals 2 and 0, then the zeros as copies of the byte before (distance 1),
 * 258 at a time. The block needs nothing written before it, so a strip becomes libdeflate segments and zero-row
 * blocks, each ending on a byte boundary (an empty stored block) except the stream's last. */

/* A run is written this way when it has at least this many rows and bytes (shorter runs stay in libdeflate's
 * segment: cutting it costs a block header and the history). */
enum { CRS_ZERO_RUN_MIN_ROWS = 4, CRS_ZERO_RUN_MIN_BYTES = 4096 };

/* The length symbol (257 … 285) for a match of `length` bytes (3 … 258). */
static int crs_length_symbol(int length) {
    int symbol = 28;
    while (crs_length_base[symbol] > length) symbol--;
    return 257 + symbol;
}

/* Whether filtered row `row` (`length` bytes, type byte first) is an Up-filtered copy of the row above. */
CRS_VECTOR_VERSIONS
static int crs_row_is_zero(const uint8_t *row, size_t length) {
    if (row[0] != 2) return 0;
    uint8_t any = 0;
    for (size_t i = 1; i < length; i++) any |= row[i];
    return any == 0;
}

/* An empty stored block (BFINAL 0) on the next byte boundary: what zlib's Z_SYNC_FLUSH writes. */
static void crs_sync_flush(crs_bit_writer *w) {
    crs_write_bits(w, 0, 3);
    crs_write_align(w);
    crs_write_bits(w, 0x0000, 16);
    crs_write_bits(w, 0xFFFF, 16);
}

/* Writes `rows` zero rows of `row_length` (≥ 2) bytes as one block, the stream's last when `final`, otherwise
 * followed by an empty stored block. Returns 0, or -1 when the output is full. */
static int crs_write_zero_rows(crs_bit_writer *w, size_t row_length, size_t rows, int final) {
    /* Per row: literal 2, literal 0, then `row_length - 2` zeros copied at distance 1: 258 at a time and a last
     * shorter copy (3 … 257), or one or two more literal zeros. */
    size_t rest = row_length - 2;
    size_t full = rest / 258;
    int tail = (int)(rest % 258);
    int tail_symbol = tail >= 3 ? crs_length_symbol(tail) : -1;

    /* Literal/length code: 285 in one bit, the others in three (or 0 in two when there is no tail symbol); a
     * complete code either way. Distance code: distances 1 and 2 in one bit each (only 1 is used). */
    uint8_t lengths[286 + 2] = {0};
    lengths[285] = 1;
    lengths[2] = 3;
    lengths[256] = 3;
    if (tail_symbol >= 0) {
        lengths[0] = 3;
        lengths[tail_symbol] = 3;
    } else {
        lengths[0] = 2;
    }
    lengths[286] = 1;
    lengths[287] = 1;

    /* The 288 code lengths as code-length symbols: 0…15 literally, 17 (3…10 zeros) and 18 (11…138 zeros). */
    uint8_t tokens[288], extra[288];
    int token_count = 0;
    for (int i = 0; i < 288;) {
        if (lengths[i] != 0) {
            tokens[token_count] = lengths[i];
            extra[token_count++] = 0;
            i++;
            continue;
        }
        int run = 1;
        while (i + run < 288 && lengths[i + run] == 0 && run < 138) run++;
        if (run >= 11) {
            tokens[token_count] = 18;
            extra[token_count++] = (uint8_t)(run - 11);
        } else if (run >= 3) {
            tokens[token_count] = 17;
            extra[token_count++] = (uint8_t)(run - 3);
        } else {
            for (int k = 0; k < run; k++) {
                tokens[token_count] = 0;
                extra[token_count++] = 0;
            }
        }
        i += run;
    }
    /* A complete code over the code-length symbols used: with n of them and 2^(k-1) < n <= 2^k, 2^k - n get
     * k - 1 bits and the rest k bits. */
    int used[19] = {0};
    int used_count = 0;
    for (int t = 0; t < token_count; t++) {
        if (!used[tokens[t]]) used_count++;
        used[tokens[t]] = 1;
    }
    int k = 1;
    while ((1 << k) < used_count) k++;
    int shorter = used_count > 1 ? (1 << k) - used_count : 0;
    uint8_t cl_lengths[19] = {0};
    for (int symbol = 0; symbol < 19; symbol++) {
        if (!used[symbol]) continue;
        cl_lengths[symbol] = (uint8_t)(shorter > 0 ? k - 1 : k);
        if (shorter > 0) shorter--;
    }
    uint16_t cl_codes[19];
    if (crs_canonical_codes(cl_lengths, 19, cl_codes) != 0) return -1;
    int cl_count = 19;
    while (cl_count > 4 && cl_lengths[crs_code_length_order[cl_count - 1]] == 0) cl_count--;

    uint16_t codes[288];
    if (crs_canonical_codes(lengths, 286, codes) != 0) return -1;

    crs_write_bits(w, final ? 1 : 0, 1);
    crs_write_bits(w, 2, 2);
    crs_write_bits(w, 286 - 257, 5);
    crs_write_bits(w, 2 - 1, 5);
    crs_write_bits(w, (uint32_t)(cl_count - 4), 4);
    for (int i = 0; i < cl_count; i++) crs_write_bits(w, cl_lengths[crs_code_length_order[i]], 3);
    for (int t = 0; t < token_count; t++) {
        crs_write_bits(w, cl_codes[tokens[t]], cl_lengths[tokens[t]]);
        if (tokens[t] == 17) crs_write_bits(w, extra[t], 3);
        if (tokens[t] == 18) crs_write_bits(w, extra[t], 7);
    }
    /* Distance code 0 (distance 1) is "0" in one bit: canonical codes give the lower symbol the lower code. */
    for (size_t r = 0; r < rows && !w->overflow; r++) {
        crs_write_bits(w, codes[2], lengths[2]);
        crs_write_bits(w, codes[0], lengths[0]);
        for (size_t m = 0; m < full; m++) {
            crs_write_bits(w, codes[285], 1);
            crs_write_bits(w, 0, 1);
        }
        if (tail_symbol >= 0) {
            int index = tail_symbol - 257;
            crs_write_bits(w, codes[tail_symbol], 3);
            crs_write_bits(w, (uint32_t)(tail - crs_length_base[index]), crs_length_extra[index]);
            crs_write_bits(w, 0, 1);
        } else {
            for (int z = 0; z < tail; z++) crs_write_bits(w, codes[0], lengths[0]);
        }
    }
    crs_write_bits(w, codes[256], lengths[256]);
    if (final) {
        crs_write_align(w);
    } else {
        crs_sync_flush(w);
    }
    return w->overflow ? -1 : 0;
}

/* ---- strips ---- */

size_t crs_deflate_strip_bound(size_t input_length) {
    /* libdeflate's bound for the whole input, plus for every cut (at most one zero run per CRS_ZERO_RUN_MIN_BYTES
     * bytes, each adding a segment) a segment's fixed costs and the empty stored blocks; a zero-row block is
     * smaller than its rows. */
    size_t cuts = input_length / CRS_ZERO_RUN_MIN_BYTES + 1;
    return libdeflate_deflate_compress_bound(NULL, input_length) + 16 + cuts * 2 * 64;
}

crs_deflater *crs_deflater_new(int level) {
    if (level < 0 || level > 12) return NULL;
    return (crs_deflater *)libdeflate_alloc_compressor(level);
}

void crs_deflater_free(crs_deflater *deflater) {
    libdeflate_free_compressor((struct libdeflate_compressor *)deflater);
}

/* Compresses `input` with libdeflate into `output`; unless `final`, the stream is left open: its last block is
 * no longer marked final and an empty stored block follows on a byte boundary. */
static int crs_deflate_segment(crs_deflater *deflater, const uint8_t *input, size_t input_length, int final,
                               uint8_t *output, size_t output_capacity, size_t *output_length) {
    if (output_capacity < 16) return CRS_DEFLATE_ERROR_COMPRESS;
    size_t written = libdeflate_deflate_compress((struct libdeflate_compressor *)deflater, input, input_length,
                                                 output, output_capacity - 16);
    if (written == 0) return CRS_DEFLATE_ERROR_COMPRESS;
    if (final) {
        *output_length = written;
        return CRS_DEFLATE_OK;
    }
    size_t header = 0, end = 0;
    if (crs_walk_blocks(output, written, &header, &end) != 0) return CRS_DEFLATE_ERROR_COMPRESS;
    /* Not the last block of the stream any more. */
    output[header / 8] &= (uint8_t)~(1u << (header % 8));
    /* An empty stored block after the end-of-block code: three zero header bits, zero bits to the byte
     * boundary, then LEN = 0 and NLEN = 0xFFFF. */
    size_t bits = end + 3;
    size_t bytes = (bits + 7) / 8;
    if (end % 8 != 0) output[end / 8] &= (uint8_t)((1u << (end % 8)) - 1);
    for (size_t i = (end + 7) / 8; i < bytes; i++) output[i] = 0;
    output[bytes] = 0x00;
    output[bytes + 1] = 0x00;
    output[bytes + 2] = 0xFF;
    output[bytes + 3] = 0xFF;
    *output_length = bytes + 4;
    return CRS_DEFLATE_OK;
}

/* The first run of at least CRS_ZERO_RUN_MIN_ROWS zero rows (and CRS_ZERO_RUN_MIN_BYTES bytes) at or after row
 * `from`: stores its rows [*start, *end) and returns 1, or returns 0 when there is none. */
static int crs_next_zero_run(const uint8_t *input, size_t row_length, size_t rows, size_t from, size_t *start,
                             size_t *end) {
    size_t row = from;
    while (row < rows) {
        if (!crs_row_is_zero(input + row * row_length, row_length)) {
            row++;
            continue;
        }
        size_t last = row + 1;
        while (last < rows && crs_row_is_zero(input + last * row_length, row_length)) last++;
        if (last - row >= CRS_ZERO_RUN_MIN_ROWS && (last - row) * row_length >= CRS_ZERO_RUN_MIN_BYTES) {
            *start = row;
            *end = last;
            return 1;
        }
        row = last;
    }
    return 0;
}

int crs_deflate_strip(crs_deflater *deflater, const uint8_t *input, size_t input_length, size_t row_length, int final,
                      uint8_t *output, size_t output_capacity, size_t *output_length) {
    if (deflater == NULL || output == NULL || output_length == NULL || (input == NULL && input_length > 0)) {
        return CRS_DEFLATE_ERROR_ARGUMENT;
    }
    if (output_capacity < crs_deflate_strip_bound(input_length)) return CRS_DEFLATE_ERROR_ARGUMENT;
    int rows_known = row_length >= 2 && input_length % row_length == 0;
    size_t rows = rows_known ? input_length / row_length : 0;
    size_t row = 0, length = 0;
    /* Segments: libdeflate for the rows before each zero run, a zero-row block for the run, libdeflate for the
     * rest (always at least one libdeflate call: an empty strip is an empty stream). */
    while (rows_known && row < rows) {
        size_t start = 0, end = 0;
        if (!crs_next_zero_run(input, row_length, rows, row, &start, &end)) break;
        if (start > row) {
            size_t written = 0;
            int status = crs_deflate_segment(deflater, input + row * row_length, (start - row) * row_length, 0,
                                             output + length, output_capacity - length, &written);
            if (status != CRS_DEFLATE_OK) return status;
            length += written;
        }
        int last = final && end == rows;
        crs_bit_writer w = {output + length, output_capacity - length, 0, 0, 0, 0};
        if (crs_write_zero_rows(&w, row_length, end - start, last) != 0) return CRS_DEFLATE_ERROR_COMPRESS;
        length += w.length;
        row = end;
        if (last) {
            *output_length = length;
            return CRS_DEFLATE_OK;
        }
    }
    if (rows_known && row == rows && row > 0) {
        /* The strip ended with a zero run and is not the stream's last: already open for the next strip. */
        *output_length = length;
        return CRS_DEFLATE_OK;
    }
    size_t offset = rows_known ? row * row_length : 0;
    size_t written = 0;
    int status = crs_deflate_segment(deflater, input + offset, input_length - offset, final, output + length,
                                     output_capacity - length, &written);
    if (status != CRS_DEFLATE_OK) return status;
    *output_length = length + written;
    return CRS_DEFLATE_OK;
}

uint32_t crs_adler32(uint32_t adler, const uint8_t *data, size_t length) {
    return libdeflate_adler32(adler, data, length);
}

uint32_t crs_crc32(uint32_t crc, const uint8_t *data, size_t length) {
    return libdeflate_crc32(crc, data, length);
}

uint32_t crs_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    /* zlib's adler32_combine: the two sums of `first` extended by `second_length` bytes, then added. */
    const uint32_t base = 65521;
    uint32_t remainder = (uint32_t)(second_length % base);
    uint32_t sum1 = first & 0xffff;
    uint32_t sum2 = (uint32_t)(((uint64_t)remainder * sum1) % base);
    sum1 += (second & 0xffff) + base - 1;
    sum2 += ((first >> 16) & 0xffff) + ((second >> 16) & 0xffff) + base - remainder;
    if (sum1 >= base) sum1 -= base;
    if (sum1 >= base) sum1 -= base;
    if (sum2 >= ((uint32_t)base << 1)) sum2 -= ((uint32_t)base << 1);
    if (sum2 >= base) sum2 -= base;
    return sum1 | (sum2 << 16);
}
