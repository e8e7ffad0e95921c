import ChatGeometry
import ChatModel

/// Reply previews, as the theme's rule says (`groups.replies`, a `ReplyRule`): the quoted message's sender and one
/// line of it in a tinted box at the top of the bubble, or its first line as a faded bubble above the reply.
extension LayoutState {
    /// The theme's reply rule.
    var replyRule: ReplyRule { engine.theme.groups.replies }

    /// The preview of message `quoted` (nil when it has nothing to quote), at most `maxWidth` wide, with its size.
    func quotePreview(of quoted: Int, maxWidth: Double, outgoing: Bool, message: Int) throws(LayoutError) -> (QuoteElement, Size)? {
        let messages = engine.conversation.messages
        guard messages.indices.contains(quoted) else { return nil }
        let target = messages[quoted]
        let rule = replyRule
        // A quoted picture's thumbnail goes where the theme shows one; beside an inset one the line drops the kind's
        // emoji (Telegram writes the caption, or "Photo").
        let picture = rule.thumbnail == .none ? nil : Self.quotedPicture(of: target)
        guard let line = quoteSummary(of: target, icons: picture != nil && rule.thumbnail == .inset ? false : nil) else { return nil }
        let sender = engine.conversation.participant(id: target.from) ?? Participant(id: target.from)
        let size = (engine.theme.fonts.body * rule.textScale).rounded()
        let insets = rule.padding
        let nameStyle = TextStyle(fontSize: size, weight: .semibold)
        let textStyle = TextStyle(fontSize: size)
        var inner = max(1, maxWidth - rule.barWidth - insets.horizontal)
        let name = sender.isMe ? words["you"] : sender.name
        var nameBlock = try oneLine(name, style: nameStyle, maxWidth: inner, message: message)
        var textBlock = try oneLine(line, style: textStyle, maxWidth: inner, message: message)
        // The thumbnail takes its side from the box's height: the two lines' (inset), with the padding (edge). Its room
        // comes off the lines' width (each stays one line: its height does not change).
        let linesHeight = nameBlock.size.height + textBlock.size.height
        let thumbnailSide = picture == nil ? 0 : rule.thumbnail == .edge ? (insets.vertical + linesHeight).rounded(.up) : linesHeight.rounded()
        let thumbnailRoom = picture == nil ? 0 : rule.thumbnail == .edge ? thumbnailSide : thumbnailSide + Self.quoteThumbnailGap
        if thumbnailRoom > 0 {
            inner = max(1, inner - thumbnailRoom)
            nameBlock = try oneLine(name, style: nameStyle, maxWidth: inner, message: message)
            textBlock = try oneLine(line, style: textStyle, maxWidth: inner, message: message)
        }

        let textColor = outgoing ? colors.outgoingText : colors.incomingText
        // Themes with per-sender name colours (WhatsApp, Telegram) paint the bar and name in the quoted sender's
        // colour; others in the link colour (the bubble's text colour on outgoing bubbles).
        let palette = !engine.theme.groups.nameColors(for: engine.conversation.appearance).isEmpty
        let accent = palette ? nameColor(of: sender) : (outgoing ? colors.outgoingText : (sender.color ?? colors.link))
        var quoteText = textColor
        quoteText.alpha = UInt8((Double(textColor.alpha) * rule.textOpacity).rounded())
        var background = textColor
        background.alpha = UInt8((255 * (outgoing ? rule.outgoingFill : rule.incomingFill)).rounded())
        let left = rule.barWidth + insets.left + (rule.thumbnail == .inset ? thumbnailRoom : 0)
        var element = QuoteElement(
            quoted: quoted, barColor: accent, barWidth: rule.barWidth, background: background, cornerRadius: rule.radius,
            name: TextElement(style: nameStyle, color: accent, maxWidth: inner, block: nameBlock, role: "quoteName"),
            nameOffset: Point(x: left, y: insets.top),
            text: TextElement(style: textStyle, color: quoteText, maxWidth: inner, block: textBlock, role: "quoteText"),
            textOffset: Point(x: left, y: insets.top + nameBlock.size.height))
        let trailing = rule.thumbnail == .edge ? thumbnailRoom : 0
        let width = min((left + max(nameBlock.size.width, textBlock.size.width) + insets.right + trailing).rounded(.up), maxWidth)
        let height = (insets.top + nameBlock.size.height + textBlock.size.height + insets.bottom).rounded(.up)
        if let picture {
            let usedBy = "messages[\(quoted)].\(picture.key)"
            if rule.thumbnail == .edge {
                // Flush with the box's top, bottom and trailing edges, its outer corners the box's.
                let side = min(thumbnailSide, height)
                element.thumbnail = QuoteThumbnail(path: picture.path, usedBy: usedBy, frame: Rect(x: 0, y: 0, width: side, height: height),
                                                   trailing: true, radii: CornerRadii(topLeft: 0, topRight: rule.radius, bottomRight: rule.radius, bottomLeft: 0))
            } else {
                element.thumbnail = QuoteThumbnail(path: picture.path, usedBy: usedBy,
                                                   frame: Rect(x: rule.barWidth + insets.left, y: ((height - thumbnailSide) / 2).rounded(), width: thumbnailSide,
                                                               height: thumbnailSide),
                                                   radii: CornerRadii(all: Self.quoteThumbnailRadius))
            }
        }
        return (element, Size(width: width, height: height))
    }

