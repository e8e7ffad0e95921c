import ChatGeometry
import Foundation
import Testing
@testable import ChatModel

/// `edited` and `forwarded` on text messages, and the theme's `groups.edited` and `groups.forwarded` rules.
@Suite("Edited and forwarded")
struct EditedAndForwardedDecodingTests {
    @Test func labelsDecodeAndRoundTrip() throws {
        let json = TestSupport.chat(#"""
            {"from": "alice", "text": "a", "edited": true},
            {"from": "alice", "text": "b", "forwarded": true},
            {"from": "me", "text": "c", "forwarded": "Lisbon Rail", "edited": false},
            {"from": "me", "text": "d", "forwarded": false}
            """#)
        let conversation = try TestSupport.conversation(json)
        let messages = conversation.messages
        #expect(messages[0].edited && !messages[0].forwarded)
        #expect(messages[1].forwarded && messages[1].forwardedFrom == nil && !messages[1].edited)
        #expect(messages[2].forwarded && messages[2].forwardedFrom == "Lisbon Rail")
        #expect(!messages[3].forwarded)
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.messages.map(\.edited) == messages.map(\.edited))
        #expect(decoded.messages.map(\.forwarded) == messages.map(\.forwarded))
        #expect(decoded.messages.map(\.forwardedFrom) == messages.map(\.forwardedFrom))
        // Anything sent in a bubble can be forwarded.
        let kinds = try TestSupport.conversation(TestSupport.chat(#"""
            {"from": "alice", "image": "a.png", "forwarded": true},
            {"from": "alice", "album": ["a.png", "b.png"], "forwarded": "Lisbon Rail"},
            {"from": "me", "video": {"thumbnail": "a.png"}, "forwarded": true},
            {"from": "me", "audio": {"duration": 3}, "forwarded": true},
            {"from": "alice", "file": {"name": "a.pdf", "size": 10}, "forwarded": true},
            {"from": "alice", "location": {"title": "Here"}, "forwarded": true}
            """#)).messages
        #expect(kinds.allSatisfy(\.forwarded) && kinds[1].forwardedFrom == "Lisbon Rail")
        // In code, a source implies forwarded.
        #expect(Message(from: "me", content: .text("x"), forwardedFrom: "Ana").forwarded)
    }

    @Test(arguments: [
        (#"{"from": "alice", "image": "a.png", "edited": true}"#, "messages[0].edited", "only a text message can be marked edited"),
        (#"{"from": "alice", "typing": true, "forwarded": true}"#, "messages[0].forwarded", "a typing indicator cannot be marked forwarded"),
        (#"{"from": "alice", "sticker": "a.png", "forwarded": "Ana"}"#, "messages[0].forwarded", "a sticker cannot be marked forwarded"),
        (#"{"from": "alice", "file": {"name": "a.pdf", "size": 10}, "edited": true}"#, "messages[0].edited", "only a text message can be marked edited"),
        (#"{"from": "alice", "text": "x", "edited": "yes"}"#, "messages[0].edited", "expected true or false"),
        (#"{"from": "alice", "text": "x", "forwarded": 3}"#, "messages[0].forwarded", "expected true, false or the name"),
        (#"{"from": "alice", "text": "x", "forwarded": ""}"#, "messages[0].forwarded", "is empty"),
        (#"{"day": "Today", "edited": true}"#, "messages[0].edited", "edited"),
    ])
    func badLabels(message: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(message)))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }

    private func groups(_ json: String) throws -> ThemeGroupRules {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + json + ",")]).utf8)).groups
    }

    @Test func rulesDecode() throws {
        let rules = try groups(#"{"edited": {"slot": "below", "color": "link"}, "forwarded": {"slot": "inside", "source": true, "color": "link"}}"#)
        #expect(rules.edited == EditedRule(slot: .below, color: .link))
        #expect(rules.forwarded == ForwardedRule(slot: .inside, source: true, color: .link))
        #expect(try groups(#"{"forwarded": {"glyph": "forward"}}"#).forwarded == ForwardedRule(glyph: "forward"))
        let defaults = try groups("{}")
        #expect(defaults.edited == EditedRule() && defaults.forwarded == ForwardedRule())
        #expect(try groups(#"{"forwarded": {"slot": "none"}}"#).forwarded.slot == ForwardedRule.Slot.none)
        #expect(try groups(#"{"captions": {"preset": "inside", "frame": "always"}}"#).captions.frame == .always)
        #expect(try groups(#"{"captions": "inside"}"#).captions.frame == .content)
        let voice = try groups(##"{"voice": {"button": "bare", "picture": 44, "thumb": true, "accent": {"light": "#00A884"}}}"##).voice
        #expect(voice == VoiceRule(button: .bare, picture: 44, thumb: true, accent: [.light: Color(hex: "#00A884")!]))
        #expect(try groups("{}").voice == VoiceRule())
        #expect(try groups(#"{"voice": {"duration": "time"}}"#).voice.duration == .time)
    }

    @Test(arguments: [
        (#"{"edited": {"slot": "above"}}"#, "groups.edited.slot", "is not an edited-label slot"),
        (#"{"edited": {"colour": "link"}}"#, "groups.edited", #"unknown key "colour""#),
        (#"{"forwarded": {"slot": "top"}}"#, "groups.forwarded.slot", "is not a forwarded-label slot"),
        (#"{"forwarded": {"source": 1}}"#, "groups.forwarded.source", "expected true or false"),
        (#"{"forwarded": {"color": "red"}}"#, "groups.forwarded.color", "is not a forwarded-label colour"),
        (#"{"forwarded": {"glyph": "forwad"}}"#, "groups.forwarded.glyph", "is not a glyph of this theme"),
        (#"{"captions": {"frame": "never"}}"#, "groups.captions.frame", "is not a photo framing"),
        (#"{"voice": {"button": "round"}}"#, "groups.voice.button", "is not a play button style"),
        (#"{"voice": {"duration": "grey"}}"#, "groups.voice.duration", "is not a duration colour"),
        (#"{"voice": {"picture": 200}}"#, "groups.voice.picture", "outside the allowed"),
        (##"{"voice": {"accent": {"dim": "#FFFFFF"}}}"##, "groups.voice.accent", #"unknown key "dim""#),
    ])
    func badRules(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + value + ",")])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
