/* Premultiplied source-over loops. See include/crs_raster.h. */
#include "crs_raster.h"
#include "crs_vector.h"

/* x / 255 rounded to nearest, exact for 0 ... 65025 (ChatRaster's PixelMath.div255). */
static inline uint32_t crs_div255(uint32_t x) {
    uint32_t t = x + 128;
    return (t + (t >> 8)) >> 8;
}

/* s + d × inverse / 255, capped at 255. */
static inline uint8_t crs_over(uint32_t s, uint8_t d, uint32_t inverse) {
    uint32_t v = s + crs_div255((uint32_t)d * inverse);
    return (uint8_t)(v > 255 ? 255 : v);
}

CRS_VECTOR_VERSIONS
void crs_fill_color(uint8_t *dst, intptr_t count, uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    if (a == 0 && r == 0 && g == 0 && b == 0) return;
    if (a == 255) {
        for (intptr_t i = 0; i < count; i++) {
            uint8_t *p = dst + 4 * i;
            p[0] = (uint8_t)r; p[1] = (uint8_t)g; p[2] = (uint8_t)b; p[3] = 255;
        }
        return;
    }
    uint32_t inverse = 255 - a;
    for (intptr_t i = 0; i < count; i++) {
        uint8_t *p = dst + 4 * i;
        p[0] = crs_over(r, p[0], inverse);
        p[1] = crs_over(g, p[1], inverse);
        p[2] = crs_over(b, p[2], inverse);
        p[3] = crs_over(a, p[3], inverse);
    }
}

/* One masked pixel of crs_fill_color_masked. */
static inline void crs_masked_pixel(uint8_t *p, uint32_t c, uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    uint32_t sa = crs_div255(a * c);
    uint32_t inverse = 255 - sa;
    p[0] = crs_over(crs_div255(r * c), p[0], inverse);
    p[1] = crs_over(crs_div255(g * c), p[1], inverse);
    p[2] = crs_over(crs_div255(b * c), p[2], inverse);
    p[3] = crs_over(sa, p[3], inverse);
}

CRS_VECTOR_VERSIONS
void crs_fill_color_masked(uint8_t *dst, const uint8_t *coverage, intptr_t count,
                           uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    /* Eight pixels at a time: no coverage leaves them as they are, and full coverage of an opaque colour is the
     * colour (the same bytes the arithmetic gives: d × 255 / 255 is d, and c × 255 / 255 is c). */
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t eight;
        __builtin_memcpy(&eight, coverage + i, 8);
        if (eight == 0) continue;
        if (eight == ~(uint64_t)0 && a == 255) {
            for (intptr_t k = 0; k < 8; k++) {
                uint8_t *p = dst + 4 * (i + k);
                p[0] = (uint8_t)r; p[1] = (uint8_t)g; p[2] = (uint8_t)b; p[3] = 255;
            }
            continue;
        }
        for (intptr_t k = 0; k < 8; k++) crs_masked_pixel(dst + 4 * (i + k), coverage[i + k], r, g, b, a);
    }
    for (; i < count; i++) crs_masked_pixel(dst + 4 * i, coverage[i], r, g, b, a);
}

/* One pixel of crs_draw_row at full opacity. */
static inline void crs_over_pixel(uint8_t *p, const uint8_t *s) {
    uint32_t inverse = 255 - (uint32_t)s[3];
    p[0] = crs_over(s[0], p[0], inverse);
    p[1] = crs_over(s[1], p[1], inverse);
    p[2] = crs_over(s[2], p[2], inverse);
    p[3] = crs_over(s[3], p[3], inverse);
}

CRS_VECTOR_VERSIONS
void crs_draw_row(uint8_t *dst, const uint8_t *src, intptr_t count, uint32_t level) {
    if (level == 255) {
        /* Eight pixels at a time: opaque ones are copied (inverse 0 leaves the source), all-zero ones change
         * nothing (d × 255 / 255 is d); the same bytes the arithmetic gives. */
        const uint64_t alphas = 0xFF000000FF000000ull;
        intptr_t i = 0;
        for (; i + 8 <= count; i += 8) {
            uint64_t w[4];
            __builtin_memcpy(w, src + 4 * i, 32);
            if ((w[0] & w[1] & w[2] & w[3] & alphas) == alphas) {
                __builtin_memcpy(dst + 4 * i, w, 32);
                continue;
            }
            if ((w[0] | w[1] | w[2] | w[3]) == 0) continue;
            for (intptr_t k = 0; k < 8; k++) crs_over_pixel(dst + 4 * (i + k), src + 4 * (i + k));
        }
        for (; i < count; i++) crs_over_pixel(dst + 4 * i, src + 4 * i);
        return;
    }
    for (intptr_t i = 0; i < count; i++) {
        const uint8_t *s = src + 4 * i;
        uint8_t *p = dst + 4 * i;
        uint32_t sa = crs_div255((uint32_t)s[3] * level);
        uint32_t inverse = 255 - sa;
        p[0] = crs_over(crs_div255((uint32_t)s[0] * level), p[0], inverse);
        p[1] = crs_over(crs_div255((uint32_t)s[1] * level), p[1], inverse);
        p[2] = crs_over(crs_div255((uint32_t)s[2] * level), p[2], inverse);
        p[3] = crs_over(sa, p[3], inverse);
    }
}
