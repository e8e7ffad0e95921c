/* The render daemon's socket, its client and its fork-per-command loop. See include/crs_daemon.h. */
#define _GNU_SOURCE
#include "crs_daemon.h"
#include "crs_cleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

enum {
    CRS_DAEMON_MAGIC = 0x31445243, /* "CRD1" little-endian */
    CRS_DAEMON_MAX_REQUEST = 16 << 20,
    CRS_DAEMON_LIMITS = 5,
    /* Seconds a client waits for the daemon to take its command line before it gives up with an error. */
    CRS_DAEMON_ANSWER_SECONDS = 10,
    /* In a reported status: the command's process was ended by the signal in the low bits. */
    CRS_DAEMON_SIGNALLED = 0x100,
};

/* The limits a client passes on (a client with a memory limit, RLIMIT_AS or RLIMIT_DATA, renders itself). */
static const int crs_daemon_limit_kinds[CRS_DAEMON_LIMITS] = {RLIMIT_AS, RLIMIT_DATA, RLIMIT_FSIZE, RLIMIT_CPU, RLIMIT_NOFILE};

/* ---- the fingerprint and the socket's path ---- */

static uint64_t crs_fnv(uint64_t hash, const void *bytes, size_t count) {
    const unsigned char *p = bytes;
    for (size_t i = 0; i < count; i++) {
        hash ^= p[i];
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

/* Variables read when the daemon loads what its children share; a client in another setting of them must not use it. */
static const char *const crs_daemon_shaping_variables[] = {
    "HOME", "TZ", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_TIME", "LC_NUMERIC", "LC_MESSAGES", "LC_COLLATE",
    "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_DEBUG", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
    "XDG_DATA_DIRS", "XDG_CACHE_HOME",
};

/* CHATRENDER_* variables that change only one run (read by that run itself), left out of the fingerprint. */
static int crs_daemon_per_run(const char *entry) {
    static const char *const names[] = {"CHATRENDER_TRACE=", "CHATRENDER_DAEMON=", "CHATRENDER_RECORD="};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strncmp(entry, names[i], strlen(names[i])) == 0) return 1;
    }
    return 0;
}

/* The executable whose daemon this process looks for: its own, or the renderer a front hands over for. */
static const char *crs_daemon_executable = "/proc/self/exe";

static int crs_daemon_fingerprint(uint64_t *out) {
    struct stat exe;
    if (stat(crs_daemon_executable, &exe) != 0) return -1;
    uint64_t hash = 0xcbf29ce484222325ULL;
    uint64_t fields[] = {(uint64_t)exe.st_dev, (uint64_t)exe.st_ino, (uint64_t)exe.st_size,
                         (uint64_t)exe.st_mtim.tv_sec, (uint64_t)exe.st_mtim.tv_nsec, (uint64_t)getuid()};
    hash = crs_fnv(hash, fields, sizeof fields);
    for (size_t i = 0; i < sizeof crs_daemon_shaping_variables / sizeof crs_daemon_shaping_variables[0]; i++) {
        const char *name = crs_daemon_shaping_variables[i];
        const char *value = getenv(name);
        hash = crs_fnv(hash, name, strlen(name) + 1);
        hash = value ? crs_fnv(hash, value, strlen(value) + 1) : crs_fnv(hash, "\x01", 1);
    }
    /* CHATRENDER_* entries in any order: each hashed alone, the hashes summed. */
    uint64_t chatrender = 0;
    for (char **entry = environ; entry && *entry; entry++) {
        if (strncmp(*entry, "CHATRENDER_", 11) != 0 || crs_daemon_per_run(*entry)) continue;
        chatrender += crs_fnv(0xcbf29ce484222325ULL, *entry, strlen(*entry));
    }
    *out = crs_fnv(hash, &chatrender, sizeof chatrender);
    return 0;
}

static void crs_reason(char *reason, size_t capacity, const char *text, const char *path) {
    if (reason && capacity) snprintf(reason, capacity, text, path);
}

/* Checks that `dir` is a directory (not a symlink) owned by this user that nobody else may enter. */
static int crs_daemon_private_directory(const char *dir, char *reason, size_t reason_capacity) {
    struct stat info;
    if (lstat(dir, &info) != 0) {
        crs_reason(reason, reason_capacity, "%s cannot be read", dir);
        return -1;
    }
    if (!S_ISDIR(info.st_mode)) {
        crs_reason(reason, reason_capacity, "%s is not a directory (a symlink or a file is never used)", dir);
        return -1;
    }
    if (info.st_uid != getuid()) {
        crs_reason(reason, reason_capacity, "%s belongs to another user", dir);
        return -1;
    }
    if ((info.st_mode & 077) != 0) {
        crs_reason(reason, reason_capacity, "%s may be entered by other users (it must be mode 0700)", dir);
        return -1;
    }
    return 0;
}

