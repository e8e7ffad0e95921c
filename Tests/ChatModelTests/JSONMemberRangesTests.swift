import Testing
@testable import ChatModel

/// The scan that finds where an embedded resource's members lie, so a render parses only the few it reads.
@Suite("JSON member ranges")
struct JSONMemberRangesTests {
    private func members(_ text: String) -> [(String, String)]? {
        let bytes = Array(text.utf8)
        return JSONMemberRanges.members(of: bytes, in: 0..<bytes.count)?.map { ($0.key, String(decoding: bytes[$0.value], as: UTF8.self)) }
    }

    @Test func findsEveryKindOfValue() throws {
        let text = #" { "a": {"x": [1, {"y": "}"}], "z": "\"{"}, "b": [ ], "c": "q\"]", "d": -1.5e3, "e": true,"f":null } "#
        let found = try #require(members(text))
        #expect(found.map(\.0) == ["a", "b", "c", "d", "e", "f"])
        #expect(found.map(\.1) == [#"{"x": [1, {"y": "}"}], "z": "\"{"}"#, "[ ]", #""q\"]""#, "-1.5e3", "true", "null"])
        #expect(members("{}")?.isEmpty == true)
    }

    @Test func givesUpOnWhatItDoesNotRead() {
        #expect(members(#"{"a\u0062": 1}"#) == nil)   // an escaped key
        #expect(members(#"{"a": {"b": 1}"#) == nil)    // unclosed
        #expect(members(#"["a", 1]"#) == nil)          // not an object
        #expect(members(#"{"a" 1}"#) == nil)
    }

    /// Read lazily, the built-in words and presets are exactly what parsing the whole files gives.
    @Test func theBuiltInWordsAndPresetsReadAlikeLazily() throws {
        for (language, words) in ThemeWords.builtIn.languages {
            #expect(ThemeWords.builtInLanguage(language) == words, "\(language)")
        }
        #expect(ThemeWords.builtInLanguage("xx") == nil)
        let whole = try JSONObjectReader(try JSONParser().parse(PackageResources.chrome_presets_json), path: .root)
        for part in ChromePresets.Part.allCases {
            let group = try JSONObjectReader(try whole.required(part.rawValue), path: whole.path(part.rawValue))
            #expect(ChromePresets.allNames(part) == group.members.map(\.key).sorted(), "\(part)")
        }
    }
}
