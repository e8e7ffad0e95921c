#ifndef CRS_CANONICAL_CODES_H
#define CRS_CANONICAL_CODES_H
/* Deflate's canonical Huffman codes from code lengths (crs_deflate.c), for the decoder that walks libdeflate's
 * segments and for the encoders (zero-row blocks, the run coder). Internal to the codec target. */
#include <stdint.h>

/* The canonical codes for code lengths `lengths[0..count)` (0: no code), bit-reversed for LSB-first streams, into
 * `codes` (0 where there is no code). Returns 0, or -1 for a length over 15 or lengths that over-subscribe the
 * code space. */
int crs_canonical_codes(const uint8_t *lengths, int count, uint16_t *codes);

#endif
