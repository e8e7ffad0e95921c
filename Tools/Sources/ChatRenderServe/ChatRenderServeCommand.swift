import ArgumentParser
import ChatRender
import ChatRenderServeOptions
import ChatRenderServer
import Foundation
import Logging

/// `chatrender-serve`: the HTTP render service with its live preview page (`ChatRenderServer`, docs/deploy.md).
/// `chatrender serve` validates its options and hands off to this executable, so the command line's other commands
/// do not carry (or start up with) the HTTP stack.
///
/// A synchronous command that waits for the server's task.
@main
struct ChatRenderServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatrender-serve",
        abstract: "Run the HTTP render service (POST /v1/render, /v1/layout) with a live preview page at /.",
        discussion: ServeOptions.discussion,
        version: ChatRenderVersion.text
    )

    @OptionGroup var options: ServeOptions

    /// Every error, ArgumentParser's usage errors included, starts the way the command line's do.
    static var _errorPrefix: String { "chatrender: error: " }

    func run() throws {
        let (configuration, json) = try options.settings()
        let outcome = ServeOutcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await Self.serve(configuration, json: json)
            } catch {
                outcome.error = error
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error as? ServerStartError {
            FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
            throw ExitCode(ServerStartError.exitStatus)
        }
        if let error = outcome.error {
            FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
            throw ExitCode(70)
        }
    }

    static func serve(_ configuration: ServerConfiguration, json: Bool) async throws {
        LoggingSystem.bootstrap { label in
            if json { return JSONLogHandler(label: label) }
            return StreamLogHandler.standardError(label: label)
        }
        let logger = Logger(label: "chatrender")
        let server = RenderServer(configuration: configuration, logger: logger)
        try await server.run { port in
            logger.notice("listening", metadata: ["url": "http://\(configuration.host):\(port)/",
                                                  "concurrency": "\(configuration.concurrency)", "queue": "\(configuration.queueLimit)"])
        }
    }
}

/// The error the server's task ended with, handed to the waiting command.
private final class ServeOutcome: @unchecked Sendable {
    var error: (any Error)?
}
