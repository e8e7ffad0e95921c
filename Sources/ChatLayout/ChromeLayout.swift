import ChatModel

/// Places the mock-up chrome of iOS chat screens (iPhone 14/15 proportions, in points): a 54 pt status bar,
/// a 96 pt header under it, and an 84 pt composer (with the home indicator) at the bottom of the canvas.
///
/// The messages are laid out between `topInset` and the canvas height minus `bottomInset`; the chrome
/// elements come last in the display list, so their opaque bands cover messages scrolled under them.
struct ChromeLayout {
    let engine: LayoutEngine
    let chrome: Chrome?
    let colors: ThemeColors

    static let statusBarHeight = 54.0
    static let headerHeight = 96.0
    static let composerHeight = 84.0
    /// Half the width of the Dynamic Island: the clock and the icons are centred in the "ears" beside it.
    static let islandHalfWidth = 63.0
    /// The vertical centre of the clock and icons in the status bar.
    static let statusBarCenter = 30.0
    static let avatarSize = 50.0
    /// The least room a viewport keeps for messages between the header and the composer.
    static let minimumMessageArea = 44.0

    init(engine: LayoutEngine) {
        self.engine = engine
        chrome = engine.conversation.chrome
        colors = engine.theme.colors(for: engine.conversation.appearance)
    }

    var canvasWidth: Double { engine.conversation.canvas.width }
    /// One device pixel, in points.
    var hairline: Double { 1 / engine.conversation.canvas.scale }
    /// Where the header starts: under the status bar, or at the top without one.
    var headerTop: Double { chrome?.statusBar == nil ? 0 : Self.statusBarHeight }

    /// Height covered by the status bar and the header.
    var topInset: Double {
        guard let chrome else { return 0 }
        return (chrome.statusBar == nil ? 0 : Self.statusBarHeight) + (chrome.header == nil ? 0 : Self.headerHeight)
    }

    /// Height covered by the composer and the home indicator.
    var bottomInset: Double { chrome?.composer == nil ? 0 : Self.composerHeight }

    /// The chrome elements for a canvas `canvasHeight` points tall, in drawing order (header, status bar, composer).
    func elements(canvasHeight: Double) throws(LayoutError) -> [LayoutElement] {
        guard let chrome else { return [] }
        if engine.conversation.canvas.height != nil, canvasHeight < topInset + bottomInset + Self.minimumMessageArea {
            throw .chromeDoesNotFit(height: canvasHeight, needed: topInset + bottomInset + Self.minimumMessageArea)
        }
        var elements: [LayoutElement] = []
        if let header = chrome.header {
            elements.append(try headerElement(header))
        }
        if let bar = chrome.statusBar {
            elements.append(try statusBarElement(bar))
        }
        if let composer = chrome.composer {
            elements.append(try composerElement(composer, canvasHeight: canvasHeight))
        }
        return elements
    }

    // MARK: Status bar

    func statusBarElement(_ bar: StatusBar) throws(LayoutError) -> LayoutElement {
        let ear = max(0, canvasWidth / 2 - Self.islandHalfWidth)
        let center = Self.statusBarCenter
        let style = TextStyle(fontSize: 17, weight: .semibold, alignment: .center)
        let block = try measure(bar.time, style: style, maxWidth: max(1, ear))
        let timeFrame = Rect(x: ear / 2 + 2 - block.size.width / 2, y: center - block.size.height / 2,
                             width: block.size.width, height: block.size.height)
        // The icons, left to right: signal 17 × 11, 5 gap, wifi 15.5 × 11, 5 gap, battery 25 × 12 and its cap.
        let signalSize = Size(width: 17, height: 11), wifiSize = Size(width: 15.5, height: 11)
        let batterySize = Size(width: 25, height: 12), capWidth = 2.5, gap = 5.0
        let groupWidth = signalSize.width + gap + (bar.wifi ? wifiSize.width + gap : 0) + batterySize.width + capWidth
        var x = canvasWidth - ear / 2 - 2 - groupWidth / 2
        let signalFrame = Rect(x: x, y: center - signalSize.height / 2, width: signalSize.width, height: signalSize.height)
        x += signalSize.width + gap
        var wifiFrame: Rect?
        if bar.wifi {
            wifiFrame = Rect(x: x, y: center - wifiSize.height / 2, width: wifiSize.width, height: wifiSize.height)
            x += wifiSize.width + gap
        }
        let batteryFrame = Rect(x: x, y: center - batterySize.height / 2, width: batterySize.width, height: batterySize.height)
        let text = TextElement(style: style, color: colors.incomingText, maxWidth: max(1, ear), block: block, role: "statusTime")
        let element = StatusBarElement(
            time: PlacedText(frame: timeFrame, text: text), signalFrame: signalFrame, signal: bar.signal, wifiFrame: wifiFrame,
            batteryFrame: batteryFrame, battery: bar.battery, color: colors.incomingText, lowBatteryColor: colors.failed)
        return LayoutElement(message: nil, frame: Rect(x: 0, y: 0, width: canvasWidth, height: Self.statusBarHeight),
                             content: .chrome(.statusBar(element)))
    }

