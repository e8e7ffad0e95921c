import ChatGeometry
import ChatModel

/// Locations, videos, voice messages, documents, quotes, reactions, typing dots and notices as primitives.
extension Lowering {
    /// The map (masked by the bubble's shape across its top, or by its own shape where it is framed), the pin, the
    /// title and the subtitle.
    func location(_ location: LocationElement, frame: Rect, message: Int?) throws(LayoutError) -> [Node] {
        let target = grid.snap(frame)
        let box = location.mapPixels(in: target, scale: scale)
        let mapBox = pixelBox(0, 0, box.width, box.height)
        var map: [Node] = []
        var drawn = false
        if let path = location.image {
            let usedBy = message.map { "messages[\($0)].location.image" } ?? "location.image"
            map = [Node(.image(ImageNode(source: .file(path: path, usedBy: usedBy), placement: .aspectFill)), frame: mapBox)]
        } else if let plan = location.placeholder {
            map = placeholder(plan, colors: location.colors, box: mapBox)
            drawn = true
        }
        var nodes: [Node] = []
        if let shape = location.mapMask {
            nodes.append(Node(.group(GroupNode(children: map, mask: bubbleImage(shape, tinted: false))),
                              frame: pixelBox(target.x + box.x, target.y + box.y, box.width, box.height), tags: NodeTags(role: "map")))
        } else {
            // A drawn map is cut at its own box before the bubble's shape clips it.
            let content = drawn ? [Node(.group(GroupNode(children: map, isolated: true)), frame: mapBox)] : map
            nodes.append(Node(.group(GroupNode(children: content, mask: bubbleImage(location.mask, tinted: false))), frame: frame,
                              tags: NodeTags(role: "map")))
        }
        // The pin glyph is drawn at one point per view-box unit, its (0, 0) on the pin's tip.
        let tip = Point(x: frame.minX + location.pinTip.x, y: frame.minY + location.pinTip.y)
        let pin = glyphs["pin"]?.viewBox ?? Rect(x: 0, y: 0, width: 1, height: 1)
        nodes.append(try glyph("pin", in: Rect(x: tip.x + pin.minX, y: tip.y + pin.minY, width: pin.width, height: pin.height),
                               color: location.pinColor))
        nodes.append(glyphRun(location.title, at: Point(x: frame.minX + location.titleOffset.x, y: frame.minY + location.titleOffset.y)))
        if let subtitle = location.subtitle {
            nodes.append(glyphRun(subtitle, at: Point(x: frame.minX + location.subtitleOffset.x, y: frame.minY + location.subtitleOffset.y)))
        }
        return nodes
    }

    /// The drawn map in its box: land, then blocks, parks, water, streets and avenues, each one fill.
    func placeholder(_ plan: MapPlaceholder, colors: MapColors, box: Rect) -> [Node] {
        var nodes = [crispRect(box, paint: .color(colors.land))]
        for (rects, color, radius) in [(plan.blocks, colors.block, 2.0), (plan.parks, colors.park, 3), (plan.water, colors.water, 0),
                                       (plan.streets, colors.street, 0), (plan.avenues, colors.avenue, 0)] {
            let parts = rects.map { PathPart(.rect($0, radii: CornerRadii(all: radius))) }
            nodes.append(Node(.path(PathNode(parts: parts, paint: .color(color))), frame: box))
        }
        return nodes
    }

    /// A video's overlay: the shade along the bottom (if any), the play button, the duration's pill or glyph, the
    /// duration.
    func video(_ video: VideoElement, frame: Rect) throws(LayoutError) -> [Node] {
        var nodes: [Node] = []
        if let shade = video.shade {
            let opaque = Color(red: shade.color.red, green: shade.color.green, blue: shade.color.blue, alpha: 255)
            nodes.append(Node(.image(ImageNode(source: .theme(shade.mask.image), placement: .nineSlice(shade.mask.capInsets), tint: opaque,
                                               mirrored: shade.mask.mirrored,
                                               fade: VerticalFade(height: shade.height, opacity: shade.color.alpha))),
                              frame: shade.maskFrame?.offsetBy(dx: frame.minX, dy: frame.minY) ?? frame, tags: NodeTags(role: "shade")))
        }
        let button = video.buttonFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        nodes.append(disc(button, color: video.buttonColor))
        nodes.append(try glyph("play", in: button, color: video.glyphColor))
        if let badge = video.badgeFrame {
            let pill = badge.offsetBy(dx: frame.minX, dy: frame.minY)
            nodes.append(roundedRect(pill, radius: pill.height / 2, color: video.badgeColor))
        }
        if var placed = video.durationGlyph {
            placed.frame = placed.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            nodes += try glyph(placed)
        }
        if let text = video.duration {
            nodes.append(glyphRun(text, at: Point(x: frame.minX + video.durationOffset.x, y: frame.minY + video.durationOffset.y)))
        }
        return nodes
    }

    /// A voice message: the play button, the waveform's bars (one fill), the duration.
    func audio(_ audio: AudioElement, frame: Rect) throws(LayoutError) -> [Node] {
        let button = audio.buttonFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        let bars = audio.bars.indices.map { index in
            let bar = audio.barFrame(index).offsetBy(dx: frame.minX, dy: frame.minY)
            return PathPart(.rect(bar, radii: CornerRadii(all: bar.width / 2)))
        }
        var nodes = audio.buttonDisc ? [disc(button, color: audio.buttonColor)] : []
        nodes += [
            try glyph("play", in: button, color: audio.glyphColor),
            Node(.path(PathNode(parts: bars, paint: .color(audio.barColor))), frame: audio.waveformFrame.offsetBy(dx: frame.minX, dy: frame.minY),
                 tags: NodeTags(role: "waveform")),
        ]
        if let thumb = audio.thumb { nodes.append(disc(thumb.frame.offsetBy(dx: frame.minX, dy: frame.minY), color: thumb.color)) }
        nodes.append(glyphRun(audio.duration, at: Point(x: frame.minX + audio.durationOffset.x, y: frame.minY + audio.durationOffset.y)))
        return nodes
    }

