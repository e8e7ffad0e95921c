import ChatGeometry
import ChatModel

/// The reactions badge, where the theme's rule puts it (`groups.reactions`, a `ReactionRule`): over the first
/// bubble's top or hanging from the last one's bottom, lined up with its outer or inner edge (a badge on the top
/// outer corner, iMessage's tapbacks on the top inner corner, WhatsApp's and Messenger's pill under the bubble), or
/// inside the bubble on the row of the time (Telegram).
extension LayoutState {
    static let reactionsBorder = 2.0
    static let reactionsPadding = EdgeInsets(top: 3, left: 7, bottom: 3, right: 7)
    /// Space between inside reactions and the text above them.
    static let insideReactionsGap = 4.0

    /// Whether the badge hangs under the bubble (`bottom`, or `inside` where the kind has no bubble to hold it)
    /// rather than sitting on or in it.
    func reactionsHang(bubbleIndex: Int?) -> Bool {
        switch engine.theme.groups.reactions.anchor {
        case .bottom: true
        case .timeRow: bubbleIndex == nil
        case .top: false
        }
    }

    /// Places the badge for `reactions` on `first` (the message's first bubble) or `last`. `above` are the indices
    /// of the message's parts over its bubbles (its name, the quote), `content` the index of its first bubble's
    /// element. The badge covers none of the message's texts (docs/themes.md, "Nothing covers a text"): one hanging
    /// under the bubble moves down from the texts above it (a time's pill under a sticker); one on the top rises
    /// from the bubble's own first line (large emoji have no bubble to rise from), and the name or quote over it
    /// moves up into the room the message keeps above it, the bubbles down for what that room lacks.
    mutating func placeReactions(_ reactions: [String], reactors: [String?] = [], on first: Rect, last: Rect, bubbleIndex: Int?, side: BubbleSide,
                                 message: Int, above: Range<Int>, content: Int) throws(LayoutError) -> PlacedReactions {
        let rule = engine.theme.groups.reactions
        let inside = rule.anchor == .timeRow && bubbleIndex != nil
        // Right to left a badge reads from the right: "3 ❤️👍".
        let style = TextStyle(fontSize: (engine.theme.fonts.body * 0.8).rounded(), alignment: .center,
                              direction: engine.conversation.direction == .rtl ? .rightToLeft : .natural)
        // Over a wallpaper a ring of the flat background colour would show as a halo: a hairline of the separator
        // colour instead. Inside a bubble no ring at all.
        let wallpaper = engine.conversation.canvas.background == nil && engine.theme.wallpaper.image(for: engine.conversation.appearance) != nil
        let b = inside ? 0 : (wallpaper ? 1 : Self.reactionsBorder)
        let p = Self.reactionsPadding
        let padding = EdgeInsets(top: p.top + b, left: p.left + b, bottom: p.bottom + b, right: p.right + b)
        var pills: [(block: TextBlock, width: Double)] = []
        // Chips whose reactors are named (Telegram): the emoji, then their pictures instead of the count.
        let groups = ReactionsElement.grouped(reactions)
        let faces = chipReactors(groups, reactors: reactors)
        let faceSize = (style.fontSize * 1.1).rounded()
        for (index, label) in ReactionsElement.labels(for: reactions, style: rule.style).enumerated() {
            let shown = faces[index] == nil ? label : groups[index].emoji
            let block = try measure(shown, style: style, maxWidth: contentRight - contentLeft, message: message)
            let room = faces[index].map { Self.facesWidth(count: $0.count, size: faceSize) + Self.faceGap } ?? 0
            pills.append((block, (block.size.width + room + padding.horizontal).rounded(.up)))
        }
        let height = pills.map { ($0.block.size.height + padding.vertical).rounded(.up) }.max() ?? 0
        let offsets = Self.pillOffsets(pills.map(\.width), style: rule.style, gap: rule.gap, overlap: padding.right)
        let width = zip(offsets, pills).map { $0 + $1.width }.max() ?? 0
        let padLeft = engine.conversation.canvas.padding
        func clamped(_ x: Double) -> Double { min(max(x, padLeft), canvasWidth - padLeft - width) }
        var fill = colors.incomingBubble
        var border = wallpaper ? colors.separator : colors.background
        var textColor = colors.incomingText
        var frame: Rect
        var grown = last
        var raise = 0.0, sink = 0.0
        // The badge's x where it lines up with `box`'s edge (see `ReactionRule`): the edge's x, then the badge on
        // the bubble's side of it or past it, its side towards the edge `inset` inside.
        func lined(with box: Rect) -> Double {
            let outerIsRight = side.onRight
            let edgeIsRight = (rule.edge == .outer) == outerIsRight
            let edge = edgeIsRight ? box.maxX : box.minX
            let badgeIsLeftOfEdge = (rule.align == .inside) == edgeIsRight
            return badgeIsLeftOfEdge
                ? (rule.align == .inside ? edge - rule.inset - width : edge + rule.inset - width)
                : (rule.align == .inside ? edge + rule.inset : edge - rule.inset)
        }
        switch rule.anchor {
        case .top:
            frame = Rect(x: clamped(lined(with: first)), y: first.minY - rule.rise, width: width, height: height)
            (raise, sink) = clearTopBadge(&frame, message: message, above: above, content: content)
            if sink > 0 { grown = last.offsetBy(dx: 0, dy: sink) }
        case .timeRow where !inside, .bottom:
            frame = Rect(x: clamped(lined(with: last)), y: last.maxY - rule.overlap, width: width, height: height)
            frame.y += Self.depth(of: frame, into: textLines(of: message, in: content..<elements.count), from: .above)
            grown = last.union(frame)
            y = max(y, frame.maxY)
        case .timeRow:
            let row = placeReactionsRow(width: width, height: height, bubbleIndex: bubbleIndex!, side: side, message: message)
            frame = row.badge
            let text = switch rule.tint {
            case .text: side.outgoing ? colors.outgoingText : colors.incomingText
            case .accent: side.outgoing ? colors.outgoingTime : colors.link
            }
            fill = text
            fill.alpha = UInt8((Double(text.alpha) * rule.fillOpacity).rounded())
            border = fill
            textColor = text
            grown = last.union(row.bubble)
            y = max(y, row.bubble.maxY)
        }
        // The pills left to right in the frame; in a right-to-left chat the first reaction takes the right end.
        let rtl = engine.conversation.direction == .rtl
        for (index, (offset, pill)) in zip(offsets, pills).enumerated() {
            let x = rtl ? frame.maxX - offset - pill.width : frame.minX + offset
            let element = TextElement(style: style, color: textColor, maxWidth: contentRight - contentLeft, block: pill.block, role: "reactions")
            // Right to left the pictures come after the emoji too, so on its left: the emoji moves to the chip's right end.
            let room = faces[index].map { Self.facesWidth(count: $0.count, size: faceSize) + Self.faceGap } ?? 0
            var inset = padding
            if rtl { inset.left += room }
            elements.append(LayoutElement(message: message, frame: Rect(x: x, y: frame.minY, width: pill.width, height: frame.height),
                                          content: .reactions(ReactionsElement(text: element, padding: inset, fill: fill, borderColor: border,
                                                                               borderWidth: b))))
            guard let people = faces[index] else { continue }
            // After the emoji in reading order, each picture over the one before it by a third.
            let step = faceSize * (1 - Self.faceOverlap)
            var faceX = rtl ? x + padding.left + room - Self.faceGap - faceSize : x + padding.left + pill.block.size.width + Self.faceGap
            for person in people {
                try appendAvatar(of: person, frame: Rect(x: faceX, y: frame.minY + (frame.height - faceSize) / 2, width: faceSize, height: faceSize),
                                 message: message, border: 0)
                faceX += rtl ? -step : step
            }
        }
        return PlacedReactions(grown: grown, raise: raise, sink: sink)
    }

