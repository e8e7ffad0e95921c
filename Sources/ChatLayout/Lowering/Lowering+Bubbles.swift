import ChatGeometry
import ChatModel

/// Bubbles, photos and avatars as primitives.
extension Lowering {
    /// The tinted, mirrored, nine-sliced template, and its untinted overlay when the theme has one.
    func bubble(_ bubble: BubbleElement, frame: Rect, tags: NodeTags) -> Node {
        var tags = tags
        tags.role = bubble.position.rawValue
        let image = Node(.image(bubbleImage(bubble, tinted: true)), frame: frame)
        let overlay = outline(of: bubble, frame: frame)
        if overlay.isEmpty {
            var single = image
            single.tags = tags
            return single
        }
        return .group([image] + overlay, frame: frame, tags: tags)
    }

    /// The photo aspect-filled into the bubble's device pixels, its veil over it, both clipped by the template's
    /// alpha (an isolated group masked by the untinted template), then the overlay.
    func photo(_ photo: PhotoElement, frame: Rect, message: Int?, tags: NodeTags) -> Node {
        let usedBy = message.map { "messages[\($0)].\(photo.key)" } ?? photo.key
        let box = grid.snap(frame)
        let picture = pixelBox(0, 0, box.width, box.height)
        var children = [Node(.image(ImageNode(source: .file(path: photo.path, usedBy: usedBy), placement: .aspectFill)), frame: picture)]
        if let veil = photo.veil { children.append(crispRect(picture, paint: .color(veil))) }
        let clipped = Node(.group(GroupNode(children: children, mask: bubbleImage(photo.mask, tinted: false), maskFrame: photo.maskFrame)),
                           frame: frame)
        guard let maskFrame = photo.maskFrame else { return .group([clipped] + outline(of: photo.mask, frame: frame), frame: frame, tags: tags) }
        // The part of the outline over this photo: the shape's outline lies over the whole mask.
        let outlined = outline(of: photo.mask, frame: maskFrame).map { Node(.group(GroupNode(children: [$0], isolated: true)), frame: frame) }
        return .group([clipped] + outlined, frame: frame, tags: tags)
    }

    /// An avatar in `frame`: the picture in the disc of the frame's device pixels, or a disc of the fill colour with
    /// the initials centred on it; then the border ring.
    func avatar(_ avatar: AvatarElement, frame: Rect, usedBy: String) throws(LayoutError) -> [Node] {
        let target = grid.snap(frame)
        let diameter = min(target.width, target.height)
        let radius = Double(diameter) / 2
        let center = Point(x: Double(target.x) + radius, y: Double(target.y) + radius)
        var nodes: [Node] = []
        if let path = avatar.image {
            nodes.append(Node(.image(ImageNode(source: .file(path: path, usedBy: usedBy), placement: .circle)), frame: frame))
        } else {
            if diameter > 0 {
                let paint = avatar.fillEnd.map { PathPaint.gradient(LinearGradient(top: avatar.fill, bottom: $0)) } ?? .color(avatar.fill)
                nodes.append(Node(.path(PathNode(parts: [PathPart(.circle(center: center, radius: radius))], paint: paint,
                                                 coordinates: .pixels)), frame: frame, tags: NodeTags(role: "disc")))
            }
            if let placeholder = avatar.placeholder {
                nodes.append(try glyph(placeholder.glyph, in: frame, color: placeholder.color))
            }
            if let initials = avatar.initials {
                let block = initials.block
                nodes.append(glyphRun(initials, at: Point(x: frame.midX - block.size.width / 2, y: frame.midY - block.size.height / 2)))
            }
        }
        let width = avatar.borderWidth * scale
        if avatar.borderWidth > 0, diameter > 0, width.isFinite {
            var parts = [PathPart(.circle(center: center, radius: radius))]
            if width < radius { parts.append(PathPart(.circle(center: center, radius: radius - width))) }
            nodes.append(Node(.path(PathNode(parts: parts, paint: .color(avatar.borderColor), rule: .evenOdd, coordinates: .pixels)),
                              frame: frame, tags: NodeTags(role: "border")))
        }
        if let badge = avatar.badge {
            let disc = badge.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            nodes.append(self.disc(disc, color: badge.discColor))
            let inset = disc.width * 0.18
            nodes.append(try glyph(badge.glyph, in: disc.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)), color: badge.glyphColor))
        }
        return nodes
    }
}
