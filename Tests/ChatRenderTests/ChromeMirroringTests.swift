import ChatGeometry
import ChatLayout
import ChatModel
import ChatRender
import Foundation
import Testing

/// A right-to-left chat's bars are the left-to-right ones mirrored (docs/themes.md): in every built-in theme, each
/// part of the status bar, header and composer (a glyph, an avatar, a button, a text, a field) sits where the
/// mirror of its left-to-right place is, keeping its drawing, and only the parts that point somewhere (the back
/// chevron or arrow, iOS 6's back button) are drawn mirrored.
@Suite("Right-to-left bars")
struct ChromeMirroringTests {
    /// A part of a bar: a node with a role, or a leaf, with its frame on the canvas.
    struct Part: Equatable {
        var role: String?
        var frame: Rect
        var node: Node
    }

    /// The parts of `node`, in painting order, found through the groups without a role.
    static func parts(of node: Node, origin: Point = Point(x: 0, y: 0)) -> [Part] {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        if case .group(let group) = node.content, node.tags.role == nil {
            let inner = group.isolated ? Point(x: frame.minX, y: frame.minY) : origin
            return group.children.flatMap { parts(of: $0, origin: inner) }
        }
        return [Part(role: node.tags.role, frame: frame, node: node)]
    }

    static func bars(_ theme: String, rtl: Bool) throws -> [String: [Part]] {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, scale: 2))
        var conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/chrome.json")
        conversation.chrome?.header?.unread = 3
        if rtl { conversation.direction = .rtl }
        let list = try renderer.layout(conversation)
        var bars: [String: [Part]] = [:]
        for node in list.nodes {
            guard let kind = node.tags.kind, ["statusBar", "header", "composer"].contains(kind) else { continue }
            bars[kind] = parts(of: node)
        }
        return bars
    }

    /// The first point of a glyph's outline, in its view box.
    static func firstPoint(_ node: Node) -> Point? {
        var found: Point?
        node.walk { node in
            guard found == nil, case .path(let path) = node.content, case .viewBox = path.coordinates,
                  case .elements(let elements) = path.parts.first?.shape, case .move(let point) = elements.first else { return }
            found = point
        }
        return found
    }

    @Test("every part of the bars at the mirror of its place; back glyphs mirrored, other glyphs as drawn",
          arguments: ThemeContrastTests.themes)
    func mirrored(_ theme: String) throws {
        let ltr = try Self.bars(theme, rtl: false), rtl = try Self.bars(theme, rtl: true)
        #expect(Set(ltr.keys) == Set(rtl.keys) && !ltr.isEmpty)
        let width = 390.0
        for (kind, parts) in ltr {
            let mirrored = try #require(rtl[kind])
            try #require(parts.count == mirrored.count, "\(theme) \(kind): \(parts.count) parts left to right, \(mirrored.count) right to left")
            for (l, r) in zip(parts, mirrored) {
                #expect(l.role == r.role)
                #expect(abs(r.frame.minX - (width - l.frame.maxX)) < 0.001 && abs(r.frame.minY - l.frame.minY) < 0.001
                        && abs(r.frame.width - l.frame.width) < 0.001,
                        "\(theme) \(kind) \(l.role ?? "part"): \(l.frame) mirrors to \(r.frame)")
                guard let role = l.role, let a = Self.firstPoint(l.node), let b = Self.firstPoint(r.node) else { continue }
                if ["chevron", "arrow", "disclosure"].contains(role) {
                    #expect(a != b, "\(theme) \(kind): the \(role) glyph points the same way right to left")
                } else {
                    #expect(a == b, "\(theme) \(kind): the \(role) glyph is drawn mirrored")
                }
            }
        }
    }
}
