#include "chatrender_support.h"

#include <stdio.h>
#include <jpeglib.h>

int crs_version(void) { return 1; }

#define CRS_STRINGIFY_(x) #x
#define CRS_STRINGIFY(x) CRS_STRINGIFY_(x)

const char *crs_jpeg_turbo_version(void) {
#ifdef LIBJPEG_TURBO_VERSION
    return CRS_STRINGIFY(LIBJPEG_TURBO_VERSION);
#else
    return "unknown";
#endif
}
