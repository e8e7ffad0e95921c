import Foundation
import Testing
import ChatGeometry
@testable import ChatModel

/// `encryption`: the app's end-to-end encryption notice, true or the text to show.
@Suite("Encryption notice")
struct EncryptionDecodingTests {
    @Test func noticesDecodeAndRoundTrip() throws {
        let json = TestSupport.chat(#"{"encryption": true}, {"from": "alice", "text": "a"}, {"encryption": "Chats with businesses are private"}"#)
        let conversation = try TestSupport.conversation(json)
        #expect(conversation.messages[0].content == .encryption(nil))
        #expect(conversation.messages[2].content == .encryption("Chats with businesses are private"))
        #expect(!conversation.messages[0].content.hasSender)
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.messages.map(\.content) == conversation.messages.map(\.content))
    }

    @Test(arguments: [
        (#"{"encryption": false}"#, "messages[0].encryption", "expected true or the notice's text"),
        (#"{"encryption": 3}"#, "messages[0].encryption", "expected true or the notice's text"),
        (#"{"encryption": ""}"#, "messages[0].encryption", "empty"),
        (#"{"encryption": true, "from": "alice"}"#, "messages[0].from", "from"),
        (#"{"encryption": true, "time": "9:41"}"#, "messages[0].time", "time"),
    ])
    func badNotices(message: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(message)))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }

    private func groups(_ json: String) throws -> ThemeGroupRules {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + json + ",")]).utf8)).groups
    }

    @Test func themeRulesDecode() throws {
        let rule = try groups(##"{"encryption": {"style": "pill", "fill": {"light": "#FFEECD"}, "text": {"dark": "#FFD279"}, "radius": 6, "width": 0.9, "lock": false}}"##).encryption
        #expect(rule == EncryptionRule(style: .pill, fill: [.light: Color(hex: "#FFEECD")!], text: [.dark: Color(hex: "#FFD279")!], radius: 6,
                                       width: 0.9, lock: false))
        #expect(try groups("{}").encryption == EncryptionRule())
        #expect(EncryptionRule().style == .none)
    }

    @Test(arguments: [
        (#"{"encryption": {"style": "box"}}"#, "groups.encryption.style", "is not an encryption notice style"),
        (#"{"encryption": {"width": 2}}"#, "groups.encryption.width", "outside the allowed"),
        (#"{"encryption": {"lock": "yes"}}"#, "groups.encryption.lock", "expected true or false"),
        (##"{"encryption": {"colour": "#FFFFFF"}}"##, "groups.encryption", #"unknown key "colour""#),
    ])
    func badThemeRules(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + value + ",")])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
