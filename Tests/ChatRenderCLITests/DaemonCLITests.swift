import Foundation
import Testing

/// `chatrender daemon`: a warm process that runs later command lines as their own process would, to the byte.
@Suite("chatrender daemon", .serialized)
struct DaemonCLITests {
    let chat = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi!"},"#
        + #"{"from":"me","text":"On my way 🚲","status":"read"}],"chrome":{}}"#

    /// A scratch directory with `chat.json` and a private runtime directory for the daemon's socket.
    func scratch(_ name: String) throws -> (dir: String, environment: [String: String]) {
        let dir = try CLI.scratch("daemon-\(name)")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let runtime = dir + "/run"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return (dir, ["XDG_RUNTIME_DIR": runtime])
    }

    func run(_ arguments: [String], in dir: String, _ environment: [String: String], stdin: [UInt8] = []) throws -> CLIResult {
        try CLI.run(executable: CLI.binary, arguments, in: dir, stdin: stdin, environment: environment)
    }

    @Test("a render through the daemon is the same bytes, errors and statuses as one in its own process; edited packs are read again")
    func sameAsItsOwnProcess() throws {
        let (dir, daemon) = try scratch("same")
        var local = daemon
        local["CHATRENDER_DAEMON"] = "0"
        let started = try run(["daemon", "start", "--idle-timeout", "300"], in: dir, daemon)
        #expect(started.status == 0, "\(started.stderr)")
        #expect(started.stdoutText.contains("daemon ready"), "\(started.stdoutText)")
        #expect(started.stdoutText.range(of: #"(\d+) of \1 theme renders warmed"#, options: .regularExpression) != nil, "\(started.stdoutText)")
        defer { _ = try? run(["daemon", "stop"], in: dir, daemon) }
        #expect(try run(["daemon", "status"], in: dir, daemon).status == 0)
        let again = try run(["daemon", "start"], in: dir, daemon)
        #expect(again.status == 0 && again.stdoutText.contains("already running"), "\(again.stdoutText)\(again.stderr)")

        // The same image, and the daemon's process drew it.
        var traced = daemon
        traced["CHATRENDER_TRACE"] = "1"
        let viaDaemon = try run(["chat.json", "-o", "daemon.png"] + CLI.pinnedFonts, in: dir, traced)
        #expect(viaDaemon.status == 0, "\(viaDaemon.stderr)")
        #expect(viaDaemon.stderr.contains("in the daemon's process"), "\(viaDaemon.stderr)")
        let alone = try run(["chat.json", "-o", "alone.png"] + CLI.pinnedFonts, in: dir, local)
        #expect(alone.status == 0, "\(alone.stderr)")
        let daemonBytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/daemon.png"))
        #expect(daemonBytes == (try Data(contentsOf: URL(fileURLWithPath: dir + "/alone.png"))))

        // Standard input to standard output, installed fonts.
        let piped = try run(["-", "-o", "-"], in: dir, daemon, stdin: Array(chat.utf8))
        let pipedAlone = try run(["-", "-o", "-"], in: dir, local, stdin: Array(chat.utf8))
        #expect(piped.status == 0 && !piped.stdout.isEmpty && piped.stdout == pipedAlone.stdout, "\(piped.stderr)")

        // Errors: the same message and status.
        for (arguments, input) in [(["missing.json", "-o", "x.png"], ""), (["-", "-o", "x.png"], #"{"version": 1"#),
                                   (["chat.json", "--width", "-3", "-o", "x.png"], ""), (["rendr", "chat.json"], "")] {
            let viaDaemon = try run(arguments, in: dir, daemon, stdin: Array(input.utf8))
            let alone = try run(arguments, in: dir, local, stdin: Array(input.utf8))
            #expect(viaDaemon.status != 0 && viaDaemon.status == alone.status, "\(arguments): \(viaDaemon.stderr)")
            #expect(viaDaemon.stderr == alone.stderr, "\(arguments)")
            #expect(viaDaemon.stdout == alone.stdout, "\(arguments)")
        }

        // The client's umask and working directory.
        let shell = try CLI.shell(#"mkdir -p sub && cd sub && umask 077 && XDG_RUNTIME_DIR="\#(dir)/run" "$CHATRENDER" ../chat.json -o private.png \#(CLI.pinnedFonts.map { "'\($0)'" }.joined(separator: " "))"#, in: dir)
        #expect(shell.status == 0, "\(shell.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: dir + "/sub/private.png")[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // A reader that goes away ends the command's process by SIGPIPE, and the client the same way (141, quietly).
        try Data(CLI.longChat(200).utf8).write(to: URL(fileURLWithPath: dir + "/long.json"))
        let fonts = CLI.pinnedFonts.map { "'\($0)'" }.joined(separator: " ")
        let pipe = try CLI.shell(#"(XDG_RUNTIME_DIR="\#(dir)/run" CHATRENDER_TRACE=1 "$CHATRENDER" long.json -o - \#(fonts) 2> pipe.err; echo $? > pipe.status) | head -c 10 > /dev/null"#, in: dir)
        #expect(pipe.status == 0)
        #expect(try String(contentsOfFile: dir + "/pipe.status", encoding: .utf8) == "141\n")
        let pipeErrors = try String(contentsOfFile: dir + "/pipe.err", encoding: .utf8)
        #expect(pipeErrors.contains("in the daemon's process") && !pipeErrors.contains("error"), "\(pipeErrors)")

        // Under a memory limit the command renders in its own process (not under a sanitizer, whose shadow memory
        // does not fit in one).
        if ProcessInfo.processInfo.environment["CHATRENDER_SANITIZER"] == nil {
            let limited = try CLI.shell(#"ulimit -v 8000000 && XDG_RUNTIME_DIR="\#(dir)/run" CHATRENDER_TRACE=1 "$CHATRENDER" chat.json -o limited.png \#(fonts)"#, in: dir)
            #expect(limited.status == 0 && limited.stderr.contains("arguments read") && !limited.stderr.contains("daemon"), "\(limited.stderr)")
        }

        // A theme pack edited between two renders is read again.
        let pack = dir + "/mine"
        try FileManager.default.copyItem(atPath: CLI.repo.path + "/assets/themes/imessage", toPath: pack)
        let packChat = chat.replacingOccurrences(of: #"{"participants""#, with: #"{"theme":"mine","participants""#)
        try Data(packChat.utf8).write(to: URL(fileURLWithPath: dir + "/pack.json"))
        #expect(try run(["pack.json", "-o", "before.png"] + CLI.pinnedFonts, in: dir, daemon).status == 0)
        let themeFile = pack + "/theme.json"
        let theme = try String(contentsOfFile: themeFile, encoding: .utf8)
        let edited = theme.replacingOccurrences(of: #""contentInsets": [7, 12, 7, 18]"#, with: #""contentInsets": [7, 30, 7, 18]"#)
        #expect(edited != theme)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: themeFile))
        #expect(try run(["pack.json", "-o", "after.png"] + CLI.pinnedFonts, in: dir, daemon).status == 0)
        #expect(try run(["pack.json", "-o", "after-alone.png"] + CLI.pinnedFonts, in: dir, local).status == 0)
        let after = try Data(contentsOf: URL(fileURLWithPath: dir + "/after.png"))
        #expect(after != (try Data(contentsOf: URL(fileURLWithPath: dir + "/before.png"))))
        #expect(after == (try Data(contentsOf: URL(fileURLWithPath: dir + "/after-alone.png"))))

        // Another font environment is not the daemon's: it renders in its own process.
        var other = traced
        other["FONTCONFIG_FILE"] = "/etc/fonts/fonts.conf"
        let elsewhere = try run(["chat.json", "-o", "other.png"] + CLI.pinnedFonts, in: dir, other)
        #expect(elsewhere.status == 0 && !elsewhere.stderr.contains("daemon"), "\(elsewhere.stderr)")

        // A client ended by SIGTERM passes it on to the command's process (whose pid it was told) and ends by it: the
        // command, still waiting for its input, never writes its output. (Through perl to unblock SIGTERM, which the
        // test runner's children inherit blocked.)
        let unblocked = #"perl -MPOSIX -e 'sigprocmask(SIG_UNBLOCK, POSIX::SigSet->new(SIGTERM)); exec @ARGV or die' "$CHATRENDER""#
        let interrupted = try CLI.shell(#"export XDG_RUNTIME_DIR="\#(dir)/run"; (sleep 2; cat chat.json) | \#(unblocked) - -o interrupted.png \#(fonts) & sleep 0.5; kill -TERM $!; wait $!; echo $? > interrupted.status; sleep 2.5"#, in: dir)
        #expect(interrupted.status == 0, "\(interrupted.stderr)")
        #expect(try String(contentsOfFile: dir + "/interrupted.status", encoding: .utf8) == "143\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/interrupted.png"))

        // Stopped while a command runs: the command finishes, and its client gets its status and output.
        let stopped = try CLI.shell(#"export XDG_RUNTIME_DIR="\#(dir)/run"; CHATRENDER_TRACE=1 "$CHATRENDER" long.json -o long.png \#(fonts) 2> long.err & sleep 0.2; "$CHATRENDER" daemon stop; wait $!; echo $? > long.status"#, in: dir)
        #expect(stopped.stdoutText.contains("daemon stopped"), "\(stopped.stdoutText)")
        #expect(try String(contentsOfFile: dir + "/long.status", encoding: .utf8) == "0\n")
        let longErrors = try String(contentsOfFile: dir + "/long.err", encoding: .utf8)
        #expect(longErrors.contains("in the daemon's process") && !longErrors.contains("error"), "\(longErrors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/long.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let status = try run(["daemon", "status"], in: dir, daemon)
        #expect(status.status == 3, "\(status.stdoutText)")
        let afterStop = try run(["chat.json", "-o", "afterstop.png"] + CLI.pinnedFonts, in: dir, traced)
        #expect(afterStop.status == 0 && !afterStop.stderr.contains("daemon"), "\(afterStop.stderr)")
        #expect(daemonBytes == (try Data(contentsOf: URL(fileURLWithPath: dir + "/afterstop.png"))))
    }

    @Test("the photos and avatars a command decoded are kept by the daemon: the next command finds them, to the same bytes")
    func learnsImages() throws {
        let (dir, daemon) = try scratch("learn")
        let images = CLI.repo.appendingPathComponent("samples/images").path
        let photos = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann","avatar":"\#(images)/avatar-maya.png"}],"#
            + #""messages":[{"from":"ann","image":"\#(images)/landscape.jpg"},{"from":"me","text":"Lovely"}]}"#
        try Data(photos.utf8).write(to: URL(fileURLWithPath: dir + "/photos.json"))
        var traced = daemon
        traced["CHATRENDER_TRACE"] = "1"
        var local = daemon
        local["CHATRENDER_DAEMON"] = "0"
        #expect(try run(["daemon", "start", "--idle-timeout", "120"], in: dir, daemon).status == 0)
        defer { _ = try? run(["daemon", "stop"], in: dir, daemon) }
        // The first command makes the images and hands them over as it ends; the next ones make none.
        let first = try run(["photos.json", "-o", "first.png"] + CLI.pinnedFonts, in: dir, traced)
        #expect(first.status == 0 && first.stderr.contains("handed the daemon"), "\(first.stderr)")
        for round in 0..<2 {
            let again = try run(["photos.json", "-o", "again\(round).png"] + CLI.pinnedFonts, in: dir, traced)
            #expect(again.status == 0 && again.stderr.contains("in the daemon's process"), "\(again.stderr)")
            #expect(!again.stderr.contains("handed the daemon"), "\(again.stderr)")
        }
        #expect(try run(["photos.json", "-o", "alone.png"] + CLI.pinnedFonts, in: dir, local).status == 0)
        let alone = try Data(contentsOf: URL(fileURLWithPath: dir + "/alone.png"))
        for name in ["first", "again0", "again1"] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/\(name).png")) == alone, "\(name).png")
        }
    }

    /// The processes of the process group `group` (a daemon and every process it forked: it leads its session).
    func processes(inGroup group: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            // /proc/PID/stat: "pid (comm) state ppid pgrp …"; comm may hold spaces, so read after its last ')'.
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && fields[0] != "Z" && Int32(fields[2]) == group
        }
    }

    /// The processes of `group` once their count settles at `count` (processes end and the standby is forked a little
    /// after a command's client ended; slower under a sanitizer), within 10 s; else the last seen.
    func processes(inGroup group: Int32, settlingAt count: Int) -> [Int32] {
        var seen = processes(inGroup: group)
        for _ in 0..<500 where seen.count != count {
            usleep(20_000)
            seen = processes(inGroup: group)
        }
        return seen
    }

    @Test("commands at once each get a process (one waits ready), to the same bytes; stop leaves no process behind")
    func concurrentAndStandby() throws {
        let (dir, daemon) = try scratch("standby")
        #expect(try run(["daemon", "start", "--idle-timeout", "120"], in: dir, daemon).status == 0)
        defer { _ = try? run(["daemon", "stop"], in: dir, daemon) }
        let pidFile = try #require(try FileManager.default.contentsOfDirectory(atPath: dir + "/run/chatrender").first { $0.hasSuffix(".pid") })
        let daemonPid = try #require(Int32(try String(contentsOfFile: dir + "/run/chatrender/" + pidFile, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        // Ready for the next command: the daemon, and a process waiting with its child.
        let ready = processes(inGroup: daemonPid, settlingAt: 3)
        #expect(ready.count == 3, "\(ready)")

        // Six commands at once, three at a time: each through the daemon, each the bytes of a render of its own.
        let fonts = CLI.pinnedFonts.map { "\"\($0)\"" }.joined(separator: " ")
        let script = #"export XDG_RUNTIME_DIR="\#(dir)/run" CHATRENDER_TRACE=1; seq 1 6 | xargs -P 3 -I{} sh -c '"$CHATRENDER" chat.json -o at-once-{}.png \#(fonts) 2> at-once-{}.err; echo $? > at-once-{}.status'"#
        #expect(try CLI.shell(script, in: dir).status == 0)
        var local = daemon
        local["CHATRENDER_DAEMON"] = "0"
        #expect(try run(["chat.json", "-o", "alone.png"] + CLI.pinnedFonts, in: dir, local).status == 0)
        let alone = try Data(contentsOf: URL(fileURLWithPath: dir + "/alone.png"))
        for index in 1...6 {
            #expect(try String(contentsOfFile: dir + "/at-once-\(index).status", encoding: .utf8) == "0\n")
            let errors = try String(contentsOfFile: dir + "/at-once-\(index).err", encoding: .utf8)
            #expect(errors.contains("in the daemon's process"), "\(errors)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/at-once-\(index).png")) == alone, "at-once-\(index).png")
        }
        // The commands' processes are gone, one pair waits again, also after a liveness check (status) took one.
        let again = processes(inGroup: daemonPid, settlingAt: 3)
        #expect(again.count == 3, "\(again)")
        #expect(try run(["daemon", "status"], in: dir, daemon).status == 0)
        var afterStatus = processes(inGroup: daemonPid)
        for _ in 0..<500 where afterStatus.count != 3 || afterStatus == again {
            usleep(20_000)
            afterStatus = processes(inGroup: daemonPid)
        }
        #expect(afterStatus.count == 3 && afterStatus != again, "\(again) then \(afterStatus)")

        // Stopped, the daemon takes its waiting processes with it.
        #expect(try run(["daemon", "stop"], in: dir, daemon).status == 0)
        let left = processes(inGroup: daemonPid, settlingAt: 0)
        #expect(left.isEmpty, "\(left)")
    }

    @Test("daemon stop --all stops the daemons of other environments (and builds) in the user's directory too")
    func stopAll() throws {
        let (dir, first) = try scratch("all")
        var second = first
        second["TZ"] = "Pacific/Auckland"
        #expect(try run(["daemon", "start", "--idle-timeout", "120"], in: dir, first).status == 0)
        #expect(try run(["daemon", "start", "--idle-timeout", "120"], in: dir, second).status == 0)
        defer {
            _ = try? run(["daemon", "stop"], in: dir, first)
            _ = try? run(["daemon", "stop"], in: dir, second)
        }
        // Two environments, two daemons; a plain stop ends only its own.
        #expect(try run(["daemon", "status"], in: dir, first).status == 0)
        #expect(try run(["daemon", "status"], in: dir, second).status == 0)
        let sockets = try FileManager.default.contentsOfDirectory(atPath: dir + "/run/chatrender").filter { $0.hasSuffix(".sock") }
        #expect(sockets.count == 2, "\(sockets)")
        let stopped = try run(["daemon", "stop", "--all"], in: dir, first)
        #expect(stopped.status == 0)
        #expect(stopped.stdoutText.components(separatedBy: "daemon stopped").count == 3, "\(stopped.stdoutText)")
        #expect(try run(["daemon", "status"], in: dir, first).status == 3)
        #expect(try run(["daemon", "status"], in: dir, second).status == 3)
        let none = try run(["daemon", "stop", "--all"], in: dir, first)
        #expect(none.status == 0 && none.stdoutText.contains("no daemon running"), "\(none.stdoutText)")
    }

    @Test("a socket directory others may enter is refused with how to fix it, and renders go on in their own process")
    func insecureDirectory() throws {
        let (dir, environment) = try scratch("insecure")
        let exposed = dir + "/run/chatrender"
        try FileManager.default.createDirectory(atPath: exposed, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let started = try run(["daemon", "start"], in: dir, environment)
        #expect(started.status == 69, "\(started.stderr)")
        #expect(started.stderr.contains("may be entered by other users") && started.stderr.contains("chmod 700"), "\(started.stderr)")
        let rendered = try run(["chat.json", "-o", "x.png"] + CLI.pinnedFonts, in: dir, environment)
        #expect(rendered.status == 0, "\(rendered.stderr)")
    }
}
