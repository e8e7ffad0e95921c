import ChatGeometry
import Testing
@testable import ChatModel

/// One test per way a theme.json can be wrong: each checks the path, line and column and the message.
@Suite("ThemeDecoder: errors")
struct ThemeErrorTests {
    /// Replaces `old` by `new` in the valid theme, decodes it, and checks the error's path, position (of `new`'s
    /// first occurrence, plus `skip` columns) and words.
    private func expectError(
        replacing old: String, with new: String, path: String, skip: Int = 0, says words: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let json = TestSupport.theme(replacing: [(old, new)])
        guard let error = TestSupport.themeError(json, sourceLocation: sourceLocation) else { return }
        let position = TestSupport.position(of: new, in: json)
        #expect(error.path == path, "\(error)", sourceLocation: sourceLocation)
        #expect(error.line == position?.line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == position.map { $0.column + skip }, "\(error)", sourceLocation: sourceLocation)
        for word in words {
            #expect(error.description.contains(word), "\(error.description) lacks \(word)", sourceLocation: sourceLocation)
        }
    }

    @Test func badColourNamesItsPath() {
        let old = ##""outgoingBubble": "#2F7D16""##
        let new = ##""outgoingBubble": "#2F7D1""##
        expectError(replacing: old, with: new, path: "colors.dark.outgoingBubble", skip: 18,
                    says: [##""#2F7D1" is not a colour; write # and 3, 6 or 8 hex digits: #RGB, #RRGGBB or #RRGGBBAA"##])
        let json = TestSupport.theme(replacing: [(old, new)])
        #expect(TestSupport.themeError(json)?.description.hasPrefix("colors.dark.outgoingBubble (line 31, column 58): ") == true)
    }

    @Test func colourOfTheWrongType() {
        expectError(replacing: ##""link": "#0A60FF""##, with: #""link": 255"#, path: "colors.light.link", skip: 8,
                    says: ["expected a string, found the number 255"])
    }

    @Test func unknownMetricKeySuggestsTheNearest() {
        let error = TestSupport.themeError(TestSupport.theme(replacing: [(#""avatarSize": 40"#, #""avatarSzie": 40"#)]))
        #expect(error?.path == "metrics")
        #expect(error?.description.contains(#"unknown key "avatarSzie" (did you mean "avatarSize"?)"#) == true)
        expectError(replacing: #""avatarSize": 40"#, with: #""avatarSzie": 40"#, path: "metrics", says: ["did you mean \"avatarSize\""])
    }

    @Test(arguments: [
        (#""showNames": true"#, #""showName": true"#, "showNames"),
        (#""timeHeaderGap": 3600"#, #""timeHeadrGap": 3600"#, "timeHeaderGap"),
        (#""photoMaxSize": 0.6"#, #""photoMaxsize": 0.6"#, "photoMaxSize"),
    ])
    func unknownMetricKeys(old: String, new: String, suggestion: String) {
        expectError(replacing: old, with: new, path: "metrics", says: ["(did you mean \"\(suggestion)\"?)"])
    }

    @Test func missingColourKeyIsReportedAtTheAppearance() {
        let json = TestSupport.theme(replacing: [(##""name": "#98989F", "##, "")])
        let error = TestSupport.themeError(json)
        #expect(error?.path == "colors.dark")
        #expect(error?.description.contains(#"missing the required key "name""#) == true)
        #expect(error?.line == TestSupport.position(of: #""dark": {"#, in: json)?.line)
    }

    @Test func missingAppearance() {
        let json = TestSupport.theme(replacing: [(#""dark": {"#, #""darkk": {"#)])
        #expect(TestSupport.themeError(json)?.description.contains(#"unknown key "darkk" (did you mean "dark"?)"#) == true)
    }

    @Test func requiredTopLevelKeys() {
        let noName = TestSupport.theme(replacing: [(#""name": "Classic","#, "")])
        #expect(TestSupport.themeError(noName) == .missingKey("name", at: JSONLocation(path: .root, position: SourcePosition(line: 1, column: 1, offset: 0))))
        let noBubbles = TestSupport.minimalTheme.replacing(#""bubbles""#, with: #""bubbels""#)
        #expect(TestSupport.themeError(noBubbles)?.description.contains(#"(did you mean "bubbles"?)"#) == true)
    }

    @Test func missingDefaultStyleKey() {
        let json = TestSupport.theme(replacing: [(#""tailSide": "right","#, "")])
        let error = TestSupport.themeError(json)
        #expect(error?.path == "bubbles.text.default")
        #expect(error?.description.contains(#"missing the required key "tailSide""#) == true)
    }

    @Test func missingDefaultStyle() {
        let json = TestSupport.minimalTheme.replacing(#""default": {"#, with: #""last": {"#)
        let error = TestSupport.themeError(json)
        #expect(error?.path == "bubbles.text")
        #expect(error?.description.contains(#"missing the required key "default""#) == true)
    }

    @Test func tailSideByNameWithSuggestion() {
        expectError(replacing: #""tailSide": "right""#, with: #""tailSide": "rigth""#, path: "bubbles.text.default.tailSide", skip: 12,
                    says: [#""rigth" is not a tail side; use one of left, right, none (did you mean "right"?)"#])
    }

    @Test(arguments: [
        (#"[13, 13, 13]"#, "bubbles.text.default.capInsets", 0, "3 numbers given; write exactly four: [top, left, bottom, right]"),
        (#"[13, -1, 13, 21]"#, "bubbles.text.default.capInsets[1]", 5, "the left inset is -1, a negative number; use 0 or more"),
        (#"[13, "13", 13, 21]"#, "bubbles.text.default.capInsets[1]", 5, #"expected a number, found the string "13""#),
        (#""13 13 13 21""#, "bubbles.text.default.capInsets", 0, "expected an array [top, left, bottom, right] or an object"),
        (#"{ "leftCapWidth": 24 }"#, "bubbles.text.default.capInsets", 0, #"missing the required key "topCapHeight""#),
        (#"{ "leftCapWidth": 24, "topCapHieght": 15 }"#, "bubbles.text.default.capInsets", 22, #"(did you mean "topCapHeight"?)"#),
        (#"{ "leftCapWidth": -24, "topCapHeight": 15 }"#, "bubbles.text.default.capInsets.leftCapWidth", 18, "leftCapWidth is -24"),
    ])
    func badCapInsets(written: String, path: String, skip: Int, words: String) {
        expectError(replacing: "[13, 13, 13, 21]", with: written, path: path, skip: skip, says: [words])
    }

    @Test func badContentInsets() {
        expectError(replacing: "[8, 13, 8, 21]", with: "[8, 13, 8, 21, 0]", path: "bubbles.text.default.contentInsets",
                    says: ["5 numbers given"])
        expectError(replacing: "[8, 13, 8, 21]", with: #"{ "top": 8 }"#, path: "bubbles.text.default.contentInsets",
                    says: ["expected an array of four numbers [top, left, bottom, right], found an object"])
    }

    @Test(arguments: [
        ("../bubble", "leaves the theme pack with '..'"),
        ("a/../../bubble", "leaves the theme pack"),
        ("/usr/share/bubble", "is an absolute path"),
        ("C:/themes/bubble", "is an absolute path"),
        ("dir\\\\bubble", "contains a backslash"),
        ("bubble@2x", #"names one scale variant; write "bubble""#),
        ("bubble@3x.png", #"names one scale variant; write "bubble""#),
        ("bubble.jpg", "ends with an image extension"),
        ("bubble.PNG", "ends with an image extension"),
        ("", "the image name is empty"),
        ("dir//bubble", "empty path component"),
        ("dir/", "has no file name"),
        ("https://x.test/bubble", "never touches the network"),
    ])
    func badImageNames(name: String, words: String) {
        expectError(replacing: #""image": "bubble","#, with: "\"image\": \"\(name)\",", path: "bubbles.text.default.image", skip: 9,
                    says: [words])
    }

    @Test func badOverrideImageNameNamesThePosition() {
        expectError(replacing: #""last": { "image": "bubble-tail" }"#, with: #""last": { "image": "../tail" }"#,
                    path: "bubbles.text.last.image", skip: 19, says: ["leaves the theme pack"])
    }

    @Test func unknownPositionSuggests() {
        expectError(replacing: #""last": {"#, with: #""lats": {"#, path: "bubbles.text", says: [#"(did you mean "last"?)"#])
    }

    @Test func statusIconsKeysAreDeliveryStatuses() {
        expectError(replacing: #""read": "status-read""#, with: #""seen": "status-read""#, path: "statusIcons",
                    says: [#"unknown key "seen" (did you mean "sent"?)"#])
        expectError(replacing: #""failed": "status-failed""#, with: #""failed": "../x""#, path: "statusIcons.failed", skip: 10,
                    says: ["leaves the theme pack"])
    }

    @Test(arguments: [
        (#""body": 16"#, #""body": 3"#, "fonts.body", 8, "3 pt is outside the allowed font sizes 4…200 pt"),
        (#""status": 10"#, #""status": 201"#, "fonts.status", 10, "201 pt is outside the allowed font sizes 4…200 pt"),
        (#""files": ["fonts/x.ttf"]"#, #""files": ["/fonts/x.ttf"]"#, "fonts.files[0]", 10, "is an absolute path"),
        (#""families": ["Inter", "#, #""families": ["", "#, "fonts.families[0]", 13, "the family name is empty"),
    ])
    func badFonts(old: String, new: String, path: String, skip: Int, words: String) {
        expectError(replacing: old, with: new, path: path, skip: skip, says: [words])
    }

    @Test func emptyFontFamilies() {
        expectError(replacing: #"["Inter", "Noto Sans CJK SC", "Noto Color Emoji"]"#, with: "[]", path: "fonts.families",
                    says: ["the list of font families is empty; name at least one family"])
    }

    @Test(arguments: [
        (#""maxBubbleWidth": 0.66"#, #""maxBubbleWidth": 1.5"#, "metrics.maxBubbleWidth", 18, "maxBubbleWidth is 1.5, not a fraction of the canvas width"),
        (#""maxBubbleWidth": 0.66"#, #""maxBubbleWidth": 0"#, "metrics.maxBubbleWidth", 18, "more than 0 and at most 1"),
        (#""photoMaxSize": 0.6"#, #""photoMaxSize": -0.6"#, "metrics.photoMaxSize", 16, "photoMaxSize is -0.6"),
        (#""margin": 8"#, #""margin": -8"#, "metrics.margin", 10, "margin is -8, a negative number; use 0 or more"),
        (#""photoMaxAspectRatio": 3"#, #""photoMaxAspectRatio": 0.5"#, "metrics.photoMaxAspectRatio", 23, "less than 1"),
        (#""avatarPlacement": "last""#, #""avatarPlacement": "lst""#, "metrics.avatarPlacement", 19, #""lst" is not an avatar placement; use one of first, last, all, none (did you mean "last"?)"#),
        (#""timePlacement": "below""#, #""timePlacement": "belwo""#, "metrics.timePlacement", 17, #"use one of below, header, inside, hidden (did you mean "below"?)"#),
        (#""showNames": true"#, #""showNames": 1"#, "metrics.showNames", 13, "expected true or false, found the number 1"),
        (#""avatarBorder": 2"#, #""avatarBorder": 21"#, "metrics.avatarBorder", 16, "wider than half the 40 pt avatar"),
    ])
    func badMetrics(old: String, new: String, path: String, skip: Int, words: String) {
        expectError(replacing: old, with: new, path: path, skip: skip, says: [words])
    }

    @Test func badTopLevelValues() {
        expectError(replacing: #""version": 1"#, with: #""version": 2"#, path: "version", skip: 11,
                    says: ["version 2 is not supported; this chatrender reads version 1"])
        expectError(replacing: #""platform": "ios""#, with: #""platform": "iOS""#, path: "platform", skip: 12,
                    says: [#""iOS" is not a platform; use one of ios, android (did you mean "ios"?)"#])
        expectError(replacing: #""name": "Classic""#, with: #""name": """#, path: "name", skip: 8, says: ["the theme name is empty"])
        let fontsArray = TestSupport.minimalTheme.replacing(#""name": "Minimal","#, with: #""name": "Minimal", "fonts": ["Inter"],"#)
        let error = TestSupport.themeError(fontsArray)
        #expect(error?.path == "fonts")
        #expect(error?.description == #"fonts (line 2, column 31): expected an object, found an array"#)
    }

    @Test func bubblesMustBeAnObjectWithText() {
        let json = TestSupport.minimalTheme.replacing(#""bubbles": { "text""#, with: #""bubbles": { "photo""#)
        let error = TestSupport.themeError(json)
        #expect(error?.path == "bubbles")
        #expect(error?.description.contains(#"missing the required key "text""#) == true)
    }

    @Test func emptyAndMalformedThemeFiles() {
        #expect(TestSupport.themeError("") == .emptyInput)
        let error = TestSupport.themeError("{\"name\": \"x\",}")
        guard case .syntax(let message, _)? = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(message.contains("trailing comma"))
    }
}
