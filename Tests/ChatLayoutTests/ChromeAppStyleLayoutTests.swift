import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The bars of the QQ and iOS 6 looks, as chatrender's presets draw them: a chevron with the unread count, a bold
/// centred title and a menu glyph; a rounded field over a row of six glyphs; a glossy gradient bar with an
/// arrow-shaped back button and an embossed title; a grey gradient composer with camera and "Send" buttons. Each
/// built-in theme describes its own bars in its pack.
@Suite("Layout: QQ and iOS 6 chrome")
struct ChromeAppStyleLayoutTests {
    static let bar = Color(hex: "#6D84A2")!, barEnd = Color(hex: "#4A6C9B")!, accent = Color(hex: "#2F6BCB")!

    private func theme(_ header: String, _ composer: String, backLabel: String? = nil, sendLabel: String? = nil) -> ThemeSpec {
        var theme = testTheme()
        let colors = ThemeChromeColors(bar: Self.bar, barText: .white, accent: Self.accent, field: .white, barEnd: Self.barEnd)
        theme.chrome = ThemeChrome(header: .preset(header), composer: .preset(composer), backLabel: backLabel, sendLabel: sendLabel,
                                   light: colors, dark: colors)
        return theme
    }

    private func parts(_ theme: ThemeSpec, header: ChatHeader = ChatHeader(), locale: String = "en_US") throws -> (header: Node, composer: Node) {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), locale: locale, participants: [me, ana],
                                        messages: [text(0, "ana", "hi")])
        conversation.chrome = Chrome(header: header)
        let list = try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                    resources: FakeResources(photos: [:])).placements()
        return (try #require(list.chrome("header")), try #require(list.chrome("composer")))
    }

    /// The gradient a crisp or button path under `role` is filled with.
    private func gradient(_ node: Node, _ role: String) -> LinearGradient? {
        var found: LinearGradient?
        node.first(role: role)?.walk { node in
            if found == nil, case .path(let path) = node.content, case .gradient(let gradient) = path.paint { found = gradient }
        }
        return found
    }

    @Test("stacked header: a long title and subtitle stay on one line each, cut with an ellipsis, above the hairline",
          arguments: ["stacked", "stacked-android"])
    func longStackedTitle(preset: String) throws {
        var theme = theme(preset, "messages")
        theme.platform = preset.hasSuffix("android") ? "android" : "ios"
        let long = String(repeating: "Weekend climbing crew and friends ", count: 4)
        let (header, _) = try parts(theme, header: ChatHeader(title: long, subtitle: long))
        let title = try #require(header.first(role: "title")), subtitle = try #require(header.first(role: "subtitle"))
        #expect(header.text(role: "title")?.hasSuffix("…") == true && header.text(role: "subtitle")?.hasSuffix("…") == true)
        guard case .text(let titleRun) = title.content, case .text(let subtitleRun) = subtitle.content else {
            Issue.record("title and subtitle are not glyph runs"); return
        }
        #expect(titleRun.block.lines.count == 1 && subtitleRun.block.lines.count == 1)
        if let separator = header.first(role: "separator") {
            #expect(subtitle.frame.maxY <= separator.frame.minY, "\(subtitle.frame) \(separator.frame)")
        }
        #expect(subtitle.frame.maxY <= header.frame.maxY)
    }

    @Test("the theme's placeholder and back and send labels are words in the conversation's language; the conversation's own as written")
    func labelsFollowTheLocale() throws {
        var theme = theme("ios6", "ios6", backLabel: "{messages}", sendLabel: "{send}")
        theme.chrome.placeholder = "{textMessage}"
        let (header, composer) = try parts(theme, locale: "de_DE")
        #expect(header.text(role: "backLabel") == "Nachrichten")
        #expect(composer.text(role: "sendLabel") == "Senden" && composer.text(role: "placeholder") == "Textnachricht")
        let chinese = try parts(self.theme("qq", "qq"), locale: "zh_CN")
        #expect(chinese.composer.text(role: "placeholder") == "消息")
        let english = try parts(self.theme("qq", "qq"))
        #expect(english.composer.text(role: "placeholder") == "Message")
    }

    @Test("qq header: a chevron in the bar's text colour with the unread count, the title centred in bold, a menu glyph, no avatar")
    func qqHeader() throws {
        let (header, _) = try parts(theme("qq", "qq"), header: ChatHeader(subtitle: "online", unread: 12))
        #expect(header.frame.height == 54 + 52)
        let back = try #require(header.frame(of: "chevron"))
        #expect(header.color(of: "chevron") == .white && back.minX < 20)
        let count = try #require(header.frame(of: "backLabel"))
        #expect(header.text(role: "backLabel") == "12")
        #expect(count.minX > back.maxX && abs(count.midY - back.midY) < 0.01)
        #expect(header.glyphFrames.map(\.name) == ["chevron", "menu"])
        let menu = try #require(header.frame(of: "menu"))
        #expect(menu.maxX <= 390 - 10 && header.color(of: "menu") == .white)
        #expect(header.first(role: "avatar") == nil && header.first(role: "backButton") == nil)
        let title = try #require(header.frame(of: "title"))
        #expect(abs(title.midX - 195) < 0.01 && header.run(role: "title")?.style.weight == .semibold)
        #expect(title.minX > count.maxX && title.maxX < menu.minX)
        #expect(abs((try #require(header.frame(of: "subtitle"))).midX - 195) < 0.01)
        // No unread messages: the chevron alone; past 99, "99+".
        #expect(try parts(theme("qq", "qq")).header.first(role: "backLabel") == nil)
        #expect(try parts(theme("qq", "qq"), header: ChatHeader(unread: 120)).header.text(role: "backLabel") == "99+")
    }

    @Test("qq composer: a rounded field across the bar over a row of voice, picture, camera, red-packet, emoji and plus glyphs")
    func qqComposer() throws {
        let (_, composer) = try parts(theme("qq", "qq"))
        #expect(composer.frame == Rect(x: 0, y: 844 - 110, width: 390, height: 110))
        let field = try #require(composer.frame(of: "field"))
        #expect(field.height == 36 && field.minX == 10 && field.maxX == 380)
        // Corners of 6 pt (12 device pixels), not a pill.
        guard case .path(let fill)? = composer.first(role: "field")?.content, case .rect(_, let radii) = fill.parts[0].shape else {
            Issue.record("no field"); return
        }
        #expect(radii.topLeft == 12)
        let glyphs = composer.glyphFrames
        #expect(glyphs.map(\.name) == ["microphoneOutline", "imageOutline", "cameraOutline", "redPacket", "smiley", "plusCircle"])
        let centres = glyphs.map(\.frame.midX)
        let gaps = zip(centres.dropFirst(), centres).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 65) < 0.01 }, "evenly spread: \(gaps)")
        let home = try #require(composer.frame(of: "homeIndicator"))
        #expect(glyphs.allSatisfy { $0.frame.minY > field.maxY && $0.frame.maxY < home.minY })
    }

    @Test("ios6 header: a glossy gradient bar, an arrow-shaped back button with its label and the unread count, an embossed title")
    func ios6Header() throws {
        let (header, _) = try parts(theme("ios6", "ios6"), header: ChatHeader(unread: 3))
        #expect(header.frame.height == 54 + 44)
        let band = try #require(header.frame(of: "gloss")), bandGradient = try #require(gradient(header, "gloss"))
        #expect(band == Rect(x: 0, y: 54, width: 390, height: 44))
        #expect(bandGradient.top == Self.bar && bandGradient.bottom == Self.barEnd && bandGradient.gloss > 0)
        #expect(header.glyphFrames.isEmpty && header.first(role: "avatar") == nil)
        let buttonFrame = try #require(header.frame(of: "backButton"))
        guard case .group(let buttonParts)? = header.first(role: "backButton")?.content, case .path(let border)? = buttonParts.children.first?.content,
              case .elements = border.parts[0].shape else {
            Issue.record("not an arrow-shaped button"); return
        }
        let button = buttonFrame
        #expect(button.minX < 10 && button.height == 30)
        #expect(abs(button.midY - band.midY) < 0.01)
        let label = try #require(header.frame(of: "backLabel"))
        #expect(header.text(role: "backLabel") == "Messages (3)")
        #expect(label.minX > button.minX + 30 * ChromeButtonShape.arrowDepth && label.maxX < button.maxX)
        #expect(header.run(role: "backLabel")?.color == .white)
        // The emboss: a dark copy of each label one point higher, drawn first.
        let shadows = header.all(role: "shadow")
        #expect(shadows.count == 2 && shadows[0].frame.minY == label.minY - 1)
        let title = try #require(header.frame(of: "title"))
        #expect(abs(title.midX - 195) < 0.01 && title.minX > button.maxX)
        #expect(header.run(role: "title")?.style.fontSize == 20)
        #expect(header.frame(of: "separator")?.maxY == 98)
        // The theme names the button; without unread messages it says just that.
        #expect(try parts(theme("ios6", "ios6", backLabel: "Chats")).header.text(role: "backLabel") == "Chats")
    }

    @Test("ios6 composer: a grey gradient bar, a camera button, a rounded inset field and a glossy Send button in the accent colour")
    func ios6Composer() throws {
        let (_, composer) = try parts(theme("ios6", "ios6", sendLabel: "Senden"))
        #expect(composer.frame == Rect(x: 0, y: 844 - 84, width: 390, height: 84))
        let band = try #require(composer.frame(of: "gloss"))
        #expect(band == Rect(x: 0, y: 844 - 84, width: 390, height: 44))
        let camera = try #require(composer.frame(of: "cameraButton")), send = try #require(composer.frame(of: "send"))
        let field = try #require(composer.frame(of: "field"))
        #expect(composer.glyphFrames.map(\.name) == ["camera"])
        let glyph = composer.glyphFrames[0].frame
        #expect(camera.minX < glyph.minX && glyph.maxX < camera.maxX && camera.minY < glyph.minY && glyph.maxY < camera.maxY)
        #expect(camera.maxX < field.minX && field.maxX < send.minX && send.maxX <= 390)
        #expect(composer.text(role: "sendLabel") == "Senden" && composer.run(role: "sendLabel")?.color == .white)
        let fill = try #require(gradient(composer, "send"))
        #expect(fill.bottom != fill.top && composer.color(of: "send") != Self.accent)
        #expect(composer.first(role: "fieldShadow") != nil && composer.first(role: "fieldBorder") != nil)
        #expect(field.midY == band.midY)
        #expect(composer.color(of: "homeIndicator") == testTheme().light.incomingText, "dark on the light grey bar")
    }

    @Test("every built-in theme draws its own header and composer, described in its pack")
    func builtInPairs() throws {
        var pairs: [String: String] = [:]
        for name in BuiltInThemes.names {
            let chrome = try BuiltInThemes.spec(name).chrome
            guard case .described(let header) = chrome.header, case .described(let composer) = chrome.composer else {
                Issue.record("\(name) names a preset instead of describing its bars"); continue
            }
            let pair = "\(header.hashValue)+\(composer.hashValue)"
            #expect(pairs[pair] == nil, "\(name) shares its bars with \(pairs[pair] ?? "")")
            pairs[pair] = name
        }
    }

    @Test("the layout JSON lists the gradient bands, the buttons with their shapes, labels and shadows")
    func json() throws {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), participants: [me, ana], messages: [])
        conversation.chrome = Chrome(header: ChatHeader(unread: 2))
        let list = try LayoutEngine(conversation: conversation, theme: theme("ios6", "ios6"), text: FakeMeasurer(),
                                    resources: FakeResources(photos: [:])).placements()
        let json = LayoutJSON.encode(list)
        // Gradient bands and buttons, the arrow-shaped back button as a path, embossed labels (a shadow run under
        // each), the field's inner shadow as a knockout in device pixels.
        for needle in [#""gradient" : {"#, #""gloss" : "#, #""role" : "backButton""#, #""d" : "M "#, #""role" : "backLabel""#,
                       #""role" : "sendLabel""#, #""role" : "shadow""#, #""role" : "fieldShadow""#, #""knockout" : ["#,
                       #""coordinates" : "pixels""#] {
            #expect(json.contains(needle), "\(needle)")
        }
        #expect(!json.contains(#""role" : "avatar""#))
    }
}
