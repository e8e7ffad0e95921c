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

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/* ---- LSB-first bit reader over a finished deflate stream ---- */

typedef struct {
    const uint8_t *data;
    size_t length;      /* bytes */
    size_t next_byte;   /* next byte to load into `bits` */
    uint64_t bits;      /* buffered bits, next bit lowest */
    int count;          /* number of buffered bits */
    size_t position;    /* bits consumed so far */
} crs_bits;

static inline void crs_bits_refill(crs_bits *b) {
    while (b->count <= 56) {
        uint64_t byte = b->next_byte < b->length ? b->data[b->next_byte] : 0;
        b->bits |= byte << b->count;
        b->next_byte++;
        b->count += 8;
    }
}

static inline uint32_t crs_bits_take(crs_bits *b, int n) {
    if (n == 0) return 0;
    crs_bits_refill(b);
    uint32_t value = (uint32_t)(b->bits & ((1ull << n) - 1));
    b->bits >>= n;
    b->count -= n;
    b->position += (size_t)n;
    return value;
}

/* Moves the reader to bit `position` (used after a stored block's payload). */
static void crs_bits_seek(crs_bits *b, size_t position) {
    b->next_byte = position / 8;
    b->bits = 0;
    b->count = 0;
    b->position = b->next_byte * 8;
    crs_bits_take(b, (int)(position % 8));
}

/* ---- canonical Huffman decoding tables ---- */

enum { CRS_MAX_BITS = 15 };

typedef struct {
    uint16_t *entries;  /* (symbol << 4) | length, indexed by the next `bits` input bits */
    int bits;           /* table index width: the longest code length */
} crs_huffman;

/* Builds the table for code lengths `lengths[0..count)`. Returns 0 on success, -1 on bad lengths. */
static int crs_huffman_build(crs_huffman *table, const uint8_t *lengths, int count, uint16_t *storage) {
    int histogram[CRS_MAX_BITS + 1] = {0};
    int longest = 0;
    for (int i = 0; i < count; i++) {
        if (lengths[i] > CRS_MAX_BITS) return -1;
        histogram[lengths[i]]++;
        if (lengths[i] > longest) longest = lengths[i];
    }
    histogram[0] = 0;
    if (longest == 0) longest = 1;  /* no codes (allowed for distances): a table that decodes nothing */
    int next[CRS_MAX_BITS + 2] = {0};
    int code = 0;
    for (int len = 1; len <= CRS_MAX_BITS; len++) {
        code = (code + histogram[len - 1]) << 1;
        next[len] = code;
    }
    size_t size = (size_t)1 << longest;
    memset(storage, 0, size * sizeof *storage);
    for (int symbol = 0; symbol < count; symbol++) {
        int len = lengths[symbol];
        if (len == 0) continue;
        int assigned = next[len]++;
        if (assigned >= (1 << len)) return -1;  /* over-subscribed */
        int reversed = 0;
        for (int i = 0; i < len; i++) reversed |= ((assigned >> i) & 1) << (len - 1 - i);
        for (size_t k = (size_t)reversed; k < size; k += (size_t)1 << len) {
            storage[k] = (uint16_t)((symbol << 4) | len);
        }
    }
    table->entries = storage;
    table->bits = longest;
    return 0;
}

/* Decodes one symbol, or returns -1 for a code the table does not have. */
static inline int crs_huffman_decode(crs_bits *b, const crs_huffman *table) {
    crs_bits_refill(b);
    uint16_t entry = table->entries[b->bits & ((1ull << table->bits) - 1)];
    int len = entry & 15;
    if (len == 0) return -1;
    b->bits >>= len;
    b->count -= len;
    b->position += (size_t)len;
    return entry >> 4;
}

static const uint16_t crs_length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t crs_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t crs_distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                               11, 11, 12, 12, 13, 13};
static const uint8_t crs_code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Skips the symbols of one Huffman-coded block up to and including its end-of-block code. */
static int crs_skip_symbols(crs_bits *b, const crs_huffman *literals, const crs_huffman *distances) {
    for (;;) {
        int symbol = crs_huffman_decode(b, literals);
        if (symbol < 0) return -1;
        if (symbol < 256) continue;
        if (symbol == 256) return 0;
        symbol -= 257;
        if (symbol >= 29) return -1;
        crs_bits_take(b, crs_length_extra[symbol]);
        int distance = crs_huffman_decode(b, distances);
        if (distance < 0 || distance >= 30) return -1;
        crs_bits_take(b, crs_distance_extra[distance]);
        if (b->position > b->length * 8) return -1;
    }
}

