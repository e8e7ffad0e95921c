import ArgumentParser
import ChatRender
import Foundation

/// An error of the command line itself (not of a render): printed as `chatrender: error: …` with its exit status.
enum CLIError: Error, CustomStringConvertible {
    /// The arguments cannot work together (exit 64); says how to fix them.
    case usage(String)
    /// `chatrender serve` found no `chatrender-serve` executable to hand off to (exit 69); says where it looked.
    case serviceUnavailable(String)

    var description: String {
        switch self {
        case .usage(let message), .serviceUnavailable(let message): message
        }
    }

    /// Prints the message with the one error prefix and returns the exit code to throw.
    var exit: ExitCode {
        FileHandle.standardError.write(Data("chatrender: error: \(description)\n".utf8))
        switch self {
        case .usage: return ExitCode(64)
        case .serviceUnavailable: return ExitCode(69)
        }
    }
}

/// Standard output when it is a terminal: binary image bytes would garble it, so they are refused.
enum Terminal {
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Throws a usage error when `-o -` would write image bytes to a terminal.
    static func refuseBinaryOutput(to path: String) throws(CLIError) {
        guard path == "-", standardOutputIsTerminal else { return }
        throw .usage("standard output is a terminal; image bytes would garble it. Redirect it (-o - > chat.png, "
                     + "-o - | viewer) or name a file with -o")
    }
}
