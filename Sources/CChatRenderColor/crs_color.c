#include "crs_color.h"
#include <lcms2.h>
#include <math.h>
#include <string.h>

/* Grey read from the first byte of each 4-byte pixel, the other three skipped. */
#define CRS_TYPE_GRAY_IN_RGBA (COLORSPACE_SH(PT_GRAY) | CHANNELS_SH(1) | BYTES_SH(1) | EXTRA_SH(3))
/* Pixels are converted through a buffer of this many at a time, so input and output never overlap. */
#define CRS_CHUNK 4096

/* Runs `transform` over the pixels in place. RGBA alpha is kept; CMYK becomes opaque. */
static void crs_run(cmsHTRANSFORM transform, int layout, uint8_t *pixels, size_t count) {
    uint8_t buffer[CRS_CHUNK * 4];
    for (size_t start = 0; start < count; start += CRS_CHUNK) {
        size_t n = count - start < CRS_CHUNK ? count - start : CRS_CHUNK;
        uint8_t *chunk = pixels + start * 4;
        /* Output alpha is not written by the transform: start from the input so RGBA keeps its alpha. */
        memcpy(buffer, chunk, n * 4);
        cmsDoTransform(transform, chunk, buffer, (cmsUInt32Number)n);
        if (layout == CRS_COLOR_CMYK || layout == CRS_COLOR_CMYK_INVERTED) {
            for (size_t i = 0; i < n; i++) buffer[i * 4 + 3] = 255;
        }
        memcpy(chunk, buffer, n * 4);
    }
}

static cmsUInt32Number crs_input_format(int layout) {
    switch (layout) {
    case CRS_COLOR_GRAY_RGBA: return CRS_TYPE_GRAY_IN_RGBA;
    case CRS_COLOR_CMYK: return TYPE_CMYK_8;
    case CRS_COLOR_CMYK_INVERTED: return TYPE_CMYK_8_REV;
    default: return TYPE_RGBA_8;
    }
}

static cmsColorSpaceSignature crs_expected_space(int layout) {
    switch (layout) {
    case CRS_COLOR_GRAY_RGBA: return cmsSigGrayData;
    case CRS_COLOR_CMYK:
    case CRS_COLOR_CMYK_INVERTED: return cmsSigCmykData;
    default: return cmsSigRgbData;
    }
}

/* Converts with `source` (closed here) as the input profile, in `context` (deleted here). */
static int crs_convert(cmsContext context, cmsHPROFILE source, int layout, uint8_t *pixels, size_t count) {
    int result = CRS_COLOR_PROFILE_UNUSABLE;
    cmsHPROFILE srgb = NULL;
    cmsHTRANSFORM transform = NULL;
    if (source == NULL) goto done;
    if (cmsGetColorSpace(source) != crs_expected_space(layout)) goto done;
    cmsProfileClassSignature kind = cmsGetDeviceClass(source);
    if (kind == cmsSigLinkClass || kind == cmsSigAbstractClass || kind == cmsSigNamedColorClass) goto done;
    srgb = cmsCreate_sRGBProfileTHR(context);
    if (srgb == NULL) { result = CRS_COLOR_OUT_OF_MEMORY; goto done; }
    transform = cmsCreateTransformTHR(context, source, crs_input_format(layout), srgb, TYPE_RGBA_8, INTENT_PERCEPTUAL, 0);
    if (transform == NULL) goto done;
    crs_run(transform, layout, pixels, count);
    result = CRS_COLOR_CONVERTED;
done:
    if (transform) cmsDeleteTransform(transform);
    if (srgb) cmsCloseProfile(srgb);
    if (source) cmsCloseProfile(source);
    cmsDeleteContext(context);
    return result;
}

int crs_color_icc_to_srgb(const uint8_t *profile, size_t profile_size, int layout, uint8_t *pixels, size_t count) {
    if (profile_size < 132 || profile_size > 0xFFFFFFFFu) return CRS_COLOR_PROFILE_UNUSABLE;
    /* A context per conversion: nothing is shared between threads rendering at once. */
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return CRS_COLOR_OUT_OF_MEMORY;
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, profile, (cmsUInt32Number)profile_size);
    return crs_convert(context, source, layout, pixels, count);
}

