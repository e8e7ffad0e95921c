import ChatGeometry
import ChatModel

/// Turns the layout's placements into the display list's primitives: each element becomes one node tagged with its
/// kind and message (a group of paths, images and glyph runs, or a single primitive), the canvas background
/// image and the theme's wallpaper become image nodes under them.
///
/// Pixel-exact choices of the painting are made here, where the layout knows the output scale: boxes that must
/// match whole device pixels (an avatar's disc, a quote's bar, a location's map) are snapped to the `PixelGrid` the
/// painter uses.
struct Lowering {
    let grid: PixelGrid
    /// The theme's glyphs by name.
    let glyphs: [String: VectorGlyph]

    var scale: Double { grid.scale }

    /// The display list of `canvas`.
    func displayList(of canvas: Placements) throws(LayoutError) -> DisplayList {
        var nodes: [Node] = []
        let whole = Rect(x: 0, y: 0, width: canvas.canvas.width, height: canvas.canvas.height)
        if let path = canvas.backgroundImage {
            nodes.append(Node(.image(ImageNode(source: .file(path: path, usedBy: "canvas.background"), placement: .aspectFill)),
                              frame: whole, tags: NodeTags(kind: "background")))
        }
        if let wallpaper = canvas.wallpaper {
            nodes.append(Node(.image(ImageNode(source: .theme(wallpaper), placement: .tile)), frame: whole, tags: NodeTags(kind: "wallpaper")))
        }
        for element in canvas.elements {
            nodes.append(try node(element))
        }
        return DisplayList(canvas: canvas.canvas, background: canvas.background, nodes: nodes)
    }

    /// One element as one node.
    func node(_ element: LayoutElement) throws(LayoutError) -> Node {
        let tags = NodeTags(kind: element.kind, message: element.message)
        let frame = element.frame
        switch element.content {
        case .bubble(let bubble): return self.bubble(bubble, frame: frame, tags: tags)
        case .photo(let photo): return self.photo(photo, frame: frame, message: element.message, tags: tags)
        case .text(let text), .label(let text):
            var textTags = tags
            textTags.role = text.role
            return glyphRun(text, frame: frame, tags: textTags)
        case .avatar(let avatar):
            return Node.group(try self.avatar(avatar, frame: frame, usedBy: "avatar of participant \"\(avatar.participant)\""),
                              frame: frame, tags: NodeTags(kind: tags.kind, message: tags.message, role: avatar.participant))
        case .status(let status):
            return Node(.image(ImageNode(source: .theme(status.icon), placement: .stretch, tint: status.color)), frame: frame,
                        tags: NodeTags(kind: tags.kind, message: tags.message, role: status.status.rawValue))
        case .sticker(let sticker):
            let usedBy = element.message.map { "messages[\($0)].sticker" } ?? "sticker"
            return Node(.image(ImageNode(source: .file(path: sticker.path, usedBy: usedBy), placement: .stretch)), frame: frame, tags: tags)
        case .location(let location): return .group(try self.location(location, frame: frame, message: element.message), frame: frame, tags: tags)
        case .video(let video): return .group(try self.video(video, frame: frame), frame: frame, tags: tags)
        case .audio(let audio): return .group(try self.audio(audio, frame: frame), frame: frame, tags: tags)
        case .file(let file): return .group(try self.file(file, frame: frame), frame: frame, tags: tags)
        case .quote(let quote): return .group(self.quote(quote, frame: frame), frame: frame, tags: tags)
        case .reactions(let badge): return .group(reactions(badge, frame: frame), frame: frame, tags: tags)
        case .typing(let dots): return .group(typing(dots, frame: frame), frame: frame, tags: tags)
        case .day(let notice), .system(let notice):
            var noticeTags = tags
            if notice.automatic { noticeTags.role = "automatic" }
            return .group(self.notice(notice, frame: frame), frame: frame, tags: noticeTags)
        case .node(let node):
            // The element's frame is where it goes: layout moves elements after building them (a viewport places
            // each message, a reaction raises what is above it), and a node's drawing moves with it.
            return node.translated(dx: frame.minX - node.frame.minX, dy: frame.minY - node.frame.minY, scale: grid.scale)
        case .thread(let thread):
            let shape = PathShape.elements(thread.path).mapped { Point(x: frame.minX + $0.x, y: frame.minY + $0.y) }
            return Node(.path(PathNode(parts: [PathPart(shape, stroke: thread.width)], paint: .color(thread.color))), frame: frame, tags: tags)
        case .backdrop(let backdrop):
            return Node(.path(PathNode(parts: [PathPart(.rect(frame, radii: CornerRadii(all: backdrop.cornerRadius)))], paint: .color(backdrop.color))),
                        frame: frame, tags: tags)
        }
    }

