import Foundation
import Testing
@testable import ChatModel

/// `pinned` on a message, and a theme's `chrome.pinnedBar`.
@Suite("Pinned messages")
struct PinnedDecodingTests {
    @Test func pinnedMessagesDecodeAndRoundTrip() throws {
        let json = TestSupport.chat(#"{"from": "alice", "text": "a", "pinned": true}, {"from": "alice", "text": "b", "pinned": false}, {"from": "alice", "text": "c"}"#)
        let conversation = try TestSupport.conversation(json)
        #expect(conversation.messages.map(\.pinned) == [true, false, false])
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.messages == conversation.messages)
    }

    @Test(arguments: [
        (#"{"from": "alice", "text": "a", "pinned": "yes"}"#, "messages[0].pinned", "expected true or false"),
        (#"{"from": "alice", "typing": true, "pinned": true}"#, "messages[0].pinned", "a typing indicator cannot be pinned"),
        (#"{"day": "2026-11-20", "pinned": true}"#, "messages[0].pinned", "pinned"),
    ])
    func badPins(message: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(message)))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }

    private func chrome(_ json: String) throws -> ThemeChrome {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "chrome": "# + json + ",")]).utf8)).chrome
    }

    @Test func pinnedBarsDecode() throws {
        #expect(try chrome("{}").pinnedBar == nil)
        let bar = try #require(try chrome(#"{"pinnedBar": {"height": 48, "items": [{"id": "t", "text": "{pinnedMessage}: {pinned}", "size": 14, "color": "accent", "maxWidth": 300, "x": 20, "y": "bar.top + 7", "when": "pinned"}]}}"#).pinnedBar)
        #expect(bar.height == 48 && bar.items.count == 1)
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#,
            #""version": 1, "chrome": {"pinnedBar": {"height": 48, "items": [{"text": "{pinnd}", "size": 14, "color": "accent", "maxWidth": 300, "x": 0, "y": 0}]}},"#)])))
        #expect(error.path == "chrome.pinnedBar.items[0].text", "\(error)")
        #expect(error.description.contains("pinned"), "\(error)")
    }
}
