#ifndef CRS_SHA256_H
#define CRS_SHA256_H
/* SHA-256 (FIPS 180-4) for the font digests of the layout JSON, in C so that it runs fast in a debug build too:
 * SHA-NI on x86-64 CPUs that have it (checked once at run time), a portable loop elsewhere; the same digests. */

#include <stddef.h>
#include <stdint.h>

/* SHA-256 (FIPS 180-4) state: feed bytes with crs_sha256_update, read the digest with crs_sha256_final. */
typedef struct crs_sha256 {
    uint32_t state[8];
    uint64_t length;
    uint8_t pending[64];
    uint32_t pending_count;
    /* 1: never use the SHA instructions (set by crs_sha256_init_portable, to test one path against the other). */
    int portable;
} crs_sha256;

/* Starts a hash of nothing. */
void crs_sha256_init(crs_sha256 *hash);
/* Starts a hash of nothing that compresses with the portable C loop even where SHA-NI is available. */
void crs_sha256_init_portable(crs_sha256 *hash);
/* Appends `count` bytes at `bytes`. */
void crs_sha256_update(crs_sha256 *hash, const void *bytes, size_t count);
/* Writes the 32-byte digest of everything appended to `digest`; `hash` is left unchanged. */
void crs_sha256_final(const crs_sha256 *hash, uint8_t digest[32]);
/* 1 when the blocks are compressed with the CPU's SHA instructions (x86 SHA-NI), 0 otherwise. */
int crs_sha256_accelerated(void);

#endif
