import ArgumentParser
import ChatModel
import ChatRenderProcess
import Foundation

/// `chatrender schema`: the JSON Schema of conversation.json; `--theme`: of a theme pack's theme.json.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the conversation format (or, with --theme, of theme.json)."
    )

    @Flag(help: "Print the schema of a theme pack's theme.json instead.")
    var theme = false

    func run() throws {
        let json = theme ? ThemeSchema.json : ConversationSchema.json
        do {
            try StandardOutput.print(json.hasSuffix("\n") ? json : json + "\n")
        } catch {
            throw fail(error)
        }
    }
}
