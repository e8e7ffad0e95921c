import Foundation

/// Runs the built `chatrender` binary and captures what it does.
struct CLIResult {
    let status: Int32
    let stdout: [UInt8]
    let stderr: String
    /// True when the run was stopped after its time limit (a hang).
    var timedOut = false
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

enum CLI {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary built next to the test bundle (`swift build` builds it with the tests).
    static var binary: String {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("chatrender").path,
            bundle.deletingLastPathComponent().appendingPathComponent("chatrender").path,
            repo.appendingPathComponent(".build/debug/chatrender").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }

    /// Runs `chatrender arguments…` in `directory` with `stdin` as standard input; a run longer than `timeLimit`
    /// seconds is killed and reported as `timedOut`.
    static func run(_ arguments: [String], in directory: String? = nil, stdin: [UInt8] = [], timeLimit: Double = 300) throws -> CLIResult {
        try run(executable: binary, arguments, in: directory, stdin: stdin, timeLimit: timeLimit)
    }

    /// Runs `executable arguments…` (e.g. /bin/bash -c "chatrender <(…)") the same way.
    /// `environment` entries are set on top of the test's own environment.
    static func run(executable: String, _ arguments: [String], in directory: String? = nil, stdin: [UInt8] = [],
                    timeLimit: Double = 300, environment: [String: String] = [:]) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin))
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large PNG on stdout cannot deadlock the child.
        let errors = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let watchdog = Watchdog(process)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
            guard watchdog.process.isRunning else { return }
            watchdog.timedOut = true
            watchdog.process.terminate()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: [UInt8](outData), stderr: String(decoding: errors.data, as: UTF8.self),
                         timedOut: watchdog.timedOut)
    }

    /// Runs a `/bin/sh` script in `directory` with `$CHATRENDER` naming the binary (for redirections, limits and
    /// closed descriptors the test itself cannot set up).
    static func shell(_ script: String, in directory: String) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["CHATRENDER"] = binary
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errors = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: [UInt8](outData), stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// A conversation of `count` messages (in `theme`), tall at `scale`.
    static func longChat(_ count: Int, scale: Int = 3, changing changed: Int? = nil) -> String {
        let messages = (0..<count).map { i in
            let text = "Train at \(i == changed ? "seven" : "eight"), message \(i)"
            return #"{"from": "\#(i % 3 == 0 ? "me" : "ann")", "text": "\#(text)"}"#
        }
        return #"{"theme": "imessage", "canvas": {"width": 390, "scale": \#(scale)}, "participants": [{"id": "me", "me": true},"#
            + #" {"id": "ann", "name": "Ann"}], "messages": [\#(messages.joined(separator: ", "))]}"#
    }

    /// A fresh temporary directory.
    static func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-cli-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static let pinnedFonts = [
        "--font", "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "--font", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "--font", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#Noto Sans CJK SC",
        "--font", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]
}

/// Standard error collected on another thread; read only after that thread is joined.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// Stops a process that outlives its time limit; `timedOut` is set before the process is stopped, so it is read
/// after the process ended.
private final class Watchdog: @unchecked Sendable {
    let process: Process
    var timedOut = false
    init(_ process: Process) { self.process = process }
}
