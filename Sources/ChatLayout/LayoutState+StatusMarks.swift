import ChatGeometry
import ChatModel

/// Delivery status as the theme shows it: icons beside the bubbles, inside with the time, a "Delivered"/"Read"
/// label (iMessage), or the readers' small avatars (Messenger).
extension LayoutState {
    /// Space between a bubble and the seen avatars or status icon under it.
    static let seenGap = 3.0
    /// At most this many readers' avatars are shown under a read message.
    static let maximumSeenAvatars = 4

    /// The latest outgoing message whose status gets a label or a seen mark, for the placements that mark only
    /// one message; nil for the others. A label needs `delivered` or `read`; a seen mark any status but `failed`.
    static func latestMarkedMessage(in messages: [Message], participants conversation: Conversation,
                                    placement: StatusPlacement) -> Int? {
        let marked: Set<DeliveryStatus> = switch placement {
        case .label: [.delivered, .read]
        case .seenAvatar: [.sending, .sent, .delivered, .read]
        case .beside, .inside: []
        }
        guard !marked.isEmpty else { return nil }
        return messages.last { message in
            guard let status = message.status, marked.contains(status) else { return false }
            return conversation.participant(id: message.from)?.isMe ?? false
        }?.index
    }

    /// Places the status of an outgoing message; returns the new bottom of the message.
    mutating func placeStatusMark(_ written: DeliveryStatus, beside union: Rect, lastBubble: Rect, onRight: Bool, bottom: Double,
                                  message: Int) throws(LayoutError) -> Double {
        // An app without read receipts in groups (iMessage) shows a read message of a group chat as delivered.
        let status = written == .read && !engine.theme.groups.readInGroups && engine.conversation.isGroupChat ? .delivered : written
        // A failed message always shows the red mark and "Not Delivered", whatever the theme does otherwise.
        if status == .failed {
            return try placeStatus(status, beside: union, lastBubble: lastBubble, onRight: onRight, bottom: bottom, message: message)
        }
        switch metrics.statusPlacement {
        case .beside:
            return try placeStatus(status, beside: union, lastBubble: lastBubble, onRight: onRight, bottom: bottom, message: message)
        case .inside:
            guard metrics.timePlacement != .inside else { return bottom }
            return try placeStatus(status, beside: union, lastBubble: lastBubble, onRight: onRight, bottom: bottom, message: message)
        case .label:
            guard message == latestStatusMessage, let text = statusWord(for: status) else {
                return bottom
            }
            y = bottom
            if status == .read, engine.theme.groups.readTime, let time = engine.conversation.messages[message].time {
                return try placeReadTime(word: text, time: formatter.shortTime(time), under: lastBubble, onRight: onRight, message: message)
            }
            return try placeLabel(text, role: "statusLabel", size: engine.theme.fonts.status, weight: .semibold, color: colors.time,
                                  under: lastBubble, onRight: onRight, message: message)
        case .seenAvatar:
            guard message == latestStatusMessage else { return bottom }
            return try placeSeenMark(status, under: lastBubble, onRight: onRight, bottom: bottom, message: message)
        }
    }

    /// "Read 9:41 AM" under the bubble at its outer edge, as iOS sets it: the word semibold, then the time regular, one
    /// space apart (the time after the word in every language; in a right-to-left chat the word stays first in reading
    /// order, so it takes the right). Returns the new bottom.
    mutating func placeReadTime(word: String, time: String, under bubble: Rect, onRight: Bool, message: Int) throws(LayoutError) -> Double {
        let size = engine.theme.fonts.status
        let wordStyle = TextStyle(fontSize: size, weight: .semibold, alignment: .left)
        let timeStyle = TextStyle(fontSize: size, weight: .regular, alignment: .left)
        let maxWidth = contentRight - contentLeft
        let wordBlock = try measure(word, style: wordStyle, maxWidth: maxWidth, message: message)
        let timeBlock = try measure(time, style: timeStyle, maxWidth: maxWidth, message: message)
        let space = (size * 0.3).rounded()
        let width = wordBlock.size.width + space + timeBlock.size.width
        let inset = 4.0
        let left = onRight ? bubble.maxX - inset - width : bubble.minX + inset
        let top = max(y, bubble.maxY) + LayoutEngine.labelSpacing
        let rtl = engine.conversation.direction == .rtl
        let wordX = rtl ? left + width - wordBlock.size.width : left
        let timeX = rtl ? left : left + wordBlock.size.width + space
        let height = max(wordBlock.size.height, timeBlock.size.height)
        elements.append(LayoutElement(message: message, frame: Rect(x: wordX, y: top, width: wordBlock.size.width, height: wordBlock.size.height),
                                      content: .label(TextElement(style: wordStyle, color: colors.time, maxWidth: maxWidth, block: wordBlock,
                                                                  role: "statusLabel"))))
        elements.append(LayoutElement(message: message, frame: Rect(x: timeX, y: top, width: timeBlock.size.width, height: timeBlock.size.height),
                                      content: .label(TextElement(style: timeStyle, color: colors.time, maxWidth: maxWidth, block: timeBlock,
                                                                  role: "readTime"))))
        y = top + height
        return y
    }

    /// Under the bubble at its outer edge: the other participants' small avatars once read, else the status icon.
    mutating func placeSeenMark(_ status: DeliveryStatus, under bubble: Rect, onRight: Bool, bottom: Double,
                                message: Int) throws(LayoutError) -> Double {
        let size = metrics.statusIconSize
        let top = max(bottom, bubble.maxY) + Self.seenGap
        if status == .read {
            let everyone = engine.conversation.participants.filter { !$0.isMe }
            let readers = everyone.prefix(Self.maximumSeenAvatars)
            guard !readers.isEmpty else { return bottom }
            let spacing = 2.0
            // The first reader sits at the outer edge; the others line up inwards.
            for (offset, reader) in readers.enumerated() {
                let shift = Double(offset) * (size + spacing)
                let x = onRight ? bubble.maxX - size - shift : bubble.minX + shift
                try appendAvatar(of: reader, frame: Rect(x: x, y: top, width: size, height: size), message: message)
            }
            // More readers than avatars: "+N" after the last one, as Messenger counts them.
            if everyone.count > readers.count {
                let style = TextStyle(fontSize: (size * 0.75).rounded(), weight: .semibold)
                let block = try measure("+\(everyone.count - readers.count)", style: style, maxWidth: contentRight - contentLeft, message: message)
                let shift = Double(readers.count) * (size + spacing)
                let x = onRight ? bubble.maxX - shift - block.size.width : bubble.minX + shift
                elements.append(LayoutElement(message: message, frame: Rect(x: x, y: top + (size - block.size.height) / 2,
                                                                            width: block.size.width, height: block.size.height),
                                              content: .label(TextElement(style: style, color: colors.time, maxWidth: contentRight - contentLeft,
                                                                          block: block, role: "seenMore"))))
            }
        } else {
            guard let icon = engine.theme.statusIcons[status] else { return bottom }
            let x = onRight ? bubble.maxX - size : bubble.minX
            elements.append(LayoutElement(message: message, frame: Rect(x: x, y: top, width: size, height: size),
                                          content: .status(StatusElement(status: status, icon: icon, color: colors.status))))
        }
        y = top + size
        return y
    }
}
