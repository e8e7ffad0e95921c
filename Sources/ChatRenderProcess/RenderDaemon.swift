import CChatRenderProcess
import ChatFiles
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The render daemon's process side (`crs_daemon.h`): handing a command line to a running daemon, and the daemon's
/// socket, detaching and fork-per-command loop. What the daemon renders is the command line's business.
package enum RenderDaemon {
    /// Hands the process's command line to a running daemon of this executable and environment, and ends the process
    /// with its exit status; returns when there is none (or `CHATRENDER_DAEMON=0`), to run the command here.
    package static func forwardIfRunning() {
        crs_daemon_forward(CommandLine.argc, CommandLine.unsafeArgv)
    }

    /// The socket's path for this executable and environment; `create` makes its private directory.
    package static func socketPath(create: Bool) -> Result<String, DaemonError> {
        var path = [CChar](repeating: 0, count: 4096)
        var reason = [CChar](repeating: 0, count: 512)
        guard crs_daemon_socket_path(&path, path.count, create ? 1 : 0, &reason, reason.count) == 0 else {
            return .failure(.unusableDirectory(text(reason)))
        }
        return .success(text(path))
    }

    /// The pid of the daemon answering at `path`, or nil when none answers (-1 when one answers but wrote no pid).
    package static func running(at path: String) -> Int32? {
        guard crs_daemon_answers(path) != 0 else { return nil }
        return crs_daemon_read_pid(path)
    }

    /// Listens on `path` and writes the pid file; throws when a daemon already answers there.
    package static func listen(at path: String) throws(DaemonError) -> Int32 {
        var running: Int32 = 0
        var reason = [CChar](repeating: 0, count: 512)
        let listener = crs_daemon_listen(path, &running, &reason, reason.count)
        guard listener >= 0 else {
            if running != 0 { throw .alreadyRunning(path: path, pid: running) }
            throw .cannotListen(text(reason))
        }
        crs_daemon_write_pid(path)
        return listener
    }

    /// Where `detach` left the calling code.
    package enum Detached {
        /// In the starting process: the daemon reported ready with this pid (nil: it ended before it was ready, as
        /// `ended` says: "exit status 1", "signal 9", or nil when unknown), and how many of its warm-up renders succeeded.
        case starter(daemon: Int32?, warmed: WarmUp, ended: String?)
        /// In the daemon, detached from the terminal; `ready` once it can take command lines.
        case daemon(readyFD: Int32)
    }

    /// Forks a daemon off the terminal; the starter waits until it reports ready (or ends).
    package static func detach() throws(DaemonError) -> Detached {
        var child: Int32 = -1, rendered: Int32 = 0, tried: Int32 = 0, ended: Int32 = -1
        let result = crs_daemon_detach(&child, &rendered, &tried, &ended)
        if result == -2 { throw .cannotStart(String(cString: strerror(errno))) }
        if result == -1 {
            let how: String? = ended < 0 ? nil : ended >= 256 ? "signal \(ended - 256)" : "exit status \(ended)"
            return .starter(daemon: child > 0 ? child : nil, warmed: WarmUp(rendered: Int(rendered), tried: Int(tried)), ended: how)
        }
        return .daemon(readyFD: result)
    }

    /// How many warm-up renders a daemon made, of how many it tried.
    package struct WarmUp: Sendable, CustomStringConvertible {
        package var rendered: Int
        package var tried: Int

        package init(rendered: Int, tried: Int) {
            self.rendered = rendered
            self.tried = tried
        }

        package var description: String { "\(rendered) of \(tried) theme renders warmed" }
    }

    /// Tells the starter the daemon is ready; standard error goes to /dev/null from here on.
    package static func reportReady(_ readyFD: Int32, warmed: WarmUp) {
        crs_daemon_report_ready(readyFD, Int32(clamping: warmed.rendered), Int32(clamping: warmed.tried))
    }

    /// What `serve` returned for.
    package enum Served {
        /// In a command's process: its arguments (without the program name), the process set up as the client's own.
        case command([String])
        /// In the daemon: what a command's process learned (`sendLearned`); serve again after taking it in.
        case learned([UInt8])
        /// In the daemon: time to end (the socket removed).
        case end
    }

    /// Opens the channel commands' processes send what they learned on; call once before `serve`.
    package static func openLearning() {
        _ = crs_daemon_learning_open()
    }

    /// Takes command lines until `idleSeconds` pass without one (0: never) or SIGTERM, or until a command's process
    /// sends what it learned.
    package static func serve(listener: Int32, path: String, idleSeconds: Int) -> Served {
        var learned: Int32 = -1
        switch crs_daemon_serve(listener, path, Int32(clamping: idleSeconds), &learned) {
        case 1:
            let count = Int(crs_daemon_child_argc())
            guard let argv = crs_daemon_child_argv() else { return .command([]) }
            return .command((1..<max(1, count)).map { String(cString: argv[$0]!) })
        case 2:
            defer { close(learned) }
            lseek(learned, 0, SEEK_SET)
            // At most a gigabyte: what a copy's cache kept is within its 64 MiB of images and their keys.
            return .learned((try? InputFile.contents(ofDescriptor: learned, what: "the images a command handed over", limit: 1 << 30)) ?? [])
        default:
            return .end
        }
    }

    /// In a command's process: hands `bytes` to the daemon, without waiting; false when they could not be sent.
    @discardableResult
    package static func sendLearned(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { crs_daemon_send_learned($0.baseAddress, $0.count) == 0 }
    }

    /// Asks the daemon at `path` to end (SIGTERM to its pid) and waits up to `seconds` for it to stop answering.
    /// Returns the pid it stopped, or nil when none answered.
    package static func stop(at path: String, seconds: Double = 5) -> Int32? {
        guard let pid = running(at: path), pid > 0 else { return nil }
        kill(pid, SIGTERM)
        var waited = 0.0
        while waited < seconds, crs_daemon_answers(path) != 0 {
            usleep(10_000)
            waited += 0.01
        }
        return pid
    }

    /// Stops every daemon whose socket is in the directory of `path` (this user's: every executable and environment),
    /// in the order of their names; returns each stopped one's socket and pid.
    package static func stopAll(besides path: String) -> [(socket: String, pid: Int32)] {
        let directory = (path as NSString).deletingLastPathComponent
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".sock") }.sorted()
        return names.compactMap { name in
            let socket = (directory as NSString).appendingPathComponent(name)
            return stop(at: socket).map { (socket, $0) }
        }
    }

    /// Waits (up to a second) until this process runs a single thread, so that a fork copies no thread that holds a
    /// lock: the pools of the warm-up renders end their threads asynchronously.
    package static func waitForSingleThread() {
        for _ in 0..<100 {
            if threadCount() <= 1 { return }
            usleep(10_000)
        }
    }

    /// The text of a C string buffer, up to its first NUL.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func threadCount() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 1 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let read = text(line)
            if read.hasPrefix("Threads:") {
                return Int(read.dropFirst("Threads:".count).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 1
            }
        }
        return 1
    }
}

/// Why the daemon cannot start or be reached.
package enum DaemonError: Error, CustomStringConvertible {
    /// The socket's directory cannot be used (its reason says why).
    case unusableDirectory(String)
    /// A daemon already answers on the socket.
    case alreadyRunning(path: String, pid: Int32)
    /// Binding or listening failed.
    case cannotListen(String)
    /// Forking failed.
    case cannotStart(String)

    package var description: String {
        switch self {
        case .unusableDirectory(let reason):
            "the daemon's socket directory cannot be used: \(reason); fix its owner and mode (chmod 700), or set "
                + "XDG_RUNTIME_DIR to a private directory"
        case .alreadyRunning(let path, let pid):
            "a chatrender daemon already runs" + (pid > 0 ? " (pid \(pid))" : "") + " at \(path)"
        case .cannotListen(let reason):
            "\(reason); check the directory's free space and permissions"
        case .cannotStart(let reason):
            "cannot start the daemon's process: \(reason)"
        }
    }
}