    /// A document: the page glyph, its extension label, the name and the size.
    func file(_ file: FileElement, frame: Rect) throws(LayoutError) -> [Node] {
        var nodes = [try glyph("document", in: file.iconFrame.offsetBy(dx: frame.minX, dy: frame.minY), color: file.iconColor,
                               namedColors: ["fold": file.foldColor])]
        if let label = file.iconLabel {
            nodes.append(glyphRun(label, at: Point(x: frame.minX + file.iconLabelOffset.x, y: frame.minY + file.iconLabelOffset.y)))
        }
        nodes.append(glyphRun(file.name, at: Point(x: frame.minX + file.nameOffset.x, y: frame.minY + file.nameOffset.y)))
        nodes.append(glyphRun(file.size, at: Point(x: frame.minX + file.sizeOffset.x, y: frame.minY + file.sizeOffset.y)))
        return nodes
    }

    /// A reply's preview: the tinted box, its accent bar (the box's rounded shape cut to the bar's width in whole
    /// device pixels, so it follows the box's left corners, or its right ones in a right-to-left chat), the quoted
    /// name and text.
    func quote(_ quote: QuoteElement, frame: Rect) -> [Node] {
        let originX = (frame.minX * scale).rounded(.down), originY = (frame.minY * scale).rounded(.down)
        let boxWidth = Int((frame.width * scale).rounded(.up)) + 1, boxHeight = Int((frame.height * scale).rounded(.up)) + 1
        let local = Rect(x: frame.minX - originX / scale, y: frame.minY - originY / scale, width: frame.width, height: frame.height)
        // The bar's device pixels: from the box's left edge, or up to its right edge (the shape moved left with them).
        let barStart = quote.barOnRight ? min(boxWidth - 1, max(0, Int(((local.maxX - quote.barWidth) * scale).rounded()))) : 0
        let barEnd = quote.barOnRight ? max(barStart + 1, Int((local.maxX * scale).rounded(.up)))
            : min(boxWidth, max(1, Int((local.minX * scale + quote.barWidth * scale).rounded())))
        let shape = local.offsetBy(dx: -Double(barStart) / scale, dy: 0)
        let bar = Node(.group(GroupNode(children: [roundedRect(shape, radius: quote.cornerRadius, color: quote.barColor)], isolated: true)),
                       frame: pixelBox(Int(originX) + barStart, Int(originY), barEnd - barStart, boxHeight), tags: NodeTags(role: "bar"))
        var nodes = [
            roundedRect(frame, radius: quote.cornerRadius, color: quote.background),
            bar,
            glyphRun(quote.name, at: Point(x: frame.minX + quote.nameOffset.x, y: frame.minY + quote.nameOffset.y)),
            glyphRun(quote.text, at: Point(x: frame.minX + quote.textOffset.x, y: frame.minY + quote.textOffset.y)),
        ]
        if let thumbnail = quote.thumbnail {
            nodes.append(Node(.image(ImageNode(source: .file(path: thumbnail.path, usedBy: thumbnail.usedBy), placement: .roundedFill(thumbnail.radii))),
                              frame: thumbnail.frame(in: frame), tags: NodeTags(role: "thumbnail")))
        }
        return nodes
    }

    /// The reactions badge: a pill in the border colour, the fill inset by the border width, then the emoji.
    func reactions(_ badge: ReactionsElement, frame: Rect) -> [Node] {
        let b = badge.borderWidth
        let inner = Rect(x: frame.minX + b, y: frame.minY + b, width: frame.width - 2 * b, height: frame.height - 2 * b)
        return [
            roundedRect(frame, radius: frame.height / 2, color: badge.borderColor),
            roundedRect(inner, radius: inner.height / 2, color: badge.fill),
            glyphRun(badge.text, at: Point(x: frame.minX + badge.padding.left, y: frame.minY + badge.padding.top)),
        ]
    }

    /// The typing indicator's dots, each at its own opacity.
    func typing(_ dots: TypingElement, frame: Rect) -> [Node] {
        dots.opacities.enumerated().map { index, opacity in
            let centre = dots.dotCentre(index, in: frame)
            var color = dots.color
            color.alpha = UInt8((Double(color.alpha) * min(1, max(0, opacity))).rounded())
            let radius = dots.dotDiameter / 2
            return Node(.path(PathNode(parts: [PathPart(.circle(center: centre, radius: radius))], paint: .color(color))),
                        frame: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    /// A day separator or system notice: the optional pill, then the text inside its padding.
    func notice(_ notice: NoticeElement, frame: Rect) -> [Node] {
        var nodes: [Node] = []
        if let background = notice.background { nodes.append(roundedRect(frame, radius: notice.cornerRadius, color: background)) }
        nodes.append(glyphRun(notice.text, at: Point(x: frame.minX + notice.padding.left, y: frame.minY + notice.padding.top)))
        return nodes
    }

    /// A disc of `color` inscribed in `rect`, as a circle of its width.
    func disc(_ rect: Rect, color: Color) -> Node {
        Node(.path(PathNode(parts: [PathPart(.circle(center: Point(x: rect.midX, y: rect.midY), radius: rect.width / 2))], paint: .color(color))),
             frame: rect)
    }
}
