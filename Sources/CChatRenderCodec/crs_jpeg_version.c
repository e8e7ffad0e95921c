/* libjpeg-turbo's version as its headers state it. See include/crs_jpeg.h. */
#include "crs_jpeg.h"

#include <stdio.h>
#include <jpeglib.h>

#define CRS_STRINGIFY_(x) #x
#define CRS_STRINGIFY(x) CRS_STRINGIFY_(x)

const char *crs_jpeg_turbo_version(void) {
#ifdef LIBJPEG_TURBO_VERSION
    return CRS_STRINGIFY(LIBJPEG_TURBO_VERSION);
#else
    return "unknown";
#endif
}