    // MARK: Header

    func headerElement(_ header: ChatHeader) throws(LayoutError) -> LayoutElement {
        let top = headerTop
        let others = engine.conversation.participants.filter { !$0.isMe }
        let title = header.title ?? Self.defaultTitle(others: others, everyone: engine.conversation.participants)
        let titleStyle = TextStyle(fontSize: 12, alignment: .center)
        let textWidth = max(1, canvasWidth - 120)
        let titleBlock = try measure(title, style: titleStyle, maxWidth: textWidth)
        var subtitleBlock: TextBlock?
        let subtitleStyle = TextStyle(fontSize: 11, alignment: .center)
        if let subtitle = header.subtitle {
            subtitleBlock = try measure(subtitle, style: subtitleStyle, maxWidth: textWidth)
        }
        // Avatar, 4 pt, title, 1 pt, subtitle: centred in the band, but never above it.
        let titleGap = 4.0, subtitleGap = 1.0
        let stack = Self.avatarSize + titleGap + titleBlock.size.height + (subtitleBlock.map { subtitleGap + $0.size.height } ?? 0)
        let avatarTop = top + max(4, (Self.headerHeight - stack) / 2)
        let avatarFrame = Rect(x: canvasWidth / 2 - Self.avatarSize / 2, y: avatarTop, width: Self.avatarSize, height: Self.avatarSize)
        let titleFrame = Rect(x: canvasWidth / 2 - titleBlock.size.width / 2, y: avatarFrame.maxY + titleGap,
                              width: titleBlock.size.width, height: titleBlock.size.height)
        let subtitle = subtitleBlock.map { block in
            PlacedText(frame: Rect(x: canvasWidth / 2 - block.size.width / 2, y: titleFrame.maxY + subtitleGap,
                                   width: block.size.width, height: block.size.height),
                       text: TextElement(style: subtitleStyle, color: colors.time, maxWidth: textWidth, block: block, role: "headerSubtitle"))
        }

        // The only other participant lends the header their avatar; otherwise the title's initials.
        let single = others.count == 1 ? others[0] : nil
        let image = header.avatar ?? single?.avatar
        var initials: TextElement?
        if image == nil {
            let style = TextStyle(fontSize: (Self.avatarSize * 0.4).rounded(), weight: .semibold, alignment: .center)
            let block = try measure(Initials.of(title), style: style, maxWidth: Self.avatarSize * 2)
            initials = TextElement(style: style, color: .white, maxWidth: Self.avatarSize * 2, block: block, role: "initials")
        }
        let fill = single.map { Initials.color(for: $0.id) } ?? Self.monogramGrey
        // The participant is named only when the picture is theirs: a header's own avatar belongs to no one.
        let owner = header.avatar == nil ? single?.id ?? "" : ""
        let avatar = AvatarElement(participant: owner, image: image, initials: initials,
                                   fill: image == nil ? fill : colors.incomingBubble, borderWidth: 0, borderColor: colors.background)

        let bottom = top + Self.headerHeight
        let element = HeaderElement(
            background: Self.barBackground(colors.background, text: colors.incomingText, dark: isDark),
            backFrame: Rect(x: 10, y: avatarFrame.midY - 10.5, width: 12, height: 21),
            videoFrame: Rect(x: canvasWidth - 16 - 26, y: avatarFrame.midY - 8.5, width: 26, height: 17),
            tint: colors.link, avatarFrame: avatarFrame, avatar: avatar,
            title: PlacedText(frame: titleFrame, text: TextElement(style: titleStyle, color: colors.incomingText, maxWidth: textWidth,
                                                                   block: titleBlock, role: "headerTitle")),
            subtitle: subtitle,
            separatorFrame: Rect(x: 0, y: bottom - hairline, width: canvasWidth, height: hairline), separator: colors.separator)
        // The band starts at the top of the canvas: the status bar is drawn on it.
        return LayoutElement(message: nil, frame: Rect(x: 0, y: 0, width: canvasWidth, height: bottom), content: .chrome(.header(element)))
    }

