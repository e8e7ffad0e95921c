#ifndef CRS_DEFLATE_H
#define CRS_DEFLATE_H
/*
 * Deflate compression in independent strips that join into one stream (libdeflate underneath).
 *
 * A PNG's image data is one zlib stream. To compress it on several threads, the filtered rows are cut into
 * strips of a fixed size; each strip is compressed alone (no shared history), every strip but the last ends
 * with an empty stored block on a byte boundary (what zlib's Z_SYNC_FLUSH writes), and their concatenation is
 * one valid deflate stream. The bytes depend on the strip size and level only, never on the thread count.
 * The zlib header and the Adler-32 trailer are the caller's (crs_adler32_combine joins strip checksums).
 */
#include <stddef.h>
#include <stdint.h>

/* Result codes. */
enum {
    CRS_DEFLATE_OK = 0,
    CRS_DEFLATE_ERROR_ARGUMENT = 1,
    CRS_DEFLATE_ERROR_MEMORY = 2,
    CRS_DEFLATE_ERROR_COMPRESS = 3
};

/* A compressor at one level, reusable for many strips by one thread at a time. */
typedef struct crs_deflater crs_deflater;

/* A compressor for libdeflate level 0 ... 12 (NULL for another level or when out of memory). */
crs_deflater *crs_deflater_new(int level);

/* Releases a compressor. Accepts NULL. */
void crs_deflater_free(crs_deflater *deflater);

/* The output capacity crs_deflate_strip needs for `input_length` bytes. */
size_t crs_deflate_strip_bound(size_t input_length);

/*
 * Compresses `input` as raw deflate into `output` (capacity at least crs_deflate_strip_bound). With `final`
 * the stream ends there; otherwise the strip ends byte-aligned with an empty stored block so that the next
 * strip continues the stream. `row_length` is the length of one filtered PNG row (type byte included) when the
 * input is whole rows, 0 otherwise: runs of rows equal to the row above (Up-filtered: type 2, then zeros) are
 * then written as compact blocks of their own instead of going through libdeflate. Stores the output length
 * and returns CRS_DEFLATE_OK, or an error code.
 */
int crs_deflate_strip(crs_deflater *deflater, const uint8_t *input, size_t input_length, size_t row_length, int final,
                      uint8_t *output, size_t output_capacity, size_t *output_length);

/* Adler-32 (zlib's checksum) of `data` continuing from `adler` (start with 1). */
uint32_t crs_adler32(uint32_t adler, const uint8_t *data, size_t length);

/* The Adler-32 of two pieces joined, from each piece's checksum and the second piece's length. */
uint32_t crs_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

/* CRC-32 (PNG chunks) of `data` continuing from `crc` (start with 0). */
uint32_t crs_crc32(uint32_t crc, const uint8_t *data, size_t length);

#endif
