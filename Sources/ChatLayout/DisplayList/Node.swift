import ChatGeometry

/// One node of the display list: a primitive (path, image, glyph run) or a group of nodes, with the tags that say
/// what it is for the reader of the tree (the painter ignores them).
public struct Node: Sendable, Equatable {
    /// What the node is to a reader: its kind, the message it belongs to, its role.
    public var tags: NodeTags
    /// Where it goes, in points, in its parent's coordinates: a group's box (an isolated group draws into exactly
    /// these device pixels), an image's placement box, a glyph run's text block, a path's bounds (for banding).
    public var frame: Rect
    /// The primitive.
    public var content: NodeContent

    /// A node of `content` placed in `frame`.
    public init(_ content: NodeContent, frame: Rect, tags: NodeTags = NodeTags()) {
        self.content = content
        self.frame = frame
        self.tags = tags
    }

    /// A group of `children` in `frame`.
    public static func group(_ children: [Node], frame: Rect, tags: NodeTags = NodeTags()) -> Node {
        Node(.group(GroupNode(children: children)), frame: frame, tags: tags)
    }

    /// Every glyph run in the node and under it, in painting order.
    public var glyphRuns: [GlyphRun] {
        switch content {
        case .text(let run): [run]
        case .group(let group): group.children.flatMap(\.glyphRuns)
        case .path, .image: []
        }
    }

    /// The first node, this one or under it in painting order, whose role is `role`.
    public func first(role: String) -> Node? {
        all(role: role).first
    }

    /// Every node, this one and under it in painting order, whose role is `role`. (The frames of nodes under an
    /// isolated group are relative to that group's buffer.)
    public func all(role: String) -> [Node] {
        var found: [Node] = []
        walk { if $0.tags.role == role { found.append($0) } }
        return found
    }

    /// The node and every node under it, in painting order. (The frames of nodes under an isolated group are
    /// relative to that group's buffer.)
    public func walk(_ visit: (Node) -> Void) {
        visit(self)
        if case .group(let group) = content {
            for child in group.children { child.walk(visit) }
        }
    }
}

/// The four primitives.
public enum NodeContent: Sendable, Equatable {
    /// Children painted in order, optionally into a buffer of their own that is masked and faded as one.
    case group(GroupNode)
    /// An outline filled with a colour or a gradient.
    case path(PathNode)
    /// A raster image: a theme template or a file, placed, stretched, tinted, mirrored.
    case image(ImageNode)
    /// Shaped text in one style and paint.
    case text(GlyphRun)

    /// The primitive's name in the layout JSON.
    package var name: String {
        switch self {
        case .group: "group"
        case .path: "path"
        case .image: "image"
        case .text: "text"
        }
    }
}