int crs_color_png_chunks_to_srgb(const double *chromaticities, double file_gamma, uint8_t *pixels, size_t count) {
    if (file_gamma != 0 && !(file_gamma >= 0.01 && file_gamma <= 10)) return CRS_COLOR_PROFILE_UNUSABLE;
    cmsCIExyY white = {0.3127, 0.3290, 1.0};
    cmsCIExyYTRIPLE primaries = {{0.64, 0.33, 1.0}, {0.30, 0.60, 1.0}, {0.15, 0.06, 1.0}};
    if (chromaticities != NULL) {
        for (int i = 0; i < 8; i++) {
            if (!(chromaticities[i] >= 0 && chromaticities[i] <= 1)) return CRS_COLOR_PROFILE_UNUSABLE;
        }
        /* A chromaticity with y = 0 has no luminance: no profile can be made from it. */
        if (chromaticities[1] <= 0 || chromaticities[3] <= 0 || chromaticities[5] <= 0 || chromaticities[7] <= 0) {
            return CRS_COLOR_PROFILE_UNUSABLE;
        }
        white = (cmsCIExyY){chromaticities[0], chromaticities[1], 1.0};
        primaries = (cmsCIExyYTRIPLE){{chromaticities[2], chromaticities[3], 1.0}, {chromaticities[4], chromaticities[5], 1.0},
                                      {chromaticities[6], chromaticities[7], 1.0}};
    }
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return CRS_COLOR_OUT_OF_MEMORY;
    cmsToneCurve *curve;
    if (file_gamma != 0) {
        /* gAMA is the encoding exponent: samples are linear light to the power file_gamma. */
        curve = cmsBuildGamma(context, 1.0 / file_gamma);
    } else {
        /* IEC 61966-2.1: the sRGB curve as a parametric curve of type 4. */
        const cmsFloat64Number srgb[5] = {2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045};
        curve = cmsBuildParametricToneCurve(context, 4, srgb);
    }
    if (curve == NULL) {
        cmsDeleteContext(context);
        return CRS_COLOR_OUT_OF_MEMORY;
    }
    cmsToneCurve *curves[3] = {curve, curve, curve};
    cmsHPROFILE source = cmsCreateRGBProfileTHR(context, &white, &primaries, curves);
    cmsFreeToneCurve(curve);
    return crs_convert(context, source, CRS_COLOR_RGBA, pixels, count);
}

/* Whether the colorant `tag` of `profile` is within `tolerance` of `reference`'s. */
static int crs_same_colorant(cmsHPROFILE profile, cmsHPROFILE reference, cmsTagSignature tag, double tolerance) {
    const cmsCIEXYZ *a = cmsReadTag(profile, tag), *b = cmsReadTag(reference, tag);
    if (a == NULL || b == NULL) return 0;
    return fabs(a->X - b->X) <= tolerance && fabs(a->Y - b->Y) <= tolerance && fabs(a->Z - b->Z) <= tolerance;
}

/* Whether the curve `tag` of `profile` follows `reference`'s within `tolerance` at 33 points. */
static int crs_same_curve(cmsHPROFILE profile, cmsHPROFILE reference, cmsTagSignature tag, double tolerance) {
    const cmsToneCurve *a = cmsReadTag(profile, tag), *b = cmsReadTag(reference, tag);
    if (a == NULL || b == NULL) return 0;
    for (int i = 0; i <= 32; i++) {
        float v = (float)i / 32.0f;
        if (fabs(cmsEvalToneCurveFloat(a, v) - cmsEvalToneCurveFloat(b, v)) > tolerance) return 0;
    }
    return 1;
}

int crs_color_profile_is_srgb(const uint8_t *profile, size_t profile_size) {
    if (profile_size < 132 || profile_size > 0xFFFFFFFFu) return 0;
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return 0;
    int same = 0;
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, profile, (cmsUInt32Number)profile_size);
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(context);
    if (source != NULL && srgb != NULL && cmsGetColorSpace(source) == cmsSigRgbData && cmsIsMatrixShaper(source)
        && !cmsIsTag(source, cmsSigAToB0Tag)) {
        same = crs_same_colorant(source, srgb, cmsSigRedColorantTag, 0.002)
            && crs_same_colorant(source, srgb, cmsSigGreenColorantTag, 0.002)
            && crs_same_colorant(source, srgb, cmsSigBlueColorantTag, 0.002)
            && crs_same_curve(source, srgb, cmsSigRedTRCTag, 0.002)
            && crs_same_curve(source, srgb, cmsSigGreenTRCTag, 0.002)
            && crs_same_curve(source, srgb, cmsSigBlueTRCTag, 0.002);
    }
    if (srgb) cmsCloseProfile(srgb);
    if (source) cmsCloseProfile(source);
    cmsDeleteContext(context);
    return same;
}

uint32_t crs_color_profile_space(const uint8_t *profile, size_t profile_size) {
    if (profile_size < 132 || profile_size > 0xFFFFFFFFu) return 0;
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return 0;
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, profile, (cmsUInt32Number)profile_size);
    uint32_t space = source ? (uint32_t)cmsGetColorSpace(source) : 0;
    if (source) cmsCloseProfile(source);
    cmsDeleteContext(context);
    return space;
}
