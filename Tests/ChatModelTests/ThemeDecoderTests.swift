import ChatGeometry
import Testing
@testable import ChatModel

@Suite("ThemeDecoder: valid input")
struct ThemeDecoderTests {
    private func decode(_ json: String) throws -> ThemeSpec { try ThemeDecoder().decode(Array(json.utf8)) }

    @Test func fullThemeIsReadCompletely() throws {
        let theme = try decode(TestSupport.validTheme)
        #expect(theme.name == "Classic")
        #expect(theme.platform == "ios")

        let textDefault = BubbleStyle(
            image: "bubble", outline: "bubble-outline", tailSide: .right,
            capInsets: .insets(EdgeInsets(top: 13, left: 13, bottom: 13, right: 21)),
            contentInsets: EdgeInsets(top: 8, left: 13, bottom: 8, right: 21))
        var tail = textDefault
        tail.image = "bubble-tail"
        #expect(theme.textBubbles == BubbleSet(default: textDefault, overrides: [.last: tail, .single: tail]))
        #expect(theme.textBubbles.style(for: .first) == textDefault)
        #expect(theme.textBubbles.style(for: .middle) == textDefault)
        #expect(theme.textBubbles.style(for: .single).image == "bubble-tail")

        #expect(theme.photoBubbles == BubbleSet(default: BubbleStyle(
            image: "photo-mask", tailSide: .right, capInsets: .legacy(leftCapWidth: 24, topCapHeight: 15),
            contentInsets: .zero)))

        #expect(theme.statusIcons == [
            .sending: "status-sending", .sent: "status-sent", .delivered: "status-delivered", .read: "status-read",
            .failed: "status-failed",
        ])
        #expect(theme.fonts == ThemeFonts(
            families: ["Inter", "Noto Sans CJK SC", "Noto Color Emoji"], files: ["fonts/x.ttf"], body: 16, name: 12, time: 11,
            status: 10))
        #expect(theme.metrics == ThemeMetrics(
            maxBubbleWidth: 0.66, margin: 8, verticalMargin: 12, groupSpacing: 10, messageSpacing: 4, avatarSize: 40,
            avatarBorder: 2, avatarGap: 6, avatarPlacement: .last, incomingAvatars: true, outgoingAvatars: true,
            photoMaxSize: 0.6, photoMinSize: 60, photoMaxAspectRatio: 3, timePlacement: .below, timeHeaderGap: 3600,
            statusIconSize: 14, showNames: true, avatarsInGroupsOnly: true))
        #expect(theme.light == ThemeColors(
            background: hex("#FFFFFF"), outgoingBubble: hex("#70DA39"), incomingBubble: hex("#FFFFFF"),
            outgoingText: hex("#FFFFFF"), incomingText: hex("#000000"), link: hex("#0A60FF"), time: hex("#8E8E93"),
            name: hex("#8E8E93"), separator: hex("#C6C6C8"), status: hex("#8E8E93"), statusRead: hex("#34B7F1"),
            failed: hex("#FF3B30"), avatarBorder: hex("#FFFFFF")))
        #expect(theme.dark.outgoingBubble == Color(red: 0x2F, green: 0x7D, blue: 0x16))
        #expect(theme.dark.avatarBorder == Color(red: 0x1C, green: 0x1C, blue: 0x1E, alpha: 0x80))
        #expect(theme.colors(for: .dark) == theme.dark)
    }

    @Test func minimalThemeGetsDefaults() throws {
        let theme = try decode(TestSupport.minimalTheme)
        #expect(theme.platform == "ios")
        #expect(theme.photoBubbles == theme.textBubbles)
        #expect(theme.textBubbles.overrides.isEmpty)
        #expect(theme.textBubbles.default == BubbleStyle(
            image: "b", outline: nil, tailSide: TailSide.none, capInsets: .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            contentInsets: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)))
        #expect(theme.statusIcons.isEmpty)
        #expect(theme.fonts == ThemeFonts())
        #expect(theme.metrics == ThemeMetrics())
        #expect(theme.light.incomingBubble == Color(red: 0xEE, green: 0xEE, blue: 0xEE))
    }

    @Test func positionOverridesInheritMissingKeysFromDefault() throws {
        let json = TestSupport.theme(replacing: [(
            #""last": { "image": "bubble-tail" },"#,
            #""first": { "capInsets": [10, 10, 4, 18] }, "middle": { "contentInsets": [1, 2, 3, 4], "outline": "mid-outline" }, "last": { "image": "bubble-tail", "tailSide": "left" },"#
        )])
        let set = try decode(json).textBubbles
        let base = set.default
        #expect(set.style(for: .first) == BubbleStyle(
            image: "bubble", outline: "bubble-outline", tailSide: .right,
            capInsets: .insets(EdgeInsets(top: 10, left: 10, bottom: 4, right: 18)), contentInsets: base.contentInsets))
        #expect(set.style(for: .middle) == BubbleStyle(
            image: "bubble", outline: "mid-outline", tailSide: .right, capInsets: base.capInsets,
            contentInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(set.style(for: .last) == BubbleStyle(
            image: "bubble-tail", outline: "bubble-outline", tailSide: .left, capInsets: base.capInsets,
            contentInsets: base.contentInsets))
    }

    @Test func emptyPositionOverrideEqualsDefault() throws {
        let json = TestSupport.theme(replacing: [(#""last": { "image": "bubble-tail" },"#, #""last": {},"#)])
        let set = try decode(json).textBubbles
        #expect(set.style(for: .last) == set.default)
    }

    @Test func legacyCapInsets() throws {
        let json = TestSupport.theme(replacing: [(
            #""capInsets": [13, 13, 13, 21]"#, #""capInsets": { "topCapHeight": 15, "leftCapWidth": 24 }"#
        )])
        let theme = try decode(json)
        #expect(theme.textBubbles.default.capInsets == .legacy(leftCapWidth: 24, topCapHeight: 15))
        #expect(theme.textBubbles.style(for: .last).capInsets == .legacy(leftCapWidth: 24, topCapHeight: 15))
    }

    @Test(arguments: [("bubble.png", "bubble"), ("dir/sub/bubble", "dir/sub/bubble"), ("./bubble", "./bubble"),
                      ("bubble.v2", "bubble.v2")])
    func imageNamesAreKeptWithATrailingPngDropped(written: String, kept: String) throws {
        let json = TestSupport.theme(replacing: [(#""image": "bubble","#, "\"image\": \"\(written)\",")])
        #expect(try decode(json).textBubbles.default.image == kept)
    }

    @Test func androidPlatformAndAllEnumerationsByName() throws {
        let json = TestSupport.theme(replacing: [
            (#""platform": "ios""#, #""platform": "android""#),
            (#""avatarPlacement": "last""#, #""avatarPlacement": "none""#),
            (#""timePlacement": "below""#, #""timePlacement": "hidden""#),
        ])
        let theme = try decode(json)
        #expect(theme.platform == "android")
        #expect(theme.metrics.avatarPlacement == AvatarPlacement.none)
        #expect(theme.metrics.timePlacement == .hidden)
    }

    private func hex(_ text: String) -> Color {
        guard let color = Color(hex: text) else {
            Issue.record("bad test colour \(text)")
            return .clear
        }
        return color
    }
}
