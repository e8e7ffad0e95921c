import ChatGeometry
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
        let chips = try groups(#"{"reactions": {"preset": "inside", "style": "chips", "gap": 6, "tint": "accent", "fillOpacity": 0.2}}"#).reactions
        #expect(chips == ReactionRule(anchor: .timeRow, style: .chips, gap: 6, tint: .accent, fillOpacity: 0.2))
        #expect(try groups(#"{"reactions": {"preset": "topInner", "style": "stack"}}"#).reactions.style == .stack)
        #expect(try groups(#"{"reactions": "bottom"}"#).reactions.style == .badge)
        #expect(try groups(#"{"readTime": true}"#).readTime)
        #expect(try groups(#"{"readInGroups": false}"#).readInGroups == false && groups("{}").readInGroups)
        #expect(try groups(##"{"initialsColors": ["#A0A5B1", "#FF845E"]}"##).initialsColors
                == [InitialsColor(fill: Color(hex: "#A0A5B1")!), InitialsColor(fill: Color(hex: "#FF845E")!, text: .white)])
        #expect(try groups(##"{"initialsColors": [{"fill": "#E3E3FE", "text": "#3838F5"}, "#A0A5B1"]}"##).initialsColors
                == [InitialsColor(fill: Color(hex: "#E3E3FE")!, text: Color(hex: "#3838F5")!), InitialsColor(fill: Color(hex: "#A0A5B1")!)])
        #expect(try groups(##"{"initialsColors": [{"fill": "#FF885E", "fillEnd": "#FF516A"}]}"##).initialsColors
                == [InitialsColor(fill: Color(hex: "#FF885E")!, fillEnd: Color(hex: "#FF516A")!)])
        #expect(try groups("{}").initialsColors.isEmpty)
        #expect(try groups("{}").avatarPlaceholder == .initials && groups(#"{"avatarPlaceholder": "initials"}"#).avatarPlaceholder == .initials)
        let silhouette = try groups(##"{"avatarPlaceholder": {"glyph": "person", "fill": {"light": "#DFE5E7", "dark": "#3B4A54"}, "color": {"light": "#FFFFFF", "dark": "#AEBAC1"}}}"##)
        #expect(silhouette.avatarPlaceholder == .glyph(name: "person", fill: [.light: Color(hex: "#DFE5E7")!, .dark: Color(hex: "#3B4A54")!],
                                                        color: [.light: Color(hex: "#FFFFFF")!, .dark: Color(hex: "#AEBAC1")!]))
        #expect(try groups(#"{"timeHeader": {"skeleton": "MMMdHHmm"}}"#).timeHeader == TimeHeaderRule(skeleton: "MMMdHHmm", relativeSkeleton: "jmm"))
        #expect(try groups("{}").timeHeader == TimeHeaderRule())
        #expect(try groups(#"{"timeHeader": {"daySkeleton": "MMMd"}}"#).timeHeader.daySkeleton == "MMMd")
        #expect(TimeHeaderRule().daySkeleton == "EEEEMMMMd")
        #expect(TimeHeaderRule().todayWord)
        #expect(try groups(#"{"timeHeader": {"todayWord": false}}"#).timeHeader.todayWord == false)
        #expect(try groups("{}").readTime == false)
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
        (#"{"readTime": "yes"}"#, "groups.readTime", "expected true or false"),
        (#"{"timeHeader": {"skeleton": "MMM d, HH:mm"}}"#, "groups.timeHeader.skeleton", "is not an ICU date-field letter"),
        (#"{"timeHeader": {"relativeSkeleton": ""}}"#, "groups.timeHeader.relativeSkeleton", "a skeleton of 0 letters"),
        (#"{"timeHeader": {"format": "HHmm"}}"#, "groups.timeHeader", #"unknown key "format""#),
        (#"{"timeHeader": {"daySkeleton": "d.M."}}"#, "groups.timeHeader.daySkeleton", "is not an ICU date-field letter"),
        (#"{"timeHeader": {"todayWord": "no"}}"#, "groups.timeHeader.todayWord", "expected true or false"),
        (#"{"reactions": {"style": "pile"}}"#, "groups.reactions.style", "is not a reactions style"),
        (#"{"reactions": {"tint": "blue"}}"#, "groups.reactions.tint", "is not a reactions tint"),
        (#"{"reactions": {"gap": 50}}"#, "groups.reactions.gap", "outside the allowed"),
        (#"{"reactions": {"fillOpacity": 2}}"#, "groups.reactions.fillOpacity", "outside the allowed"),
        (#"{"frameMargin": -1}"#, "groups.frameMargin", "outside the allowed"),
        (#"{"notices": {"padding": [1, 2]}}"#, "groups.notices.padding", "2 numbers given"),
        (#"{"notices": {"systemWidth": 2}}"#, "groups.notices.systemWidth", "outside the allowed"),
        (#"{"notices": {"radius": 3}}"#, "groups.notices", #"unknown key "radius""#),
        (#"{"initialsColors": []}"#, "groups.initialsColors", "not 1 to 32"),
        (#"{"initialsColors": ["grey"]}"#, "groups.initialsColors[0]", "is not a colour"),
        (##"{"initialsColors": [{"text": "#3838F5"}]}"##, "groups.initialsColors[0]", "gives no `fill`"),
        (##"{"initialsColors": [{"fill": "#FF885E", "fillEnd": "red"}]}"##, "groups.initialsColors[0].fillEnd", "is not a colour"),
        (##"{"initialsColors": [{"fill": "#E3E3FE", "text": "navy"}]}"##, "groups.initialsColors[0].text", "is not a colour"),
        (##"{"initialsColors": [{"fill": "#E3E3FE", "text": "#000", "ring": "#000"}]}"##, "groups.initialsColors[0]", #"unknown key "ring""#),
        (##"{"avatarPlaceholder": "silhouette"}"##, "groups.avatarPlaceholder", "is not an avatar placeholder"),
        (##"{"avatarPlaceholder": {"glyph": "person", "fill": {"light": "#DFE5E7"}, "color": {"light": "#FFF", "dark": "#FFF"}}}"##,
         "groups.avatarPlaceholder.fill", "gives no colour for dark"),
        (##"{"avatarPlaceholder": {"glyph": "persona", "fill": {"light": "#FFF", "dark": "#FFF"}, "color": {"light": "#FFF", "dark": "#FFF"}}}"##,
         "groups.avatarPlaceholder.glyph", "is not a glyph of this theme"),
        (##"{"avatarPlaceholder": {"glyph": "person", "fill": {"light": "#FFF", "dark": "#FFF"}}}"##, "groups.avatarPlaceholder", "has no `color`"),
    ])
    func badRules(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": "# + value + ",")])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}

/// `groups.replies` as a preset name or a rule.
@Suite("Reply rules as data")
struct ReplyRuleDecodingTests {
    private func replies(_ json: String) throws -> ReplyRule {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"replies": "# + json + "},")]).utf8))
            .groups.replies
    }

    @Test func presetsAndRules() throws {
        #expect(try replies(#""bar""#) == ReplyRule())
        #expect(try replies(#""bubble""#) == ReplyRule(slot: .above, side: .quoted))
        #expect(try replies(#""replySideBubble""#) == ReplyRule(slot: .above, side: .reply))
        let rule = try replies(#"{"preset": "bar", "barWidth": 4, "padding": [6, 10, 6, 10], "radius": 8, "incomingFill": 0.1, "textScale": 0.9}"#)
        #expect(rule == ReplyRule(barWidth: 4, padding: .init(top: 6, left: 10, bottom: 6, right: 10), radius: 8, textScale: 0.9, incomingFill: 0.1))
        // No preset draws a thread line; a rule asks for one, each key over its default.
        #expect(try replies(#""bubble""#).thread == nil)
        let thread = try replies(##"{"preset": "bubble", "thread": {"color": {"light": "#C7C7CC", "dark": "#3A3A3C"}, "width": 1.5, "radius": 12}}"##).thread
        #expect(thread == ReplyThread(color: [.light: Color(red: 0xC7, green: 0xC7, blue: 0xCC), .dark: Color(red: 0x3A, green: 0x3A, blue: 0x3C)],
                                      width: 1.5, radius: 12, inset: 24))
        #expect(try replies(#"{"preset": "bubble", "thread": {}}"#).thread == ReplyThread())
        // No thumbnail unless asked.
        #expect(try replies(#""bar""#).thumbnail == ReplyRule.Thumbnail.none)
        #expect(try replies(#"{"preset": "bar", "thumbnail": "edge"}"#).thumbnail == .edge)
        #expect(try replies(#"{"thumbnail": "inset"}"#).thumbnail == .inset)
        // An above quote takes the middle bubble's shape unless the pack names another position.
        #expect(try replies(#""replySideBubble""#).aboveShape == .middle)
        #expect(try replies(#"{"preset": "replySideBubble", "aboveShape": "single"}"#).aboveShape == .single)
    }

    @Test(arguments: [
        (#""quote""#, "groups.replies", "is not a reply style"),
        (#"{"slot": "below"}"#, "groups.replies.slot", "is not a quote slot"),
        (#"{"side": "left"}"#, "groups.replies.side", "is not a quote side"),
        (#"{"outgoingFill": 2}"#, "groups.replies.outgoingFill", "outside the allowed"),
        (##"{"color": "#FFF"}"##, "groups.replies", #"unknown key "color""#),
        (#"{"thread": true}"#, "groups.replies.thread", "object"),
        (#"{"thumbnail": "left"}"#, "groups.replies.thumbnail", "is not a quote thumbnail"),
        (#"{"aboveShape": "round"}"#, "groups.replies.aboveShape", "is not a bubble position"),
        (#"{"thread": {"width": 0}}"#, "groups.replies.thread.width", "outside the allowed"),
        (#"{"thread": {"color": {"light": "grey"}}}"#, "groups.replies.thread.color.light", "is not a colour"),
        (#"{"thread": {"colour": {}}}"#, "groups.replies.thread", #"did you mean "color"?"#),
    ])
    func badRules(value: String, path: String, words: String) throws {
        let json = TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"replies": "# + value + "},")])
        let error = try #require(TestSupport.themeError(json))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}

/// `groups.time`.
@Suite("Time rules as data")
struct TimeRuleDecodingTests {
    @Test func timeRuleDecodes() throws {
        let json = TestSupport.theme(replacing: [(#""version": 1,"#, ##""version": 1, "groups": {"time": {"textGap": 8, "pillPadding": [3, 7], "pillColor": "#00000080", "ownLine": true}},"##)])
        let rule = try ThemeDecoder().decode(Array(json.utf8)).groups.time
        #expect(rule == TimeRule(textGap: 8, pillPaddingVertical: 3, pillPaddingHorizontal: 7, pillColor: Color(red: 0, green: 0, blue: 0, alpha: 0x80),
                                 ownLine: true))
    }

    @Test(arguments: [
        (#"{"pillPadding": [1, 2, 3]}"#, "groups.time.pillPadding", "3 numbers given"),
        (#"{"textGap": -1}"#, "groups.time.textGap", "outside the allowed"),
        (#"{"ownLine": "yes"}"#, "groups.time.ownLine", "expected"),
        (#"{"gap": 1}"#, "groups.time", #"unknown key "gap""#),
    ])
    func badRules(value: String, path: String, words: String) throws {
        let json = TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"time": "# + value + "},")])
        let error = try #require(TestSupport.themeError(json))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
