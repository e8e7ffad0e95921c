/* Temporary files removed on SIGINT, SIGTERM and SIGHUP. See include/crs_cleanup.h. */
#include "crs_cleanup.h"

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { CRS_CLEANUP_SLOTS = 256 };

/* A slot is in use while `used` is 1; `path` is written before `used` is set and read only when it is. */
static char crs_cleanup_paths[CRS_CLEANUP_SLOTS][PATH_MAX];
static atomic_int crs_cleanup_used[CRS_CLEANUP_SLOTS];

/* Removes every registered partial file and gives `sig` back its default action (async-signal-safe). */
static void crs_cleanup_unlink_and_restore(int sig) {
    for (int i = 0; i < CRS_CLEANUP_SLOTS; i++) {
        if (atomic_load(&crs_cleanup_used[i]) == 1) unlink(crs_cleanup_paths[i]);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, NULL);
}

static void crs_cleanup_on_signal(int sig) {
    crs_cleanup_unlink_and_restore(sig);
    raise(sig);
}

void crs_handle_unless_ignored(const int *signals, size_t count, void (*handler)(int)) {
    for (size_t i = 0; i < count; i++) {
        struct sigaction previous;
        if (sigaction(signals[i], NULL, &previous) != 0 || previous.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = handler;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

void crs_cleanup_install(void) {
    const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    crs_handle_unless_ignored(signals, sizeof signals / sizeof signals[0], crs_cleanup_on_signal);
}

int crs_cleanup_add(const char *path) {
    if (path == NULL || strlen(path) >= PATH_MAX) return -1;
    for (int i = 0; i < CRS_CLEANUP_SLOTS; i++) {
        int expected = 0;
        /* 2 marks a slot being filled: the handler skips it. */
        if (atomic_compare_exchange_strong(&crs_cleanup_used[i], &expected, 2)) {
            strcpy(crs_cleanup_paths[i], path);
            atomic_store(&crs_cleanup_used[i], 1);
            return i;
        }
    }
    return -1;
}

void crs_cleanup_remove(int slot) {
    if (slot < 0 || slot >= CRS_CLEANUP_SLOTS) return;
    atomic_store(&crs_cleanup_used[slot], 0);
}

void crs_ignore_sigpipe(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_IGN;
    sigemptyset(&action.sa_mask);
    sigaction(SIGPIPE, &action, NULL);
}

void crs_end_by_broken_pipe(void) {
    crs_cleanup_unlink_and_restore(SIGPIPE);
    sigset_t pipe_only;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    pthread_sigmask(SIG_UNBLOCK, &pipe_only, NULL);
    raise(SIGPIPE);
    _exit(128 + SIGPIPE);
}

static char crs_abort_message[512];

static void crs_cleanup_on_abort(int sig) {
    (void)sig;
    for (int i = 0; i < CRS_CLEANUP_SLOTS; i++) {
        if (atomic_load(&crs_cleanup_used[i]) == 1) unlink(crs_cleanup_paths[i]);
    }
    size_t length = strlen(crs_abort_message);
    if (length > 0) {
        ssize_t ignored = write(STDERR_FILENO, crs_abort_message, length);
        (void)ignored;
    }
    _exit(70);
}

void crs_abort_exits(const char *message) {
    if (message != NULL) {
        strncpy(crs_abort_message, message, sizeof crs_abort_message - 1);
        crs_abort_message[sizeof crs_abort_message - 1] = 0;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crs_cleanup_on_abort;
    sigemptyset(&action.sa_mask);
    sigaction(SIGABRT, &action, NULL);
}