int crs_daemon_socket_path(char *out, size_t capacity, int create, char *reason, size_t reason_capacity) {
    char dir[PATH_MAX];
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    int written;
    if (runtime && runtime[0] == '/') {
        written = snprintf(dir, sizeof dir, "%s/chatrender", runtime);
    } else {
        written = snprintf(dir, sizeof dir, "/tmp/chatrender-%u", (unsigned)getuid());
    }
    if (written < 0 || (size_t)written >= sizeof dir) {
        crs_reason(reason, reason_capacity, "%s is too long a path", runtime ? runtime : "/tmp");
        return -1;
    }
    if (create && mkdir(dir, 0700) != 0 && errno != EEXIST) {
        crs_reason(reason, reason_capacity, "cannot create %s", dir);
        return -1;
    }
    if (crs_daemon_private_directory(dir, reason, reason_capacity) != 0) return -1;
    uint64_t fingerprint;
    if (crs_daemon_fingerprint(&fingerprint) != 0) {
        crs_reason(reason, reason_capacity, "%s cannot be read", crs_daemon_executable);
        return -1;
    }
    struct sockaddr_un address;
    written = snprintf(out, capacity, "%s/%016llx.sock", dir, (unsigned long long)fingerprint);
    if (written < 0 || (size_t)written >= capacity || (size_t)written >= sizeof address.sun_path) {
        crs_reason(reason, reason_capacity, "%s is too long a path for a socket", dir);
        return -1;
    }
    return 0;
}

/* ---- plain reads and writes ---- */

