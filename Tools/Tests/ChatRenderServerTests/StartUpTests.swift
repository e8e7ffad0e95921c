import ChatRenderServeOptions
@testable import ChatRenderServer
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What `chatrender-serve` refuses before it serves: a font directory that is not there (as the command line
/// refuses it), and a port another process holds (exit 69 naming the port and the fix).
@Suite struct StartUpTests {
    /// The `chatrender-serve` built beside the tests.
    static var executable: String {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle.appendingPathComponent("chatrender-serve").path,
                          bundle.deletingLastPathComponent().appendingPathComponent("chatrender-serve").path,
                          Fixture.path("Tools/.build/debug/chatrender-serve")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }

    @Test func aMissingFontDirectoryIsRefusedAtStartUp() throws {
        let missing = "/nonexistent/chatrender-fonts"
        do {
            _ = try ServeOptions.parse(["--fonts", missing])
            Issue.record("--fonts \(missing) was accepted")
        } catch {
            let message = ServeOptions.message(for: error)
            #expect(message.contains(missing) && message.contains("does not exist"), "\(message)")
        }
        // From the environment too.
        #expect(throws: (any Error).self) { try ServeOptions.parse([]).settings(environment: ["CHATRENDER_FONTS": missing]) }
        // A directory with fonts is accepted.
        let fonts = try ServeOptions.parse([]).settings(environment: ["CHATRENDER_FONTS": "/usr/share/fonts/opentype/inter"])
        #expect(fonts.configuration.renderOptions.fontDirectory == "/usr/share/fonts/opentype/inter")
    }

    @Test(.timeLimit(.minutes(2))) func aPortInUseExits69NamingThePortAndTheFix() throws {
        let (socket, port) = LiveServer.occupiedPort()
        defer { close(socket) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["--port", String(port), "--fonts", "/usr/share/fonts/opentype/inter"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 69, "\(output)")
        #expect(output.contains("127.0.0.1:\(port)") && output.contains("in use") && output.contains("--port"), "\(output)")
        #expect(!output.contains("errno"), "NIO's text: \(output)")
    }
}
