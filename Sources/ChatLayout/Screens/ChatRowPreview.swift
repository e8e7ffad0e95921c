import ChatGeometry
import ChatModel

/// The preview line of a chat-list row, measured: marks (ticks, a kind's icon) then text, left to right on the
/// first line; the text alone may wrap to the style's `previewLines`.
struct ChatRowPreview {
    /// One piece of the preview.
    enum Part {
        /// A theme glyph `size` points square.
        case glyph(String, size: Double, color: Color)
        /// A theme image (a status icon) `size` points square, tinted.
        case image(String, size: Double, color: Color)
        /// A text.
        case text(TextBlock, TextStyle, Color, role: String)
    }

    var parts: [Part]
    /// The space between pieces.
    static let gap = 3.0

    /// How far the pieces before the text reach, their gaps included.
    var marksWidth: Double {
        parts.reduce(0.0) { total, part in
            switch part {
            case .glyph(_, let size, _), .image(_, let size, _): total + size + Self.gap
            case .text: total
            }
        }
    }

    /// The height of the first line (marks are centred on it).
    var firstLineHeight: Double {
        parts.map { part -> Double in
            switch part {
            case .glyph(_, let size, _), .image(_, let size, _): size
            case .text(let block, _, _, _): block.lines.first.map { $0.frame.height } ?? block.size.height
            }
        }.max() ?? 0
    }

    /// The preview's whole height.
    var height: Double {
        parts.map { part -> Double in
            if case .text(let block, _, _, _) = part { return block.size.height }
            return firstLineHeight
        }.max() ?? 0
    }

    /// The nodes, the preview's top-left (before mirroring) at `origin`.
    func nodes(at origin: Point, in layout: ChatListLayout) throws(LayoutError) -> [Node] {
        var nodes: [Node] = []
        var x = origin.x
        let middle = origin.y + firstLineHeight / 2
        for part in parts {
            switch part {
            case .glyph(let name, let size, let color):
                // A glyph with a second colour (the document's folded corner) takes the mark's colour, lighter.
                var fold = color
                fold.alpha = UInt8((Double(color.alpha) * 0.55).rounded())
                nodes.append(try layout.screen.lowering.glyph(name, in: layout.screen.mirrored(Rect(x: x, y: middle - size / 2, width: size, height: size)),
                                                       color: color, namedColors: ["fold": fold]))
                x += size + Self.gap
            case .image(let name, let size, let color):
                let frame = layout.screen.mirrored(Rect(x: x, y: middle - size / 2, width: size, height: size))
                nodes.append(Node(.image(ImageNode(source: .theme(name), placement: .stretch, tint: color)), frame: frame,
                                  tags: NodeTags(role: "status")))
                x += size + Self.gap
            case .text(let block, let style, let color, let role):
                let frame = layout.screen.mirrored(Rect(x: x, y: origin.y, width: block.size.width, height: block.size.height))
                nodes.append(layout.screen.text(block, style: style, color: color, frame: frame, role: role))
                x += block.size.width + Self.gap
            }
        }
        return nodes
    }
}

extension ChatListLayout {
    /// The glyph a preview of `kind` starts with.
    static func glyph(for kind: PreviewKind) -> String? {
        switch kind {
        case .text: nil
        case .photo: "camera"
        case .video: "videoFilled"
        case .voice: "microphone"
        case .location: "place"
        case .sticker: "smiley"
        case .file: "document"
        }
    }

    /// The preview of `chat` at most `maxWidth` wide: "typing…", the draft, or the last message with its marks.
    func preview(of chat: ChatSummary, maxWidth: Double, bold: Bool) throws(LayoutError) -> ChatRowPreview {
        let textStyle = TextStyle(fontSize: style.previewSize, weight: bold ? .semibold : .regular, alignment: rtl ? .right : .left)
        let textColor = try screen.color(bold ? style.titleColor : style.previewColor)
        if let typing = chat.typing {
            let name = engine.conversation.participant(id: typing)?.name ?? typing
            let words = chat.with.count > 1 ? screen.words["typingIn"].replacingOccurrences(of: "{name}", with: name) : screen.words["typing"]
            return ChatRowPreview(parts: [.text(try screen.oneLine(words, style: textStyle, maxWidth: maxWidth), textStyle, try screen.color(style.typingColor),
                                                role: "chatTyping")])
        }
        if let draft = chat.draft {
            let label = try screen.measure(screen.words["draft"], style: textStyle)
            let rest = try screen.oneLine(draft, style: textStyle, maxWidth: max(1, maxWidth - label.size.width - ChatRowPreview.gap))
            return ChatRowPreview(parts: [.text(label, textStyle, try screen.color(style.draftColor), role: "chatDraftLabel"),
                                          .text(rest, textStyle, textColor, role: "chatPreview")])
        }
        guard let last = chat.last else {
            return ChatRowPreview(parts: [.text(try screen.measure(" ", style: textStyle), textStyle, textColor, role: "chatPreview")])
        }
        var parts: [ChatRowPreview.Part] = []
        let mine = engine.conversation.participant(id: last.from)?.isMe == true
        var prefix = ""
        if mine, style.ownPrefix == .you {
            prefix = screen.words["you"] + ": "
        } else if !mine, chat.with.count > 1, style.senderNames {
            prefix = (engine.conversation.participant(id: last.from)?.name ?? last.from) + ": "
        }
        let iconSize = (style.previewSize * 1.05).rounded()
        if mine, style.ownPrefix == .ticks, let status = last.status, let icon = engine.theme.statusIcons[status] {
            let tint = switch status {
            case .read: try screen.color(.named("statusRead"))
            case .failed: try screen.color(.named("failed"))
            default: try screen.color(.named("status"))
            }
            parts.append(.image(icon, size: iconSize, color: tint))
        }
        if style.kindIcons, let glyph = Self.glyph(for: last.kind) {
            parts.append(.glyph(glyph, size: iconSize, color: try screen.color(style.markColor)))
        }
        let body = prefix + (last.text ?? screen.words[last.kind.rawValue])
        let used = ChatRowPreview(parts: parts).marksWidth
        let block = parts.isEmpty ? try screen.lines(body, style: textStyle, maxWidth: maxWidth, lines: style.previewLines)
            : try screen.oneLine(body, style: textStyle, maxWidth: max(1, maxWidth - used))
        parts.append(.text(block, textStyle, textColor, role: "chatPreview"))
        return ChatRowPreview(parts: parts)
    }
}
