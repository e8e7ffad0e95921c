import Foundation
import Testing
@testable import ChatModel

/// `chrome`: defaults, parts switched off, and every way a value can be wrong (path, position, message).
@Suite("ConversationDecoder: chrome")
struct ChromeDecodingTests {
    private func decode(chrome: String) throws -> Chrome? {
        try TestSupport.conversation(TestSupport.chat("", extra: "\"chrome\": \(chrome), ")).chrome
    }

    /// The error for `chrome`, checked for its path, the position of `marker` and the words of its message.
    private func expectError(
        chrome: String, path: String, at marker: String, says words: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let json = TestSupport.chat("", extra: "\"chrome\": \(chrome), ")
        guard let error = TestSupport.conversationError(json, sourceLocation: sourceLocation) else { return }
        let prefix = "\"chrome\": "
        let position = TestSupport.position(of: prefix + chrome, in: json)
            .map { (line: $0.line, column: $0.column + prefix.count + (chrome.range(of: marker).map { chrome.distance(from: chrome.startIndex, to: $0.lowerBound) } ?? 0)) }
        #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
        #expect(error.line == position?.line && error.column == position?.column, "\(error)", sourceLocation: sourceLocation)
        for word in words {
            #expect(error.description.contains(word), "\(error.description) lacks \(word)", sourceLocation: sourceLocation)
        }
    }

    @Test func absentOrFalseMeansNoChrome() throws {
        #expect(try TestSupport.conversation(TestSupport.chat("")).chrome == nil)
        #expect(try decode(chrome: "false") == nil)
    }

    @Test func anEmptyObjectDrawsEveryPartWithDefaults() throws {
        let chrome = try #require(try decode(chrome: "{}"))
        #expect(chrome.statusBar == StatusBar(time: "9:41", battery: 100, signal: 4, wifi: true))
        #expect(chrome.header == ChatHeader(title: nil, subtitle: nil, avatar: nil))
        #expect(chrome.composer == Composer(placeholder: nil))
    }

    @Test func partsCanBeSwitchedOffOneByOne() throws {
        let chrome = try #require(try decode(chrome: #"{"statusBar": false, "composer": false}"#))
        #expect(chrome.statusBar == nil)
        #expect(chrome.header != nil)
        #expect(chrome.composer == nil)
    }

