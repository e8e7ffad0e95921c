import ArgumentParser
import ChatRender
import ChatRenderProcess
import Foundation

/// `chatrender daemon start|stop|status`: a warm process that runs later `chatrender` command lines of the same
/// user, executable and environment, so that each pays no start-up (see docs/performance.md).
struct DaemonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Keep a warm chatrender process that later chatrender commands hand their work to.",
        discussion: """
            `chatrender daemon start` loads the Swift runtime, fontconfig, the built-in theme packs and their fonts
            once and waits on a socket in a directory only you may enter. Every later `chatrender` command of yours,
            run by the same executable in the same font and locale environment, is then run by a copy of that warm
            process (forked for it) with your working directory, environment, standard streams, umask and limits:
            the same files, output, errors and exit status, without the start-up. Anything else (another binary,
            another FONTCONFIG_FILE or HOME, CHATRENDER_DAEMON=0) runs in its own process as before. Theme packs and
            font files edited meanwhile are read again; fonts installed meanwhile are found within seconds.
            """,
        subcommands: [Start.self, Stop.self, Status.self]
    )

    /// `chatrender daemon start`.
    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start the daemon (returns once it is ready; does nothing if one already runs).")

        @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(
            "End after this many seconds without a command (0: never).", valueName: "seconds"))
        var idleTimeout = 900

        @Flag(help: "Stay in the foreground (for a supervisor such as systemd); SIGTERM ends it.")
        var foreground = false

        func validate() throws {
            guard idleTimeout >= 0 else {
                throw ValidationError("--idle-timeout must be 0 (never) or a number of seconds, not \(idleTimeout)")
            }
        }

        func run() throws {
            let path: String
            switch RenderDaemon.socketPath(create: true) {
            case .success(let found): path = found
            case .failure(let error): throw CLIError.serviceUnavailable(error.description).exit
            }
            if let pid = RenderDaemon.running(at: path) {
                try StandardOutput.print("chatrender: daemon already running" + (pid > 0 ? " (pid \(pid))" : "") + " at \(path)\n")
                return
            }
            var readyFD: Int32 = -1
            if !foreground {
                let detached: RenderDaemon.Detached
                do throws(DaemonError) { detached = try RenderDaemon.detach() } catch {
                    throw CLIError.serviceUnavailable(error.description).exit
                }
                switch detached {
                case .starter(let daemon, let warmed, let ended):
                    guard let daemon else {
                        throw CLIError.serviceUnavailable("the daemon ended before it was ready ("
                            + (ended.map { "\($0); " } ?? "") + "a line above may say why); run `chatrender daemon start "
                            + "--foreground` to see it run").exit
                    }
                    try StandardOutput.print("chatrender: daemon ready (pid \(daemon), \(warmed)) at \(path); "
                                             + "`chatrender daemon stop` ends it\n")
                    return
                case .daemon(let fd):
                    readyFD = fd
                }
            }
            let listener: Int32
            do throws(DaemonError) { listener = try RenderDaemon.listen(at: path) } catch {
                if case .alreadyRunning = error, readyFD < 0 {
                    try StandardOutput.print("chatrender: \(error.description)\n")
                    return
                }
                throw CLIError.serviceUnavailable(error.description).exit
            }
            let warmed = DaemonWarmUp.run()
            RenderDaemon.waitForSingleThread()
            if readyFD >= 0 {
                RenderDaemon.reportReady(readyFD, warmed: warmed)
            } else {
                try StandardOutput.print("chatrender: daemon ready (pid \(getpid()), \(warmed)) at \(path)\n")
                fflush(nil)
            }
            RenderDaemon.openLearning()
            while true {
                switch RenderDaemon.serve(listener: listener, path: path, idleSeconds: idleTimeout) {
                case .end:
                    return
                case .learned(let bytes):
                    // Photos and avatars a command decoded: the next commands' copies start with them.
                    ChatRenderCache.processWide?.takeIn(learned: bytes)
                case .command(let arguments):
                    // A command's own process (forked): run its command line as `chatrender` would, then end with its
                    // status, handing the daemon the images it made on the way out.
                    ChatRenderCommand.runsForDaemonClient = true
                    DaemonLearning.start()
                    ChatRenderCommand.run(arguments: arguments)
                    Glibc.exit(0)
                }
            }
        }
    }

    /// `chatrender daemon stop`.
    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Stop the daemon of this executable and environment.",
            discussion: """
                With --all, every daemon of this user in the socket directory stops: those of other builds (a \
                rebuilt binary has a daemon of its own, and the old one waits for its idle timeout) and of other \
                font or locale environments.
                """)

        @Flag(help: "Stop every daemon of this user, of any executable and environment.")
        var all = false

        func run() throws {
            let path: String
            switch RenderDaemon.socketPath(create: false) {
            case .success(let found): path = found
            case .failure:
                try StandardOutput.print("chatrender: no daemon running\n")
                return
            }
            if all {
                let stopped = RenderDaemon.stopAll(besides: path)
                for (socket, pid) in stopped {
                    try StandardOutput.print("chatrender: daemon stopped" + (pid > 0 ? " (pid \(pid))" : "") + " at \(socket)\n")
                }
                if stopped.isEmpty { try StandardOutput.print("chatrender: no daemon running\n") }
                return
            }
            if let pid = RenderDaemon.stop(at: path) {
                try StandardOutput.print("chatrender: daemon stopped" + (pid > 0 ? " (pid \(pid))" : "") + "\n")
            } else {
                try StandardOutput.print("chatrender: no daemon running\n")
            }
        }
    }

    /// `chatrender daemon status`.
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Say whether a daemon runs for this executable and environment (exit 0) or not (exit 3).")

        func run() throws {
            let path: String
            switch RenderDaemon.socketPath(create: false) {
            case .success(let found): path = found
            case .failure(let error):
                try StandardOutput.print("chatrender: no daemon running (\(error.description))\n")
                throw ExitCode(ExitStatus.daemonNotRunning)
            }
            guard let pid = RenderDaemon.running(at: path) else {
                try StandardOutput.print("chatrender: no daemon running (its socket would be \(path))\n")
                throw ExitCode(ExitStatus.daemonNotRunning)
            }
            try StandardOutput.print("chatrender: daemon running" + (pid > 0 ? " (pid \(pid))" : "") + " at \(path)\n")
        }
    }
}
