import Testing
@testable import ChatModel

/// `groups.reactions` as a preset name or a rule, `groups.frameMargin` and `groups.notices`.
@Suite("Group rules as data")
struct GroupRuleDecodingTests {
    private func groups(_ json: String) throws -> ThemeGroupRules {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + json + ",")]).utf8)).groups
    }

    @Test func presetsStandForRules() throws {
        #expect(try groups(#"{"reactions": "bottom"}"#).reactions
                == ReactionRule(anchor: .bottom, edge: .outer, align: .inside, inset: 8, rise: 16, overlap: 6))
        #expect(try groups(#"{"reactions": "topInner"}"#).reactions == ReactionRule(anchor: .top, edge: .inner, align: .outside, inset: 12))
        #expect(try groups("{}").reactions == .preset(.topOuter))
    }

    @Test func aRuleChangesItsPreset() throws {
        let rule = try groups(#"{"reactions": {"preset": "bottom", "edge": "inner", "overlap": 4}}"#).reactions
        #expect(rule == ReactionRule(anchor: .bottom, edge: .inner, align: .inside, inset: 8, rise: 16, overlap: 4))
        let own = try groups(#"{"reactions": {"anchor": "top", "align": "outside", "inset": 2, "rise": 20}}"#).reactions
        #expect(own == ReactionRule(anchor: .top, edge: .outer, align: .outside, inset: 2, rise: 20, overlap: 6))
    }

    @Test func noticesAndFrameMargin() throws {
        let rules = try groups(#"{"frameMargin": 0, "notices": {"padding": [5, 12, 5, 12], "spacing": 6, "size": 13, "dayWeight": "regular"}}"#)
        #expect(rules.frameMargin == 0)
        #expect(rules.notices == NoticeRule(padding: .init(top: 5, left: 12, bottom: 5, right: 12), spacing: 6, size: 13, dayWeight: .regular))
        #expect(try groups("{}").notices == NoticeRule())
    }

    @Test(arguments: [
        (#"{"reactions": "below"}"#, "groups.reactions", "is not a reaction placement"),
        (#"{"reactions": {"anchor": "side"}}"#, "groups.reactions.anchor", "is not a reaction slot"),
        (#"{"reactions": {"edge": "left"}}"#, "groups.reactions.edge", "is not a bubble edge"),
        (#"{"reactions": {"inset": 500}}"#, "groups.reactions.inset", "outside the allowed"),
        (#"{"reactions": {"corner": "top"}}"#, "groups.reactions", #"unknown key "corner""#),
        (#"{"frameMargin": -1}"#, "groups.frameMargin", "outside the allowed"),
        (#"{"notices": {"padding": [1, 2]}}"#, "groups.notices.padding", "2 numbers given"),
        (#"{"notices": {"systemWidth": 2}}"#, "groups.notices.systemWidth", "outside the allowed"),
        (#"{"notices": {"radius": 3}}"#, "groups.notices", #"unknown key "radius""#),
    ])
    func badRules(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + value + ",")])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
