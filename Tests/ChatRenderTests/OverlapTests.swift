import ChatGeometry
import ChatLayout
import ChatModel
import ChatRender
import Foundation
import Testing

/// The overlap rule (docs/themes.md, "Nothing covers a text"): in every built-in theme × appearance, no element is
/// painted over another element's text line by more than 1 pt in both directions: not a reaction, a time, a name, a
/// label, a mark, a shade or a bubble. Checked on the display list (what `chatrender layout` prints), over a stress
/// conversation (Fixtures/overlaps.json: every kind beside reactions, names, quotes, times and marks, in a group
/// chat) left to right and right to left, the all-kinds fixture and the gallery's chats.
///
/// An element is a top-level node. What it covers is what it paints after: its paths, images and glyph runs over a
/// text line painted before it; two texts of different elements may not cross in either order. The chrome's bars
/// (status bar, header, composer, tab bar) are exempt: a list scrolls under them, as in the apps.
@Suite("Nothing covers a text")
struct OverlapTests {
    /// Conversations and whether each is also laid out right to left.
    static let conversations: [(path: String, rtl: Bool)] = [
        ("\(Repo.fixtures)/overlaps.json", false),
        ("\(Repo.fixtures)/overlaps.json", true),
        ("\(Repo.fixtures)/kinds.json", false),
        (Repo.path("samples/gallery/team.json"), false),
        (Repo.path("samples/gallery/family.json"), false),
        (Repo.path("samples/gallery/support.json"), false),
    ]

    /// Parts the app draws over the scrolled list.
    static let chrome: Set<String> = ["statusBar", "header", "composer", "tabBar", "wallpaper"]

    /// One painted part of a top-level node, in canvas coordinates.
    struct Part {
        var frame: Rect
        /// The line's text for a line of a glyph run, nil for a path or an image.
        var text: String?
        var role: String?
    }

    /// The parts `node` paints, in canvas coordinates: each glyph run as its lines, each path and image as its frame.
    static func parts(of node: Node, origin: Point = Point(x: 0, y: 0)) -> [Part] {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        switch node.content {
        case .group(let group):
            let inner = group.isolated ? Point(x: frame.minX, y: frame.minY) : origin
            return group.children.flatMap { parts(of: $0, origin: inner) }
        case .text(let run):
            return run.block.lines.filter { !$0.text.allSatisfy(\.isWhitespace) }.map {
                Part(frame: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY), text: $0.text, role: node.tags.role)
            }
        case .path, .image:
            return [Part(frame: frame, text: nil, role: node.tags.role)]
        }
    }

    /// How far two rectangles cross, horizontally and vertically (negative when apart).
    static func crossing(_ a: Rect, _ b: Rect) -> (Double, Double) {
        (min(a.maxX, b.maxX) - max(a.minX, b.minX), min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// Every place in `list` where an element covers another's text by more than `tolerance` both ways.
    static func coverings(in list: DisplayList, tolerance: Double = 1) -> [String] {
        let elements = list.nodes.enumerated().filter { !chrome.contains($0.element.tags.kind ?? "") }
            .map { (index: $0.offset, node: $0.element, parts: parts(of: $0.element)) }
        func name(_ e: (index: Int, node: Node, parts: [Part]), _ part: Part) -> String {
            let what = part.text.map { "\"\($0)\"" } ?? "a \(part.role ?? "shape")"
            return "\(e.node.tags.kind ?? "node")#\(e.node.tags.message.map(String.init) ?? "-") \(what)"
        }
        var found: [String] = []
        for below in elements {
            for line in below.parts where line.text != nil {
                // What is painted before a text does not cover it (two texts are caught whichever comes first).
                for above in elements where above.index > below.index {
                    for part in above.parts {
                        let (w, h) = crossing(part.frame, line.frame)
                        if w > tolerance && h > tolerance {
                            found.append("\(name(above, part)) covers \(name(below, line)) by \(w.formatted(.number.precision(.fractionLength(1)))) × \(h.formatted(.number.precision(.fractionLength(1)))) pt")
                        }
                    }
                }
            }
        }
        return found
    }

    @Test("no reaction, time, name, label, mark or bubble over another element's text", arguments: ThemeContrastTests.themes)
    func nothingCoversText(_ theme: String) throws {
        for appearance in [Appearance.light, .dark] {
            let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 1))
            for (path, rtl) in Self.conversations {
                var conversation = try renderer.loadConversation(path: path)
                if rtl {
                    conversation.direction = .rtl
                    conversation.locale = "ar"
                }
                let found = Self.coverings(in: try renderer.layout(conversation))
                #expect(found.isEmpty, "\(theme) \(appearance) \((path as NSString).lastPathComponent)\(rtl ? " (rtl)" : ""):\n\(found.joined(separator: "\n"))")
            }
        }
    }

    @Test("the rule sees a badge laid over a text, and a shape painted under one passes")
    func ruleCatchesACovering() {
        func run(_ text: String, at frame: Rect) -> Node {
            let line = TextLine(text: text, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height), baseline: frame.height * 0.8)
            let block = TextBlock(lines: [line], size: Size(width: frame.width, height: frame.height), fonts: [])
            return Node(.text(GlyphRun(block: block, style: TextStyle(fontSize: 16), color: .black, maxWidth: 300)), frame: frame,
                        tags: NodeTags(kind: "text", message: 0, role: "body"))
        }
        let badge = Node(.path(PathNode(parts: [PathPart(.rect(Rect(x: 90, y: 10, width: 30, height: 20)))], paint: .color(.white))),
                         frame: Rect(x: 90, y: 10, width: 30, height: 20), tags: NodeTags(kind: "reactions", message: 0))
        let canvas = CanvasInfo(width: 320, height: 100, scale: 1)
        let body = run("Sunday?", at: Rect(x: 20, y: 20, width: 80, height: 20))
        #expect(Self.coverings(in: DisplayList(canvas: canvas, background: .white, nodes: [body, badge])).count == 1)
        #expect(Self.coverings(in: DisplayList(canvas: canvas, background: .white, nodes: [badge, body])).isEmpty)
        // Within the tolerance: 1 pt over the line's end.
        let near = run("Sunday?", at: Rect(x: 11, y: 20, width: 80, height: 20))
        #expect(Self.coverings(in: DisplayList(canvas: canvas, background: .white, nodes: [near, badge])).isEmpty)
    }
}
