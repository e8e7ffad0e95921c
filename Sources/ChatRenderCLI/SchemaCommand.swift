import ArgumentParser
import ChatModel
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
        FileHandle.standardOutput.write(Data(json.utf8))
        if !json.hasSuffix("\n") { FileHandle.standardOutput.write(Data("\n".utf8)) }
    }
}
