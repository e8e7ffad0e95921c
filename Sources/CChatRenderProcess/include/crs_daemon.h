#ifndef CRS_DAEMON_H
#define CRS_DAEMON_H
/*
 * The render daemon (`chatrender daemon start`): a warm chatrender process on a Unix socket that forks a child for
 * each command line a client hands it. The child runs the command exactly as the client's own process would: with
 * the client's standard input, output and error (passed as file descriptors), its working directory, environment,
 * umask and resource limits, and its arguments. Only what is already loaded is shared (the Swift runtime's
 * metadata, fontconfig, theme packs, fonts, decoded images), so the outputs are the same bytes.
 *
 * The socket lives in a directory only its user may enter ($XDG_RUNTIME_DIR/chatrender, else
 * /tmp/chatrender-UID, mode 0700 and owned by the user, or it is not used), named by a fingerprint of the
 * executable (device, inode, size, modification time) and of the environment variables that shape what the
 * daemon loads (fontconfig's, the locale's, HOME, XDG_*, TZ, CHATRENDER_* but the per-run ones): a client finds
 * only a daemon started by the same binary in an equivalent environment; anything else renders in its own
 * process as before.
 */
#include <stddef.h>

/* The socket's path for this executable and environment, written to `out` (at most `capacity` bytes with its NUL).
 * With `create` the directory is made (mode 0700) when missing. Returns 0, or -1 when the directory is unusable
 * (not ours, open to others, a symlink, or the path too long), with a reason in `reason`. */
int crs_daemon_socket_path(char *out, size_t capacity, int create, char *reason, size_t reason_capacity);

/* Hands this process's command line to a running daemon when there is one (and CHATRENDER_DAEMON is not "0", and
 * the command is neither `daemon` nor `serve`, and no memory limit is set), then ends this process as the command's
 * process ended (its exit status, or the signal that ended it): it never returns then. Returns when no daemon
 * answers, so the caller runs the command itself. */
void crs_daemon_forward(int argc, char **argv);

/* crs_daemon_forward for a daemon of `executable` (a path), not of this process's own: the front program (Front/main.c,
 * installed as `chatrender`) hands over for the renderer installed beside it (`chatrender-render`). */
void crs_daemon_forward_for(const char *executable, int argc, char **argv);

/* Binds and listens on `path`, replacing a stale socket (one no daemon answers). Returns the listening socket, or
 * -1 with a reason in `reason` (a daemon already answers there: `*running` is set to its pid, or to -1 when unknown). */
int crs_daemon_listen(const char *path, int *running, char *reason, size_t reason_capacity);

/* Writes this process's pid to `path`.pid. */
void crs_daemon_write_pid(const char *path);

/* The pid written beside `path`, or -1. */
int crs_daemon_read_pid(const char *path);

/* Whether a daemon answers on `path` (connects). */
int crs_daemon_answers(const char *path);

/* Serves clients on `listener`, each in a process of its own forked from the daemon. Returns 1 in such a process, set
 * up as the client's own process (see above): read its command line with crs_daemon_child_argc/argv, run it, and
 * exit; the status reaches the client. Returns 0 in the daemon when it should end: no client for `idle_seconds` (0:
 * never), or SIGTERM / SIGINT. Before returning 0 it removes the socket and the pid file (when they are still its
 * own), and ends its standby. Each client gets two processes: the command's, which tells the client its pid and, as
 * its last exit handler, its exit status, and one that waits for it and reports any other end (a signal, or `_exit`).
 * They are forked ahead (the standby: the command's process to be waits on the listener, making its own copy of the
 * heap it shares with the daemon meanwhile), so a command pays no fork and few copy-on-write faults;
 * the next pair is forked once the last command reported its end, and a client that comes while a command runs gets a
 * pair forked for it. Returns 2 in the daemon when a command's process sent what it learned (crs_daemon_send_learned):
 * `*learned` is a file to read it from and close; call again after (the standby is forked again, with what it learned). */
int crs_daemon_serve(int listener, const char *path, int idle_seconds, int *learned);

/* In the daemon, before serving: opens the channel commands' processes report what they learned on (a datagram
 * socket pair only the daemon's own children hold). Returns 0, or -1 when it cannot (nothing is learned then). */
int crs_daemon_learning_open(void);

/* In a command's process: hands `size` bytes to the daemon (in a memory file passed over the channel), without
 * waiting: -1 when the channel is missing or full. */
int crs_daemon_send_learned(const void *bytes, size_t size);

/* In a child, the client's command line (argv[0] included). */
int crs_daemon_child_argc(void);
char **crs_daemon_child_argv(void);

/* Detaches from the terminal (setsid, standard input and output to /dev/null) after forking: returns in the
 * detached child with `ready_fd` (the write end of a pipe to report readiness on), and in the parent waits for that
 * report: it returns -1 there, with the pid the child reported (or -1 when the child ended first) in `*child` and
 * its warm-up counts in `*rendered` and `*tried`; when the child ended first, `*ended` says how (its exit status, or
 * 256 + the signal that ended it; -1 unknown). Returns -2 when it cannot fork. */
int crs_daemon_detach(int *child, int *rendered, int *tried, int *ended);

/* Tells the waiting parent of crs_daemon_detach that the daemon is ready (its pid and warm-up counts), closes
 * `ready_fd`, and sends standard error to /dev/null. */
void crs_daemon_report_ready(int ready_fd, int rendered, int tried);

#endif
