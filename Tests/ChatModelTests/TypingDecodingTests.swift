import Testing
@testable import ChatModel

/// `typing: true`: a sender's typing indicator.
@Suite("Typing indicators")
struct TypingDecodingTests {
    @Test func typingDecodesWithSenderAndTime() throws {
        let json = TestSupport.chat(#"{"from": "alice", "typing": true, "time": "9:41"}"#)
        let message = try #require(try TestSupport.conversation(json).messages.first)
        #expect(message.content == .typing)
        #expect(message.from == "alice")
        #expect(message.time == "9:41")
        #expect(message.content.hasSender)
    }

    @Test(arguments: [("false", #""typing": false shows nothing; use true, or remove the message"#),
                      (#""yes""#, #"expected true or false, found the string "yes""#)])
    func badTypingValues(value: String, words: String) throws {
        let json = TestSupport.chat("{\"from\": \"alice\", \"typing\": \(value)}")
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].typing")
        let position = try #require(TestSupport.position(of: value + "}", in: json))
        #expect(error.line == position.line && error.column == position.column)
        #expect(error.description.contains(words), "\(error)")
    }

    @Test func typingHasNoStatus() throws {
        let json = TestSupport.chat(#"{"from": "me", "typing": true, "status": "read"}"#)
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].status")
        #expect(error.description.contains(#"a typing indicator has no delivery status; remove "status""#))
    }

    @Test func typingHasNoReactions() throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(#"{"from": "alice", "typing": true, "reactions": ["👍"]}"#)))
        #expect(error.path == "messages[0].reactions")
        #expect(error.description.contains(#"a typing indicator cannot have reactions; remove "reactions""#))
    }

    @Test func typingNeedsASender() throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(#"{"typing": true}"#)))
        #expect(error.path == "messages[0].from" || error.description.contains("\"from\""), "\(error)")
    }

    @Test func captionIsRefusedOnTyping() throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(#"{"from": "me", "typing": true, "caption": "x"}"#)))
        #expect(error.path == "messages[0].caption")
    }
}
