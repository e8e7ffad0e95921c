import ArgumentParser
import ChatModel
import Foundation

/// `chatrender schema`: the JSON Schema of conversation.json.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the conversation format."
    )

    func run() throws {
        FileHandle.standardOutput.write(Data(ConversationSchema.json.utf8))
        if !ConversationSchema.json.hasSuffix("\n") { FileHandle.standardOutput.write(Data("\n".utf8)) }
    }
}
