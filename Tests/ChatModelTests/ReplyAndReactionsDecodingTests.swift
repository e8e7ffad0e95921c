import Foundation
import Testing
@testable import ChatModel

/// `replyTo` and `reactions` on sender messages.
@Suite("Replies and reactions")
struct ReplyAndReactionsDecodingTests {
    @Test func repliesAndReactionsDecode() throws {
        let json = TestSupport.chat(#"""
            {"from": "alice", "text": "hi", "reactions": ["❤️", "👍🏽", "👩‍👩‍👧", "1️⃣", "🇫🇷"]},
            {"from": "me", "image": "a.png"},
            {"from": "me", "text": "yo", "replyTo": 1},
            {"from": "alice", "text": "ok", "replyTo": 0, "reactions": ["😂"]}
            """#)
        let messages = try TestSupport.conversation(json).messages
        #expect(messages.map(\.replyTo) == [nil, nil, 1, 0])
        #expect(messages[0].reactions == ["❤️", "👍🏽", "👩‍👩‍👧", "1️⃣", "🇫🇷"])
        #expect(messages[1].reactions.isEmpty)
        #expect(messages[3].reactions == ["😂"])
    }

    func replyError(_ value: String, at index: Int = 2, before: String = #"{"from": "me", "text": "a"}, {"from": "alice", "text": "b"}"#,
                    content: String = #""text": "c""#) throws -> ModelError {
        var entries = before.isEmpty ? [] : [before]
        entries.append("{\"from\": \"me\", \(content), \"replyTo\": \(value)}")
        let json = TestSupport.chat(entries.joined(separator: ", "))
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[\(index)].replyTo")
        let position = try #require(TestSupport.position(of: "\"replyTo\": \(value)", in: json))
        #expect(error.line == position.line && error.column == position.column + 11)
        return error
    }

    @Test func laterSelfAndOutOfRangeRepliesAreRefused() throws {
        #expect(try replyError("9").description.hasSuffix("9 is not an earlier message; use the index of a message before this one (0…1)"))
        #expect(try replyError("2").description.contains("2 is not an earlier message"))
        #expect(try replyError("-1").description.contains("-1 is not an earlier message"))
        let first = try replyError("0", at: 0, before: "")
        #expect(first.description.contains("the first message has nothing to reply to; remove \"replyTo\""))
    }

    @Test func repliesMustBeIntegers() throws {
        #expect(try replyError("1.5").description.contains("expected the index of an earlier message (an integer), found"))
        #expect(try replyError(#""1""#).description.contains("expected the index of an earlier message"))
    }

    @Test func noticesAndTypingCannotBeQuoted() throws {
        let day = try replyError("0", at: 1, before: #"{"day": "Today"}"#)
        #expect(day.description.contains("messages[0] is a day separator, which cannot be quoted"))
        let system = try replyError("0", at: 1, before: #"{"system": "Bo left"}"#)
        #expect(system.description.contains("messages[0] is a system notice"))
        let typing = try replyError("0", at: 1, before: #"{"from": "alice", "typing": true}"#)
        #expect(typing.description.contains("messages[0] is a typing indicator"))
        let unread = try replyError("0", at: 1, before: #"{"unread": 3}"#)
        #expect(unread.description.contains("messages[0] is the unread messages divider, which cannot be quoted"))
        let encryption = try replyError("0", at: 1, before: #"{"encryption": true}"#)
        #expect(encryption.description.contains("messages[0] is the encryption notice"))
    }

    @Test func onlyTextMessagesReply() throws {
        let error = try replyError("0", content: #""image": "a.png""#)
        #expect(error.description.contains("a reply preview is drawn inside a text bubble, but this message has no text"))
    }

    @Test(arguments: [
        (#"[]"#, "reactions", "the reactions list is empty"),
        (#""👍""#, "reactions", "expected an array"),
        (#"["👍", "ok"]"#, "reactions[1]", #""ok" is not one emoji; write a single emoji such as"#),
        (#"["👍👍"]"#, "reactions[0]", "is not one emoji"),
        (#"["1"]"#, "reactions[0]", "is not one emoji"),
        (#"[""]"#, "reactions[0]", "is not one emoji"),
        (#"[3]"#, "reactions[0]", "expected an emoji, or {\"emoji\": …, \"from\": …}, found the number 3"),
        (#"[{"emoji": "👍", "from": "bob"}]"#, "reactions[0].from", "bob"),
        (#"[{"from": "alice"}]"#, "reactions[0]", "emoji"),
        (#"[{"emoji": "ok", "from": "alice"}]"#, "reactions[0].emoji", "is not one emoji"),
        (#"[{"emoji": "👍", "who": "alice"}]"#, "reactions[0]", #"unknown key "who""#),
    ])
    func badReactions(value: String, path: String, words: String) throws {
        let json = TestSupport.chat("{\"from\": \"alice\", \"text\": \"hi\", \"reactions\": \(value)}")
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].\(path)")
        #expect(error.description.contains(words), "\(error)")
    }

    @Test func reactorsDecodeAndRoundTrip() throws {
        let json = TestSupport.chat(#"{"from": "alice", "text": "hi", "reactions": [{"emoji": "👍", "from": "me"}, "👍", {"emoji": "❤️"}]}, {"from": "me", "text": "ok", "reactions": ["😂"]}"#)
        let conversation = try TestSupport.conversation(json)
        #expect(conversation.messages[0].reactions == ["👍", "👍", "❤️"])
        #expect(conversation.messages[0].reactors == ["me", nil, nil])
        #expect(conversation.messages[1].reactors.isEmpty && conversation.messages[1].reactionReactors == [nil])
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.messages == conversation.messages)
        #expect(decoded.messages[0].reactors == ["me", nil, nil])
    }

    @Test func tooManyReactions() throws {
        let many = "[" + Array(repeating: #""👍""#, count: 21).joined(separator: ",") + "]"
        let error = try #require(TestSupport.conversationError(TestSupport.chat("{\"from\": \"alice\", \"text\": \"hi\", \"reactions\": \(many)}")))
        #expect(error.description.contains("21 reactions are more than a badge shows; keep at most 20"))
    }
}
