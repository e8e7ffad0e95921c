import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// `groups.replies.thread`: the line joining an above quote to its reply.
@Suite("Reply thread lines")
struct ReplyThreadLayoutTests {
    static let grey = Color(hex: "#C7C7CC")!

    /// The test theme with above quotes on the quoted sender's side, joined to their replies by a 2 pt line.
    static func threaded() -> ThemeSpec {
        var theme = testTheme()
        theme.groups.replies = ReplyRule.preset(.bubble)
        theme.groups.replies.thread = ReplyThread(color: [.light: grey], width: 2, radius: 10, inset: 24)
        return theme
    }

    /// Ana's question, my reply to it (the other side), my reply to my reply (the same side).
    static let messages = [text(0, "ana", "Lunch at noon?"), text(1, "me", "Sure, see you there", replyTo: 0),
                           text(2, "me", "I'll book", replyTo: 1)]

    /// The thread element of `message` and its path in canvas points.
    func thread(_ list: Placements, message: Int) throws -> (LayoutElement, ThreadElement, [Point]) {
        let lines = list.elements("thread", message: message)
        #expect(lines.count == 1)
        let element = try #require(lines.first)
        guard case .thread(let thread) = element.content else { throw FakeError.missing("thread") }
        let points = thread.path.compactMap { part -> Point? in
            switch part {
            case .move(let p), .line(let p), .quad(let p, _), .curve(let p, _, _): Point(x: element.frame.minX + p.x, y: element.frame.minY + p.y)
            case .close: nil
            }
        }
        return (element, thread, points)
    }

    func near(_ a: Point?, _ b: Point) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test("down from the quote's bottom, round a corner into the inner side of a reply on the other side, mirrored right to left",
          arguments: [LayoutDirection.ltr, .rtl])
    func otherSide(_ direction: LayoutDirection) throws {
        let rtl = direction == .rtl
        let list = try layout(Self.messages, theme: Self.threaded(), direction: direction)
        let bubbles = list.elements("bubble", message: 1)
        #expect(bubbles.count == 2)
        let (quote, reply) = (bubbles[0].frame, bubbles[1].frame)
        // Ana's quote hangs from the left (the right in a right-to-left chat), my reply from the other side.
        #expect(rtl ? quote.maxX > reply.maxX : quote.minX < reply.minX)
        let (element, thread, points) = try thread(list, message: 1)
        #expect(thread.width == 2 && thread.color == Self.grey)
        // 24 pt in from the edge the quote hangs from, the round end's tip on the quote's bottom.
        let x = rtl ? quote.maxX - 24 : quote.minX + 24
        #expect(near(points.first, Point(x: x, y: quote.maxY + 1)), "\(points)")
        #expect(element.frame.minY == quote.maxY)
        // Down to 10 pt over the reply's middle, round a 10 pt corner towards the reply, into its inner side (2 pt under it).
        let towards = rtl ? -1.0 : 1.0
        #expect(points.count == 4)
        #expect(near(points[1], Point(x: x, y: reply.midY - 10)))
        #expect(near(points[2], Point(x: x + towards * 10, y: reply.midY)))
        #expect(near(points.last, Point(x: (rtl ? reply.maxX : reply.minX) + towards * 2, y: reply.midY)))
        // Painted under the reply's bubble, over nothing of the quote.
        let kinds = list.elements.filter { $0.message == 1 }.map(\.kind)
        #expect(kinds == ["bubble", "text", "thread", "bubble", "text"])
        // In the display list: a 2 pt stroke tagged as the message's thread.
        let lowered = try list.lowered(theme: Self.threaded())
        let node = try #require(lowered.nodes.first { $0.tags.kind == "thread" && $0.tags.message == 1 })
        guard case .path(let path) = node.content, case .color(let color) = path.paint else { Issue.record("not a path"); return }
        #expect(path.parts.count == 1 && path.parts[0].stroke == 2 && color == Self.grey)
        #expect(node.frame == element.frame)
    }

    @Test("straight down into the top of a reply on the quote's side", arguments: [LayoutDirection.ltr, .rtl])
    func sameSide(_ direction: LayoutDirection) throws {
        let rtl = direction == .rtl
        let list = try layout(Self.messages, theme: Self.threaded(), direction: direction)
        let bubbles = list.elements("bubble", message: 2)
        let (quote, reply) = (bubbles[0].frame, bubbles[1].frame)
        let (_, _, points) = try thread(list, message: 2)
        let x = rtl ? quote.minX + 24 : quote.maxX - 24
        #expect(points.count == 2)
        #expect(near(points.first, Point(x: x, y: quote.maxY + 1)), "\(points)")
        #expect(near(points.last, Point(x: x, y: reply.minY + 2)), "\(points)")
    }

    @Test("no line where the theme asks for none, nor for quotes inside the reply's bubble")
    func absent() throws {
        var plain = testTheme()
        plain.groups.replies = ReplyRule.preset(.bubble)
        #expect(try layout(Self.messages, theme: plain).elements("thread").isEmpty)
        var inside = Self.threaded()
        inside.groups.replies.slot = .inside
        #expect(try layout(Self.messages, theme: inside).elements("thread").isEmpty)
        #expect(try layout(Self.messages).elements("thread").isEmpty)
    }

    @Test("of the built-in packs only imessage draws the line, in its greys", arguments: BuiltInThemes.names)
    func builtInPacks(_ name: String) throws {
        let thread = try BuiltInThemes.spec(name).groups.replies.thread
        if name == "imessage" {
            #expect(thread == ReplyThread(color: [.light: Color(hex: "#C7C7CC")!, .dark: Color(hex: "#3A3A3C")!], width: 2, radius: 10, inset: 24))
        } else {
            #expect(thread == nil)
        }
    }
}
