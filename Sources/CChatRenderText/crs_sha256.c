// SHA-256 for font provenance. Fast even in a debug build (-O0): on x86-64 with the SHA extensions the
// compression runs on SHA-NI (chosen at run time), elsewhere on a portable loop. Same digests either way.
#include "crs_sha256.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#define CRS_SHA256_X86 1
#endif

static const uint32_t crs_sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define CRS_ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/// FIPS 180-4 §6.2.2 on `blocks` 64-byte blocks, in plain C.
static void crs_sha256_blocks_portable(uint32_t state[8], const uint8_t *data, size_t blocks) {
    uint32_t w[64];
    for (; blocks > 0; blocks--, data += 64) {
        for (int t = 0; t < 16; t++) {
            const uint8_t *p = data + 4 * t;
            w[t] = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
        }
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = CRS_ROTR(w[t - 15], 7) ^ CRS_ROTR(w[t - 15], 18) ^ (w[t - 15] >> 3);
            uint32_t s1 = CRS_ROTR(w[t - 2], 17) ^ CRS_ROTR(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            uint32_t t1 = h + (CRS_ROTR(e, 6) ^ CRS_ROTR(e, 11) ^ CRS_ROTR(e, 25)) + ((e & f) ^ (~e & g))
                + crs_sha256_k[t] + w[t];
            uint32_t t2 = (CRS_ROTR(a, 2) ^ CRS_ROTR(a, 13) ^ CRS_ROTR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1;
            d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    }
}

#ifdef CRS_SHA256_X86
/// The same compression on the SHA-NI instructions: four rounds per pair of `sha256rnds2`, the message
/// schedule by `sha256msg1`/`sha256msg2`.
__attribute__((target("sha,sse4.1,ssse3")))
static void crs_sha256_blocks_shani(uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i state1 = _mm_loadu_si128((const __m128i *)&state[4]);
    tmp = _mm_shuffle_epi32(tmp, 0xB1);            // CDAB
    state1 = _mm_shuffle_epi32(state1, 0x1B);      // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8); // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);   // CDGH
    for (; blocks > 0; blocks--, data += 64) {
        const __m128i abef = state0, cdgh = state1;
        __m128i x[4];
        for (int group = 0; group < 16; group++) {
            __m128i *w = &x[group & 3];
            if (group < 4) {
                *w = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), mask);
            } else {
                const __m128i previous = x[(group + 3) & 3];
                __m128i next = _mm_sha256msg1_epu32(*w, x[(group + 1) & 3]);
                next = _mm_add_epi32(next, _mm_alignr_epi8(previous, x[(group + 2) & 3], 4));
                *w = _mm_sha256msg2_epu32(next, previous);
            }
            __m128i message = _mm_add_epi32(*w, _mm_loadu_si128((const __m128i *)&crs_sha256_k[4 * group]));
            state1 = _mm_sha256rnds2_epu32(state1, state0, message);
            message = _mm_shuffle_epi32(message, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, message);
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
    }
    tmp = _mm_shuffle_epi32(state0, 0x1B);         // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);      // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0);   // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);      // HGFE
    _mm_storeu_si128((__m128i *)&state[0], state0);
    _mm_storeu_si128((__m128i *)&state[4], state1);
}
#endif

int crs_sha256_accelerated(void) {
#ifdef CRS_SHA256_X86
    static int cached = -1;
    int known = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (known >= 0) return known;
    unsigned a = 0, b = 0, c = 0, d = 0;
    int result = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 19)) && (c & (1u << 9))) {   // SSE4.1, SSSE3
        if (__get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 29))) result = 1; // SHA
    }
    __atomic_store_n(&cached, result, __ATOMIC_RELAXED);
    return result;
#else
    return 0;
#endif
}

static void crs_sha256_blocks(const crs_sha256 *hash, uint32_t state[8], const uint8_t *data, size_t blocks) {
#ifdef CRS_SHA256_X86
    if (!hash->portable && crs_sha256_accelerated()) {
        crs_sha256_blocks_shani(state, data, blocks);
        return;
    }
#endif
    crs_sha256_blocks_portable(state, data, blocks);
}

void crs_sha256_init(crs_sha256 *hash) {
    static const uint32_t initial[8] = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    memcpy(hash->state, initial, sizeof initial);
    hash->length = 0;
    hash->pending_count = 0;
    hash->portable = 0;
}

void crs_sha256_init_portable(crs_sha256 *hash) {
    crs_sha256_init(hash);
    hash->portable = 1;
}

void crs_sha256_update(crs_sha256 *hash, const void *bytes, size_t count) {
    const uint8_t *data = bytes;
    hash->length += count;
    if (hash->pending_count > 0) {
        size_t take = 64 - hash->pending_count;
        if (take > count) take = count;
        memcpy(hash->pending + hash->pending_count, data, take);
        hash->pending_count += (uint32_t)take;
        data += take;
        count -= take;
        if (hash->pending_count < 64) return;
        crs_sha256_blocks(hash, hash->state, hash->pending, 1);
        hash->pending_count = 0;
    }
    if (count >= 64) {
        crs_sha256_blocks(hash, hash->state, data, count / 64);
        data += count / 64 * 64;
        count %= 64;
    }
    if (count > 0) {
        memcpy(hash->pending, data, count);
        hash->pending_count = (uint32_t)count;
    }
}

void crs_sha256_final(const crs_sha256 *hash, uint8_t digest[32]) {
    uint32_t state[8];
    memcpy(state, hash->state, sizeof state);
    uint8_t tail[128] = {0};
    uint32_t used = hash->pending_count;
    memcpy(tail, hash->pending, used);
    tail[used] = 0x80;
    size_t size = used + 1 + 8 <= 64 ? 64 : 128;
    uint64_t bits = hash->length * 8;
    for (int i = 0; i < 8; i++) tail[size - 1 - i] = (uint8_t)(bits >> (8 * i));
    crs_sha256_blocks(hash, state, tail, size / 64);
    for (int i = 0; i < 8; i++) {
        digest[4 * i] = (uint8_t)(state[i] >> 24);
        digest[4 * i + 1] = (uint8_t)(state[i] >> 16);
        digest[4 * i + 2] = (uint8_t)(state[i] >> 8);
        digest[4 * i + 3] = (uint8_t)state[i];
    }
}