    /// `groups.replies` with the `above` slot (iMessage, and Messenger on the reply's side): the quoted message as a
    /// small faded bubble above the reply, on the quoted sender's side or on the reply's, its first line only.
    /// Returns the index of the quote's element and whether it hangs on the right, nil when nothing is quoted.
    @discardableResult
    mutating func placeQuotedBubble(of quoted: Int, side: BubbleSide, message: Int) throws(LayoutError) -> (index: Int, onRight: Bool)? {
        let messages = engine.conversation.messages
        guard messages.indices.contains(quoted), let summary = quoteSummary(of: messages[quoted]) else { return nil }
        let target = messages[quoted]
        let sender = engine.conversation.participant(id: target.from) ?? Participant(id: target.from)
        let style = engine.theme.textBubbles.style(for: replyRule.aboveShape)
        let rule = replyRule
        let onRight = rule.side == .reply ? side.onRight : sender.isMe != (engine.conversation.direction == .rtl)
        if let picture = Self.quotedPicture(of: target) {
            let index = elements.count
            try placeQuotedPicture(picture.path, key: picture.key, of: quoted, sender: sender, onRight: onRight, side: side,
                                   message: message)
            return (index, onRight)
        }
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: onRight)
        let size = (engine.theme.fonts.body * rule.textScale).rounded()
        let textStyle = TextStyle(fontSize: size)
        let block = try oneLine(summary, style: textStyle, maxWidth: max(1, side.maxWidth * 0.85 - insets.horizontal), message: message)
        let anchored = quoteColumn(sender: sender, onRight: onRight, side: side)
        var fill = sender.isMe ? colors.outgoingBubble : colors.incomingBubble
        fill.alpha = UInt8((Double(fill.alpha) * rule.aboveOpacity).rounded())
        var text = sender.isMe ? colors.outgoingText : colors.incomingText
        text.alpha = UInt8((Double(text.alpha) * rule.aboveOpacity).rounded())
        let minimum = try minimumSize(of: style)
        let width = max((block.size.width + insets.horizontal).rounded(.up), minimum.width)
        let height = max((block.size.height + insets.vertical).rounded(.up), minimum.height)
        let frame = Rect(x: anchored.x(width: width), y: y, width: width, height: height)
        let index = elements.count
        elements.append(LayoutElement(message: message, frame: frame, content: .bubble(BubbleElement(
            image: style.image, outline: nil, mirrored: mirrored, capInsets: style.capInsets, color: fill, position: .middle))))
        let content = frame.inset(by: insets)
        elements.append(LayoutElement(message: message, frame: Rect(x: content.x + max(0, (content.width - block.size.width) / 2),
                                                                     y: content.y + max(0, (content.height - block.size.height) / 2),
                                                                     width: block.size.width, height: block.size.height),
                                      content: .text(TextElement(style: textStyle, color: text, maxWidth: content.width, block: block,
                                                                 role: "quoteText"))))
        y = frame.maxY + rule.aboveGap
        return (index, onRight)
    }

    /// `groups.replies.thread`: the line from the above quote at `elements[quote]` (hanging on the right when
    /// `quoteOnRight`) to its reply's first bubble `reply` (on the right when `replyOnRight`), inserted at `index`, under
    /// the reply's bubbles. It leaves the quote's bottom `inset` in from the edge the quote hangs from (its round end's tip
    /// on that edge) and runs down: into the reply's top when the reply hangs from the same side, else round a corner of
    /// `radius` into the reply's inner side at its middle. Where the other side leaves no room for the turn (a reply as
    /// wide as the line's place), it runs straight into the reply's top as well. Mirrored with the sides.
    mutating func placeThread(quote: Int, quoteOnRight: Bool, reply: Rect, replyOnRight: Bool, at index: Int, message: Int) {
        guard replyRule.slot == .above, let thread = replyRule.thread, elements.indices.contains(quote) else { return }
        let quoted = elements[quote].frame
        let width = thread.width, half = thread.width / 2
        guard reply.minY > quoted.maxY else { return }
        let top = quoted.maxY + half
        var x = quoteOnRight ? quoted.maxX - min(thread.inset, quoted.width / 2) : quoted.minX + min(thread.inset, quoted.width / 2)
        // From the line towards the reply, and the room between the line and the reply's inner side.
        let towards = replyOnRight ? 1.0 : -1.0
        let inner = replyOnRight ? reply.minX : reply.maxX
        let room = (inner - x) * towards
        var path: [PathElement]
        if quoteOnRight != replyOnRight && room > width {
            let join = reply.midY
            let radius = max(0, min(thread.radius, room - width, join - top))
            // A quarter circle as one cubic (the control points 0.5523 of the radius along the tangents).
            let k = radius * 0.552_284_749_830_793_4
            path = [.move(to: Point(x: x, y: top)), .line(to: Point(x: x, y: join - radius)),
                    .curve(to: Point(x: x + towards * radius, y: join), control1: Point(x: x, y: join - radius + k),
                           control2: Point(x: x + towards * (radius - k), y: join)),
                    .line(to: Point(x: inner + towards * width, y: join))]
        } else {
            x = min(max(x, reply.minX + min(thread.inset, reply.width / 2)), reply.maxX - min(thread.inset, reply.width / 2))
            path = [.move(to: Point(x: x, y: top)), .line(to: Point(x: x, y: reply.minY + width))]
        }
        let xs = path.compactMap(\.endPoint).map(\.x), ys = path.compactMap(\.endPoint).map(\.y)
        let frame = Rect(x: xs.min()! - half, y: ys.min()! - half, width: xs.max()! - xs.min()! + width, height: ys.max()! - ys.min()! + width)
        let local = PathShape.elements(path).mapped { Point(x: $0.x - frame.minX, y: $0.y - frame.minY) }
        guard case .elements(let moved) = local else { return }
        let color = thread.color[engine.conversation.appearance] ?? colors.separator
        elements.insert(LayoutElement(message: message, frame: frame, content: .thread(ThreadElement(path: moved, width: width, color: color))),
                        at: index)
        if let last = lastBubbleIndex, last >= index { lastBubbleIndex = last + 1 }
    }

    /// The column an above quote of `sender`'s message takes: the reply's when on its side, else against the other
    /// content edge.
    func quoteColumn(sender: Participant, onRight: Bool, side: BubbleSide) -> BubbleSide {
        BubbleSide(outgoing: sender.isMe, onRight: onRight,
                   anchor: onRight == side.onRight ? side.anchor : (onRight ? contentRight - avatarSpace(outgoing: sender.isMe)
                                                                              : contentLeft + avatarSpace(outgoing: sender.isMe)),
                   maxWidth: side.maxWidth)
    }

    /// The picture an above quote shows instead of words: a photo, an album's first photo, a video's thumbnail.
    static func quotedPicture(of message: Message) -> (path: String, key: String)? {
        switch message.content {
        case .image(let path, _): (path, "image")
        case .album(let paths, _): paths.first.map { ($0, "album[0]") }
        case .video(let thumbnail, _): (thumbnail, "video.thumbnail")
        default: nil
        }
    }

    /// An above quote of a photo (iMessage, Messenger): the picture itself, faded, in the shape of a bubble without a
    /// tail (`aboveShape`), at most `quotedPictureSide` points a side, in the place of the quoted bubble.
    private mutating func placeQuotedPicture(_ path: String, key: String, of quoted: Int, sender: Participant, onRight: Bool,
                                             side: BubbleSide, message: Int) throws(LayoutError) {
        let style = engine.theme.textBubbles.style(for: replyRule.aboveShape)
        let source: Size
        do {
            source = try engine.resources.photoSize(path: path, message: quoted, key: key)
        } catch {
            throw .photo(message: quoted, path: path, reason: "\(error)", key: key)
        }
        let longest = max(source.width, source.height, 1)
        let scale = Self.quotedPictureSide / longest
        let minimum = try minimumSize(of: style)
        let width = max((source.width * scale).rounded(), minimum.width), height = max((source.height * scale).rounded(), minimum.height)
        let anchored = quoteColumn(sender: sender, onRight: onRight, side: side)
        let frame = Rect(x: anchored.x(width: width), y: y, width: width, height: height)
        let (mirrored, _) = BubbleSide.placement(of: style, onRight: onRight)
        // The group is isolated (masked and faded): its child is placed from the buffer's corner.
        let picture = Node(.image(ImageNode(source: .file(path: path, usedBy: "messages[\(quoted)].\(key)"), placement: .aspectFill)),
                           frame: Rect(x: 0, y: 0, width: width, height: height), tags: NodeTags(role: "quotePicture"))
        let mask = ImageNode(source: .theme(style.image), placement: .nineSlice(style.capInsets), mirrored: mirrored)
        let group = GroupNode(children: [picture], mask: mask, opacity: replyRule.aboveOpacity)
        elements.append(LayoutElement(message: message, frame: frame, content: .node(Node(.group(group), frame: frame,
                                                                                          tags: NodeTags(kind: "quote", message: message)))))
        y = frame.maxY + replyRule.aboveGap
    }

    /// The longest side of a quoted photo, in points.
    static let quotedPictureSide = 96.0

    /// An `inset` quote thumbnail's corner radius, and the space between it and the lines after it.
    static let quoteThumbnailRadius = 4.0
    static let quoteThumbnailGap = 6.0

    /// Who replied to whom, over an above quote where the theme says so (`replies.label`, Messenger), in the
    /// conversation's language: "You replied to Ana", "Ana replied to you", "Ana replied to Bo", "You replied to
    /// yourself", "Ana replied". First names, as the app writes them. Nil without the rule or a quotable message.
    func replyLabelText(for message: Message) -> String? {
        let messages = engine.conversation.messages
        guard replyRule.slot == .above, replyRule.label, let quoted = message.replyTo, messages.indices.contains(quoted),
              quoteSummary(of: messages[quoted]) != nil else { return nil }
        let sender = engine.conversation.participant(id: message.from) ?? Participant(id: message.from)
        let target = engine.conversation.participant(id: messages[quoted].from) ?? Participant(id: messages[quoted].from)
        let template = switch (sender.isMe, target.isMe, sender.id == target.id) {
        case (true, true, _): words["youRepliedYourself"]
        case (true, false, _): words["youReplied"]
        case (false, true, _): words["repliedToYou"]
        case (false, false, true): words["repliedOwn"]
        case (false, false, false): words["replied"]
        }
        return template.replacingOccurrences(of: "{name}", with: (sender.isMe ? target : sender).firstName)
            .replacingOccurrences(of: "{other}", with: target.firstName)
    }

    /// A label over a message that names its sender ("You replied to Ana", "Ana forwarded a message"), in the message's
    /// column, lined up with a name's indent, in the name colour at the names' size.
    mutating func placeSenderLabel(_ text: String, side: BubbleSide, message: Int) throws(LayoutError) {
        let style = TextStyle(fontSize: engine.theme.fonts.name, alignment: side.onRight ? .right : .left)
        let inset = nameIndent(onRight: side.onRight)
        let block = try oneLine(text, style: style, maxWidth: side.maxWidth - inset, message: message)
        let x = side.onRight ? side.anchor - inset - block.size.width : side.anchor + inset
        let frame = Rect(x: x, y: y, width: block.size.width, height: block.size.height)
        elements.append(LayoutElement(message: message, frame: frame, content: .label(
            TextElement(style: style, color: colors.name, maxWidth: side.maxWidth - inset, block: block, role: "replyLabel"))))
        y = frame.maxY + engine.theme.groups.names.gap
    }

    /// The room an avatar column takes beside `outgoing` (or incoming) bubbles.
    func avatarSpace(outgoing: Bool) -> Double {
        let shown = metrics.avatarPlacement != .none && (outgoing ? metrics.outgoingAvatars : metrics.incomingAvatars)
            && (engine.conversation.isGroupChat || !metrics.avatarsInGroupsOnly)
        return shown ? metrics.avatarSize + metrics.avatarGap : 0
    }

    /// What a preview says about `message` (see `MessageSummary`); `icons` overrides the theme's kind emoji.
    func quoteSummary(of message: Message, icons: Bool? = nil) -> String? {
        MessageSummary(theme: engine.theme, conversation: engine.conversation, words: words).text(of: message, icons: icons)
    }

    /// The first non-empty line of `text`, trimmed.
    static func firstLine(of text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.first { !$0.isEmpty } ?? text
    }

    /// `text` on one line: as is when it fits `maxWidth`, else the longest prefix that fits followed by "…".
    func oneLine(_ text: String, style: TextStyle, maxWidth: Double, message: Int) throws(LayoutError) -> TextBlock {
        let unbounded = 1_000_000.0
        let full = try measure(text, style: style, maxWidth: unbounded, message: message)
        if full.size.width <= maxWidth && full.lines.count <= 1 { return full }
        let characters = Array(text)
        return try EllipsisCut.longest(characters, from: 0, upTo: characters.count - 1) { candidate throws(LayoutError) in
            try measure(candidate, style: style, maxWidth: unbounded, message: message)
        } fits: { $0.size.width <= maxWidth && $0.lines.count <= 1 }
    }
}

private extension PathElement {
    /// Where the element ends (nil for `close`).
    var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(let p, _), .curve(let p, _, _): p
        case .close: nil
        }
    }
}
