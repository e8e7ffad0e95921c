import ChatGeometry

extension Node {
    /// The node mirrored left to right across a space `width` points wide, for a right-to-left chat's bars: every
    /// part moves to the other side, keeping its own drawing, and only the parts whose role is in `flips` (the
    /// glyphs that point somewhere: back chevron, arrows, disclosure) are drawn mirrored as well.
    ///
    /// A group with a role (a glyph, an avatar, a button) is one part: it moves as a whole. A group without one is
    /// a container: its children are mirrored in turn (within the group's own box when it is isolated, whose
    /// children are placed relative to it). A glyph run's lines keep their text and move to the other side of its
    /// block, so a left-aligned line ends up right-aligned. `scale` converts the pixel coordinates of paths the
    /// layout snapped to the pixel grid.
    package func mirrored(width: Double, scale: Double, flips: Set<String>) -> Node {
        let target = Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        if let role = tags.role, flips.contains(role) {
            return flipped(into: target, scale: scale)
        }
        switch content {
        case .group(let group) where tags.role == nil:
            var inner = group
            let space = group.isolated ? frame.width : width
            inner.children = group.children.map { $0.mirrored(width: space, scale: scale, flips: flips) }
            if let box = group.maskFrame { inner.maskFrame = Rect(x: frame.width - box.maxX, y: box.minY, width: box.width, height: box.height) }
            var node = self
            node.frame = target
            node.content = .group(inner)
            return node
        case .text(var run):
            run.block.lines = run.block.lines.map { line in
                var moved = line
                moved.frame.x = run.block.size.width - line.frame.maxX
                return moved
            }
            var node = self
            node.frame = target
            node.content = .text(run)
            return node
        default:
            return translated(by: target.minX - frame.minX, scale: scale)
        }
    }

    /// The node moved `dx` points to the right, its drawing unchanged.
    func translated(by dx: Double, scale: Double) -> Node {
        translated(dx: dx, dy: 0, scale: scale)
    }

    /// The node moved `dx` points to the right and `dy` down, its drawing unchanged: its frame, the points of its
    /// paths and the children of a plain group (an isolated group's children are placed in its own box).
    package func translated(dx: Double, dy: Double, scale: Double) -> Node {
        guard dx != 0 || dy != 0 else { return self }
        var node = self
        node.frame.x += dx
        node.frame.y += dy
        switch content {
        case .group(var group):
            if !group.isolated { group.children = group.children.map { $0.translated(dx: dx, dy: dy, scale: scale) } }
            node.content = .group(group)
        case .path(var path):
            switch path.coordinates {
            case .points: path = path.mapped { Point(x: $0.x + dx, y: $0.y + dy) }
            case .pixels: path = path.mapped { Point(x: $0.x + dx * scale, y: $0.y + dy * scale) }
            case .viewBox: break
            }
            node.content = .path(path)
        case .image, .text:
            break
        }
        return node
    }

    /// The node drawn mirrored into `target` (its frame mirrored across the space it is in).
    private func flipped(into target: Rect, scale: Double) -> Node {
        var node = self
        node.frame = target
        switch content {
        case .group(var group):
            // Children of a plain group share the parent's space: mirror them about the group's middle.
            let axis = group.isolated ? frame.width : frame.minX + target.maxX
            group.children = group.children.map { child in
                let childTarget = Rect(x: axis - child.frame.maxX, y: child.frame.minY, width: child.frame.width, height: child.frame.height)
                return child.flipped(into: childTarget, scale: scale)
            }
            node.content = .group(group)
        case .path(var path):
            switch path.coordinates {
            case .points:
                let axis = frame.minX + target.maxX
                path = path.mapped { Point(x: axis - $0.x, y: $0.y) }
            case .pixels:
                let axis = (frame.minX + target.maxX) * scale
                path = path.mapped { Point(x: axis - $0.x, y: $0.y) }
            case .viewBox(let box):
                path = path.mapped { Point(x: box.minX + box.maxX - $0.x, y: $0.y) }
            }
            node.content = .path(path)
        case .image(var image):
            image.mirrored.toggle()
            node.content = .image(image)
        case .text:
            break
        }
        return node
    }
}

extension PathNode {
    /// The path with every point of its parts and knockout moved by `move` (a mirror or a translation: a
    /// rectangle's corners and a circle's centre are moved as points; a mirror swaps left and right radii).
    func mapped(_ move: (Point) -> Point) -> PathNode {
        var path = self
        path.parts = parts.map { $0.mapped(move) }
        path.knockout = knockout.map { $0.mapped(move) }
        return path
    }
}

extension PathPart {
    func mapped(_ move: (Point) -> Point) -> PathPart {
        PathPart(shape.mapped(move), stroke: stroke)
    }
}

extension PathShape {
    func mapped(_ move: (Point) -> Point) -> PathShape {
        func box(_ rect: Rect) -> (Rect, Bool) {
            let a = move(Point(x: rect.minX, y: rect.minY)), b = move(Point(x: rect.maxX, y: rect.maxY))
            return (Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)), b.x < a.x)
        }
        switch self {
        case .rect(let rect, let radii):
            let (moved, mirrored) = box(rect)
            return .rect(moved, radii: mirrored ? CornerRadii(topLeft: radii.topRight, topRight: radii.topLeft,
                                                              bottomRight: radii.bottomLeft, bottomLeft: radii.bottomRight) : radii)
        case .ellipse(let rect):
            return .ellipse(box(rect).0)
        case .circle(let center, let radius):
            return .circle(center: move(center), radius: radius)
        case .elements(let elements):
            return .elements(elements.map { element in
                switch element {
                case .move(let p): .move(to: move(p))
                case .line(let p): .line(to: move(p))
                case .quad(let p, let c): .quad(to: move(p), control: move(c))
                case .curve(let p, let c1, let c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
                case .close: .close
                }
            })
        }
    }
}