static int crs_write_all(int fd, const void *bytes, size_t count) {
    const char *p = bytes;
    while (count > 0) {
        ssize_t n = write(fd, p, count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        p += n;
        count -= (size_t)n;
    }
    return 0;
}

/* Reads exactly `count` bytes: 0, or -1 at an error or the end before them. */
static int crs_read_all(int fd, void *bytes, size_t count) {
    char *p = bytes;
    while (count > 0) {
        ssize_t n = read(fd, p, count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        p += n;
        count -= (size_t)n;
    }
    return 0;
}

/* Sends `count` bytes (the first of them, at least) with `fd_count` descriptors in one message (SCM_RIGHTS), retrying
 * on EINTR; returns what sendmsg returned. */
static ssize_t crs_send_with_fds(int socket, const void *bytes, size_t count, const int *fds, size_t fd_count, int flags) {
    char control[CMSG_SPACE(3 * sizeof(int))];
    if (fd_count > 3) return -1;
    memset(control, 0, sizeof control);
    struct iovec vector = {.iov_base = (void *)bytes, .iov_len = count};
    struct msghdr message = {.msg_iov = &vector, .msg_iovlen = 1, .msg_control = control,
                             .msg_controllen = CMSG_SPACE(fd_count * sizeof(int))};
    struct cmsghdr *rights = CMSG_FIRSTHDR(&message);
    rights->cmsg_level = SOL_SOCKET;
    rights->cmsg_type = SCM_RIGHTS;
    rights->cmsg_len = CMSG_LEN(fd_count * sizeof(int));
    memcpy(CMSG_DATA(rights), fds, fd_count * sizeof(int));
    ssize_t sent;
    do {
        sent = sendmsg(socket, &message, flags | MSG_NOSIGNAL);
    } while (sent < 0 && errno == EINTR);
    return sent;
}

/* Copies the `fd_count` descriptors a received `message` carries into `fds`: 0, or -1 when it carries no such set. */
static int crs_received_fds(struct msghdr *message, int *fds, size_t fd_count) {
    struct cmsghdr *rights = CMSG_FIRSTHDR(message);
    if (!rights || rights->cmsg_level != SOL_SOCKET || rights->cmsg_type != SCM_RIGHTS
        || rights->cmsg_len != CMSG_LEN(fd_count * sizeof(int))) return -1;
    memcpy(fds, CMSG_DATA(rights), fd_count * sizeof(int));
    return 0;
}

/* Receives a one-byte message carrying one descriptor on `socket` (recvmsg `flags` besides MSG_CMSG_CLOEXEC): the
 * descriptor, or -1 (none, the peer's end, or nothing waiting under MSG_DONTWAIT). */
static int crs_receive_one_fd(int socket, int flags) {
    char byte;
    struct iovec vector = {.iov_base = &byte, .iov_len = 1};
    int fd = -1;
    char control[CMSG_SPACE(sizeof fd)];
    struct msghdr message = {.msg_iov = &vector, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
    ssize_t got;
    do {
        got = recvmsg(socket, &message, flags | MSG_CMSG_CLOEXEC);
    } while (got < 0 && errno == EINTR);
    if (got != 1 || crs_received_fds(&message, &fd, 1) != 0) return -1;
    return fd;
}

static int crs_connect(const char *path) {
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    struct sockaddr_un address;
    memset(&address, 0, sizeof address);
    address.sun_family = AF_UNIX;
    strncpy(address.sun_path, path, sizeof address.sun_path - 1);
    if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int crs_daemon_answers(const char *path) {
    int fd = crs_connect(path);
    if (fd < 0) return 0;
    close(fd);
    return 1;
}

/* The signals this process blocks ([0]) and ignores ([1]), a bit per signal number (bit n-1 for signal n). */
static void crs_signal_state(uint64_t signals[2]) {
    sigset_t blocked;
    signals[0] = signals[1] = 0;
    sigprocmask(SIG_BLOCK, NULL, &blocked);
    for (int sig = 1; sig <= 64 && sig < NSIG; sig++) {
        if (sigismember(&blocked, sig) == 1) signals[0] |= 1ULL << (sig - 1);
        struct sigaction action;
        if (sigaction(sig, NULL, &action) == 0 && action.sa_handler == SIG_IGN) signals[1] |= 1ULL << (sig - 1);
    }
}

/* Gives this process the client's blocked and ignored signals; what the client does not ignore gets its default
 * action where this process ignored it (handlers the runtime installed stay). */
static void crs_apply_signal_state(const uint64_t signals[2]) {
    sigset_t blocked;
    sigemptyset(&blocked);
    for (int sig = 1; sig <= 64 && sig < NSIG; sig++) {
        if (sig == SIGKILL || sig == SIGSTOP) continue;
        if (signals[0] & (1ULL << (sig - 1))) sigaddset(&blocked, sig);
        struct sigaction action;
        if (sigaction(sig, NULL, &action) != 0) continue;
        int ignored = (signals[1] & (1ULL << (sig - 1))) != 0;
        if (ignored && action.sa_handler != SIG_IGN) {
            signal(sig, SIG_IGN);
        } else if (!ignored && action.sa_handler == SIG_IGN) {
            signal(sig, SIG_DFL);
        }
    }
    sigprocmask(SIG_SETMASK, &blocked, NULL);
}

/* ---- the client ---- */

/* A growing buffer for the request. */
struct crs_buffer {
    char *bytes;
    size_t count, capacity;
    int failed;
};

static void crs_append(struct crs_buffer *buffer, const void *bytes, size_t count) {
    if (buffer->failed) return;
    if (buffer->count + count > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->count + count) capacity *= 2;
        char *grown = realloc(buffer->bytes, capacity);
        if (!grown || capacity > CRS_DAEMON_MAX_REQUEST) {
            free(grown);
            buffer->bytes = NULL;
            buffer->failed = 1;
            return;
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, bytes, count);
    buffer->count += count;
}

static void crs_append_u32(struct crs_buffer *buffer, uint32_t value) { crs_append(buffer, &value, sizeof value); }

static void crs_append_string(struct crs_buffer *buffer, const char *text) { crs_append(buffer, text, strlen(text) + 1); }

static volatile sig_atomic_t crs_daemon_child_pid = 0;

/* The client's answer to SIGINT, SIGTERM, SIGHUP and SIGQUIT: pass it on to the command's process (which removes its
 * partial outputs as the command would), then end the same way. */
static void crs_daemon_forward_signal(int sig) {
    if (crs_daemon_child_pid > 0) kill((pid_t)crs_daemon_child_pid, sig);
    signal(sig, SIG_DFL);
    raise(sig);
}

void crs_daemon_forward_for(const char *executable, int argc, char **argv) {
    crs_daemon_executable = executable;
    crs_daemon_forward(argc, argv);
    crs_daemon_executable = "/proc/self/exe";
}

void crs_daemon_forward(int argc, char **argv) {
    const char *setting = getenv("CHATRENDER_DAEMON");
    if (setting && strcmp(setting, "0") == 0) return;
    if (argc >= 2 && (strcmp(argv[1], "daemon") == 0 || strcmp(argv[1], "serve") == 0)) return;
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) < 0) return; /* a closed standard stream: the command itself says what it does */
    }
    /* A limit on memory counts what the process maps, and a copy of the daemon starts with the daemon's: such a
     * command renders in its own process, where the limit means what it says. */
    struct rlimit memory;
    if (getrlimit(RLIMIT_AS, &memory) == 0 && memory.rlim_cur != RLIM_INFINITY) return;
    if (getrlimit(RLIMIT_DATA, &memory) == 0 && memory.rlim_cur != RLIM_INFINITY) return;
    char path[sizeof(((struct sockaddr_un *)0)->sun_path)];
    if (crs_daemon_socket_path(path, sizeof path, 0, NULL, 0) != 0) return;
    int fd = crs_connect(path);
    if (fd < 0) return;
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) {
        close(fd);
        return;
    }

    struct crs_buffer request = {0};
    uint32_t header[2] = {CRS_DAEMON_MAGIC, 0};
    crs_append(&request, header, sizeof header);
    mode_t mask = umask(0);
    umask(mask);
    crs_append_u32(&request, (uint32_t)mask);
    uint64_t signals[2];
    crs_signal_state(signals);
    crs_append(&request, signals, sizeof signals);
    for (int i = 0; i < CRS_DAEMON_LIMITS; i++) {
        struct rlimit limit;
        if (getrlimit(crs_daemon_limit_kinds[i], &limit) != 0) limit.rlim_cur = limit.rlim_max = RLIM_INFINITY;
        uint64_t values[2] = {(uint64_t)limit.rlim_cur, (uint64_t)limit.rlim_max};
        crs_append(&request, values, sizeof values);
    }
    crs_append_u32(&request, (uint32_t)argc);
    for (int i = 0; i < argc; i++) crs_append_string(&request, argv[i]);
    uint32_t count = 0;
    for (char **entry = environ; entry && *entry; entry++) count++;
    crs_append_u32(&request, count);
    for (char **entry = environ; entry && *entry; entry++) crs_append_string(&request, *entry);
    crs_append_string(&request, cwd);
    if (request.failed) {
        close(fd);
        return;
    }
    uint32_t length = (uint32_t)(request.count - sizeof header);
    memcpy(request.bytes + sizeof(uint32_t), &length, sizeof length);

    /* The first bytes carry the three standard streams. */
    const int streams[3] = {0, 1, 2};
    ssize_t sent = crs_send_with_fds(fd, request.bytes, request.count, streams, 3, 0);
    size_t done = sent > 0 ? (size_t)sent : 0;
    while (done > 0 && done < request.count) {
        ssize_t more = send(fd, request.bytes + done, request.count - done, MSG_NOSIGNAL);
        if (more < 0 && errno == EINTR) continue;
        if (more <= 0) break;
        done += (size_t)more;
    }
    if (done < request.count) {
        /* The daemon took no whole command line, so it runs nothing: render here. */
        free(request.bytes);
        close(fd);
        return;
    }
    free(request.bytes);

    /* The daemon answers with the pid of the process running the command, then its exit status. */
    struct pollfd answer = {.fd = fd, .events = POLLIN};
    int ready;
    do {
        ready = poll(&answer, 1, CRS_DAEMON_ANSWER_SECONDS * 1000);
    } while (ready < 0 && errno == EINTR);
    if (ready == 0) {
        dprintf(2, "chatrender: error: the chatrender daemon at %s took no command in %d s; stop it with "
                   "`chatrender daemon stop` (or `kill` the pid in %s.pid), or set CHATRENDER_DAEMON=0 to render in this "
                   "process\n", path, CRS_DAEMON_ANSWER_SECONDS, path);
        _exit(69);
    }
    uint32_t pid;
    if (crs_read_all(fd, &pid, sizeof pid) != 0) {
        /* The daemon could not start a process for it (it ran nothing): render here. */
        close(fd);
        return;
    }
    crs_daemon_child_pid = (sig_atomic_t)pid;
    const int forwarded[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    crs_handle_unless_ignored(forwarded, sizeof forwarded / sizeof forwarded[0], crs_daemon_forward_signal);
    uint32_t status;
    if (crs_read_all(fd, &status, sizeof status) != 0) {
        dprintf(2, "chatrender: error: the chatrender daemon's process for this command (pid %u) ended without an "
                   "exit status: it crashed or was killed; run the command again with CHATRENDER_DAEMON=0 to see "
                   "what it does in a process of its own, and report it\n", pid);
        _exit(70);
    }
    if (status & CRS_DAEMON_SIGNALLED) {
        /* End the way the command's process ended (SIGPIPE under `| head`: quietly, status 141 in the shell). */
        int sig = (int)(status & 0xff);
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, sig);
        signal(sig, SIG_DFL);
        sigprocmask(SIG_UNBLOCK, &only, NULL);
        raise(sig);
        _exit(128 + sig);
    }
    _exit((int)(status & 0xff));
}

