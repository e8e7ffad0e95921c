import ChatGeometry
import ChatModel

/// The end-to-end encryption notice, as the theme's rule draws it (`groups.encryption`): a lock and the app's words
/// centred in a rounded box (WhatsApp's yellow notice), the lock and the words alone (Messenger), or nothing.
extension LayoutState {
    /// The character words start with to leave room for a glyph before them (the encryption notice's lock, a forwarded
    /// line's arrow): an em space, one em wide in every font.
    static let glyphRoom = "\u{2003}"

    /// `words` with the room for a glyph before them: after a right-to-left mark before right-to-left words, so that the
    /// paragraph stays right to left (an em space alone is neutral) and the glyph comes first, at the line's right end.
    static func withGlyphRoom(_ words: String) -> String {
        startsRightToLeft(words) ? "\u{200F}" + glyphRoom + words : glyphRoom + words
    }

    /// Where the glyph goes in the room `line` starts with (`withGlyphRoom`), for a line at `origin` in `fontSize`: at
    /// the outer edge of the em (the line's right end in a right-to-left paragraph), leaving a fifth of it before the
    /// words; centred on the height of a capital letter.
    static func glyphBox(startingLine line: TextLine, at origin: Point, fontSize: Double) -> Rect {
        let side = (fontSize * 0.78 * 4).rounded() / 4
        let x = line.isRightToLeft ? line.frame.maxX - side : line.frame.minX
        return Rect(x: origin.x + x, y: origin.y + line.baseline - fontSize * 0.36 - side / 2, width: side, height: side)
    }

    /// Whether the first letter of `text` is of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms).
    static func startsRightToLeft(_ text: String) -> Bool {
        guard let letter = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return false }
        switch letter.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }

    mutating func placeEncryptionNotice(text written: String?, message: Int) throws(LayoutError) {
        let rule = engine.theme.groups.encryption
        guard rule.style != .none else { return }
        let appearance = engine.conversation.appearance
        let fontSize = notices.size ?? engine.theme.fonts.time
        let style = TextStyle(fontSize: fontSize, weight: .regular, alignment: .center)
        let padding = rule.style == .pill ? notices.padding : .zero
        let maxWidth = max(1, ((contentRight - contentLeft) * rule.width).rounded(.down) - padding.horizontal)
        let body = written.map { engine.conversation.emoticons ? EmoticonConverter.convert($0) : $0 } ?? words["encryptionNotice"]
        let block = try measure(rule.lock ? Self.withGlyphRoom(body) : body, style: style, maxWidth: maxWidth, message: message)
        let color = rule.text[appearance] ?? colors.noticeText
        let text = TextElement(style: style, color: color, maxWidth: maxWidth, block: block, role: "encryption")

        let size = Size(width: (block.size.width + padding.horizontal).rounded(.up), height: (block.size.height + padding.vertical).rounded(.up))
        let lowering = Lowering(grid: PixelGrid(scale: engine.conversation.canvas.scale), glyphs: engine.theme.glyphs)
        let fill = rule.style == .pill ? rule.fill[appearance] ?? colors.noticeBackground ?? colors.incomingBubble : nil
        try placeCentred(size: size, spacedAbove: true, message: message) { frame throws(LayoutError) in
            var children: [Node] = []
            if let fill { children.append(lowering.roundedRect(frame, radius: min(rule.radius, size.height / 2), color: fill)) }
            let origin = Point(x: frame.minX + padding.left, y: frame.minY + padding.top)
            children.append(lowering.glyphRun(text, at: origin))
            if rule.lock, let first = block.lines.first {
                children.append(try lowering.glyph("lock", in: Self.glyphBox(startingLine: first, at: origin, fontSize: fontSize), color: color))
            }
            return .node(Node(.group(GroupNode(children: children)), frame: frame, tags: NodeTags(kind: "encryption", message: message)))
        }
    }
}
