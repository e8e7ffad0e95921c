/* ICU's run-time version behind crs_icu.h. */
#include "crs_icu.h"

#include <unicode/uversion.h>

void crs_icu_version(char *buffer, int32_t capacity) {
    if (buffer == NULL || capacity < U_MAX_VERSION_STRING_LENGTH) {
        if (buffer != NULL && capacity > 0) buffer[0] = 0;
        return;
    }
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
}