/* ---- the daemon ---- */

static volatile sig_atomic_t crs_daemon_stopping = 0;

static void crs_daemon_on_stop(int sig) {
    (void)sig;
    crs_daemon_stopping = 1;
}

int crs_daemon_listen(const char *path, int *running, char *reason, size_t reason_capacity) {
    *running = 0;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        crs_reason(reason, reason_capacity, "cannot make a socket for %s", path);
        return -1;
    }
    struct sockaddr_un address;
    memset(&address, 0, sizeof address);
    address.sun_family = AF_UNIX;
    strncpy(address.sun_path, path, sizeof address.sun_path - 1);
    mode_t mask = umask(077);
    int bound = bind(fd, (struct sockaddr *)&address, sizeof address);
    if (bound != 0 && errno == EADDRINUSE) {
        if (crs_daemon_answers(path)) {
            umask(mask);
            close(fd);
            *running = crs_daemon_read_pid(path);
            if (*running == 0) *running = -1;
            crs_reason(reason, reason_capacity, "a chatrender daemon already answers at %s", path);
            return -1;
        }
        unlink(path); /* a stale socket: its daemon ended without removing it */
        bound = bind(fd, (struct sockaddr *)&address, sizeof address);
    }
    umask(mask);
    if (bound != 0 || listen(fd, 64) != 0) {
        crs_reason(reason, reason_capacity, "cannot listen on %s", path);
        close(fd);
        return -1;
    }
    return fd;
}

void crs_daemon_write_pid(const char *path) {
    char file[PATH_MAX];
    snprintf(file, sizeof file, "%s.pid", path);
    FILE *out = fopen(file, "w");
    if (!out) return;
    fprintf(out, "%d\n", (int)getpid());
    fclose(out);
}

int crs_daemon_read_pid(const char *path) {
    char file[PATH_MAX];
    snprintf(file, sizeof file, "%s.pid", path);
    FILE *in = fopen(file, "r");
    if (!in) return -1;
    int pid = -1;
    if (fscanf(in, "%d", &pid) != 1 || pid <= 0) pid = -1;
    fclose(in);
    return pid;
}

/* The child's command line, kept for crs_daemon_child_argv. */
static char *crs_daemon_request;
static char **crs_daemon_argv;
static int crs_daemon_argc;

int crs_daemon_child_argc(void) { return crs_daemon_argc; }
char **crs_daemon_child_argv(void) { return crs_daemon_argv; }

