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

    static func bars(_ theme: String, rtl: Bool, draft: String? = nil) throws -> [String: [Part]] {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, scale: 2))
        var conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/chrome.json")
        conversation.chrome?.header?.unread = 3
        conversation.chrome?.composer?.text = draft
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
        firstPointAndBox(node)?.point
    }

    /// The first point of a glyph's outline and the glyph's view box.
    static func firstPointAndBox(_ node: Node) -> (point: Point, box: Rect)? {
        var found: (point: Point, box: Rect)?
        node.walk { node in
            guard found == nil, case .path(let path) = node.content, case .viewBox(let box) = path.coordinates,
                  case .elements(let elements) = path.parts.first?.shape, case .move(let point) = elements.first else { return }
            found = (point, box)
        }
        return found
    }

    @Test("every part of the bars at the mirror of its place; back glyphs mirrored, other glyphs as drawn",
          arguments: ThemeContrastTests.themes)
    func mirrored(_ theme: String) throws {
        try Self.checkMirrored(theme, draft: nil)
    }

    @Test("the typing composer mirrored: the draft and the send button at the mirror of their places, the send glyph drawn mirrored",
          arguments: ThemeContrastTests.themes)
    func mirroredWithDraft(_ theme: String) throws {
        let draft = "See you at 7? I'll bring the tickets and some snacks"
        try Self.checkMirrored(theme, draft: draft)
        // The draft is drawn (not the placeholder) and stays clear of every glyph and button beside it, both ways.
        let mirrors = try Self.mirrors(theme)
        for asked in [false, true] {
            let rtl = asked && mirrors
            let composer = try #require(try Self.bars(theme, rtl: asked, draft: draft)["composer"])
            #expect(!composer.contains { $0.role == "placeholder" }, "\(theme): the placeholder is drawn beside a draft")
            let text = try #require(composer.first { $0.role == "draft" }, "\(theme): no draft drawn")
            let field = try #require(composer.first { $0.role == "field" })
            #expect(text.frame.minX >= field.frame.minX && text.frame.maxX <= field.frame.maxX, "\(theme): the draft leaves its field")
            #expect(abs(text.frame.midY - field.frame.midY) < 0.5, "\(theme): the draft is not centred in its field")
            // Every glyph, disc (no role) and button beside the draft.
            let around = ["draft", "field", "fieldBorder", "fieldShadow", "background", "gloss", "separator", "homeIndicator"]
            for part in composer where !around.contains(part.role ?? "") {
                let overlaps = part.frame.maxX > text.frame.minX && part.frame.minX < text.frame.maxX
                    && part.frame.maxY > text.frame.minY && part.frame.minY < text.frame.maxY
                #expect(!overlaps, "\(theme)\(rtl ? " rtl" : ""): the draft \(text.frame) runs under \(part.role ?? "a disc") \(part.frame)")
            }
            let send = composer.filter { ["send", "sendButton"].contains($0.role) }
            #expect(!send.isEmpty || theme == "classic", "\(theme): no send button")
            for button in send {
                #expect(rtl ? button.frame.maxX <= text.frame.minX : button.frame.minX >= text.frame.maxX,
                        "\(theme)\(rtl ? " rtl" : ""): the send button is not after the draft")
            }
        }
    }

    /// The glyphs of the theme's bars marked `flips` (drawn mirrored as well as moved).
    static func flippingGlyphs(_ theme: String) throws -> Set<String> {
        let pack = try ThemePack(directory: Repo.path("assets/themes/\(theme)"))
        let bars = [pack.spec.chrome.statusBar, pack.spec.chrome.header, pack.spec.chrome.composer].compactMap { choice -> ChromeBar? in
            if case .described(let bar)? = choice { bar } else { nil }
        }
        return Set(bars.flatMap(\.items).filter(\.flips).compactMap { item in
            if case .glyph(let name, _, _) = item.kind { name } else { nil }
        })
    }

    /// Whether the theme mirrors a right-to-left chat (`metrics.mirrorsRightToLeft`; iOS 6's `classic` does not).
    static func mirrors(_ theme: String) throws -> Bool {
        try ThemePack(directory: Repo.path("assets/themes/\(theme)")).spec.metrics.mirrorsRightToLeft
    }

    static func checkMirrored(_ theme: String, draft: String?) throws {
        let ltr = try Self.bars(theme, rtl: false, draft: draft), rtl = try Self.bars(theme, rtl: true, draft: draft)
        guard try mirrors(theme) else {
            // Drawn as left to right, part for part.
            #expect(ltr.mapValues { $0.map(\.frame) } == rtl.mapValues { $0.map(\.frame) }, "\(theme): its bars moved right to left")
            return
        }
        let pointing = try Self.flippingGlyphs(theme).union(["chevron", "arrow", "disclosure", "send"])
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
                guard let role = l.role, let (a, box) = Self.firstPointAndBox(l.node), let b = Self.firstPoint(r.node) else { continue }
                if pointing.contains(role) {
                    // Drawn mirrored in its view box (a point on the glyph's axis stays where it is).
                    #expect(abs(b.x - (box.minX + box.maxX - a.x)) < 1e-9 && b.y == a.y,
                            "\(theme) \(kind): the \(role) glyph points the same way right to left")
                } else {
                    #expect(a == b, "\(theme) \(kind): the \(role) glyph is drawn mirrored")
                }
            }
        }
    }
}
