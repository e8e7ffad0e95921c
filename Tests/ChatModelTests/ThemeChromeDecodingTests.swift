import ChatGeometry
import Testing
@testable import ChatModel

/// theme.json's optional `chrome` section: style names, placeholder, per-appearance colours, and every way it
/// can be wrong, each error naming its path and position.
@Suite("ThemeDecoder: chrome")
struct ThemeChromeDecodingTests {
    /// The valid test theme with `chrome` (an object's text) inserted before `colors`.
    private func theme(chrome: String) -> String {
        TestSupport.theme(replacing: [(#""colors": {"#, #""chrome": \#(chrome),"# + "\n  " + #""colors": {"#)])
    }

    private func decode(_ json: String) throws -> ThemeSpec { try ThemeDecoder().decode(Array(json.utf8)) }

    @Test("without a chrome section the theme keeps the iOS Messages chrome")
    func absent() throws {
        let spec = try decode(TestSupport.validTheme)
        #expect(spec.chrome == ThemeChrome())
        #expect(spec.chrome.header == .stacked && spec.chrome.composer == .messages && spec.chrome.placeholder == nil)
        #expect(spec.chrome.light == ThemeChromeColors() && spec.chrome.dark == ThemeChromeColors())
        #expect(try decode(TestSupport.minimalTheme).chrome == ThemeChrome())
    }

    @Test("every key decodes: styles, placeholder, light and dark colours")
    func full() throws {
        let spec = try decode(theme(chrome: ##"""
            { "header": "leading", "composer": "android", "placeholder": "Type a message",
              "light": { "bar": "#008069", "barText": "#FFFFFF", "accent": "#008069", "field": "#FFFFFF", "subtitle": "#D9EFEA" },
              "dark": { "bar": "#1F2C34", "accent": "#00A884" } }
            """##))
        #expect(spec.chrome.header == .leading)
        #expect(spec.chrome.composer == .android)
        #expect(spec.chrome.placeholder == "Type a message")
        #expect(spec.chrome.light == ThemeChromeColors(bar: Color(hex: "#008069"), barText: .white, accent: Color(hex: "#008069"),
                                                       field: .white, subtitle: Color(hex: "#D9EFEA")))
        #expect(spec.chrome.colors(for: .dark) == ThemeChromeColors(bar: Color(hex: "#1F2C34"), accent: Color(hex: "#00A884")))
    }

    @Test("the ios6 button labels and the gradient's bottom colour decode; without them the defaults")
    func ios6Keys() throws {
        let spec = try decode(theme(chrome: ##"""
            { "header": "ios6", "composer": "ios6", "backLabel": "Chats", "sendLabel": "Senden",
              "light": { "bar": "#6D84A2", "barEnd": "#4A6C9B" } }
            """##))
        #expect(spec.chrome.header == .ios6 && spec.chrome.composer == .ios6)
        #expect(spec.chrome.backLabel == "Chats" && spec.chrome.sendLabel == "Senden")
        #expect(spec.chrome.light.barEnd == Color(hex: "#4A6C9B") && spec.chrome.dark.barEnd == nil)
        let plain = try decode(theme(chrome: #"{ "header": "qq" }"#))
        #expect(plain.chrome.backLabel == nil && plain.chrome.sendLabel == nil)
        #expect(ThemeChrome.defaultBackLabel == "Messages" && ThemeChrome.defaultSendLabel == "Send")
    }

    @Test func emptyButtonLabelIsAnError() {
        expectError(chrome: #"{ "backLabel": "" }"#, at: #""""#, path: "chrome.backLabel", says: ["back button's label"])
    }

    @Test("each style name decodes", arguments: ChromeHeaderStyle.allCases, ChromeComposerStyle.allCases)
    func styles(header: ChromeHeaderStyle, composer: ChromeComposerStyle) throws {
        let spec = try decode(theme(chrome: #"{ "header": "\#(header.rawValue)", "composer": "\#(composer.rawValue)" }"#))
        #expect(spec.chrome.header == header && spec.chrome.composer == composer)
    }

    @Test("the composer placeholder: the conversation's, else the theme's, else \"Message\"")
    func placeholderPrecedence() {
        let themed = ThemeChrome(placeholder: "iMessage")
        #expect(themed.placeholder(for: Composer(placeholder: "Say hi")) == "Say hi")
        #expect(themed.placeholder(for: Composer()) == "iMessage")
        #expect(ThemeChrome().placeholder(for: Composer()) == "Message")
        #expect(themed.placeholder(for: Composer(placeholder: "")) == "")
    }

    // MARK: Errors

    private func expectError(chrome: String, at marker: String, skip: Int = 0, path: String, says words: [String],
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let json = theme(chrome: chrome)
        guard let error = TestSupport.themeError(json, sourceLocation: sourceLocation) else { return }
        let position = TestSupport.position(of: marker, in: json)
        #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
        #expect(error.line == position?.line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == position.map { $0.column + skip }, "\(error)", sourceLocation: sourceLocation)
        for word in words {
            #expect(error.description.contains(word), "\(error.description) lacks \(word)", sourceLocation: sourceLocation)
        }
    }

    @Test func unknownChromeKeySuggestsTheNearest() {
        expectError(chrome: #"{ "composr": "attach" }"#, at: #""composr""#, path: "chrome",
                    says: [#"unknown key "composr" (did you mean "composer"?)"#])
    }

    @Test func unknownColourKeySuggestsTheNearest() {
        expectError(chrome: ##"{ "light": { "barTxt": "#FFFFFF" } }"##, at: #""barTxt""#, path: "chrome.light",
                    says: [#"unknown key "barTxt" (did you mean "barText"?)"#])
        expectError(chrome: ##"{ "dark": { "backgroundColor": "#FFFFFF" } }"##, at: #""backgroundColor""#, path: "chrome.dark",
                    says: [#"unknown key "backgroundColor""#, "bar", "subtitle"])
    }

    @Test func unknownAppearance() {
        expectError(chrome: #"{ "drak": {} }"#, at: #""drak""#, path: "chrome", says: [#"(did you mean "dark"?)"#])
    }

    @Test func badColourNamesItsPath() {
        expectError(chrome: ##"{ "dark": { "accent": "#00A88" } }"##, at: ##""#00A88""##, path: "chrome.dark.accent",
                    says: [##""#00A88" is not a colour"##, "#RRGGBB"])
        expectError(chrome: ##"{ "light": { "field": 255 } }"##, at: "255", path: "chrome.light.field",
                    says: ["expected a string, found the number 255"])
    }

    @Test func unknownHeaderStyleListsTheChoices() {
        expectError(chrome: #"{ "header": "centred" }"#, at: #""centred""#, path: "chrome.header",
                    says: [#""centred" is not a header style"#, "use one of stacked, leading, centered", #"(did you mean "centered"?)"#])
    }

    @Test func unknownComposerStyleListsTheChoices() {
        expectError(chrome: #"{ "composer": "whatsapp" }"#, at: #""whatsapp""#, path: "chrome.composer",
                    says: [#""whatsapp" is not a composer style"#, "use one of messages, attach, android, messenger"])
        expectError(chrome: #"{ "composer": "andriod" }"#, at: #""andriod""#, path: "chrome.composer",
                    says: [#"(did you mean "android"?)"#])
    }

    @Test func wrongTypes() {
        expectError(chrome: "[]", at: "[]", path: "chrome", says: ["expected an object"])
        expectError(chrome: ##"{ "light": "#FFF" }"##, at: ##""#FFF""##, path: "chrome.light", says: ["expected an object"])
        expectError(chrome: #"{ "placeholder": 3 }"#, at: "3 }", path: "chrome.placeholder", says: ["expected a string"])
        expectError(chrome: #"{ "header": true }"#, at: #""header": true"#, skip: 10, path: "chrome.header", says: ["expected a string"])
    }

    @Test func misspeltTopLevelKeySuggestsChrome() {
        let json = theme(chrome: "{}").replacing(#""chrome": {}"#, with: #""chrom": {}"#)
        #expect(TestSupport.themeError(json)?.description.contains(#"unknown key "chrom" (did you mean "chrome"?)"#) == true)
    }
}