/* Reads the next NUL-terminated string of the request; NULL past its end. */
static char *crs_next_string(char **cursor, char *end) {
    char *start = *cursor;
    char *nul = memchr(start, 0, (size_t)(end - start));
    if (!nul) return NULL;
    *cursor = nul + 1;
    return start;
}

static int crs_next_u32(char **cursor, char *end, uint32_t *value) {
    if ((size_t)(end - *cursor) < sizeof *value) return -1;
    memcpy(value, *cursor, sizeof *value);
    *cursor += sizeof *value;
    return 0;
}

/* Sends all of `bytes` on a socket whose reader may be gone (no SIGPIPE). */
static int crs_send_all(int socket, const void *bytes, size_t count) {
    const char *cursor = bytes;
    while (count > 0) {
        ssize_t sent = send(socket, cursor, count, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR) continue;
        if (sent <= 0) return -1;
        cursor += sent;
        count -= (size_t)sent;
    }
    return 0;
}

/* The connection a command's process reports its own exit status on, or -1. */
static int crs_daemon_report_connection = -1;
/* In a command's process taken from the standby: its link to the daemon, closed once it reported (the daemon then
 * forks the next standby), or -1. */
static int crs_daemon_running_link = -1;

/* Runs last of the command's exit handlers (registered first): with the output written and the standard streams
 * flushed and let go, the client learns the exit status and ends while this process still unmaps its memory (the
 * process waiting for it reports only an end by a signal or by _exit, which skip this). */
static void crs_daemon_report_on_exit(int status, void *unused) {
    (void)unused;
    if (crs_daemon_report_connection < 0) return;
    fflush(NULL);
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null < 0) return; /* the waiting process reports, once the streams are closed */
    for (int fd = 0; fd <= 2; fd++) dup2(null, fd);
    close(null);
    uint32_t report = (uint32_t)status & 0xff;
    crs_send_all(crs_daemon_report_connection, &report, sizeof report);
    crs_daemon_report_connection = -1;
    if (crs_daemon_running_link >= 0) close(crs_daemon_running_link);
    crs_daemon_running_link = -1;
}

/* Has the command's process report its own exit status (see crs_daemon_report_on_exit). Not under a sanitizer, whose
 * findings at exit change the status after the handlers ran: there the waiting process reports it. */
static void crs_daemon_early_report(int connection) {
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(undefined_behavior_sanitizer)
    close(connection);
    return;
#endif
#endif
    crs_daemon_report_connection = connection;
    if (on_exit(crs_daemon_report_on_exit, NULL) != 0) {
        crs_daemon_report_connection = -1;
        close(connection);
    }
}

/* In the command's process: takes the client's request and becomes its process. Ends the process when the request is
 * unusable (not a client: a liveness check, or a stranger). */
static void crs_daemon_become_client(int connection) {
    struct timeval patience = {.tv_sec = CRS_DAEMON_ANSWER_SECONDS, .tv_usec = 0};
    setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &patience, sizeof patience);
    uint32_t header[2];
    int streams[3];
    char control[CMSG_SPACE(sizeof streams)];
    struct iovec vector = {.iov_base = header, .iov_len = sizeof header};
    struct msghdr message = {.msg_iov = &vector, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
    ssize_t got;
    do {
        got = recvmsg(connection, &message, MSG_CMSG_CLOEXEC | MSG_WAITALL);
    } while (got < 0 && errno == EINTR);
    if (got != (ssize_t)sizeof header || header[0] != CRS_DAEMON_MAGIC || header[1] > CRS_DAEMON_MAX_REQUEST
        || crs_received_fds(&message, streams, 3) != 0) {
        _exit(0); /* not a client (a liveness check, or a stranger): nothing to run */
    }
    char *request = malloc(header[1] + 1u);
    if (!request || crs_read_all(connection, request, header[1]) != 0) _exit(0);
    request[header[1]] = 0;
    char *cursor = request, *end = request + header[1];

    uint32_t mask;
    uint64_t signals[2];
    if (crs_next_u32(&cursor, end, &mask) != 0
        || (size_t)(end - cursor) < sizeof signals + CRS_DAEMON_LIMITS * 2 * sizeof(uint64_t)) _exit(0);
    memcpy(signals, cursor, sizeof signals);
    cursor += sizeof signals;
    for (int i = 0; i < CRS_DAEMON_LIMITS; i++) {
        uint64_t values[2];
        memcpy(values, cursor, sizeof values);
        cursor += sizeof values;
        struct rlimit limit = {.rlim_cur = (rlim_t)values[0], .rlim_max = (rlim_t)values[1]};
        setrlimit(crs_daemon_limit_kinds[i], &limit); /* best effort: a limit above the daemon's own cannot be raised */
    }
    uint32_t argc, envc;
    if (crs_next_u32(&cursor, end, &argc) != 0 || argc == 0 || argc > (uint32_t)(end - cursor)) _exit(0);
    char **argv = calloc((size_t)argc + 1, sizeof *argv);
    if (!argv) _exit(0);
    for (uint32_t i = 0; i < argc; i++) {
        if (!(argv[i] = crs_next_string(&cursor, end))) _exit(0);
    }
    if (crs_next_u32(&cursor, end, &envc) != 0 || envc > (uint32_t)(end - cursor)) _exit(0);
    char **environment = calloc((size_t)envc + 1, sizeof *environment);
    if (!environment) _exit(0);
    for (uint32_t i = 0; i < envc; i++) {
        if (!(environment[i] = crs_next_string(&cursor, end))) _exit(0);
    }
    char *cwd = crs_next_string(&cursor, end);
    if (!cwd) _exit(0);

    /* This process becomes the client's: its streams, umask, signals, environment and directory. It tells the client
     * its pid first, so nothing it says later comes before it, and reports an exit itself, as its last exit handler
     * (crs_daemon_report_on_exit); the process waiting for it reports any other end. */
    uint32_t own = (uint32_t)getpid();
    if (crs_send_all(connection, &own, sizeof own) != 0) _exit(0);
    crs_daemon_early_report(connection);
    for (int fd = 0; fd <= 2; fd++) {
        if (dup2(streams[fd], fd) < 0) _exit(70);
    }
    for (int fd = 0; fd <= 2; fd++) {
        if (streams[fd] > 2) close(streams[fd]);
    }
    umask((mode_t)mask);
    crs_apply_signal_state(signals);
    environ = environment;
    if (chdir(cwd) != 0) {
        dprintf(2, "chatrender: error: the chatrender daemon cannot enter the working directory %s (%s); run the "
                   "command with CHATRENDER_DAEMON=0\n", cwd, strerror(errno));
        _exit(70);
    }
    crs_daemon_request = request;
    crs_daemon_argv = argv;
    crs_daemon_argc = (int)argc;
}