    // MARK: Shared pieces

    /// A text laid out in `frame` (its block's top-left corner at the frame's origin).
    func glyphRun(_ text: TextElement, frame: Rect, tags: NodeTags) -> Node {
        Node(.text(GlyphRun(block: text.block, style: text.style, color: text.color, decorations: text.decorations, maxWidth: text.maxWidth)),
             frame: frame, tags: tags)
    }

    /// A text with its block's top-left corner at `origin`.
    func glyphRun(_ text: TextElement, at origin: Point) -> Node {
        glyphRun(text, frame: Rect(origin: origin, size: text.block.size), tags: NodeTags(role: text.role))
    }

    /// A rectangle of `color` with corners of `radius` (points).
    func roundedRect(_ rect: Rect, radius: Double, color: Color) -> Node {
        Node(.path(PathNode(parts: [PathPart(.rect(rect, radii: CornerRadii(all: radius)))], paint: .color(color))), frame: rect)
    }

    /// A rectangle snapped to whole device pixels, filled without antialiasing.
    func crispRect(_ rect: Rect, paint: PathPaint) -> Node {
        Node(.path(PathNode(parts: [PathPart(.rect(rect))], paint: paint, crisp: true)), frame: rect)
    }

    /// A disc of `color` filling the circle of `rect` (points).
    func ellipse(_ rect: Rect, color: Color) -> Node {
        Node(.path(PathNode(parts: [PathPart(.ellipse(rect))], paint: .color(color))), frame: rect)
    }

    /// The theme glyph `name` placed in `frame`.
    func glyph(_ name: String, in frame: Rect, color: Color, namedColors: [String: Color] = [:], variables: [String: Double] = [:]) throws(LayoutError) -> Node {
        guard let glyph = glyphs[name] else { throw .glyph(name: name, reason: "the theme has no glyph of this name") }
        let nodes = try GlyphPlacement(glyph: glyph, name: name, frame: frame, color: color, namedColors: namedColors,
                                       variables: variables).pathNodes()
        return Node.group(nodes.map { Node(.path($0), frame: frame) }, frame: frame, tags: NodeTags(role: name))
    }

    /// A placed chrome glyph: its disc, when it has one, then the glyph.
    func glyph(_ placed: PlacedGlyph) throws(LayoutError) -> [Node] {
        var nodes: [Node] = []
        if let disc = placed.disc { nodes.append(ellipse(disc.frame, color: disc.color)) }
        nodes.append(try glyph(placed.glyph, in: placed.frame, color: placed.color))
        return nodes
    }

    /// A bubble template stretched to its frame, tinted with the bubble's colour or as an untinted mask.
    func bubbleImage(_ bubble: BubbleElement, tinted: Bool) -> ImageNode {
        ImageNode(source: .theme(bubble.image), placement: .nineSlice(bubble.capInsets), tint: tinted ? bubble.color : nil,
                  mirrored: bubble.mirrored)
    }

    /// The bubble's optional overlay image, stretched like the bubble and drawn untinted.
    func outline(of bubble: BubbleElement, frame: Rect) -> [Node] {
        guard let outline = bubble.outline else { return [] }
        return [Node(.image(ImageNode(source: .theme(outline), placement: .nineSlice(bubble.capInsets), mirrored: bubble.mirrored)),
                     frame: frame, tags: NodeTags(role: "outline"))]
    }

    /// The points rectangle that snaps to exactly the device pixels `x`, `y`, `width`, `height`.
    func pixelBox(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
        grid.points(PixelRect(x: x, y: y, width: width, height: height))
    }
}
