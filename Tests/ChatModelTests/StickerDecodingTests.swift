import Testing
@testable import ChatModel

/// `sticker: path`.
@Suite("Sticker messages")
struct StickerDecodingTests {
    @Test func stickerDecodes() throws {
        let message = try #require(try TestSupport.conversation(TestSupport.chat(#"{"from": "alice", "sticker": "img/party.png"}"#)).messages.first)
        #expect(message.content == .sticker(path: "img/party.png"))
    }

    @Test(arguments: [(#""""#, "the sticker path is empty"), (#""http://x.org/s.png""#, "is a network address"),
                      ("3", "expected a string, found the number 3")])
    func badStickers(value: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat("{\"from\": \"alice\", \"sticker\": \(value)}")))
        #expect(error.path == "messages[0].sticker")
        #expect(error.description.contains(words), "\(error)")
    }
}