    /// The space between a chip's emoji and its reactors' pictures, and how much of a picture the next one covers.
    static let faceGap = 3.0
    static let faceOverlap = 1.0 / 3

    /// The width of `count` pictures `size` wide, each over the one before by `faceOverlap`.
    static func facesWidth(count: Int, size: Double) -> Double {
        count == 0 ? 0 : size + Double(count - 1) * size * (1 - faceOverlap)
    }

    /// For each chip (a distinct emoji, in order of first appearance), its reactors when the theme shows them
    /// (`reactions.reactors` with chips) and the conversation names every one of them, at most three; else nil.
    func chipReactors(_ groups: [(emoji: String, indices: [Int])], reactors: [String?]) -> [[Participant]?] {
        let rule = engine.theme.groups.reactions
        guard rule.style == .chips, rule.reactors else { return groups.map { _ in nil } }
        return groups.map { group in
            let ids = group.indices.map { $0 < reactors.count ? reactors[$0] : nil }
            guard ids.count <= 3, ids.allSatisfy({ $0 != nil }) else { return nil }
            let found = ids.compactMap { id in engine.conversation.participants.first { $0.id == id } }
            return found.count == ids.count ? found : nil
        }
    }

    /// Where each pill of `widths` starts from the badge's left: one badge at 0; chips `gap` apart; a stack with each
    /// pill over the one before up to that one's emoji (its `overlap`: the right padding and ring).
    static func pillOffsets(_ widths: [Double], style: ReactionRule.Style, gap: Double, overlap: Double) -> [Double] {
        var offsets: [Double] = []
        var x = 0.0
        for width in widths {
            offsets.append(x)
            x += style == .stack ? width - overlap : width + gap
        }
        return offsets
    }

    /// A badge on the bubble's top, clear of the texts: risen from the bubble's own first line, and the parts over
    /// the bubbles (`above`: name, quote) moved up into the room the message keeps above it (`rise`), the message's
    /// parts from `content` on (and the badge) moved down for what that room lacks. Returns both moves.
    private mutating func clearTopBadge(_ frame: inout Rect, message: Int, above: Range<Int>, content: Int) -> (raise: Double, sink: Double) {
        frame.y -= Self.depth(of: frame, into: textLines(of: message, in: content..<elements.count), from: .below)
        let over = Self.depth(of: frame, into: textLines(of: message, in: above), from: .above)
        let raise = min(over, engine.theme.groups.reactions.rise)
        let sink = over - raise
        if raise > 0 { for i in above { elements[i].frame.y -= raise } }
        if sink > 0 {
            for i in content..<elements.count where elements[i].message == message { elements[i].frame.y += sink }
            frame.y += sink
            y += sink
        }
        return (raise, sink)
    }

