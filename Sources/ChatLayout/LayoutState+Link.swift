import ChatGeometry
import ChatModel

/// A link preview's card measured at its width: everything in it relative to its top-left corner.
struct LinkCard {
    var size: Size
    var fill: Color
    var bar: (frame: Rect, color: Color)?
    var image: (frame: Rect, path: String)?
    var texts: [(frame: Rect, element: TextElement)]
}

/// Link previews (`link`), drawn as the theme's `link` describes: a card inside the text's bubble above or below the
/// text, or a card of its own under it. The card is made of the primitives every kind uses: a filled path, an
/// image aspect-filled into its box, text, in a group masked to the card's or the photo bubble's shape.
extension LayoutState {
    /// The widest card that fits a text column `maxColumn` wide, margins included.
    func linkCardWidth(maxColumn: Double) -> Double {
        let style = engine.theme.link
        return max(1, min(style.width, maxColumn - style.margin.left - style.margin.right))
    }

    /// Measures `link`'s card `width` points wide for a message in direction `outgoing`.
    func measureLinkCard(_ link: LinkPreview, width: Double, outgoing: Bool, message: Int) throws(LayoutError) -> LinkCard {
        let style = engine.theme.link
        let dark = engine.conversation.appearance == .dark
        func color(_ directed: ThemeLink.DirectedColor) throws(LayoutError) -> Color {
            let chosen = outgoing ? directed.outgoing : directed.incoming
            guard let resolved = chosen.resolve(dark: dark, { linkColors[$0] }) else {
                throw .noRoom(key: "link", reason: "the colour \(chosen) names a colour the theme does not have")
            }
            return resolved
        }
        // The image: large across the card when wide enough (or when the theme has no thumbnails), else a thumbnail.
        var large = false
        var thumbnail = false
        if let path = link.image {
            let source: Size
            do {
                source = try engine.resources.photoSize(path: path, message: message, key: "link.image")
            } catch {
                throw .photo(message: message, path: path, reason: "\(error)", key: "link.image")
            }
            large = style.thumbnail == 0 || source.width >= style.largeFrom
            thumbnail = !large
        }
        let barWidth = style.bar?.width ?? 0
        let thumbColumn = thumbnail ? style.thumbnail + style.thumbnailInset : 0
        let thumbLeading = style.thumbnailSide == .leading
        let textLeft = barWidth + (thumbLeading ? thumbColumn : 0) + style.padding.left
        let textRight = (thumbLeading ? 0 : thumbColumn) + style.padding.right
        let textWidth = max(1, width - textLeft - textRight)

        var texts: [(frame: Rect, element: TextElement)] = []
        var textY = 0.0
        for line in style.lines {
            let written: String? = switch line.field {
            case .title: link.title
            case .description: link.description
            case .site: link.siteName
            case .domain: link.domain
            }
            guard let written else { continue }
            let text = switch line.textCase {
            case .asWritten: written
            case .lower: written.lowercased()
            case .upper: written.uppercased()
            }
            let textStyle = TextStyle(fontSize: line.size, weight: line.weight)
            let block = try measureLines(text, style: textStyle, maxWidth: textWidth, lines: line.lines, message: message)
            if !texts.isEmpty { textY += style.spacing }
            let element = TextElement(style: textStyle, color: try color(line.color), maxWidth: textWidth, block: block,
                                      role: "link" + line.field.rawValue.prefix(1).uppercased() + line.field.rawValue.dropFirst())
            texts.append((Rect(x: textLeft, y: textY, width: block.size.width, height: block.size.height), element))
            textY += block.size.height
        }
        let textHeight = texts.isEmpty ? 0 : style.padding.top + textY + style.padding.bottom
        var height = textHeight
        var image: (frame: Rect, path: String)?
        if let path = link.image, large {
            let imageHeight = (width * style.imageAspect).rounded()
            let top = style.largeImage == .top
            image = (Rect(x: 0, y: top ? 0 : textHeight, width: width, height: imageHeight), path)
            if top { texts = texts.map { (Rect(x: $0.frame.minX, y: $0.frame.minY + imageHeight, width: $0.frame.width, height: $0.frame.height), $0.element) } }
            height += imageHeight
        } else if let path = link.image, thumbnail {
            height = max(height, style.thumbnail + 2 * style.thumbnailInset)
            let x = thumbLeading ? barWidth + style.thumbnailInset : width - style.thumbnailInset - style.thumbnail
            image = (Rect(x: x, y: style.thumbnailInset, width: style.thumbnail, height: style.thumbnail), path)
        }
        if !texts.isEmpty, image == nil || !large {
            // Text beside a thumbnail (or alone) is centred in the card's height.
            let shift = ((height - textHeight) / 2).rounded()
            texts = texts.map { (Rect(x: $0.frame.minX, y: $0.frame.minY + style.padding.top + shift, width: $0.frame.width, height: $0.frame.height), $0.element) }
        } else if !texts.isEmpty {
            texts = texts.map { (Rect(x: $0.frame.minX, y: $0.frame.minY + style.padding.top, width: $0.frame.width, height: $0.frame.height), $0.element) }
        }
        var bar = try style.bar.map { bar throws(LayoutError) in (frame: Rect(x: 0, y: 0, width: bar.width, height: height), color: try color(bar.color)) }
        if engine.conversation.direction == .rtl {
            // Right to left the card is mirrored: the bar on the right, the lines against it, a leading thumbnail on the
            // right and a trailing one on the left.
            func mirrored(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
            bar = bar.map { (mirrored($0.frame), $0.color) }
            image = image.map { (mirrored($0.frame), $0.path) }
            texts = texts.map { (mirrored($0.frame), $0.element) }
        }
        return LinkCard(size: Size(width: width, height: max(1, height.rounded(.up))), fill: try color(style.fill), bar: bar, image: image, texts: texts)
    }

    /// Appends `card` with its top-left corner at `origin`: the fill, bar and image in one group tagged `link`,
    /// clipped by `mask` (nine-sliced to the card), then its texts.
    mutating func appendLinkCard(_ card: LinkCard, at origin: Point, mask: ImageNode?, message: Int) {
        let frame = Rect(x: origin.x, y: origin.y, width: card.size.width, height: card.size.height)
        // A masked group paints into its own buffer, its children placed from the buffer's corner.
        let base = mask == nil ? origin : Point(x: 0, y: 0)
        func place(_ rect: Rect) -> Rect { Rect(x: base.x + rect.minX, y: base.y + rect.minY, width: rect.width, height: rect.height) }
        let box = place(Rect(x: 0, y: 0, width: card.size.width, height: card.size.height))
        var children = [Node(.path(PathNode(parts: [PathPart(.rect(box, radii: CornerRadii(all: 0)))], paint: .color(card.fill))),
                             frame: box, tags: NodeTags(role: "card"))]
        if let bar = card.bar {
            let rect = place(bar.frame)
            children.append(Node(.path(PathNode(parts: [PathPart(.rect(rect, radii: CornerRadii(all: 0)))], paint: .color(bar.color))),
                                 frame: rect, tags: NodeTags(role: "bar")))
        }
        if let image = card.image {
            let rect = place(image.frame)
            children.append(Node(.image(ImageNode(source: .file(path: image.path, usedBy: "messages[\(message)].link.image"), placement: .aspectFill)),
                                 frame: rect, tags: NodeTags(role: "image")))
        }
        let group = GroupNode(children: children, isolated: mask != nil, mask: mask)
        elements.append(LayoutElement(message: message, frame: frame,
                                      content: .node(Node(.group(group), frame: frame, tags: NodeTags(kind: "link", message: message)))))
        for text in card.texts {
            elements.append(LayoutElement(message: message, frame: text.frame.offsetBy(dx: origin.x, dy: origin.y), content: .text(text.element)))
        }
    }

    /// The inside card's mask, when the theme rounds its corners.
    var linkCardMask: ImageNode? {
        engine.theme.link.mask.map { ImageNode(source: .theme($0.image), placement: .nineSlice(.insets($0.capInsets))) }
    }

    /// A link card of its own under the text's bubble, shaped as a photo bubble at `position`.
    mutating func placeSeparateLinkCard(_ link: LinkPreview, position: GroupPosition, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        let style = engine.theme.photoBubbles.style(for: position)
        let width = max(try minimumSize(of: style).width, min(engine.theme.link.width, side.maxWidth)).rounded(.down)
        var card = try measureLinkCard(link, width: width, outgoing: side.outgoing, message: message)
        card.size.height = max(card.size.height, try minimumSize(of: style).height)
        let scale = engine.conversation.canvas.scale
        let x = (side.x(width: width) * scale).rounded() / scale
        let top = (y * scale).rounded() / scale
        let capInsets: CapInsets = style.capInsets
        let mask = ImageNode(source: .theme(style.image), placement: .nineSlice(capInsets),
                             mirrored: BubbleSide.mirrors(tailSide: style.tailSide, onRight: side.onRight))
        appendLinkCard(card, at: Point(x: x, y: top), mask: mask, message: message)
        let frame = Rect(x: x, y: top, width: card.size.width, height: card.size.height)
        y = frame.maxY
        return frame
    }

    /// `text` wrapped at `maxWidth` to at most `lines` lines, the last cut with "…" (by grapheme) when it is longer.
    func measureLines(_ text: String, style: TextStyle, maxWidth: Double, lines: Int, message: Int) throws(LayoutError) -> TextBlock {
        try EllipsisCut.wrapped(text, lines: lines) { candidate throws(LayoutError) in
            try measure(candidate, style: style, maxWidth: maxWidth, message: message)
        }
    }
}