/* The waiting process: receives on `handoff` the client its child took (nothing when the child ended without one),
 * waits for the child and tells the client how it ended (an exit status, or the signal that ended it, which the client
 * then ends by). When the child reported its own exit, the client is gone and this is not read. Never returns. */
static void crs_daemon_wait_and_report(pid_t command, int handoff) {
    int connection = crs_receive_one_fd(handoff, 0);
    close(handoff);
    int status = 0;
    while (waitpid(command, &status, 0) < 0) {
        if (errno != EINTR) _exit(0);
    }
    if (connection < 0) _exit(0);
    uint32_t report = WIFEXITED(status) ? (uint32_t)WEXITSTATUS(status)
                    : WIFSIGNALED(status) ? CRS_DAEMON_SIGNALLED | (uint32_t)WTERMSIG(status) : 70;
    crs_send_all(connection, &report, sizeof report);
    _exit(0);
}

/* What commands' processes learned comes back on this datagram pair: [0] the daemon reads, [1] they write. */
static int crs_daemon_learning[2] = {-1, -1};

int crs_daemon_learning_open(void) {
    if (crs_daemon_learning[0] >= 0) return 0;
    if (socketpair(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0, crs_daemon_learning) != 0) return -1;
    /* A full queue drops a report rather than keep a command's process from ending. */
    fcntl(crs_daemon_learning[1], F_SETFL, fcntl(crs_daemon_learning[1], F_GETFL) | O_NONBLOCK);
    return 0;
}

int crs_daemon_send_learned(const void *bytes, size_t size) {
    if (crs_daemon_learning[1] < 0 || size == 0) return -1;
    int file = memfd_create("chatrender-learned", MFD_CLOEXEC);
    if (file < 0) return -1;
    if (crs_write_all(file, bytes, size) != 0) {
        close(file);
        return -1;
    }
    const char byte = 'L';
    ssize_t sent = crs_send_with_fds(crs_daemon_learning[1], &byte, 1, &file, 1, MSG_DONTWAIT);
    close(file);
    return sent == 1 ? 0 : -1;
}

/* Removes `path` (and its pid file) if it is still the socket this daemon listens on. */
static void crs_daemon_remove_own(const char *path) {
    if (crs_daemon_read_pid(path) != (int)getpid()) return;
    unlink(path);
    char file[PATH_MAX];
    snprintf(file, sizeof file, "%s.pid", path);
    unlink(file);
}

/* The standby: a waiting process and its child, the command's process to be, forked ahead of the next client so that
 * a command pays no fork. The child waits on the listening socket; the daemon keeps one end of a socket pair with
 * them: a byte on it says the standby took a client, its end that the standby ended without one, and the daemon
 * closing it retires the standby. Once it took a client, the link's end says the command reported its end (or ended):
 * the daemon forks the next standby then, not while the command runs, whose cores it would take. */
static pid_t crs_standby_pid = -1;
static int crs_standby_link = -1;
/* The link of the command the last standby took, until it reported its end; -1 when none runs. */
static int crs_running_link = -1;
/* A standby ended without a client (it could not fork, or was killed): the next one is forked for a client only. */
static int crs_standby_paused = 0;

static void crs_standby_retire(void) {
    if (crs_standby_link >= 0) close(crs_standby_link);
    crs_standby_link = -1;
    crs_standby_pid = -1;
}

/* Accepts a connection on `listener` (which does not block) from a process of this user: the connection, or -1 (none
 * waiting, or a stranger's, closed). */
