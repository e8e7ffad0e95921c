import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The chrome in the bars the theme names: the Android status bar and gesture bar, `leading` and `centered`
/// headers, the `attach`, `android` and `messenger` composers, and where the placeholder comes from.
@Suite("Layout: chrome styles")
struct ChromeStyleLayoutTests {
    private func styledTheme(platform: String = "ios", header: String = "stacked", composer: String = "messages",
                             placeholder: String? = nil, colors: ThemeChromeColors = ThemeChromeColors()) -> ThemeSpec {
        var theme = testTheme()
        theme.platform = platform
        theme.chrome = ThemeChrome(header: .preset(header), composer: .preset(composer), placeholder: placeholder, light: colors, dark: colors)
        return theme
    }

    private func chromeLayout(_ theme: ThemeSpec, chrome: Chrome = Chrome(), messages: [Message] = [text(0, "ana", "hi")],
                              participants: [Participant] = [me, ana]) throws -> Placements {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), participants: participants,
                                        messages: messages)
        conversation.chrome = chrome
        return try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                resources: FakeResources(photos: [:])).placements()
    }

    private func parts(_ list: Placements) throws -> (bar: Node, header: Node, composer: Node) {
        (try #require(list.chrome("statusBar")), try #require(list.chrome("header")), try #require(list.chrome("composer")))
    }

    @Test("Android: a 28 pt status bar with the clock at the left and wifi, signal, battery at the right")
    func androidStatusBar() throws {
        let list = try chromeLayout(styledTheme(platform: "android", header: "leading", composer: "android"))
        let (bar, header, composer) = try parts(list)
        #expect(list.elements("statusBar").first?.frame == Rect(x: 0, y: 0, width: 390, height: 28))
        let time = try #require(bar.frame(of: "time")), run = try #require(bar.run(role: "time"))
        #expect(time.minX == 16 && run.style.fontSize == 14)
        #expect(abs(time.midY - 14) < 0.01)
        let glyphs = bar.glyphFrames
        #expect(glyphs.map(\.name) == ["wifi", "signal", "battery"])
        #expect(glyphs[0].frame.maxX < glyphs[1].frame.minX && glyphs[1].frame.maxX < glyphs[2].frame.minX)
        #expect(glyphs[2].frame.maxX == 390 - 16)
        #expect(glyphs[2].frame.height > glyphs[2].frame.width, "the Android battery stands upright")
        // The app bar follows directly; the content starts under it.
        #expect(list.elements("header").first?.frame == Rect(x: 0, y: 0, width: 390, height: 28 + 56))
        #expect(header.glyphFrames.first?.name == "arrow")
        #expect(header.first(role: "separator") == nil)
        let bubble = try #require(list.elements("bubble").first)
        #expect(bubble.frame.minY >= 28 + 56)
        // No home indicator: a 108 × 4 gesture pill in the 20 pt band at the bottom, no hairline.
        #expect(list.elements("composer").first?.frame == Rect(x: 0, y: 844 - 80, width: 390, height: 80))
        #expect(composer.frame(of: "homeIndicator") == Rect(x: 141, y: 844 - 12, width: 108, height: 4))
        #expect(composer.first(role: "separator") == nil && composer.first(role: "fieldBorder") == nil)
    }

    @Test("an iOS status bar is unchanged by header and composer styles")
    func iosStatusBar() throws {
        let (bar, _, _) = try parts(try chromeLayout(styledTheme(header: "centered", composer: "attach")))
        let battery = try #require(bar.frame(of: "battery"))
        #expect(battery.width > battery.height)
        #expect((bar.frame(of: "time")?.minX ?? 0) > 16)
    }

    @Test("leading: the title is left-aligned right of the avatar, the call glyphs at the right in the accent colour")
    func leadingHeader() throws {
        let accent = Color(red: 10, green: 124, blue: 255)
        let list = try chromeLayout(styledTheme(header: "leading", composer: "messenger", colors: ThemeChromeColors(accent: accent)),
                                    chrome: Chrome(header: ChatHeader(subtitle: "Active now")))
        let (_, header, _) = try parts(list)
        #expect(list.elements("header").first?.frame.height == 106, "54 pt status bar + 52 pt navigation bar")
        let back = try #require(header.frame(of: "chevron")), avatar = try #require(header.frame(of: "avatar"))
        #expect(header.color(of: "chevron") == accent)
        #expect(avatar.width == 36 && avatar.minX > back.maxX)
        let title = try #require(header.frame(of: "title")), subtitle = try #require(header.frame(of: "subtitle"))
        #expect(title.minX >= avatar.maxX + 8)
        #expect(subtitle.minX == title.minX && subtitle.minY >= title.maxY)
        let actions = header.glyphFrames.filter { ["phone", "videoFilled"].contains($0.name) }
        #expect(actions.map(\.name) == ["phone", "videoFilled"])
        #expect(actions.allSatisfy { header.color(of: $0.name) == accent && $0.frame.minX > title.maxX && $0.frame.maxX <= 390 })
        #expect(header.run(role: "title")?.style.weight == .semibold)
    }

    @Test("leading on Android: arrow, title 18 pt, video, phone and menu glyphs in the bar's text colour")
    func leadingAndroidHeader() throws {
        let white = Color.white
        let (_, header, _) = try parts(try chromeLayout(styledTheme(platform: "android", header: "leading",
                                                                    colors: ThemeChromeColors(bar: Color(hex: "#008069"), barText: white))))
        #expect(header.color(of: "background") == Color(hex: "#008069"))
        #expect(header.glyphFrames.first?.name == "arrow" && header.color(of: "arrow") == white)
        #expect(header.run(role: "title")?.style.fontSize == 18 && header.run(role: "title")?.color == white)
        #expect(header.glyphFrames.dropFirst().map(\.name) == ["videoFilled", "phone", "moreVertical"])
        #expect(["videoFilled", "phone", "moreVertical"].allSatisfy { header.color(of: $0) == white })
        #expect((header.frame(of: "title")?.minX ?? 0) > (try #require(header.frame(of: "avatar"))).maxX)
    }

    @Test("a title too long for its line is cut with an ellipsis before the action glyphs")
    func longTitle() throws {
        let long = String(repeating: "Wolfeschlegelsteinhausen ", count: 4)
        let (_, header, _) = try parts(try chromeLayout(styledTheme(header: "leading"), chrome: Chrome(header: ChatHeader(title: long))))
        let run = try #require(header.run(role: "title"))
        let line = try #require(run.block.lines.first?.text)
        #expect(run.block.lines.count == 1)
        #expect(line.hasSuffix("…") && line.count > 2)
        #expect((header.frame(of: "title")?.maxX ?? 999) <= (header.frame(of: "phone")?.minX ?? 390))
    }

    @Test("centered: title and subtitle centred, the back chevron at the left, the avatar at the right")
    func centeredHeader() throws {
        let (_, header, _) = try parts(try chromeLayout(styledTheme(header: "centered"),
                                                        chrome: Chrome(header: ChatHeader(subtitle: "last seen recently"))))
        let avatar = try #require(header.frame(of: "avatar"))
        #expect(avatar.maxX == 390 - 10 && avatar.width == 38)
        #expect((try #require(header.frame(of: "chevron"))).maxX < 195)
        let title = try #require(header.frame(of: "title")), subtitle = try #require(header.frame(of: "subtitle"))
        #expect(abs(title.midX - 195) < 0.01)
        #expect(abs(subtitle.midX - 195) < 0.01 && subtitle.minY >= title.maxY)
        #expect(header.glyphFrames.map(\.name) == ["chevron"])
        #expect(abs(avatar.midY - (54 + 26)) < 0.01)
        #expect(header.frame(of: "separator")?.maxY == 106)
    }

    @Test("attach: paperclip, bordered field, microphone; messenger: accent glyph row, borderless field, thumbs-up")
    func composers() throws {
        let (_, _, attach) = try parts(try chromeLayout(styledTheme(composer: "attach")))
        let field = try #require(attach.frame(of: "field"))
        #expect(attach.glyphFrames.map(\.name) == ["paperclip", "microphone"])
        #expect(attach.glyphFrames[0].frame.maxX < field.minX && attach.glyphFrames[1].frame.minX > field.maxX)
        #expect(attach.first(role: "fieldBorder") != nil && attach.first(role: "separator") != nil)

        let accent = Color(red: 10, green: 124, blue: 255), grey = Color(red: 240, green: 240, blue: 240)
        let (_, _, messenger) = try parts(try chromeLayout(styledTheme(composer: "messenger", colors: ThemeChromeColors(accent: accent, field: grey))))
        let glyphs = messenger.glyphFrames
        #expect(glyphs.map(\.name) == ["plus", "camera", "image", "microphone", "smiley", "thumbsUp"])
        // The plus sits on an accent disc; the other glyphs are accent themselves.
        #expect(messenger.all(role: "plus").isEmpty == false)
        #expect(["camera", "image", "microphone", "smiley", "thumbsUp"].allSatisfy { messenger.color(of: $0) == accent })
        let messengerField = try #require(messenger.frame(of: "field"))
        #expect(messenger.color(of: "field") == grey && messenger.first(role: "fieldBorder") == nil)
        #expect(glyphs[3].frame.maxX < messengerField.minX)
        #expect(glyphs[5].frame.minX > messengerField.maxX && glyphs[5].frame.maxX <= 390)
    }

    @Test("android composer: smiley, placeholder, paperclip and camera in the field, a round accent microphone beside it")
    func androidComposer() throws {
        let accent = Color(hex: "#008069")!
        let (_, _, composer) = try parts(try chromeLayout(styledTheme(platform: "android", composer: "android",
                                                                      colors: ThemeChromeColors(accent: accent))))
        let glyphs = composer.glyphFrames
        #expect(glyphs.map(\.name) == ["smiley", "paperclip", "camera", "microphone"])
        let field = try #require(composer.frame(of: "field")), placeholder = try #require(composer.frame(of: "placeholder"))
        #expect(composer.color(of: "microphone") == .white)
        #expect(field.height == 48 && glyphs[3].frame.minX > field.maxX + 6)
        #expect(glyphs[0].frame.maxX < placeholder.minX && placeholder.maxX < glyphs[1].frame.minX)
        #expect(composer.color(of: "background") == testTheme().light.background)
    }

    @Test("every composer preset with a draft: the draft instead of the placeholder, cut before the send button, the idle buttons gone",
          arguments: ["messages", "attach", "android", "messenger", "qq", "ios6"])
    func presetDraft(_ preset: String) throws {
        let platform = preset == "android" ? "android" : "ios"
        let idle = try parts(try chromeLayout(styledTheme(platform: platform, composer: preset))).composer
        let draft = "See you at 7? I'll bring the tickets and some snacks for everyone"
        let typing = try parts(try chromeLayout(styledTheme(platform: platform, composer: preset, placeholder: "Aa"),
                                                chrome: Chrome(composer: Composer(placeholder: "Say hi", text: draft)))).composer
        #expect(typing.text(role: "placeholder") == nil)
        let shown = try #require(typing.text(role: "draft"))
        #expect(shown.hasSuffix("…") && draft.hasPrefix(String(shown.dropLast())), "\(shown)")
        let text = try #require(typing.frame(of: "draft")), field = try #require(typing.frame(of: "field"))
        #expect(text.minX >= field.minX && text.maxX <= field.maxX && abs(text.midY - field.midY) < 0.01)
        // The send button: a glyph, QQ's blue button, or iOS 6's (already enabled when idle) beside the field.
        let send = try #require(typing.frame(of: "sendButton") ?? typing.glyphFrames.first { $0.name == "send" }?.frame ?? typing.frame(of: "send"))
        #expect(send.minX >= text.maxX)
        if preset != "ios6" {
            #expect(!idle.glyphFrames.contains { $0.name == "send" } && idle.frame(of: "sendButton") == nil)
            #expect(!typing.glyphFrames.contains { ["microphone", "thumbsUp"].contains($0.name) })
        }
        // An empty text is no draft: the idle composer.
        let empty = try parts(try chromeLayout(styledTheme(platform: platform, composer: preset),
                                               chrome: Chrome(composer: Composer(text: "")))).composer
        #expect(empty.text(role: "draft") == nil && empty.text(role: "placeholder") == "Message")
    }

    @Test("the placeholder: the conversation's, else the theme's, else \"Message\"")
    func placeholderPrecedence() throws {
        func placeholder(theme: String?, conversation: String?) throws -> String? {
            let list = try chromeLayout(styledTheme(placeholder: theme), chrome: Chrome(composer: Composer(placeholder: conversation)))
            return try parts(list).composer.text(role: "placeholder")
        }
        #expect(try placeholder(theme: "iMessage", conversation: "Text Message") == "Text Message")
        #expect(try placeholder(theme: "iMessage", conversation: nil) == "iMessage")
        #expect(try placeholder(theme: nil, conversation: nil) == "Message")
    }

    @Test("theme chrome colours paint the bars; missing ones are derived from the theme colours")
    func colours() throws {
        let bar = Color(hex: "#F6F6F6")!, text = Color(hex: "#111111")!, subtitle = Color(hex: "#8E8E93")!
        let (status, header, composer) = try parts(try chromeLayout(
            styledTheme(header: "centered", composer: "attach", colors: ThemeChromeColors(bar: bar, barText: text, subtitle: subtitle)),
            chrome: Chrome(header: ChatHeader(subtitle: "online"))))
        #expect(header.color(of: "background") == bar && composer.color(of: "background") == bar)
        #expect(status.run(role: "time")?.color == text && header.run(role: "title")?.color == text && header.run(role: "subtitle")?.color == subtitle)
        #expect(header.color(of: "chevron") == testTheme().light.link, "no accent: the theme's link colour")
        #expect(composer.color(of: "field") == testTheme().light.background, "no field colour: the background")
    }

    @Test("the layout JSON names the parts and glyphs")
    func json() throws {
        let json = LayoutJSON.encode(try chromeLayout(styledTheme(platform: "android", header: "leading", composer: "android")))
        // Android's status bar glyphs, the back arrow, the overflow menu, the microphone on its disc.
        for needle in [#""role" : "wifi""#, #""role" : "battery""#, #""role" : "arrow""#,
                       #""role" : "moreVertical""#, #""role" : "microphone""#, #""ellipse" : ["#, #""viewBox" : ["#] {
            #expect(json.contains(needle), "\(needle)")
        }
    }
}
