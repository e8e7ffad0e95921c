#ifndef CRS_FT_H
#define CRS_FT_H
/* FreeType helpers for what Swift cannot import: function-like macros and the error string table,
 * which Debian's FreeType build compiles out of FT_Error_String. No FreeType type appears here, so
 * every client of this module can include the header without FreeType's include path. */

/* The value of FT_LOAD_TARGET_LIGHT (a function-like macro in freetype.h). */
long crs_ft_load_target_light(void);

/* FreeType's own English message for an FT_Error code, taken from fterrdef.h at compile time.
 * Returns NULL for a code FreeType does not define. The string is static: never free it. */
const char *crs_ft_error_message(int error_code);

/* The `wght` axis value of the named instance an FT_Face (passed as `void *`) was opened with,
 * rounded to an integer, or -1 when the face is not a variable font's named instance or has no
 * weight axis. `ft_library` is the FT_Library the face belongs to. */
int crs_ft_instance_weight(void *ft_face, void *ft_library);

#endif