    /// The name of the only other participant, "A & B" for two, "N People" for more.
    static func defaultTitle(others: [Participant], everyone: [Participant]) -> String {
        switch others.count {
        case 0: everyone.first?.name ?? "Messages"
        case 1: others[0].name
        case 2: "\(others[0].name) & \(others[1].name)"
        default: "\(others.count) People"
        }
    }

    /// The grey of iOS contact monograms, for a group header without an avatar.
    static let monogramGrey = Color(red: 0xA0, green: 0xA5, blue: 0xB1)

    // MARK: Composer

    func composerElement(_ composer: Composer, canvasHeight: Double) throws(LayoutError) -> LayoutElement {
        let top = canvasHeight - Self.composerHeight
        let fieldHeight = 36.0
        let fieldFrame = Rect(x: 52, y: top + 8, width: max(fieldHeight, canvasWidth - 52 - 12), height: fieldHeight)
        let plusFrame = Rect(x: 10, y: fieldFrame.midY - 16, width: 32, height: 32)
        let micFrame = Rect(x: fieldFrame.maxX - 10 - 20, y: fieldFrame.midY - 10, width: 20, height: 20)
        let style = TextStyle(fontSize: 17, alignment: .left)
        let textWidth = max(1, micFrame.minX - 6 - (fieldFrame.minX + 14))
        let placeholder = composer.placeholder ?? Composer.defaultPlaceholder
        let block = try measure(placeholder.isEmpty ? " " : placeholder, style: style, maxWidth: textWidth)
        let placeholderFrame = Rect(x: fieldFrame.minX + 14, y: fieldFrame.midY - block.size.height / 2,
                                    width: block.size.width, height: block.size.height)
        let indicator = Size(width: 134, height: 5)
        let element = ComposerElement(
            background: Self.barBackground(colors.background, text: colors.incomingText, dark: isDark),
            separatorFrame: Rect(x: 0, y: top, width: canvasWidth, height: hairline), separator: colors.separator,
            plusFrame: plusFrame, buttonFill: colors.incomingBubble, fieldFrame: fieldFrame, fieldFill: colors.background,
            fieldBorder: colors.separator,
            placeholder: PlacedText(frame: placeholderFrame, text: TextElement(style: style, color: colors.time, maxWidth: textWidth,
                                                                               block: block, role: "placeholder")),
            micFrame: micFrame, glyph: colors.time,
            homeIndicatorFrame: Rect(x: canvasWidth / 2 - indicator.width / 2, y: canvasHeight - 8 - indicator.height,
                                     width: indicator.width, height: indicator.height),
            homeIndicator: colors.incomingText)
        return LayoutElement(message: nil, frame: Rect(x: 0, y: top, width: canvasWidth, height: Self.composerHeight),
                             content: .chrome(.composer(element)))
    }

    // MARK: Helpers

    var isDark: Bool { engine.conversation.appearance == .dark }

    /// The bars' "material": the background a little towards the text colour (more on dark screens, where
    /// iOS bars are visibly lighter than the black behind them).
    static func barBackground(_ background: Color, text: Color, dark: Bool) -> Color {
        let t = dark ? 0.09 : 0.035
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        return Color(red: mix(background.red, text.red), green: mix(background.green, text.green),
                     blue: mix(background.blue, text.blue), alpha: 255)
    }

    func measure(_ string: String, style: TextStyle, maxWidth: Double) throws(LayoutError) -> TextBlock {
        do {
            return try engine.text.layout(string, style: style, maxWidth: maxWidth)
        } catch {
            throw .textMeasurement(message: nil, reason: "\(error)")
        }
    }
}
