#ifndef CRS_THREAD_H
#define CRS_THREAD_H
/* Detached threads that can fail to start without ending the process (libdispatch retries forever when the
 * system refuses a thread, e.g. under a memory limit). */
#include <stddef.h>

typedef void (*crs_thread_body)(void *context);

/* Starts `body(context)` on a new detached thread with a stack of `stack_bytes` (0: the system's default).
 * Returns 0, or -1 when the thread could not be created (the caller then does the work itself). */
int crs_thread_start(crs_thread_body body, void *context, size_t stack_bytes);

#endif
