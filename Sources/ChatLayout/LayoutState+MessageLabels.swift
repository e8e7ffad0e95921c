import ChatGeometry
import ChatModel

/// "Edited" and "Forwarded" as the theme's app writes them (`groups.edited`, `groups.forwarded`): the word before
/// the inside time or a label under the bubble; a line inside the bubble's top ("Forwarded from Ana") or a label over
/// the bubble that names the sender ("You forwarded a message").
extension LayoutState {
    /// Space between a "Forwarded" line and what follows it in the bubble.
    static let forwardedGap = 2.0

    /// The inside time's text: the time, with "Edited" before it where the theme writes it there; "Edited" alone for
    /// an edited message without a time. Nil when there is neither.
    func insideTimeText(for message: Message) -> String? {
        let time = message.time.map { formatter.shortTime($0) }
        guard message.edited, engine.theme.groups.edited.slot == .time else { return time }
        return time.map { "\(words["edited"]) \($0)" } ?? words["edited"]
    }

    /// Whether `message` says "Edited" in a label under its bubble: the theme's slot is `below`, or its time is not
    /// inside the bubble to carry the word (and the theme shows edits at all).
    func editedBelow(_ message: Message) -> Bool {
        let slot = engine.theme.groups.edited.slot
        return message.edited && slot != .none && (slot == .below || metrics.timePlacement != .inside)
    }

    /// The colour of the "Edited" label under a bubble.
    var editedColor: Color {
        engine.theme.groups.edited.color == .link ? colors.link : colors.time
    }

    /// The line a forwarded text shows at its bubble's top ("Forwarded", or "Forwarded from Ana" where the theme names
    /// the source and the message gives it), measured for a column of at most `maxWidth`; nil otherwise.
    func forwardedLine(for message: Message, outgoing: Bool, maxWidth: Double) throws(LayoutError) -> TextElement? {
        let rule = engine.theme.groups.forwarded
        guard message.forwarded, rule.slot == .inside else { return nil }
        let text = rule.source ? message.forwardedFrom.map { words["forwardedFrom"].replacingOccurrences(of: "{name}", with: $0) } : nil
        let style = TextStyle(fontSize: engine.theme.fonts.name)
        let written = text ?? words["forwarded"]
        let block = try oneLine(rule.glyph == nil ? written : Self.withGlyphRoom(written), style: style, maxWidth: maxWidth,
                                message: message.index)
        let color = switch rule.color {
        case .time: outgoing ? colors.outgoingTime : colors.incomingTime
        case .link: outgoing ? colors.outgoingTime : colors.link
        }
        return TextElement(style: style, color: color, maxWidth: maxWidth, block: block, role: "forwarded")
    }

    /// The forwarded line at `frame`, after the rule's glyph in the room its words start with (drawn first: the line's
    /// words never lie under it), pointing the way they run.
    mutating func appendForwardedLine(_ line: TextElement, at frame: Rect, message: Int) throws(LayoutError) {
        if let name = engine.theme.groups.forwarded.glyph, let first = line.block.lines.first {
            let box = Self.glyphBox(startingLine: first, at: frame.origin, fontSize: line.style.fontSize)
            let lowering = Lowering(grid: PixelGrid(scale: engine.conversation.canvas.scale), glyphs: engine.theme.glyphs)
            var glyph = try lowering.glyph(name, in: box, color: line.color)
            if first.isRightToLeft { glyph = glyph.mirrored(width: box.minX + box.maxX, scale: engine.conversation.canvas.scale, flips: [name]) }
            elements.append(LayoutElement(message: message, frame: box, content: .node(
                Node(.group(GroupNode(children: [glyph])), frame: box, tags: NodeTags(kind: "forwardedGlyph", message: message)))))
        }
        elements.append(LayoutElement(message: message, frame: frame, content: .label(line)))
    }

    /// The label over a forwarded text's bubble where the theme sets it there (`above`, Messenger): "You forwarded a
    /// message", "Ana forwarded a message" (first names). It names the sender in place of the name above a group.
    func forwardedAboveText(for message: Message) -> String? {
        guard message.forwarded, engine.theme.groups.forwarded.slot == .above else { return nil }
        let sender = engine.conversation.participant(id: message.from) ?? Participant(id: message.from)
        if sender.isMe { return words["youForwarded"] }
        return words["forwardedBy"].replacingOccurrences(of: "{name}", with: sender.firstName)
    }
}
