import ChatGeometry
import Testing
@testable import ChatModel

/// `groups.names`, `captions`, `failedMark`, `typing`, `videoDuration` and `maps` as a preset name or a rule.
@Suite("Placement rules as data")
struct PlacementRuleDecodingTests {
    private func groups(_ json: String) throws -> ThemeGroupRules {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + json + ",")]).utf8)).groups
    }

    @Test func defaultsAreThePresetsPacksDrewWith() throws {
        let rules = try groups("{}")
        #expect(rules.names == NameRule(slot: .above, weight: .semibold, gap: 2))
        #expect(rules.captions == CaptionRule(slot: .separate, gap: 8, innerGap: 5))
        #expect(rules.failedMark == FailedMarkRule(side: .inner, gap: 4))
        #expect(rules.typing == TypingRule(end: .tail, dotScale: 0.47, dotOpacities: [1, 0.65, 0.35], largeCircle: 0.65, smallCircle: 0.32))
        #expect(rules.videoDuration.backdrop == .pill && rules.videoDuration.glyph == "videoFilled")
        #expect(rules.maps == MapRule(placement: .edge, aspect: 0.62, textGap: 6, pinColor: Color(red: 0xFF, green: 0x3B, blue: 0x30)))
    }

    @Test func presetNamesStandForRules() throws {
        let rules = try groups(#"{"names": "inside", "captions": "inside", "failedMark": "outer", "typing": "circles", "videoDuration": "gradient", "maps": "framed"}"#)
        #expect(rules.names == NameRule(slot: .inside))
        #expect(rules.captions == CaptionRule(slot: .inside))
        #expect(rules.failedMark == FailedMarkRule(side: .outer))
        #expect(rules.typing == TypingRule(end: .circles))
        #expect(rules.videoDuration == VideoDurationRule(backdrop: .gradient))
        #expect(rules.maps == MapRule(placement: .framed))
    }

    @Test func rulesChangeTheirPresetKeyByKey() throws {
        let rules = try groups(#"""
            {"names": {"preset": "inside", "weight": "regular", "gap": 3},
             "captions": {"slot": "inside", "innerGap": 7},
             "failedMark": {"preset": "outer", "gap": 6},
             "typing": {"end": "circles", "dotScale": 0.4, "dotOpacities": [1, 0.5], "smallCircle": 0.25},
             "videoDuration": {"preset": "gradient", "shadeHeight": 40, "shadeColor": "#00000080", "glyph": "play", "glyphSize": 14,
                               "padding": [1, 4, 1, 4]},
             "maps": {"placement": "framed", "aspect": 0.5, "textGap": 8, "pinColor": "#34C759"}}
            """#)
        #expect(rules.names == NameRule(slot: .inside, weight: .regular, gap: 3))
        #expect(rules.captions == CaptionRule(slot: .inside, gap: 8, innerGap: 7))
        #expect(rules.failedMark == FailedMarkRule(side: .outer, gap: 6))
        #expect(rules.typing == TypingRule(end: .circles, dotScale: 0.4, dotOpacities: [1, 0.5], largeCircle: 0.65, smallCircle: 0.25))
        #expect(rules.videoDuration == VideoDurationRule(backdrop: .gradient, padding: EdgeInsets(top: 1, left: 4, bottom: 1, right: 4),
                                                         shadeHeight: 40, shadeColor: Color(red: 0, green: 0, blue: 0, alpha: 0x80),
                                                         glyph: "play", glyphSize: 14))
        #expect(rules.maps == MapRule(placement: .framed, aspect: 0.5, textGap: 8, pinColor: Color(red: 0x34, green: 0xC7, blue: 0x59)))
    }

    @Test(arguments: [
        (#"{"names": "over"}"#, "groups.names", #"is not a name placement; use one of above, inside"#),
        (#"{"names": {"slot": "under"}}"#, "groups.names.slot", "is not a name slot"),
        (#"{"names": {"weight": "heavy"}}"#, "groups.names.weight", "is not a font weight"),
        (#"{"names": {"size": 12}}"#, "groups.names", #"unknown key "size""#),
        (#"{"captions": {"preset": "within"}}"#, "groups.captions.preset", "is not a caption placement"),
        (#"{"captions": {"gap": -2}}"#, "groups.captions.gap", "outside the allowed"),
        (#"{"failedMark": {"side": "left"}}"#, "groups.failedMark.side", "is not a bubble side"),
        (#"{"typing": {"dotOpacities": []}}"#, "groups.typing.dotOpacities", "0 dot opacities are listed, not 1 to 5"),
        (#"{"typing": {"dotOpacities": [1, 2]}}"#, "groups.typing.dotOpacities[1]", "outside the allowed"),
        (#"{"typing": {"end": "bubble"}}"#, "groups.typing.end", "is not a typing bubble end"),
        (#"{"videoDuration": {"backdrop": "shade"}}"#, "groups.videoDuration.backdrop", "is not a duration backdrop"),
        (#"{"videoDuration": {"glyph": "camcorder"}}"#, "groups.videoDuration.glyph", #""camcorder" is not a glyph of this theme"#),
        (#"{"videoDuration": {"shadeColor": "black"}}"#, "groups.videoDuration.shadeColor", "is not a colour"),
        (#"{"maps": {"aspect": 0}}"#, "groups.maps.aspect", "outside the allowed"),
        (#"{"maps": {"placment": "edge"}}"#, "groups.maps", #"did you mean "placement"?"#),
    ])
    func badRules(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + value + ",")])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }

    @Test("a pack's own glyph may draw before a video's duration")
    func ownGlyph() throws {
        let json = TestSupport.theme(replacing: [(#""version": 1,"#, #"""
            "version": 1, "glyphs": {"reel": {"viewBox": [0, 0, 10, 10], "layers": [{"d": "M0 0H10V10H0Z"}]}},
            "groups": {"videoDuration": {"preset": "gradient", "glyph": "reel"}},
            """#)])
        #expect(try ThemeDecoder().decode(Array(json.utf8)).groups.videoDuration.glyph == "reel")
    }
}
