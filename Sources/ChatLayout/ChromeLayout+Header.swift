import ChatGeometry
import ChatModel

/// The chat header in its styles: `stacked` (iOS Messages), `leading` (WhatsApp, Messenger) and `centered`
/// (Telegram) here; `qq` and `ios6` in their own files. The band always starts at the top of the canvas: the status
/// bar is drawn on it.
extension ChromeLayout {
    func headerElement(_ header: ChatHeader) throws(LayoutError) -> LayoutElement {
        let part: HeaderElement
        switch style.header {
        case .stacked: part = try stackedHeader(header)
        case .leading: part = try leadingHeader(header)
        case .centered: part = try centeredHeader(header)
        case .qq: part = try qqHeader(header)
        case .ios6: part = try ios6Header(header)
        }
        return element(.header(part), frame: Rect(x: 0, y: 0, width: canvasWidth, height: headerTop + headerHeight))
    }

    /// iOS Messages: a 50 pt avatar above the 12 pt title and the 11 pt subtitle, all centred, a chevron at the
    /// left and an outlined video camera at the right, level with the avatar.
    func stackedHeader(_ header: ChatHeader) throws(LayoutError) -> HeaderElement {
        let top = headerTop
        let title = headerTitle(header)
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
        let avatarTop = top + max(4, (headerHeight - stack) / 2)
        let avatarFrame = Rect(x: canvasWidth / 2 - Self.avatarSize / 2, y: avatarTop, width: Self.avatarSize, height: Self.avatarSize)
        let titleFrame = Rect(x: canvasWidth / 2 - titleBlock.size.width / 2, y: avatarFrame.maxY + titleGap,
                              width: titleBlock.size.width, height: titleBlock.size.height)
        let subtitle = subtitleBlock.map { block in
            PlacedText(frame: Rect(x: canvasWidth / 2 - block.size.width / 2, y: titleFrame.maxY + subtitleGap,
                                   width: block.size.width, height: block.size.height),
                       text: TextElement(style: subtitleStyle, color: palette.subtitle, maxWidth: textWidth, block: block,
                                         role: "headerSubtitle"))
        }
        let video = PlacedGlyph(.video, frame: Rect(x: canvasWidth - 16 - 26, y: avatarFrame.midY - 8.5, width: 26, height: 17),
                                color: palette.accent)
        return HeaderElement(
            style: .stacked, background: palette.bar, back: backGlyph(centerY: avatarFrame.midY), actions: [video],
            avatarFrame: avatarFrame, avatar: try headerAvatar(header, title: title, size: Self.avatarSize),
            title: PlacedText(frame: titleFrame, text: TextElement(style: titleStyle, color: palette.barText, maxWidth: textWidth,
                                                                   block: titleBlock, role: "headerTitle")),
            subtitle: subtitle, separatorFrame: headerSeparator, separator: colors.separator)
    }

    /// WhatsApp and Messenger: the back glyph, a 36 pt (Android 38 pt) avatar, the title and subtitle left-aligned
    /// beside it, and call glyphs at the right (Android: video, phone, menu in the bar's text colour; iOS: phone
    /// and video in the accent colour).
    func leadingHeader(_ header: ChatHeader) throws(LayoutError) -> HeaderElement {
        let android = platform == .android
        let middle = headerTop + headerHeight / 2
        let avatarSize = android ? 38.0 : 36.0
        let avatarFrame = Rect(x: android ? 34 : 30, y: middle - avatarSize / 2, width: avatarSize, height: avatarSize)
        let actions: [PlacedGlyph]
        if android {
            let icon = 24.0
            actions = [(ChromeGlyph.videoFilled, 110.0), (.phone, 64), (.moreVertical, 20)].map { glyph, fromRight in
                PlacedGlyph(glyph, frame: Rect(x: canvasWidth - fromRight - icon / 2, y: middle - icon / 2, width: icon, height: icon),
                            color: palette.barText)
            }
        } else {
            let icon = 26.0
            actions = [(ChromeGlyph.phone, 14.0 + icon + 18), (.videoFilled, 14)].map { glyph, fromRight in
                PlacedGlyph(glyph, frame: Rect(x: canvasWidth - fromRight - icon, y: middle - icon / 2, width: icon, height: icon),
                            color: palette.accent)
            }
        }
        let textX = avatarFrame.maxX + 10
        let textWidth = max(1, (actions.first?.frame.minX ?? canvasWidth) - 12 - textX)
        let titleStyle = TextStyle(fontSize: android ? 18 : 16, weight: .semibold, alignment: .left)
        let subtitleStyle = TextStyle(fontSize: android ? 13 : 12, alignment: .left)
        let title = headerTitle(header)
        let texts = try titleAndSubtitle(title, header.subtitle, titleStyle: titleStyle, subtitleStyle: subtitleStyle,
                                         maxWidth: textWidth, middle: middle) { _ in textX }
        return HeaderElement(
            style: .leading, background: palette.bar, back: backGlyph(centerY: middle), actions: actions,
            avatarFrame: avatarFrame, avatar: try headerAvatar(header, title: title, size: avatarSize),
            title: texts.title, subtitle: texts.subtitle, separatorFrame: headerSeparator, separator: colors.separator)
    }