static int crs_accept_own(int listener) {
    int connection = accept4(listener, NULL, NULL, SOCK_CLOEXEC);
    if (connection < 0) return -1;
    struct ucred peer;
    socklen_t size = sizeof peer;
    if (getsockopt(connection, SOL_SOCKET, SO_PEERCRED, &peer, &size) != 0 || peer.uid != getuid()) {
        close(connection);
        return -1;
    }
    return connection;
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

/* The memory a command's process is likeliest to write: the heap and the anonymous private mappings it shares with
 * the daemon (at most 64 MiB each, so never a sanitizer's shadow). Fills `regions` (pairs of start and end); returns
 * how many. */
static size_t crs_standby_writable(uintptr_t (*regions)[2], size_t capacity) {
    FILE *maps = fopen("/proc/self/maps", "re");
    if (!maps) return 0;
    size_t count = 0;
    char line[512];
    while (count < capacity && fgets(line, sizeof line, maps)) {
        unsigned long start, end;
        char permissions[5];
        int name = 0;
        if (sscanf(line, "%lx-%lx %4s %*s %*s %*s %n", &start, &end, permissions, &name) < 3) continue;
        const char *path = name > 0 ? line + name : "";
        int anonymous = path[0] == '\n' || path[0] == 0 || strncmp(path, "[heap]", 6) == 0;
        if (strcmp(permissions, "rw-p") != 0 || !anonymous || end - start > (64ul << 20)) continue;
        regions[count][0] = start;
        regions[count][1] = end;
        count++;
    }
    fclose(maps);
    return count;
}

/* In the command's process to be, while no client comes: makes its own copy of the heap it shares with the daemon, a
 * piece at a time (writing the pages the command would otherwise copy on its first writes, in its time), and stops
 * as soon as a client is waiting or the daemon lets go of `link`. Not under a sanitizer (its allocator is its own). */
static void crs_standby_copy_memory(int listener, int link) {
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
    return;
#endif
#endif
    uintptr_t regions[64][2];
    size_t count = crs_standby_writable(regions, 64);
    const uintptr_t piece = 256u << 10;
    for (size_t i = 0; i < count; i++) {
        for (uintptr_t at = regions[i][0]; at < regions[i][1]; at += piece) {
            struct pollfd waiting[2] = {{.fd = listener, .events = POLLIN}, {.fd = link, .events = POLLIN}};
            if (poll(waiting, 2, 0) != 0) return; /* a client, or the end: the copy can wait */
            uintptr_t size = regions[i][1] - at < piece ? regions[i][1] - at : piece;
            if (madvise((void *)at, size, MADV_POPULATE_WRITE) != 0 && errno == EINVAL) return; /* an older kernel */
        }
    }
}

/* In the command's process to be: waits for a client of this user on `listener` until the daemon closes its end of
 * `link` (or ends), then ends. */
static int crs_standby_accept(int listener, int link) {
    crs_standby_copy_memory(listener, link);
    for (;;) {
        struct pollfd waiting[2] = {{.fd = listener, .events = POLLIN}, {.fd = link, .events = POLLIN}};
        if (poll(waiting, 2, -1) < 0) {
            if (errno == EINTR) continue;
            _exit(0);
        }
        if (waiting[1].revents) _exit(0); /* retired, or the daemon ended: nothing is ever sent this way */
        if (waiting[0].revents & (POLLERR | POLLNVAL)) _exit(0);
        if (!(waiting[0].revents & POLLIN)) continue;
        int connection = crs_accept_own(listener);
        if (connection >= 0) return connection;
    }
}

/* Forks a standby. With `connection` (>= 0) the client is already accepted and the new command's process takes it at
 * once. Returns 1 in the command's process, set up as the client's; in the daemon 0, or -1 when it could not fork. */
static int crs_standby_start(int listener, int connection) {
    int link[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, link) != 0) return -1;
    pid_t waiter = fork();
    if (waiter < 0) {
        close(link[0]);
        close(link[1]);
        return -1;
    }
    if (waiter > 0) {
        close(link[1]);
        if (connection >= 0) {
            close(link[0]);
            close(connection);
        } else {
            crs_standby_link = link[0];
            crs_standby_pid = waiter;
        }
        return 0;
    }
    signal(SIGCHLD, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    close(link[0]);
    if (crs_daemon_learning[0] >= 0) {
        close(crs_daemon_learning[0]);
        crs_daemon_learning[0] = -1;
    }
    int handoff[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, handoff) != 0) _exit(0);
    pid_t command = fork();
    if (command < 0) _exit(0); /* a waiting client sees the end before a pid, and renders itself */
    if (command > 0) {
        close(handoff[1]);
        close(link[1]);
        close(listener);
        if (connection >= 0) close(connection);
        crs_daemon_wait_and_report(command, handoff[0]);
    }
    close(handoff[0]);
    if (connection < 0) {
        connection = crs_standby_accept(listener, link[1]);
        /* Unheard when the daemon retired this standby meanwhile. */
        if (send(link[1], "T", 1, MSG_NOSIGNAL) == 1) crs_daemon_running_link = link[1];
    }
    if (crs_daemon_running_link < 0) close(link[1]);
    close(listener);
    const char byte = 'C';
    if (crs_send_with_fds(handoff[1], &byte, 1, &connection, 1, 0) != 1) _exit(0);
    close(handoff[1]);
    crs_daemon_become_client(connection);
    return 1;
}

