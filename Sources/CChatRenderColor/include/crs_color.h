#ifndef CRS_COLOR_H
#define CRS_COLOR_H
/* Colour management for decoded photos: ICC profiles and PNG colour chunks to sRGB through LittleCMS, and the
 * zlib inflation of PNG iCCP profiles. No LittleCMS or zlib type appears here. Every name is prefixed `crs_`. */
#include <stddef.h>
#include <stdint.h>

/* How the pixels handed to a conversion are laid out (4 bytes per pixel in every case). */
enum crs_color_layout {
    /* R, G, B and a straight alpha that is kept. */
    CRS_COLOR_RGBA = 0,
    /* Grey in R = G = B, and a straight alpha that is kept (for greyscale images with a grey profile). */
    CRS_COLOR_GRAY_RGBA = 1,
    /* C, M, Y, K ink amounts, 255 = full ink; written back as opaque RGBA. */
    CRS_COLOR_CMYK = 2,
    /* C, M, Y, K as Adobe Photoshop stores them in JPEGs, 255 = no ink; written back as opaque RGBA. */
    CRS_COLOR_CMYK_INVERTED = 3,
};

/* What a conversion did. */
enum crs_color_result {
    CRS_COLOR_CONVERTED = 0,
    /* The profile is damaged, of a colour space other than the pixels', or of a kind that cannot be a source
     * (abstract, device link): the pixels are untouched and the caller treats the image as untagged. */
    CRS_COLOR_PROFILE_UNUSABLE = 1,
    /* Memory ran out: the pixels may be half converted and must be discarded. */
    CRS_COLOR_OUT_OF_MEMORY = 2,
};

/* Converts `count` pixels in place from the colours `profile` (an ICC profile of `profile_size` bytes)
 * describes to sRGB, perceptual intent. Returns a `crs_color_result`. */
int crs_color_icc_to_srgb(const uint8_t *profile, size_t profile_size, int layout, uint8_t *pixels, size_t count);

/* Converts `count` RGBA pixels in place from the colours a PNG's cHRM and gAMA chunks describe to sRGB.
 * `chromaticities` is NULL (sRGB's primaries and D65) or 8 values: white x, y, red x, y, green x, y, blue x, y.
 * `file_gamma` is gAMA's value (0.45455 for a 2.2 display gamma), or 0 for none (sRGB's curve).
 * Returns a `crs_color_result` (PROFILE_UNUSABLE for impossible chromaticities or gamma). */
int crs_color_png_chunks_to_srgb(const double *chromaticities, double file_gamma, uint8_t *pixels, size_t count);

/* 1 when `profile` is an RGB matrix/TRC profile whose primaries, white and curves match sRGB's within a small
 * tolerance (the sRGB profiles phones and cameras embed), so converting would change nothing visible; else 0. */
int crs_color_profile_is_srgb(const uint8_t *profile, size_t profile_size);

/* The colour space of `profile` as its ICC signature ('RGB ', 'GRAY', 'CMYK', …), or 0 when it cannot be read. */
uint32_t crs_color_profile_space(const uint8_t *profile, size_t profile_size);

/* Inflates the zlib stream `input` into `output` (at most `capacity` bytes). Returns 0 and sets `*written` when
 * the stream is complete, 1 when it is damaged, 2 when it inflates to more than `capacity`, 3 when memory ran out. */
int crs_inflate(const uint8_t *input, size_t input_size, uint8_t *output, size_t capacity, size_t *written);

#endif
