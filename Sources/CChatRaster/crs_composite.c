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

CRS_VECTOR_VERSIONS
void crs_fill_color_masked(uint8_t *dst, const uint8_t *coverage, intptr_t count,
                           uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    for (intptr_t i = 0; i < count; i++) {
        uint32_t c = coverage[i];
        uint32_t sa = crs_div255(a * c);
        uint32_t inverse = 255 - sa;
        uint8_t *p = dst + 4 * i;
        p[0] = crs_over(crs_div255(r * c), p[0], inverse);
        p[1] = crs_over(crs_div255(g * c), p[1], inverse);
        p[2] = crs_over(crs_div255(b * c), p[2], inverse);
        p[3] = crs_over(sa, p[3], inverse);
    }
}

CRS_VECTOR_VERSIONS
void crs_draw_row(uint8_t *dst, const uint8_t *src, intptr_t count, uint32_t level) {
    if (level == 255) {
        for (intptr_t i = 0; i < count; i++) {
            const uint8_t *s = src + 4 * i;
            uint8_t *p = dst + 4 * i;
            uint32_t inverse = 255 - (uint32_t)s[3];
            p[0] = crs_over(s[0], p[0], inverse);
            p[1] = crs_over(s[1], p[1], inverse);
            p[2] = crs_over(s[2], p[2], inverse);
            p[3] = crs_over(s[3], p[3], inverse);
        }
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
