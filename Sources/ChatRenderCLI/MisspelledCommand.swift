import ChatModel
import Foundation

/// A first argument that looks like a misspelt subcommand (`chatrender rendr chat.json`): rendering is the default
/// subcommand, so without this check it would be read as a conversation file and fail with "cannot read rendr".
enum MisspelledCommand {
    /// The usage error for `arguments` (without the program name) when the first one is not an option, not a
    /// path (no `.` or `/`), names no existing file, and is close to a subcommand's name; nil otherwise.
    static func error(in arguments: [String]) -> CLIError? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
              !FileManager.default.fileExists(atPath: first) else { return nil }
        let names = ChatRenderCommand.configuration.subcommands
            .filter { $0.configuration.shouldDisplay }
            .compactMap { $0.configuration.commandName }
        guard !names.contains(first), first != "help", let suggestion = Suggestion.nearest(to: first, in: names) else { return nil }
        let corrected = (["chatrender", suggestion] + arguments.dropFirst()).joined(separator: " ")
        return .usage("\(first) is neither a command nor a file; did you mean '\(suggestion)'? (\(corrected); "
                      + "`chatrender --help` lists the commands)")
    }
}
