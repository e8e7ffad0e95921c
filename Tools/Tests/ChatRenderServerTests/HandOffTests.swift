import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `make install`'s script into a temporary prefix with both executables, then `chatrender serve` found through
/// `PATH` as a user runs it: it replaces itself with the `chatrender-serve` installed beside it. `make test` builds
/// `chatrender` into this package's build directory (`swift build --package-path Tools --product chatrender`), so
/// both come from the same build.
@Suite("chatrender serve installed", .serialized)
struct HandOffTests {
    /// `name` built beside the test bundle.
    static func built(_ name: String) -> String {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle.appendingPathComponent(name).path,
                          bundle.deletingLastPathComponent().appendingPathComponent(name).path,
                          Fixture.path("Tools/.build/debug/\(name)")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }

    @Test("the installed `chatrender serve` hands off to chatrender-serve: it listens, answers and stops on SIGTERM",
          .timeLimit(.minutes(3)))
    func installedServe() throws {
        let chatrender = Self.built("chatrender"), serve = Self.built("chatrender-serve")
        try #require(FileManager.default.isExecutableFile(atPath: chatrender),
                     "build it first: swift build --package-path Tools --product chatrender (make test does)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-handoff-\(getpid())").path
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let prefix = scratch + "/prefix", log = scratch + "/server.log"

        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/bin/bash")
        install.arguments = [Fixture.path("scripts/install.sh")]
        install.environment = ProcessInfo.processInfo.environment.merging(["PREFIX": prefix, "BIN": chatrender, "SERVE_BIN": serve]) { $1 }
        install.standardOutput = FileHandle.nullDevice
        try install.run()
        install.waitUntilExit()
        #expect(install.terminationStatus == 0)
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/chatrender-serve"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec chatrender serve --port 0 --log-format json --concurrency 1 2>'\(log)'"]
        process.environment = ["PATH": prefix + "/bin:/usr/bin:/bin"]
        process.currentDirectoryURL = URL(fileURLWithPath: prefix)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var port: Int?
        for _ in 0..<3000 where port == nil && process.isRunning {
            usleep(20_000)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #""url":"http://127.0.0.1:"#) {
                port = Int(text[range.upperBound...].prefix { $0.isNumber })
            }
        }
        let started = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(port != nil, "no listening line: \(started)")
        // The same process, now chatrender-serve (exec, not a child): signals and exit status are the service's.
        let name = try String(contentsOfFile: "/proc/\(process.processIdentifier)/comm", encoding: .utf8)
        #expect(name.hasPrefix("chatrender-serv"), "\(name)")
        if let port {
            // bash's /dev/tcp: no HTTP client needed on the machine.
            let health = Process()
            health.executableURL = URL(fileURLWithPath: "/bin/bash")
            health.arguments = ["-c", "exec 3<>/dev/tcp/127.0.0.1/\(port); "
                + "printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3; timeout 60 cat <&3"]
            let output = Pipe()
            health.standardOutput = output
            try health.run()
            let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            health.waitUntilExit()
            #expect(answer.contains("ok"), "\(answer)")
        }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }
}