int crs_daemon_serve(int listener, const char *path, int idle_seconds, int *learned) {
    *learned = -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crs_daemon_on_stop; /* no SA_RESTART: poll returns at once */
    sigemptyset(&action.sa_mask);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    /* Children are never waited for: the system reaps them. */
    signal(SIGCHLD, SIG_IGN);
    /* A starter may have blocked signals (a thread of a runtime that spawned it): the daemon needs these. */
    sigset_t needed;
    sigemptyset(&needed);
    sigaddset(&needed, SIGTERM);
    sigaddset(&needed, SIGINT);
    sigaddset(&needed, SIGHUP);
    sigaddset(&needed, SIGCHLD);
    sigprocmask(SIG_UNBLOCK, &needed, NULL);
    /* A standby that finds its client taken by another goes back to waiting. */
    fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK);
    /* One forked before what the daemon took in since would not have it. */
    crs_standby_retire();
    while (!crs_daemon_stopping) {
        if (crs_standby_pid < 0 && crs_running_link < 0 && !crs_standby_paused && crs_standby_start(listener, -1) == 1) return 1;
        /* The daemon accepts clients itself only while it has no standby (a client that comes while a command runs). */
        enum { LISTENER, STANDBY, RUNNING, LEARNING };
        struct pollfd incoming[4] = {{.fd = crs_standby_pid >= 0 ? -1 : listener, .events = POLLIN},
                                     {.fd = crs_standby_pid >= 0 ? crs_standby_link : -1, .events = POLLIN},
                                     {.fd = crs_running_link, .events = POLLIN},
                                     {.fd = crs_daemon_learning[0], .events = POLLIN}};
        int ready = poll(incoming, 4, idle_seconds > 0 ? idle_seconds * 1000 : -1);
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) break; /* idle for idle_seconds */
        if (incoming[LEARNING].revents & POLLIN) {
            int file = crs_receive_one_fd(crs_daemon_learning[0], MSG_DONTWAIT); /* one report's file */
            if (file >= 0) {
                *learned = file;
                return 2;
            }
        }
        if (incoming[RUNNING].revents) {
            close(crs_running_link); /* the command reported its end: the next standby can be forked */
            crs_running_link = -1;
        }
        if (incoming[STANDBY].revents) {
            char byte;
            ssize_t got = recv(crs_standby_link, &byte, 1, MSG_DONTWAIT);
            if (got < 0 && (errno == EAGAIN || errno == EINTR)) continue;
            if (got == 1) {
                crs_running_link = crs_standby_link; /* it took a client */
                crs_standby_link = -1;
                crs_standby_pid = -1;
            } else {
                crs_standby_paused = 1; /* ended without a client */
                crs_standby_retire();
            }
            continue;
        }
        if (!(incoming[LISTENER].revents & POLLIN)) continue;
        int connection = crs_accept_own(listener);
        if (connection < 0) continue;
        int started = crs_standby_start(listener, connection);
        if (started == 1) return 1;
        if (started == 0) {
            crs_standby_paused = 0;
        } else {
            close(connection); /* without a process the client sees the connection end before a pid, and renders itself */
        }
    }
    crs_standby_retire();
    if (crs_running_link >= 0) close(crs_running_link);
    crs_running_link = -1;
    crs_daemon_remove_own(path);
    close(listener);
    return 0;
}

int crs_daemon_detach(int *child, int *rendered, int *tried, int *ended) {
    int pipe_fds[2];
    *child = -1;
    *ended = -1;
    *rendered = *tried = 0;
    if (pipe2(pipe_fds, O_CLOEXEC) != 0) return -2;
    pid_t pid = fork();
    if (pid < 0) {
        close(pipe_fds[0]);
        close(pipe_fds[1]);
        return -2;
    }
    if (pid > 0) {
        close(pipe_fds[1]);
        uint32_t reported[3];
        if (crs_read_all(pipe_fds[0], reported, sizeof reported) == 0) {
            *child = (int)reported[0];
            *rendered = (int)reported[1];
            *tried = (int)reported[2];
        } else {
            /* It ended before it was ready: say how (it is this process's child until this process ends). */
            for (int waited = 0; waited < 200; waited++) {
                int status;
                pid_t done = waitpid(pid, &status, WNOHANG);
                if (done == pid) {
                    *ended = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? 256 + WTERMSIG(status) : -1;
                    break;
                }
                if (done < 0) break;
                usleep(10000);
            }
        }
        close(pipe_fds[0]);
        return -1;
    }
    close(pipe_fds[0]);
    /* Keep nothing the starter's parent gave it but the standard streams: a pipe or socket held open here would
     * make that parent wait for the daemon (Foundation's Process, for one, watches a socket its child inherits). */
    int ready = pipe_fds[1];
    if (ready > 3) close_range(3, (unsigned)ready - 1, 0);
    close_range((unsigned)ready + 1, ~0U, 0);
    setsid();
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null >= 0) {
        dup2(null, 0);
        dup2(null, 1);
        if (null > 2) close(null);
    }
    return pipe_fds[1];
}

void crs_daemon_report_ready(int ready_fd, int rendered, int tried) {
    uint32_t report[3] = {(uint32_t)getpid(), (uint32_t)rendered, (uint32_t)tried};
    crs_write_all(ready_fd, report, sizeof report);
    close(ready_fd);
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null >= 0) {
        dup2(null, 2);
        if (null > 2) close(null);
    }
}
