import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The app-specific chrome styles: QQ's header (chevron with the unread count, bold centred title, menu glyph) and
/// composer (rounded field over a row of six glyphs), and iOS 6's (glossy gradient bar, arrow-shaped back button,
/// embossed title; grey gradient composer with camera and "Send" buttons). Each built-in theme has its own pair.
@Suite("Layout: QQ and iOS 6 chrome")
struct ChromeAppStyleLayoutTests {
    static let bar = Color(hex: "#6D84A2")!, barEnd = Color(hex: "#4A6C9B")!, accent = Color(hex: "#2F6BCB")!

    private func theme(_ header: ChromeHeaderStyle, _ composer: ChromeComposerStyle, backLabel: String? = nil,
                       sendLabel: String? = nil) -> ThemeSpec {
        var theme = testTheme()
        let colors = ThemeChromeColors(bar: Self.bar, barText: .white, accent: Self.accent, field: .white, barEnd: Self.barEnd)
        theme.chrome = ThemeChrome(header: header, composer: composer, backLabel: backLabel, sendLabel: sendLabel, light: colors,
                                   dark: colors)
        return theme
    }

    private func parts(_ theme: ThemeSpec, header: ChatHeader = ChatHeader()) throws -> (HeaderElement, Rect, ComposerElement, Rect) {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), participants: [me, ana],
                                        messages: [text(0, "ana", "hi")])
        conversation.chrome = Chrome(header: header)
        let list = try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                    resources: FakeResources(photos: [:])).placements()
        let headerElement = try #require(list.elements("header").first), composerElement = try #require(list.elements("composer").first)
        guard case .chrome(.header(let h)) = headerElement.content, case .chrome(.composer(let c)) = composerElement.content else {
            throw FakeError.missing("chrome")
        }
        return (h, headerElement.frame, c, composerElement.frame)
    }

    @Test("qq header: a chevron in the bar's text colour with the unread count, the title centred in bold, a menu glyph, no avatar")
    func qqHeader() throws {
        let (header, frame, _, _) = try parts(theme(.qq, .qq), header: ChatHeader(subtitle: "online", unread: 12))
        #expect(frame.height == 54 + 52)
        #expect(header.style == .qq)
        let back = try #require(header.back)
        #expect(back.glyph == .chevron && back.color == .white && back.frame.minX < 20)
        let count = try #require(header.backLabel)
        #expect(count.text.block.lines.map(\.text) == ["12"])
        #expect(count.frame.minX > back.frame.maxX && abs(count.frame.midY - back.frame.midY) < 0.01)
        #expect(header.actions.map(\.glyph) == [.menu])
        #expect(header.actions[0].frame.maxX <= 390 - 10 && header.actions[0].color == .white)
        #expect(header.avatar == nil && header.avatarFrame == nil && header.backButton == nil && header.gradient == nil)
        #expect(abs(header.title.frame.midX - 195) < 0.01 && header.title.text.style.weight == .semibold)
        #expect(header.title.frame.minX > count.frame.maxX && header.title.frame.maxX < header.actions[0].frame.minX)
        #expect(abs((try #require(header.subtitle)).frame.midX - 195) < 0.01)
        // No unread messages: the chevron alone; past 99, "99+".
        #expect(try parts(theme(.qq, .qq)).0.backLabel == nil)
        let many = try #require(try parts(theme(.qq, .qq), header: ChatHeader(unread: 120)).0.backLabel)
        #expect(many.text.block.lines.map(\.text) == ["99+"])
    }

    @Test("qq composer: a rounded field across the bar over a row of voice, picture, camera, red-packet, emoji and plus glyphs")
    func qqComposer() throws {
        let (_, _, composer, frame) = try parts(theme(.qq, .qq))
        #expect(frame == Rect(x: 0, y: 844 - 110, width: 390, height: 110))
        #expect(composer.style == .qq)
        #expect(composer.fieldCornerRadius == 6 && composer.fieldFrame.height == 36)
        #expect(composer.fieldFrame.minX == 10 && composer.fieldFrame.maxX == 380)
        #expect(composer.glyphs.map(\.glyph) == [.microphoneOutline, .imageOutline, .cameraOutline, .redPacket, .smiley, .plusCircle])
        let centres = composer.glyphs.map(\.frame.midX)
        let gaps = zip(centres.dropFirst(), centres).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 65) < 0.01 }, "evenly spread: \(gaps)")
        #expect(composer.glyphs.allSatisfy { $0.frame.minY > composer.fieldFrame.maxY && $0.frame.maxY < composer.homeIndicatorFrame.minY })
    }

    @Test("ios6 header: a glossy gradient bar, an arrow-shaped back button with its label and the unread count, an embossed title")
    func ios6Header() throws {
        let (header, frame, _, _) = try parts(theme(.ios6, .ios6), header: ChatHeader(unread: 3))
        #expect(frame.height == 54 + 44)
        #expect(header.style == .ios6)
        let band = try #require(header.gradient)
        #expect(band.frame == Rect(x: 0, y: 54, width: 390, height: 44))
        #expect(band.gradient.top == Self.bar && band.gradient.bottom == Self.barEnd && band.gradient.gloss > 0)
        #expect(header.back == nil && header.avatar == nil && header.avatarFrame == nil && header.actions.isEmpty)
        let button = try #require(header.backButton)
        #expect(button.shape == .backArrow && button.frame.minX < 10 && button.frame.height == 30)
        #expect(abs(button.frame.midY - band.frame.midY) < 0.01)
        let label = try #require(button.label)
        #expect(label.text.block.lines.map(\.text) == ["Messages (3)"])
        #expect(label.frame.minX > button.frame.minX + 30 * ChromeButtonShape.arrowDepth && label.frame.maxX < button.frame.maxX)
        #expect(label.text.color == .white && label.shadow?.offset == Point(x: 0, y: -1))
        #expect(abs(header.title.frame.midX - 195) < 0.01 && header.title.frame.minX > button.frame.maxX)
        #expect(header.title.text.style.fontSize == 20 && header.title.shadow?.offset.y == -1)
        #expect(header.separatorFrame?.maxY == 98)
        // The theme names the button; without unread messages it says just that.
        let named = try #require(try parts(theme(.ios6, .ios6, backLabel: "Chats")).0.backButton?.label)
        #expect(named.text.block.lines.map(\.text) == ["Chats"])
    }

    @Test("ios6 composer: a grey gradient bar, a camera button, a rounded inset field and a glossy Send button in the accent colour")
    func ios6Composer() throws {
        let (_, _, composer, frame) = try parts(theme(.ios6, .ios6, sendLabel: "Senden"))
        #expect(frame == Rect(x: 0, y: 844 - 84, width: 390, height: 84))
        let band = try #require(composer.gradient)
        #expect(band.frame == Rect(x: 0, y: 844 - 84, width: 390, height: 44))
        #expect(composer.buttons.map(\.shape) == [.rounded, .rounded])
        let camera = composer.buttons[0], send = composer.buttons[1]
        #expect(composer.glyphs.map(\.glyph) == [.camera])
        let glyph = composer.glyphs[0].frame
        #expect(camera.frame.minX < glyph.minX && glyph.maxX < camera.frame.maxX && camera.frame.minY < glyph.minY
                && glyph.maxY < camera.frame.maxY)
        #expect(camera.frame.maxX < composer.fieldFrame.minX && composer.fieldFrame.maxX < send.frame.minX && send.frame.maxX <= 390)
        #expect(send.label?.text.block.lines.map(\.text) == ["Senden"] && send.label?.text.color == .white)
        #expect(send.fill.bottom != send.fill.top && send.border != Self.accent)
        #expect(composer.fieldCornerRadius == 14 && composer.fieldInnerShadow != nil && composer.fieldBorder != nil)
        #expect(composer.fieldFrame.midY == band.frame.midY)
        #expect(composer.homeIndicator == testTheme().light.incomingText, "dark on the light grey bar")
    }

    @Test("every built-in theme draws its own header and composer: QQ and classic no longer borrow Telegram's and iOS 17's")
    func builtInPairs() throws {
        var pairs: [String: String] = [:]
        for name in BuiltInThemes.names {
            let chrome = try BuiltInThemes.spec(name).chrome
            let pair = "\(chrome.header.rawValue)+\(chrome.composer.rawValue)"
            #expect(pairs[pair] == nil, "\(name) shares \(pair) with \(pairs[pair] ?? "")")
            pairs[pair] = name
        }
        #expect(pairs["qq+qq"] == "qq")
        #expect(pairs["ios6+ios6"] == "classic")
    }

    @Test("the layout JSON lists the gradient bands, the buttons with their shapes, labels and shadows")
    func json() throws {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), participants: [me, ana], messages: [])
        conversation.chrome = Chrome(header: ChatHeader(unread: 2))
        let list = try LayoutEngine(conversation: conversation, theme: theme(.ios6, .ios6), text: FakeMeasurer(),
                                    resources: FakeResources(photos: [:])).placements()
        let json = LayoutJSON.encode(list)
        // Gradient bands and buttons, the arrow-shaped back button as a path, embossed labels (a shadow run under
        // each), the field's inner shadow as a knockout in device pixels.
        for needle in [#""gradient" : {"#, #""gloss" : "#, #""role" : "button""#, #""d" : "M "#, #""role" : "backLabel""#,
                       #""role" : "sendLabel""#, #""role" : "shadow""#, #""role" : "fieldShadow""#, #""knockout" : ["#,
                       #""coordinates" : "pixels""#] {
            #expect(json.contains(needle), "\(needle)")
        }
        #expect(!json.contains(#""role" : "avatar""#))
    }
}