    /// Telegram's row inside the bubble at `bubbleIndex`: the bubble grows by the badge's row (and widens to hold the
    /// badge and the time side by side), the badge goes to the text's start and the time and marks to the row's end
    /// (mirrored in a right-to-left chat). A photo's time leaves its pill on the photo for the row, in the bubble's
    /// colours, the pill dropped. Returns the badge's frame and the grown bubble.
    private mutating func placeReactionsRow(width: Double, height: Double, bubbleIndex index: Int, side: BubbleSide,
                                            message: Int) -> (badge: Rect, bubble: Rect) {
        let bubble = elements[index]
        let insets = BubbleSide.placement(of: engine.theme.textBubbles.style(for: bubble.content.bubblePosition ?? .single),
                                          onRight: side.onRight).insets
        let rise = height + Self.insideReactionsGap
        elements[index].frame.height += rise
        let metaSpan = metaWidth(message: message, after: index)
        let wanted = (width + insets.horizontal + max(40, metaSpan + Self.insideReactionsGap * 2)).rounded(.up)
        if elements[index].frame.width < wanted {
            let grow = wanted - elements[index].frame.width
            elements[index].frame.width = wanted
            if side.onRight { elements[index].frame.x -= grow }
        }
        let box = elements[index].frame
        let rtl = engine.conversation.direction == .rtl
        let metaStart = metaLeft(message: message, after: index)
        let metaEnd = rtl ? box.minX + insets.left : box.maxX - insets.right - metaSpan
        var pills: [Int] = []
        for i in elements.indices where i > index && elements[i].message == message {
            switch elements[i].content {
            case .label(var text) where text.role == "time":
                text.color = side.outgoing ? colors.outgoingTime : colors.incomingTime
                elements[i].content = .label(text)
            case .status(var mark):
                mark.color = mark.status == .read ? colors.statusRead : colors.status
                elements[i].content = .status(mark)
            case .backdrop:
                pills.append(i)
                continue
            default: continue
            }
            elements[i].frame.y += rise
            elements[i].frame.x += metaEnd - metaStart
        }
        for i in pills.reversed() { elements.remove(at: i) }
        let badge = Rect(x: rtl ? box.maxX - insets.right - width : box.minX + insets.left,
                         y: box.maxY - max(insets.bottom, timeRule.bottomInset) - height + 2, width: width, height: height)
        return (badge, box)
    }

    /// The line boxes of the texts of `message`'s elements at `indices`.
    private func textLines(of message: Int, in indices: Range<Int>) -> [Rect] {
        indices.filter { elements[$0].message == message }.flatMap { elements[$0].textLineFrames }
    }

    /// Which way a badge leaves the texts it lies on.
    enum Clearance { case above, below }

    /// How far `badge` must move to lie wholly `above` or `below` every line in `lines` it crosses (more than 1 pt
    /// across: lines that only touch its side stay where they are).
    static func depth(of badge: Rect, into lines: [Rect], from side: Clearance) -> Double {
        lines.filter { min($0.maxX, badge.maxX) - max($0.minX, badge.minX) > 1 && $0.minY < badge.maxY && $0.maxY > badge.minY }
            .map { side == .above ? $0.maxY - badge.minY : badge.maxY - $0.minY }.max() ?? 0
    }

    /// The left end of the inside time and marks of `message` placed after element `index`.
    private func metaLeft(message: Int, after index: Int) -> Double {
        metaFrames(message: message, after: index).map(\.minX).min() ?? 0
    }

    /// The width the inside time and marks of `message` span.
    private func metaWidth(message: Int, after index: Int) -> Double {
        let frames = metaFrames(message: message, after: index)
        guard let minX = frames.map(\.minX).min(), let maxX = frames.map(\.maxX).max() else { return 0 }
        return maxX - minX
    }

    private func metaFrames(message: Int, after index: Int) -> [Rect] {
        elements.indices.filter { $0 > index && elements[$0].message == message }.compactMap { i in
            switch elements[i].content {
            case .label(let text) where text.role == "time": elements[i].frame
            case .status: elements[i].frame
            default: nil
            }
        }
    }
}


/// What placing a reactions badge did to its message.
struct PlacedReactions {
    /// The last bubble grown by what the badge adds under it.
    var grown: Rect
    /// How far the parts over the bubbles (name, quote) moved up, clear of a badge on the bubble's top.
    var raise: Double
    /// How far the bubbles moved down, clear of the badge, for what the room above the message lacked.
    var sink: Double
}

extension ElementContent {
    /// The group position of a bubble element.
    var bubblePosition: GroupPosition? {
        if case .bubble(let bubble) = self { return bubble.position }
        return nil
    }
}
