/* Allocator settings of the command-line tool. See include/crs_malloc.h. */
#include "crs_malloc.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void crs_malloc_keep_large_blocks(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}
