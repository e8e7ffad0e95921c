#ifndef CRS_MALLOC_H
#define CRS_MALLOC_H
/*
 * How the command-line tool's allocator treats large blocks. A render allocates and frees pixmaps of a few
 * megabytes over and over (bands, strips, photos); glibc serves each with a fresh mmap and returns it with munmap,
 * so every one costs a page fault per 4 KiB touched. A one-shot process keeps them instead: blocks under 32 MiB
 * come from the heap and freed memory is kept for reuse (trimmed only beyond 256 MiB). The peak stays what the
 * render holds at once; only its reuse gets cheaper. A long-running process (the service) does not call this.
 */

/* Sets glibc's mmap threshold to 32 MiB and its trim threshold to 256 MiB; does nothing with another C library. */
void crs_malloc_keep_large_blocks(void);

#endif
