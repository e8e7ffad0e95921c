import ArgumentParser
import ChatRenderServeOptions
import Foundation

/// `chatrender serve`: checks the options here (so that `--help`, completions, the man page and usage errors are
/// the command line's own), then replaces this process with the `chatrender-serve` executable installed beside it,
/// which runs the HTTP service. The HTTP stack lives only in that executable: every other command starts up
/// without it.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the HTTP render service (POST /v1/render, /v1/layout) with a live preview page at /.",
        discussion: ServeOptions.discussion
    )

    @OptionGroup var options: ServeOptions

    func run() throws {
        let arguments = CommandLine.arguments
        let forwarded = arguments.firstIndex(of: "serve").map { Array(arguments[($0 + 1)...]) } ?? []
        let error = ServeHandOff.exec(arguments: forwarded)
        throw CLIError.serviceUnavailable(error).exit
    }
}
