#ifndef CRS_CLEANUP_H
#define CRS_CLEANUP_H
/*
 * Temporary files removed when the process is interrupted. Once a program calls crs_cleanup_install (the
 * command-line tool does; a library never installs signal handlers behind its host's back), SIGINT, SIGTERM
 * and SIGHUP unlink every registered path, then end the process as they would have. The handlers only call
 * async-signal-safe functions (unlink, sigaction, raise). Signals the program ignores stay ignored.
 */

#include <stddef.h>

/* Installs the handlers. */
void crs_cleanup_install(void);

/* Sets `handler` (no flags, nothing blocked while it runs) for each of the `count` `signals` that this process does
 * not ignore: a signal ignored by whoever started the process (`nohup`, a shell's background job) stays ignored. */
void crs_handle_unless_ignored(const int *signals, size_t count, void (*handler)(int));

/* Registers `path` (copied) for removal on a signal. Returns a slot to pass to crs_cleanup_remove, or -1 when
 * all slots are taken or the path is too long (the file is then not removed on a signal). */
int crs_cleanup_add(const char *path);

/* Forgets a registration (after the file was renamed into place or removed). Accepts -1. */
void crs_cleanup_remove(int slot);

/* Makes SIGABRT (how the Swift runtime and the C library end the process when an allocation fails) remove the
 * registered files, write `message` (copied, at most 511 bytes) to standard error and exit with status 70. */
void crs_abort_exits(const char *message);

/* Ignores SIGPIPE, so that writing to a closed pipe fails with EPIPE instead of ending the process. */
void crs_ignore_sigpipe(void);

/* Ends the process the way a program that never ignored SIGPIPE ends when its reader goes away (`| head`):
 * removes the registered files, restores SIGPIPE's default action and raises it, so the process is killed by
 * SIGPIPE (the shell reports status 141) without a message. Exits with 141 should the signal not end it. */
__attribute__((noreturn)) void crs_end_by_broken_pipe(void);

#endif
