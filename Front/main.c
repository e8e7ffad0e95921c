/* chatrender's front, installed as `chatrender` beside the renderer (`chatrender-render`, the whole program): it hands
 * the command line to a running daemon of that renderer (`chatrender daemon start`) and ends as the command ended, or,
 * when no daemon answers, becomes the renderer (exec, same arguments). A few kilobytes of C that load no library but
 * the C library, so a command through the daemon does not pay for loading the renderer's sixteen C libraries and the
 * Swift runtime (docs/performance.md). */
#define _GNU_SOURCE
#include "crs_daemon.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The renderer's file name; the front looks for it in its own directory (symbolic links resolved). */
static const char crs_front_renderer[] = "chatrender-render";

int main(int argc, char **argv) {
    char path[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) {
        dprintf(2, "chatrender: error: cannot read /proc/self/exe (%s) to find the renderer beside this program; run "
                   "%s directly\n", strerror(errno), crs_front_renderer);
        return 69;
    }
    path[length] = 0;
    char *slash = strrchr(path, '/');
    size_t directory = slash ? (size_t)(slash - path) + 1 : 0;
    if (directory + sizeof crs_front_renderer > sizeof path) {
        dprintf(2, "chatrender: error: the path of this program is too long to find the renderer beside it\n");
        return 69;
    }
    memcpy(path + directory, crs_front_renderer, sizeof crs_front_renderer);
    crs_daemon_forward_for(path, argc, argv);
    execv(path, argv);
    dprintf(2, "chatrender: error: cannot run the renderer %s (%s); chatrender is installed as this program and %s "
               "beside it (make install): install it again\n", path, strerror(errno), crs_front_renderer);
    return errno == ENOENT ? 127 : 126;
}
