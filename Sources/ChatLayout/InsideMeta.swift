import ChatGeometry
import ChatModel

/// The time and status mark a theme with `timePlacement: inside` draws in a bubble's bottom corner on the
/// outer side (WhatsApp, Telegram): measured once per message, placed by the kind that holds it.
struct InsideMeta {
    /// The measured time, if the message has one.
    var time: TextBlock?
    var timeStyle: TextStyle
    var status: DeliveryStatus?
    /// The status icon's image name in the pack.
    var icon: String?
    var iconSize: Double
    /// Space between the time and the status icon (`groups.time.iconGap`).
    var iconGap: Double

    var width: Double {
        let timeWidth = time?.size.width ?? 0
        guard icon != nil else { return timeWidth }
        return timeWidth + (time == nil ? 0 : iconGap) + iconSize
    }

    var height: Double { max(time?.size.height ?? 0, icon == nil ? 0 : iconSize) }
}

/// Where an inside time goes when the kind's own layout did not take it (text bubbles and captions reserve room
/// for it themselves).
enum InsideMetaHolder {
    /// The bubble grows at the bottom to hold it (audio, file, location).
    case bubbleBottom
    /// A translucent pill in the bottom corner of the picture (photos, videos).
    case overlay
    /// A pill just under the element, no bubble (stickers, large emoji).
    case pillBelow
}

extension LayoutState {
    /// The inside time and status mark of `message`, or nil when the theme puts them elsewhere or it has none.
    func insideMeta(for message: Message, outgoing: Bool) throws(LayoutError) -> InsideMeta? {
        guard metrics.timePlacement == .inside else { return nil }
        if case .typing = message.content { return nil }
        let style = TextStyle(fontSize: engine.theme.fonts.time)
        let time = try insideTimeText(for: message).map { text throws(LayoutError) in
            try measure(text, style: style, maxWidth: contentRight - contentLeft, message: message.index)
        }
        var status: DeliveryStatus?
        var icon: String?
        if outgoing, metrics.statusPlacement == .inside, let written = message.status, written != .failed,
           let image = engine.theme.statusIcons[written] {
            status = written
            icon = image
        }
        guard time != nil || icon != nil else { return nil }
        return InsideMeta(time: time, timeStyle: style, status: status, icon: icon, iconSize: metrics.statusIconSize, iconGap: timeRule.iconGap)
    }

    /// The theme's rule for times inside bubbles (`groups.time`).
    var timeRule: TimeRule { engine.theme.groups.time }

    /// The left end of `meta` whose outer end is at `edge`: its right end in left-to-right chats, its left end in
    /// right-to-left ones.
    func insideMetaLeft(_ meta: InsideMeta, edge: Double) -> Double {
        engine.conversation.direction == .rtl ? edge : edge - meta.width
    }

    /// Appends the time and icon from `left`, their bottom at `bottom`. `onPill` draws them white on a
    /// translucent pill.
    mutating func appendInsideMeta(_ meta: InsideMeta, left: Double, bottom: Double, onPill: Bool, outgoing: Bool, message: Int) {
        if onPill {
            let pad = timeRule.pillPadding
            let pill = Rect(x: left - pad.horizontal, y: bottom - meta.height - pad.vertical,
                            width: meta.width + 2 * pad.horizontal, height: meta.height + 2 * pad.vertical)
            elements.append(LayoutElement(message: message, frame: pill, content: .backdrop(
                BackdropElement(color: timeRule.pillColor, cornerRadius: pill.height / 2))))
        }
        // The mark is the outer end: after the time, or before it in a right-to-left chat ("✓✓ 21:03").
        let markFirst = engine.conversation.direction == .rtl && meta.icon != nil && meta.status != nil
        var x = markFirst ? left + meta.iconSize + meta.iconGap : left
        if let time = meta.time {
            let color = onPill ? Color.white : (outgoing ? colors.outgoingTime : colors.incomingTime)
            let frame = Rect(x: x, y: bottom - (meta.height + time.size.height) / 2, width: time.size.width, height: time.size.height)
            elements.append(LayoutElement(message: message, frame: frame, content: .label(
                TextElement(style: meta.timeStyle, color: color, maxWidth: contentRight - contentLeft, block: time, role: "time"))))
            x = frame.maxX + meta.iconGap
        }
        if markFirst { x = left }
        if let icon = meta.icon, let status = meta.status {
            let color = status == .read ? (onPill ? colors.statusReadOnMedia : colors.statusRead) : (onPill ? Color.white : colors.status)
            let frame = Rect(x: x, y: bottom - (meta.height + meta.iconSize) / 2, width: meta.iconSize, height: meta.iconSize)
            elements.append(LayoutElement(message: message, frame: frame, content: .status(
                StatusElement(status: status, icon: icon, color: color))))
        }
    }

    /// Places a time the kind's own layout did not take: grows the last bubble, or puts it on a pill.
    mutating func placeInsideMeta(_ meta: InsideMeta, holder: InsideMetaHolder, around frame: Rect, position: GroupPosition,
                                  side: BubbleSide, message: Int) -> Rect {
        let rtlChat = engine.conversation.direction == .rtl
        switch holder {
        case .bubbleBottom:
            guard let index = lastBubbleIndex, elements[index].message == message else { return frame }
            let insets = BubbleSide.placement(of: engine.theme.textBubbles.style(for: position), onRight: side.onRight).insets
            elements[index].frame.height += (meta.height + 2).rounded(.up)
            let grown = elements[index].frame
            appendInsideMeta(meta, left: insideMetaLeft(meta, edge: rtlChat ? grown.minX + insets.left : grown.maxX - insets.right),
                             bottom: grown.maxY - timeRule.bottomInset, onPill: false, outgoing: side.outgoing, message: message)
            y = max(y, grown.maxY)
            return frame.union(grown)
        case .overlay:
            let insets = BubbleSide.placement(of: engine.theme.photoBubbles.style(for: position), onRight: side.onRight).insets
            let margin = timeRule.pillMargin + timeRule.pillPadding.horizontal
            appendInsideMeta(meta, left: insideMetaLeft(meta, edge: rtlChat ? frame.minX + insets.left + margin
                                                                  : frame.maxX - insets.right - margin),
                             bottom: frame.maxY - insets.bottom - timeRule.pillMargin - timeRule.pillPadding.vertical,
                             onPill: true, outgoing: side.outgoing, message: message)
            return frame
        case .pillBelow:
            let pad = timeRule.pillPadding
            let bottom = frame.maxY + LayoutEngine.labelSpacing + pad.vertical + meta.height
            appendInsideMeta(meta, left: side.onRight ? frame.maxX - pad.horizontal - meta.width : frame.minX + pad.horizontal,
                             bottom: bottom, onPill: true, outgoing: side.outgoing, message: message)
            let below = Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: bottom + pad.vertical - frame.maxY)
            y = max(y, below.maxY)
            return frame.union(below)
        }
    }
}
