#include "crs_ft.h"
#include <stddef.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H

long crs_ft_load_target_light(void) { return (long)FT_LOAD_TARGET_LIGHT; }

/* The documented way to build FreeType's error table: redefine the list macros and include
 * fterrors.h again (see the comment at the top of fterrors.h). */
#undef FTERRORS_H_
#define FT_ERRORDEF(e, v, s) { (int)(e), (s) },
#define FT_ERROR_START_LIST {
#define FT_ERROR_END_LIST { 0, NULL } };

static const struct crs_ft_error_entry {
    int code;
    const char *message;
} crs_ft_errors[] =
#include FT_ERRORS_H

const char *crs_ft_error_message(int error_code) {
    for (size_t i = 0; crs_ft_errors[i].message != NULL; i++) {
        if (crs_ft_errors[i].code == error_code) return crs_ft_errors[i].message;
    }
    return NULL;
}

int crs_ft_instance_weight(void *ft_face, void *ft_library) {
    FT_Face face = (FT_Face)ft_face;
    if (face == NULL || (face->face_index >> 16) == 0 || !FT_HAS_MULTIPLE_MASTERS(face)) return -1;
    FT_MM_Var *master = NULL;
    if (FT_Get_MM_Var(face, &master) != 0 || master == NULL) return -1;
    int weight = -1;
    FT_UInt count = master->num_axis;
    FT_Fixed coordinates[64];
    if (count > 0 && count <= 64 && FT_Get_Var_Design_Coordinates(face, count, coordinates) == 0) {
        for (FT_UInt i = 0; i < count; i++) {
            if (master->axis[i].tag == FT_MAKE_TAG('w', 'g', 'h', 't')) {
                weight = (int)((coordinates[i] + 0x8000) >> 16);
                break;
            }
        }
    }
    FT_Done_MM_Var((FT_Library)ft_library, master);
    return weight;
}
