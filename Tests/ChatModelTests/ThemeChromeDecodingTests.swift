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
        #expect(spec.chrome.header == .preset("stacked") && spec.chrome.composer == .preset("messages") && spec.chrome.placeholder == nil)
        #expect(spec.chrome.statusBar == nil, "the platform's status bar")
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
        #expect(spec.chrome.header == .preset("leading"))
        #expect(spec.chrome.composer == .preset("android"))
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
        #expect(spec.chrome.header == .preset("ios6") && spec.chrome.composer == .preset("ios6"))
        #expect(spec.chrome.backLabel == "Chats" && spec.chrome.sendLabel == "Senden")
        #expect(spec.chrome.light.barEnd == Color(hex: "#4A6C9B") && spec.chrome.dark.barEnd == nil)
        let plain = try decode(theme(chrome: #"{ "header": "qq" }"#))
        #expect(plain.chrome.backLabel == nil && plain.chrome.sendLabel == nil)
        #expect(ThemeChrome.defaultBackLabel == "{messages}" && ThemeChrome.defaultSendLabel == "{send}")
    }

    @Test("chrome.typing: none by default, subtitle or subtitleOnly; anything else named with the choices")
    func headerTyping() throws {
        #expect(try decode(TestSupport.validTheme).chrome.typing == HeaderTyping.none)
        #expect(try decode(theme(chrome: #"{"typing": "subtitle"}"#)).chrome.typing == .subtitle)
        #expect(try decode(theme(chrome: #"{"typing": "subtitleOnly"}"#)).chrome.typing == .subtitleOnly)
        #expect(try decode(theme(chrome: #"{"typingAccent": true}"#)).chrome.typingAccent)
        #expect(try decode(TestSupport.validTheme).chrome.typingAccent == false)
        let error = try #require(TestSupport.themeError(theme(chrome: #"{"typing": "header"}"#)))
        #expect(error.path == "chrome.typing" && error.description.contains("is not a header typing style"), "\(error)")
    }

    @Test("chrome.groupTitle: count by default, or names; anything else named with the choices")
    func groupTitle() throws {
        #expect(try decode(TestSupport.validTheme).chrome.groupTitle == .count)
        #expect(try decode(theme(chrome: #"{"groupTitle": "names"}"#)).chrome.groupTitle == .names)
        let error = try #require(TestSupport.themeError(theme(chrome: #"{"groupTitle": "members"}"#)))
        #expect(error.path == "chrome.groupTitle" && error.description.contains("is not a group title style"), "\(error)")
    }

    @Test("a bar item may flip (drawn mirrored right to left); a flip that is not true or false is an error")
    func flippingItems() throws {
        let bar = #"{"header": {"height": 44, "items": [{"id": "corner", "flips": true, "glyph": "chevron", "color": "accent", "x": 0, "y": 0, "width": 8, "height": 8}, {"glyph": "chevron", "color": "accent", "x": 10, "y": 0, "width": 8, "height": 8}]}}"#
        guard case .described(let header) = try decode(theme(chrome: bar)).chrome.header else { Issue.record("no bar"); return }
        #expect(header.items.map(\.flips) == [true, false])
        let error = try #require(TestSupport.themeError(theme(chrome: bar.replacingOccurrences(of: #""flips": true"#, with: #""flips": 1"#))))
        #expect(error.path == "chrome.header.items[0].flips", "\(error)")
    }

    @Test func emptyButtonLabelIsAnError() {
        expectError(chrome: #"{ "backLabel": "" }"#, at: #""""#, path: "chrome.backLabel", says: ["back button's label"])
    }

    @Test("each preset name decodes", arguments: ChromePresets.names(.header), ChromePresets.names(.composer))
    func styles(header: String, composer: String) throws {
        let spec = try decode(theme(chrome: #"{ "header": "\#(header)", "composer": "\#(composer)", "statusBar": "android" }"#))
        #expect(spec.chrome.header == .preset(header) && spec.chrome.composer == .preset(composer) && spec.chrome.statusBar == .preset("android"))
        // Every preset lays out for both platforms.
        for platform in ["ios", "android"] {
            let bars = spec.chrome.bars(platform: platform)
            #expect(!bars.header.items.isEmpty && !bars.composer.items.isEmpty && !bars.statusBar.items.isEmpty)
        }
    }

    @Test("the presets: the headers and composers chatrender ships, a status bar per platform")
    func presetNames() {
        #expect(ChromePresets.names(.header) == ["centered", "ios6", "leading", "qq", "stacked"])
        #expect(ChromePresets.names(.composer) == ["android", "attach", "ios6", "messages", "messenger", "qq"])
        #expect(ChromePresets.names(.statusBar) == ["android", "ios"])
        // Android variants: the app bar is 56 pt, the back glyph an arrow.
        #expect(ChromePresets.bar(.header, named: "leading", platform: "android")?.height == 56)
        #expect(ChromePresets.bar(.header, named: "leading", platform: "ios")?.height == 52)
    }

    @Test("every preset of every part decodes, platform variants included (each is decoded only when first asked for)")
    func everyPresetDecodes() {
        var count = 0
        for part in ChromePresets.Part.allCases {
            for name in ChromePresets.allNames(part) {
                // A name with a platform's suffix is that platform's variant; asked for on another platform, the name
                // itself is looked up.
                let platform = ["ios", "android"].first { name.hasSuffix("-\($0)") } ?? "ios"
                let base = name.hasSuffix("-\(platform)") ? String(name.dropLast(platform.count + 1)) : name
                #expect(ChromePresets.bar(part, named: base, platform: platform) != nil, "\(part) \(name)")
                count += 1
            }
        }
        #expect(count == 28)
        #expect(ChromePresets.bar(.header, named: "no-such-header", platform: "ios") == nil)
    }

    @Test("a bar described in the pack: items, lets, colours and expressions decode")
    func describedBar() throws {
        let spec = try decode(theme(chrome: ##"""
            { "header": { "height": 60, "let": { "middle": "bar.top + bar.height / 2" }, "items": [
                { "id": "background", "rect": { "color": "bar" }, "x": 0, "y": 0, "width": "canvas.width", "height": "bar.top + bar.height" },
                { "id": "back", "glyph": "chevron", "color": { "light": "accent", "dark": "mix(accent, white, 0.2)" },
                  "x": 12, "y": "middle - 10.5", "width": 12, "height": 21 },
                { "id": "title", "text": "{title}", "size": 17, "weight": "semibold", "color": "barText",
                  "maxWidth": "max(1, canvas.width - 2 * (back.maxX + 8))", "x": "canvas.width / 2 - self.width / 2", "y": "middle - self.height / 2" },
                { "id": "count", "when": "unread > 0", "text": "{unread}", "size": 13, "color": "fade(barText, 0.6)", "maxWidth": 60,
                  "x": "back.maxX + 4", "y": "middle - self.height / 2" }
              ] } }
            """##))
        guard case .described(let bar) = spec.chrome.header else { Issue.record("not described"); return }
        #expect(bar.height == 60 && bar.lets.map(\.name) == ["middle"] && bar.items.count == 4)
        #expect(bar.items[1].kind == .glyph(name: "chevron", color: .appearance(light: .named("accent"), dark: .mix(.named("accent"), .named("white"), 0.2)),
                                           disc: nil))
        #expect(bar.items[3].condition != nil)
    }

    @Test("the composer placeholder: the conversation's, else the theme's, else the word message")
    func placeholderPrecedence() {
        let themed = ThemeChrome(placeholder: "iMessage")
        #expect(themed.placeholder(for: Composer(placeholder: "Say hi")) == "Say hi")
        #expect(themed.placeholder(for: Composer()) == "iMessage")
        #expect(ThemeChrome().placeholder(for: Composer()) == "{message}")
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

    @Test func unknownHeaderPresetListsTheChoices() {
        expectError(chrome: #"{ "header": "centred" }"#, at: #""centred""#, path: "chrome.header",
                    says: [#""centred" is not a header chatrender has"#, "use one of centered, ios6, leading, qq, stacked",
                           #"(did you mean "centered"?)"#, "or describe the bar"])
    }

    @Test func unknownComposerPresetListsTheChoices() {
        expectError(chrome: #"{ "composer": "chat" }"#, at: #""chat""#, path: "chrome.composer",
                    says: [#""chat" is not a composer chatrender has"#, "use one of android, attach, ios6, messages, messenger, qq"])
        expectError(chrome: #"{ "composer": "andriod" }"#, at: #""andriod""#, path: "chrome.composer",
                    says: [#"(did you mean "android"?)"#])
    }

    @Test func describedBarErrorsNameTheirPath() {
        let item = #"{ "id": "title", "text": "{title}", "color": "barText", "maxWidth": 100, "x": 0, "y": 0 }"#
        func bar(_ items: String) -> String { #"{ "header": { "height": 52, "items": [\#(items)] } }"# }
        expectError(chrome: bar(#"{ "id": "a", "rect": { "color": "bar" }, "x": "b.maxX", "y": 0, "width": 10, "height": 10 }, "#
                                + #"{ "id": "b", "rect": { "color": "bar" }, "x": "a.maxX", "y": 0, "width": 10, "height": 10 }"#),
                    at: #"{ "id": "a""#, path: "chrome.header.items[0]", says: ["the frames depend on themselves: a.x → b.x → a.x"])
        expectError(chrome: bar(item.replacing(#""x": 0"#, with: #""x": "titel.maxX""#)), at: #""titel.maxX""#, path: "chrome.header.items[0].x",
                    says: [#"reads "titel.maxX""#, #"did you mean "title.maxX"?"#])
        expectError(chrome: bar(item.replacing(#""barText""#, with: #""barTxt""#)), at: #""barTxt""#, path: "chrome.header.items[0].color",
                    says: [#""barTxt" is not a colour of the theme"#, #"did you mean "barText"?"#])
        expectError(chrome: bar(item.replacing(#""{title}""#, with: #""{titel}""#)), at: #""{titel}""#, path: "chrome.header.items[0].text",
                    says: [#""titel" is not something a chrome text can show"#])
        expectError(chrome: bar(item.replacing(#""color": "barText", "#, with: #""color": "barText", "width": 41.5, "#)), at: "41.5",
                    path: "chrome.header.items[0].width", says: ["measured size"])
        expectError(chrome: bar(#"{ "rect": { "color": "bar" }, "x": 0, "y": 0, "width": 10 }"#), at: #"{ "rect""#,
                    path: "chrome.header.items[0]", says: [#"missing the required key "height""#])
        let second = item.replacing(#""{title}""#, with: #""{subtitle}""#)
        expectError(chrome: bar(item + ", " + second), at: #"{ "id": "title", "text": "{subtitle}""#, path: "chrome.header.items[1]",
                    says: [#"the id "title" is already used by items[0]"#])
    }

    @Test func wrongTypes() {
        expectError(chrome: "[]", at: "[]", path: "chrome", says: ["expected an object"])
        expectError(chrome: ##"{ "light": "#FFF" }"##, at: ##""#FFF""##, path: "chrome.light", says: ["expected an object"])
        expectError(chrome: #"{ "placeholder": 3 }"#, at: "3 }", path: "chrome.placeholder", says: ["expected a string"])
        expectError(chrome: #"{ "header": true }"#, at: #""header": true"#, skip: 10, path: "chrome.header", says: ["expected an object"])
    }

    @Test func misspeltTopLevelKeySuggestsChrome() {
        let json = theme(chrome: "{}").replacing(#""chrome": {}"#, with: #""chrom": {}"#)
        #expect(TestSupport.themeError(json)?.description.contains(#"unknown key "chrom" (did you mean "chrome"?)"#) == true)
    }
}