    /// Telegram: the title and the subtitle centred on a line each, the back glyph at the left and a
    /// 38 pt avatar at the right.
    func centeredHeader(_ header: ChatHeader) throws(LayoutError) -> HeaderElement {
        let middle = headerTop + headerHeight / 2
        let avatarSize = 38.0
        let avatarFrame = Rect(x: canvasWidth - 10 - avatarSize, y: middle - avatarSize / 2, width: avatarSize, height: avatarSize)
        let side = avatarSize + 10 + 14
        let textWidth = max(1, canvasWidth - 2 * side)
        let titleStyle = TextStyle(fontSize: 16, weight: .semibold, alignment: .left)
        let subtitleStyle = TextStyle(fontSize: 13, alignment: .left)
        let title = headerTitle(header)
        let center = canvasWidth / 2
        let texts = try titleAndSubtitle(title, header.subtitle, titleStyle: titleStyle, subtitleStyle: subtitleStyle,
                                         maxWidth: textWidth, middle: middle) { width in center - width / 2 }
        return HeaderElement(
            style: .centered, background: palette.bar, back: backGlyph(centerY: middle), actions: [],
            avatarFrame: avatarFrame, avatar: try headerAvatar(header, title: title, size: avatarSize),
            title: texts.title, subtitle: texts.subtitle, separatorFrame: headerSeparator, separator: colors.separator)
    }

    // MARK: Parts

    /// The title on one line over the subtitle on one line (each cut with "…" when too wide), the pair centred
    /// vertically on `middle`; `x` gives a line's left edge from its width.
    func titleAndSubtitle(
        _ title: String, _ subtitle: String?, titleStyle: TextStyle, subtitleStyle: TextStyle, maxWidth: Double, middle: Double,
        x: (Double) -> Double
    ) throws(LayoutError) -> (title: PlacedText, subtitle: PlacedText?) {
        let titleBlock = try measureOneLine(title, style: titleStyle, maxWidth: maxWidth)
        let subtitleBlock = try subtitle.map { text throws(LayoutError) in
            try measureOneLine(text, style: subtitleStyle, maxWidth: maxWidth)
        }
        let height = titleBlock.size.height + (subtitleBlock?.size.height ?? 0)
        let titleFrame = Rect(x: x(titleBlock.size.width), y: middle - height / 2, width: titleBlock.size.width,
                              height: titleBlock.size.height)
        let placedTitle = PlacedText(frame: titleFrame, text: TextElement(style: titleStyle, color: palette.barText, maxWidth: maxWidth,
                                                                         block: titleBlock, role: "headerTitle"))
        let placedSubtitle = subtitleBlock.map { block in
            PlacedText(frame: Rect(x: x(block.size.width), y: titleFrame.maxY, width: block.size.width, height: block.size.height),
                       text: TextElement(style: subtitleStyle, color: palette.subtitle, maxWidth: maxWidth, block: block,
                                         role: "headerSubtitle"))
        }
        return (placedTitle, placedSubtitle)
    }

    /// The back glyph centred on `centerY`: an accent chevron on iOS, an arrow in the bar's text colour on Android.
    func backGlyph(centerY: Double) -> PlacedGlyph {
        if platform == .android {
            return PlacedGlyph(.arrow, frame: Rect(x: 8, y: centerY - 12, width: 24, height: 24), color: palette.barText)
        }
        return PlacedGlyph(.chevron, frame: Rect(x: 10, y: centerY - 10.5, width: 12, height: 21), color: palette.accent)
    }

    /// The hairline under the header band on iOS; Android app bars have none.
    var headerSeparator: Rect? {
        platform == .android ? nil : Rect(x: 0, y: headerTop + headerHeight - hairline, width: canvasWidth, height: hairline)
    }

    /// The header's title: its own, or one made from the participants.
    func headerTitle(_ header: ChatHeader) -> String {
        header.title ?? Self.defaultTitle(others: engine.conversation.participants.filter { !$0.isMe },
                                          everyone: engine.conversation.participants)
    }

    /// The header's avatar `size` points wide: its own picture, the only other participant's, or initials.
    func headerAvatar(_ header: ChatHeader, title: String, size: Double) throws(LayoutError) -> AvatarElement {
        let others = engine.conversation.participants.filter { !$0.isMe }
        // The only other participant lends the header their avatar; otherwise the title's initials.
        let single = others.count == 1 ? others[0] : nil
        let image = header.avatar ?? single?.avatar
        var initials: TextElement?
        if image == nil {
            let style = TextStyle(fontSize: (size * 0.4).rounded(), weight: .semibold, alignment: .center)
            let block = try measure(Initials.of(title), style: style, maxWidth: size * 2)
            initials = TextElement(style: style, color: .white, maxWidth: size * 2, block: block, role: "initials")
        }
        let fill = single.map { Initials.color(for: $0.id) } ?? Self.monogramGrey
        // The participant is named only when the picture is theirs: a header's own avatar belongs to no one.
        let owner = header.avatar == nil ? single?.id ?? "" : ""
        return AvatarElement(participant: owner, image: image, initials: initials,
                             fill: image == nil ? fill : colors.incomingBubble, borderWidth: 0, borderColor: colors.background)
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
}
