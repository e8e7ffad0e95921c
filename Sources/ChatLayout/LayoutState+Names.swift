import ChatGeometry
import ChatModel

/// Sender names in group chats: above the group's first bubble, or inside its top (WhatsApp, Telegram), in the
/// sender's colour from the theme's per-sender palette.
extension LayoutState {
    /// Each sender's place in order of first message (the participant list's order breaks no ties: a sender who
    /// never writes takes no colour).
    static func senderOrder(in messages: [Message], conversation: Conversation) -> [String: Int] {
        var order: [String: Int] = [:]
        for message in messages where message.content.hasSender {
            guard conversation.participant(id: message.from)?.isMe != true, order[message.from] == nil else { continue }
            order[message.from] = order.count
        }
        return order
    }

    /// The colour of `sender`'s name (also the bar of replies quoting them): the participant's own colour, else
    /// the theme's palette colour for the sender's place, else `colors.name`.
    func nameColor(of sender: Participant) -> Color {
        if let own = sender.color { return own }
        let palette = engine.theme.groups.nameColors(for: engine.conversation.appearance)
        guard !sender.isMe, !palette.isEmpty, let place = senderOrder[sender.id] else { return colors.name }
        return palette[place % palette.count]
    }

    /// The widest a line at the top of a bubble on `side` may be (a name, a forwarded line): the widest bubble's content.
    func insideLineWidth(_ side: BubbleSide) -> Double {
        let insets = BubbleSide.placement(of: engine.theme.textBubbles.style(for: .first), onRight: side.onRight).insets
        return max(1, side.maxWidth - insets.horizontal)
    }

    /// The name measured for the inside of a bubble on `side`.
    func insideName(of sender: Participant, side: BubbleSide, message: Int) throws(LayoutError) -> TextElement {
        let style = TextStyle(fontSize: engine.theme.fonts.name, weight: engine.theme.groups.names.weight, alignment: side.onRight ? .right : .left)
        let maxWidth = insideLineWidth(side)
        let block = try oneLine(sender.name, style: style, maxWidth: maxWidth, message: message)
        return TextElement(style: style, color: nameColor(of: sender), maxWidth: maxWidth, block: block, role: "name")
    }

    /// Grows the bubble at `elements[bubbleIndex]` up by the header's room (kept free above it) and wide enough for
    /// its lines, and puts the lines at its content inset. Times and status marks at the bubble's far edge move
    /// with a widened edge. `extraRoom` is room the caller kept above the content beyond the header's (a full-bleed
    /// map's top inset). Returns the grown frame.
    mutating func insertInsideHeader(_ header: InsideHeader, bubbleIndex: Int, side: BubbleSide, message: Int,
                                     extraRoom: Double = 0) throws(LayoutError) -> Rect {
        guard case .bubble(let bubble) = elements[bubbleIndex].content else { return elements[bubbleIndex].frame }
        let space = header.space + extraRoom
        let style = engine.theme.textBubbles.style(for: bubble.position)
        let insets = BubbleSide.placement(of: style, onRight: side.onRight).insets
        var frame = elements[bubbleIndex].frame
        frame.y -= space
        frame.height += space
        let wanted = (header.width + insets.horizontal).rounded(.up)
        if wanted > frame.width {
            let grow = wanted - frame.width
            frame.width = wanted
            if side.onRight { frame.x -= grow }
            // The time and marks sit at the bubble's far edge (right in left-to-right chats): they follow it.
            let rtlChat = engine.conversation.direction == .rtl
            let shift = side.onRight ? (rtlChat ? -grow : 0) : (rtlChat ? 0 : grow)
            for index in elements.indices where index > bubbleIndex && elements[index].message == message {
                switch elements[index].content {
                case .label(let text) where text.role == "time": elements[index].frame.x += shift
                case .status: elements[index].frame.x += shift
                default: break
                }
            }
        }
        elements[bubbleIndex].frame = frame
        try appendInsideHeader(header, in: frame, insets: insets, message: message)
        return frame
    }

    /// The header's lines at the content insets of the bubble at `frame`.
    mutating func appendInsideHeader(_ header: InsideHeader, in frame: Rect, insets: EdgeInsets, message: Int) throws(LayoutError) {
        for (line, lineFrame) in header.frames(left: frame.minX + insets.left, right: frame.maxX - insets.right, top: frame.minY + insets.top) {
            if line.isForwarded {
                try appendForwardedLine(line.text, at: lineFrame, message: message)
            } else {
                elements.append(LayoutElement(message: message, frame: lineFrame, content: .label(line.text)))
            }
        }
    }
}