    @Test func everyValueIsRead() throws {
        let chrome = try #require(try decode(chrome: """
            {"statusBar": {"time": "10:09", "battery": 37.5, "signal": 2, "wifi": false},
             "header": {"title": "Alice", "subtitle": "online", "avatar": "img/alice.png"},
             "composer": {"placeholder": "Text Message"}}
            """))
        #expect(chrome.statusBar == StatusBar(time: "10:09", battery: 37.5, signal: 2, wifi: false))
        #expect(chrome.header == ChatHeader(title: "Alice", subtitle: "online", avatar: "img/alice.png"))
        #expect(chrome.composer == Composer(placeholder: "Text Message"))
    }

    @Test("a typed draft is read as written, beside or without a placeholder; an empty one is no draft")
    func composerDraftIsRead() throws {
        let chrome = try #require(try decode(chrome: #"{"composer": {"text": "See you at 7? 🍿"}}"#))
        #expect(chrome.composer == Composer(text: "See you at 7? 🍿"))
        #expect(chrome.composer?.draft == "See you at 7? 🍿")
        let both = try #require(try decode(chrome: #"{"composer": {"placeholder": "iMessage", "text": "  two spaces first"}}"#))
        #expect(both.composer == Composer(placeholder: "iMessage", text: "  two spaces first"))
        #expect(both.composer?.draft == "  two spaces first")
        let empty = try #require(try decode(chrome: #"{"composer": {"text": ""}}"#))
        #expect(empty.composer == Composer(text: "") && empty.composer?.draft == nil)
        #expect(Composer().draft == nil)
    }

    @Test("a draft is written out by the Codable encoding and read back equal")
    func composerDraftRoundTrips() throws {
        let json = TestSupport.chat("", extra: #""chrome": {"composer": {"placeholder": "Aa", "text": "On my way"}}, "#)
        let conversation = try TestSupport.conversation(json)
        let encoded = try JSONEncoder().encode(conversation)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""text":"On my way""#))
        let decoded = try JSONDecoder().decode(Conversation.self, from: encoded)
        #expect(decoded.chrome?.composer == Composer(placeholder: "Aa", text: "On my way"))
    }

    @Test(arguments: ["7", "true", "null", "[\"a\"]", "{}"])
    func composerDraftIsAString(value: String) {
        expectError(chrome: "{\"composer\": {\"text\": \(value)}}", path: "chrome.composer.text", at: value, says: ["expected a string"])
    }

    @Test func composerUnknownKeySuggestsText() {
        expectError(chrome: #"{"composer": {"txt": "Hi"}}"#, path: "chrome.composer", at: #""txt""#, says: [#"did you mean "text"?"#])
    }

    @Test(arguments: ["true", "null", "[]", "\"yes\""])
    func chromeIsAnObjectOrFalse(chrome: String) {
        expectError(chrome: chrome, path: "chrome", at: chrome, says: ["expected an object or false"])
    }

    @Test func aPartIsAnObjectOrFalse() {
        expectError(chrome: #"{"header": true}"#, path: "chrome.header", at: "true", says: ["expected an object or false"])
    }

    @Test func unknownKeysSuggestTheNearest() {
        expectError(chrome: #"{"statusbar": false}"#, path: "chrome", at: #""statusbar""#,
                    says: ["statusbar", #"did you mean "statusBar"?"#])
        expectError(chrome: #"{"statusBar": {"batery": 50}}"#, path: "chrome.statusBar", at: #""batery""#,
                    says: ["batery", #"did you mean "battery"?"#])
        expectError(chrome: #"{"header": {"titel": "A"}}"#, path: "chrome.header", at: #""titel""#,
                    says: [#"did you mean "title"?"#])
        expectError(chrome: #"{"composer": {"placeholdr": "A"}}"#, path: "chrome.composer", at: #""placeholdr""#,
                    says: [#"did you mean "placeholder"?"#])
    }

    @Test(arguments: ["-1", "100.5", "250"])
    func batteryIsAPercentage(battery: String) {
        expectError(chrome: "{\"statusBar\": {\"battery\": \(battery)}}", path: "chrome.statusBar.battery", at: battery,
                    says: ["\(battery) % is outside the allowed battery charges 0…100 %", "use a value from 0 to 100"])
    }

    @Test(arguments: ["5", "-1"])
    func signalIsZeroToFourBars(signal: String) {
        expectError(chrome: "{\"statusBar\": {\"signal\": \(signal)}}", path: "chrome.statusBar.signal", at: signal,
                    says: ["outside the allowed signal bar counts 0…4"])
    }

    @Test func signalIsAWholeNumber() {
        expectError(chrome: #"{"statusBar": {"signal": 2.5}}"#, path: "chrome.statusBar.signal", at: "2.5",
                    says: ["2.5 is not a whole number of signal bars", "use 0, 1, 2, 3 or 4"])
    }

    @Test func typesAreChecked() {
        expectError(chrome: #"{"statusBar": {"wifi": "on"}}"#, path: "chrome.statusBar.wifi", at: #""on""#,
                    says: ["expected true or false"])
        expectError(chrome: #"{"statusBar": {"time": 941}}"#, path: "chrome.statusBar.time", at: "941",
                    says: ["expected a string"])
        expectError(chrome: #"{"header": {"title": "  "}}"#, path: "chrome.header.title", at: #""  ""#,
                    says: ["the header title is only whitespace"])
    }

    @Test func headerAvatarIsALocalPath() {
        expectError(chrome: #"{"header": {"avatar": "https://example.com/a.png"}}"#, path: "chrome.header.avatar",
                    at: #""https"#, says: ["https://example.com/a.png"])
    }

    @Test func headerUnreadCountIsRead() throws {
        let chrome = try #require(try decode(chrome: #"{"header": {"unread": 12}}"#))
        #expect(chrome.header == ChatHeader(unread: 12))
        #expect(try decode(chrome: #"{"header": {"unread": 0}}"#)?.header?.unread == 0)
    }

    @Test(arguments: [("-1", "outside the allowed unread counts 0…999999"), ("2.5", "2.5 is not a whole number of unread messages"),
                      ("1000000", "outside the allowed unread counts")])
    func headerUnreadIsAWholeCount(value: String, words: String) {
        expectError(chrome: "{\"header\": {\"unread\": \(value)}}", path: "chrome.header.unread", at: value, says: [words])
    }
}