/* Reads a dynamic block's code lengths and builds its two tables. */
static int crs_read_dynamic_tables(crs_bits *b, crs_huffman *literals, uint16_t *literal_storage,
                                   crs_huffman *distances, uint16_t *distance_storage) {
    int literal_count = (int)crs_bits_take(b, 5) + 257;
    int distance_count = (int)crs_bits_take(b, 5) + 1;
    int code_length_count = (int)crs_bits_take(b, 4) + 4;
    if (literal_count > 286 || distance_count > 30) return -1;
    uint8_t code_lengths[19] = {0};
    for (int i = 0; i < code_length_count; i++) code_lengths[crs_code_length_order[i]] = (uint8_t)crs_bits_take(b, 3);
    uint16_t code_length_storage[1 << 7];
    crs_huffman code_length_table;
    if (crs_huffman_build(&code_length_table, code_lengths, 19, code_length_storage) != 0) return -1;
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
    if (crs_huffman_build(literals, lengths, literal_count, literal_storage) != 0) return -1;
    if (crs_huffman_build(distances, lengths + literal_count, distance_count, distance_storage) != 0) return -1;
    return 0;
}

/* Walks a complete raw deflate stream. On success stores the bit position of the final block's header and the
 * bit position just after its end-of-block code, and returns 0; -1 when the stream is malformed. */
static int crs_walk_blocks(const uint8_t *data, size_t length, size_t *final_header, size_t *end) {
    crs_bits b = {data, length, 0, 0, 0, 0};
    uint16_t *literal_storage = malloc(sizeof(uint16_t) << CRS_MAX_BITS);
    uint16_t *distance_storage = malloc(sizeof(uint16_t) << CRS_MAX_BITS);
    if (literal_storage == NULL || distance_storage == NULL) {
        free(literal_storage);
        free(distance_storage);
        return -1;
    }
    int status = -1;
    for (;;) {
        size_t header = b.position;
        uint32_t final = crs_bits_take(&b, 1);
        uint32_t type = crs_bits_take(&b, 2);
        if (type == 0) {
            crs_bits_take(&b, (int)((8 - b.position % 8) % 8));
            uint32_t stored = crs_bits_take(&b, 16);
            uint32_t check = crs_bits_take(&b, 16);
            if ((stored ^ 0xFFFF) != check) break;
            size_t after = b.position + (size_t)stored * 8;
            if (after > length * 8) break;
            crs_bits_seek(&b, after);
        } else if (type == 1 || type == 2) {
            crs_huffman literals, distances;
            if (type == 1) {
                uint8_t lengths[288 + 30];
                for (int i = 0; i < 144; i++) lengths[i] = 8;
                for (int i = 144; i < 256; i++) lengths[i] = 9;
                for (int i = 256; i < 280; i++) lengths[i] = 7;
                for (int i = 280; i < 288; i++) lengths[i] = 8;
                for (int i = 288; i < 318; i++) lengths[i] = 5;
                if (crs_huffman_build(&literals, lengths, 288, literal_storage) != 0) break;
                if (crs_huffman_build(&distances, lengths + 288, 30, distance_storage) != 0) break;
            } else if (crs_read_dynamic_tables(&b, &literals, literal_storage, &distances, distance_storage) != 0) {
                break;
            }
            if (crs_skip_symbols(&b, &literals, &distances) != 0) break;
        } else {
            break;
        }
        if (b.position > length * 8) break;
        if (final) {
            *final_header = header;
            *end = b.position;
            status = 0;
            break;
        }
    }
    free(literal_storage);
    free(distance_storage);
    return status;
}

size_t crs_deflate_strip_bound(size_t input_length) {
    /* libdeflate's bound for one stream, plus the appended empty stored block and alignment. */
    return libdeflate_deflate_compress_bound(NULL, input_length) + 16;
}

crs_deflater *crs_deflater_new(int level) {
    if (level < 0 || level > 12) return NULL;
    return (crs_deflater *)libdeflate_alloc_compressor(level);
}

void crs_deflater_free(crs_deflater *deflater) {
    libdeflate_free_compressor((struct libdeflate_compressor *)deflater);
}

int crs_deflate_strip(crs_deflater *deflater, const uint8_t *input, size_t input_length, int final,
                      uint8_t *output, size_t output_capacity, size_t *output_length) {
    if (deflater == NULL || output == NULL || output_length == NULL || (input == NULL && input_length > 0)) {
        return CRS_DEFLATE_ERROR_ARGUMENT;
    }
    if (output_capacity < crs_deflate_strip_bound(input_length)) return CRS_DEFLATE_ERROR_ARGUMENT;
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
