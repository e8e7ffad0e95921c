import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The chrome in the style the theme names: the Android status bar and gesture bar, `leading` and `centered`
/// headers, the `attach`, `android` and `messenger` composers, and where the placeholder comes from.
@Suite("Layout: chrome styles")
struct ChromeStyleLayoutTests {
    private func styledTheme(platform: String = "ios", header: ChromeHeaderStyle = .stacked, composer: ChromeComposerStyle = .messages,
                             placeholder: String? = nil, colors: ThemeChromeColors = ThemeChromeColors()) -> ThemeSpec {
        var theme = testTheme()
        theme.platform = platform
        theme.chrome = ThemeChrome(header: header, composer: composer, placeholder: placeholder, light: colors, dark: colors)
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

    private func parts(_ list: Placements) throws -> (StatusBarElement, HeaderElement, ComposerElement) {
        guard case .chrome(.statusBar(let bar))? = list.elements("statusBar").first?.content,
              case .chrome(.header(let header))? = list.elements("header").first?.content,
              case .chrome(.composer(let composer))? = list.elements("composer").first?.content else {
            throw ChromeMissing()
        }
        return (bar, header, composer)
    }

    private struct ChromeMissing: Error {}

    @Test("Android: a 28 pt status bar with the clock at the left and wifi, signal, battery at the right")
    func androidStatusBar() throws {
        let list = try chromeLayout(styledTheme(platform: "android", header: .leading, composer: .android))
        let (bar, header, composer) = try parts(list)
        #expect(list.elements("statusBar").first?.frame == Rect(x: 0, y: 0, width: 390, height: 28))
        #expect(bar.platform == .android)
        #expect(bar.time.frame.minX == 16)
        #expect(bar.time.text.style.fontSize == 14)
        #expect(abs(bar.time.frame.midY - 14) < 0.01)
        let wifi = try #require(bar.wifiFrame)
        #expect(wifi.maxX < bar.signalFrame.minX && bar.signalFrame.maxX < bar.batteryFrame.minX)
        #expect(bar.batteryFrame.maxX == 390 - 16)
        #expect(bar.batteryFrame.height > bar.batteryFrame.width, "the Android battery stands upright")
        // The app bar follows directly; the content starts under it.
        #expect(list.elements("header").first?.frame == Rect(x: 0, y: 0, width: 390, height: 28 + 56))
        #expect(header.back?.glyph == .arrow)
        #expect(header.separatorFrame == nil)
        let bubble = try #require(list.elements("bubble").first)
        #expect(bubble.frame.minY >= 28 + 56)
        // No home indicator: a 108 × 4 gesture pill in the 20 pt band at the bottom, no hairline.
        #expect(list.elements("composer").first?.frame == Rect(x: 0, y: 844 - 80, width: 390, height: 80))
        #expect(composer.homeIndicatorFrame == Rect(x: 141, y: 844 - 12, width: 108, height: 4))
        #expect(composer.separatorFrame == nil && composer.fieldBorder == nil)
    }

    @Test("an iOS status bar is unchanged by header and composer styles")
    func iosStatusBar() throws {
        let (bar, _, _) = try parts(try chromeLayout(styledTheme(header: .centered, composer: .attach)))
        #expect(bar.platform == .ios)
        #expect(bar.batteryFrame.width > bar.batteryFrame.height)
        #expect(bar.time.frame.minX > 16)
    }

    @Test("leading: the title is left-aligned right of the avatar, the call glyphs at the right in the accent colour")
    func leadingHeader() throws {
        let accent = Color(red: 10, green: 124, blue: 255)
        let list = try chromeLayout(styledTheme(header: .leading, composer: .messenger, colors: ThemeChromeColors(accent: accent)),
                                    chrome: Chrome(header: ChatHeader(subtitle: "Active now")))
        let (_, header, _) = try parts(list)
        #expect(list.elements("header").first?.frame.height == 106, "54 pt status bar + 52 pt navigation bar")
        #expect(header.style == .leading)
        let back = try #require(header.back), avatarFrame = try #require(header.avatarFrame)
        #expect(back.glyph == .chevron && back.color == accent)
        #expect(avatarFrame.width == 36 && avatarFrame.minX > back.frame.maxX)
        #expect(header.title.frame.minX >= avatarFrame.maxX + 8)
        let subtitle = try #require(header.subtitle)
        #expect(subtitle.frame.minX == header.title.frame.minX && subtitle.frame.minY >= header.title.frame.maxY)
        #expect(header.actions.map(\.glyph) == [.phone, .videoFilled])
        #expect(header.actions.allSatisfy { $0.color == accent && $0.frame.minX > header.title.frame.maxX && $0.frame.maxX <= 390 })
        #expect(header.title.text.style.weight == .semibold)
    }

    @Test("leading on Android: arrow, title 18 pt, video, phone and menu glyphs in the bar's text colour")
    func leadingAndroidHeader() throws {
        let white = Color.white
        let (_, header, _) = try parts(try chromeLayout(styledTheme(platform: "android", header: .leading,
                                                                    colors: ThemeChromeColors(bar: Color(hex: "#008069"), barText: white))))
        #expect(header.background == Color(hex: "#008069"))
        #expect(header.back?.glyph == .arrow && header.back?.color == white)
        #expect(header.title.text.style.fontSize == 18 && header.title.text.color == white)
        #expect(header.actions.map(\.glyph) == [.videoFilled, .phone, .moreVertical])
        #expect(header.actions.allSatisfy { $0.color == white })
        #expect(header.title.frame.minX > (try #require(header.avatarFrame)).maxX)
    }

    @Test("a title too long for its line is cut with an ellipsis before the action glyphs")
    func longTitle() throws {
        let long = String(repeating: "Wolfeschlegelsteinhausen ", count: 4)
        let (_, header, _) = try parts(try chromeLayout(styledTheme(header: .leading), chrome: Chrome(header: ChatHeader(title: long))))
        let line = try #require(header.title.text.block.lines.first?.text)
        #expect(header.title.text.block.lines.count == 1)
        #expect(line.hasSuffix("…") && line.count > 2)
        #expect(header.title.frame.maxX <= (header.actions.first?.frame.minX ?? 390))
    }

    @Test("centered: title and subtitle centred, the back chevron at the left, the avatar at the right")
    func centeredHeader() throws {
        let (_, header, _) = try parts(try chromeLayout(styledTheme(header: .centered),
                                                        chrome: Chrome(header: ChatHeader(subtitle: "last seen recently"))))
        #expect(header.style == .centered)
        let avatarFrame = try #require(header.avatarFrame)
        #expect(avatarFrame.maxX == 390 - 10 && avatarFrame.width == 38)
        #expect((try #require(header.back)).frame.maxX < 195)
        #expect(abs(header.title.frame.midX - 195) < 0.01)
        let subtitle = try #require(header.subtitle)
        #expect(abs(subtitle.frame.midX - 195) < 0.01 && subtitle.frame.minY >= header.title.frame.maxY)
        #expect(header.actions.isEmpty)
        #expect(abs(avatarFrame.midY - (54 + 26)) < 0.01)
        #expect(header.separatorFrame?.maxY == 106)
    }

    @Test("attach: paperclip, bordered field, microphone; messenger: accent glyph row, borderless field, thumbs-up")
    func composers() throws {
        let (_, _, attach) = try parts(try chromeLayout(styledTheme(composer: .attach)))
        #expect(attach.glyphs.map(\.glyph) == [.paperclip, .microphone])
        #expect(attach.glyphs[0].frame.maxX < attach.fieldFrame.minX && attach.glyphs[1].frame.minX > attach.fieldFrame.maxX)
        #expect(attach.fieldBorder != nil && attach.separatorFrame != nil)

        let accent = Color(red: 10, green: 124, blue: 255), grey = Color(red: 240, green: 240, blue: 240)
        let (_, _, messenger) = try parts(try chromeLayout(styledTheme(composer: .messenger,
                                                                       colors: ThemeChromeColors(accent: accent, field: grey))))
        #expect(messenger.glyphs.map(\.glyph) == [.plus, .camera, .image, .microphone, .smiley, .thumbsUp])
        #expect(messenger.glyphs[0].disc?.color == accent)
        #expect(messenger.glyphs.dropFirst().allSatisfy { $0.color == accent })
        #expect(messenger.fieldFill == grey && messenger.fieldBorder == nil)
        #expect(messenger.glyphs[3].frame.maxX < messenger.fieldFrame.minX)
        #expect(messenger.glyphs[5].frame.minX > messenger.fieldFrame.maxX && messenger.glyphs[5].frame.maxX <= 390)
    }

    @Test("android composer: smiley, placeholder, paperclip and camera in the field, a round accent microphone beside it")
    func androidComposer() throws {
        let accent = Color(hex: "#008069")!
        let (_, _, composer) = try parts(try chromeLayout(styledTheme(platform: "android", composer: .android,
                                                                      colors: ThemeChromeColors(accent: accent))))
        #expect(composer.glyphs.map(\.glyph) == [.smiley, .paperclip, .camera, .microphone])
        let mic = composer.glyphs[3]
        #expect(mic.disc?.color == accent && mic.color == .white)
        #expect(mic.disc?.frame.minX ?? 0 > composer.fieldFrame.maxX && mic.disc?.frame.maxX ?? 999 <= 390)
        #expect(composer.fieldFrame.height == 48 && mic.disc?.frame.height == 48)
        #expect(composer.glyphs[0].frame.maxX < composer.placeholder.frame.minX)
        #expect(composer.placeholder.frame.maxX < composer.glyphs[1].frame.minX)
        #expect(composer.background == testTheme().light.background)
    }

    @Test("the placeholder: the conversation's, else the theme's, else \"Message\"")
    func placeholderPrecedence() throws {
        func placeholder(theme: String?, conversation: String?) throws -> String? {
            let list = try chromeLayout(styledTheme(placeholder: theme), chrome: Chrome(composer: Composer(placeholder: conversation)))
            return try parts(list).2.placeholder.text.block.lines.first?.text
        }
        #expect(try placeholder(theme: "iMessage", conversation: "Text Message") == "Text Message")
        #expect(try placeholder(theme: "iMessage", conversation: nil) == "iMessage")
        #expect(try placeholder(theme: nil, conversation: nil) == "Message")
    }

    @Test("theme chrome colours paint the bars; missing ones are derived from the theme colours")
    func colours() throws {
        let bar = Color(hex: "#F6F6F6")!, text = Color(hex: "#111111")!, subtitle = Color(hex: "#8E8E93")!
        let (status, header, composer) = try parts(try chromeLayout(
            styledTheme(header: .centered, composer: .attach, colors: ThemeChromeColors(bar: bar, barText: text, subtitle: subtitle)),
            chrome: Chrome(header: ChatHeader(subtitle: "online"))))
        #expect(header.background == bar && composer.background == bar)
        #expect(status.color == text && header.title.text.color == text && header.subtitle?.text.color == subtitle)
        #expect(header.back?.color == testTheme().light.link, "no accent: the theme's link colour")
        #expect(composer.fieldFill == testTheme().light.background, "no field colour: the background")
    }

    @Test("the layout JSON names styles, platforms and glyphs")
    func json() throws {
        let json = LayoutJSON.encode(try chromeLayout(styledTheme(platform: "android", header: .leading, composer: .android)))
        // Android's status bar glyphs, the back arrow, the overflow menu, the microphone on its disc.
        for needle in [#""role" : "wifi""#, #""role" : "battery""#, #""role" : "arrow""#,
                       #""role" : "moreVertical""#, #""role" : "microphone""#, #""ellipse" : ["#, #""viewBox" : ["#] {
            #expect(json.contains(needle), "\(needle)")
        }
    }
}
