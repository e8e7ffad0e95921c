import ChatGeometry
import ChatModel

/// Day separators and system notices: centred lines that belong to no sender.
extension LayoutState {
    /// The theme's notice rule (`groups.notices`): padding, spacing, wrap width, size, weight.
    var notices: NoticeRule { engine.theme.groups.notices }

    /// A day separator pill with `dayLabel` ("Saturday, November 21" or free text).
    mutating func placeNotice(dayLabel: String, automatic: Bool, message: Int) throws(LayoutError) {
        let style = TextStyle(fontSize: notices.size ?? engine.theme.fonts.time, weight: notices.dayWeight, alignment: .center)
        let padding = notices.padding
        let maxWidth = max(1, contentRight - contentLeft - padding.horizontal)
        let block = try measure(dayLabel, style: style, maxWidth: maxWidth, message: message)
        let text = TextElement(style: style, color: colors.noticeText, maxWidth: maxWidth, block: block, role: "day")
        let size = Size(width: (block.size.width + padding.horizontal).rounded(.up),
                        height: (block.size.height + padding.vertical).rounded(.up))
        let radius = block.lines.count > 1 ? notices.wrappedRadius : size.height / 2
        try placeCentred(.day(NoticeElement(text: text, background: colors.noticeBackground ?? colors.incomingBubble, cornerRadius: radius,
                                            padding: padding, automatic: automatic)),
                         size: size, spacedAbove: !automatic, message: message)
    }

    /// A grey centred notice ("Alice joined"), wrapped within most of the content width.
    mutating func placeNotice(system notice: String, message: Int) throws(LayoutError) {
        let body = engine.conversation.emoticons ? EmoticonConverter.convert(notice) : notice
        let style = TextStyle(fontSize: notices.size ?? engine.theme.fonts.time, weight: .regular, alignment: .center)
        let maxWidth = max(1, ((contentRight - contentLeft) * notices.systemWidth).rounded(.down))
        let block = try measure(body, style: style, maxWidth: maxWidth, message: message)
        let text = TextElement(style: style, color: colors.noticeText, maxWidth: maxWidth, block: block, role: "system")
        guard let pill = colors.noticeBackground else {
            return try placeCentred(.system(NoticeElement(text: text, background: nil, cornerRadius: 0, padding: .zero)),
                                    size: Size(width: block.size.width, height: block.size.height), spacedAbove: true, message: message)
        }
        // A service pill (Telegram): padded like a day separator.
        let padding = notices.padding
        let size = Size(width: (block.size.width + padding.horizontal).rounded(.up), height: (block.size.height + padding.vertical).rounded(.up))
        try placeCentred(.system(NoticeElement(text: text, background: pill, cornerRadius: block.lines.count > 1 ? notices.wrappedRadius : size.height / 2,
                                               padding: padding)),
                         size: size, spacedAbove: true, message: message)
    }

    /// Before a timed message: a day separator when its date differs from the day shown (see
    /// `DaySeparatorTracker`). Themes with time headers get none: their header starts every new date and shows it.
    mutating func placeAutomaticDaySeparator(for message: Message) throws(LayoutError) {
        guard let day = automaticDays[message.index] else { return }
        try placeNotice(dayLabel: formatter.dayLabel(day), automatic: true, message: message.index)
        y += metrics.groupSpacing
    }

    /// Centres `content` of `size` at the cursor, with notice spacing above and below, and the group spacing
    /// above unless the caller has already added it (`spacedAbove` false) or this is the first message.
    private mutating func placeCentred(_ content: ElementContent, size: Size, spacedAbove: Bool, message: Int) throws(LayoutError) {
        try placeCentred(size: size, spacedAbove: spacedAbove, message: message) { _ throws(LayoutError) in content }
    }

    /// `placeCentred` for content drawn in the frame it gets (`content` is given the frame).
    mutating func placeCentred(size: Size, spacedAbove: Bool, message: Int,
                               content: (Rect) throws(LayoutError) -> ElementContent) throws(LayoutError) {
        if spacedAbove, message > blankLead { y += metrics.groupSpacing }
        y += notices.spacing
        let frame = Rect(x: ((contentLeft + contentRight - size.width) / 2).rounded(), y: y, width: size.width, height: size.height)
        elements.append(LayoutElement(message: message, frame: frame, content: try content(frame)))
        y = frame.maxY + notices.spacing
    }
}
