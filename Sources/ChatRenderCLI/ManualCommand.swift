import ArgumentParser
import ChatRender
import ChatRenderProcess
import Foundation

/// `chatrender generate-manual` (hidden): the man page, chatrender(1), generated from the commands' own help so
/// that it never disagrees with `--help`. `make install` writes it to PREFIX/share/man/man1/chatrender.1.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-manual",
        abstract: "Print the man page (roff) generated from the help of every command.",
        shouldDisplay: false
    )

    func run() throws {
        do {
            try StandardOutput.print(Self.page())
        } catch {
            throw fail(error)
        }
    }

    /// The whole page: name, synopsis, the root command's help, one section per subcommand, then every exit status.
    static func page() -> String {
        let root = ChatRenderCommand.configuration
        var lines = [
            #".TH CHATRENDER 1 "" "chatrender \#(ChatRenderVersion.current)" "User Commands""#,
            ".SH NAME",
            "chatrender \\- " + escape(root.abstract),
            ".SH SYNOPSIS",
        ]
        for command in root.subcommands where command.configuration.shouldDisplay {
            lines.append(".B chatrender \(command.configuration.commandName ?? "")")
            lines.append(".RI [ options ]")
            lines.append(".br")
        }
        lines.append(".SH DESCRIPTION")
        lines.append(contentsOf: preformatted(ChatRenderCommand.helpMessage(columns: 100)))
        lines.append(".SH COMMANDS")
        for command in root.subcommands where command.configuration.shouldDisplay {
            lines.append(".SS chatrender \(command.configuration.commandName ?? "")")
            lines.append(contentsOf: preformatted(ChatRenderCommand.helpMessage(for: command, columns: 100)))
        }
        lines.append(".SH EXIT STATUS")
        for (code, meaning) in ExitStatus.meanings {
            lines.append(contentsOf: [".TP", ".B \(code)", escape(meaning)])
        }
        lines.append(".SH VERSION")
        lines.append(contentsOf: preformatted(ChatRenderVersion.text))
        lines.append(".SH SEE ALSO")
        lines.append("The conversation and theme pack formats: docs/conversation.md and docs/theme-pack.md in the source "
                     + "repository, and \\fBchatrender schema\\fR, \\fBchatrender schema --theme\\fR; manifests, "
                     + "annotations and tar files: docs/manifest.md.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Help text shown as written (no filling), escaped for roff.
    static func preformatted(_ text: String) -> [String] {
        [".nf"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) } + [".fi"]
    }

    /// Backslashes doubled as roff wants them, a leading `.` or `'` kept from being read as a request.
    static func escape(_ line: String) -> String {
        let text = line.replacingOccurrences(of: "\\", with: "\\e")
        return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }
}
