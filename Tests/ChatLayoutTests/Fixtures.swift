import ChatGeometry
import ChatLayout
import ChatModel
import Foundation

/// A monospaced stand-in for the Text stage: every character is half the font size wide, lines are
/// 1.25 × the font size tall, words wrap greedily at spaces. Exact numbers make layout tests exact.
struct FakeMeasurer: TextMeasuring {
    func layout(_ text: String, style: TextStyle, maxWidth: Double) throws -> TextBlock {
        let advance = style.fontSize / 2
        let lineHeight = style.fontSize * 1.25
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if Double(candidate.count) * advance > maxWidth, !current.isEmpty {
                    lines.append(current)
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            lines.append(current)
        }
        let textLines = lines.enumerated().map { i, line in
            TextLine(text: line, frame: Rect(x: 0, y: Double(i) * lineHeight, width: Double(line.count) * advance, height: lineHeight),
                     baseline: Double(i) * lineHeight + style.fontSize)
        }
        let width = textLines.map(\.frame.width).max() ?? 0
        return TextBlock(lines: textLines, size: Size(width: width, height: Double(lines.count) * lineHeight), fonts: ["fake.ttf"])
    }
}

/// A `FakeMeasurer` that remembers every text it was asked to measure (thread-safe).
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    var measured: [String] { lock.withLock { texts } }
    func reset() { lock.withLock { texts.removeAll() } }

    func layout(_ text: String, style: TextStyle, maxWidth: Double) throws -> TextBlock {
        lock.withLock { texts.append(text) }
        return try FakeMeasurer().layout(text, style: style, maxWidth: maxWidth)
    }
}

/// Photo sizes by path, and 40×30 pt templates.
struct FakeResources: LayoutResources {
    var photos: [String: Size] = [:]
    func photoSize(path: String, message: Int) throws -> Size {
        guard let size = photos[path] else { throw FakeError.missing(path) }
        return size
    }
    func templateSize(image: String) throws -> Size { Size(width: 40, height: 30) }
}

enum FakeError: Error { case missing(String) }

func testTheme(timePlacement: TimePlacement = .header, avatarPlacement: AvatarPlacement = .last) -> ThemeSpec {
    let colors = ThemeColors(
        background: .white, outgoingBubble: Color(hex: "#007AFF")!, incomingBubble: Color(hex: "#E9E9EB")!,
        outgoingText: .white, incomingText: .black, link: Color(hex: "#0000FF")!, time: Color(hex: "#8E8E93")!,
        name: Color(hex: "#8E8E93")!, separator: Color(hex: "#C6C6C8")!, status: Color(hex: "#8E8E93")!,
        statusRead: Color(hex: "#34B7F1")!, failed: Color(hex: "#FF3B30")!, avatarBorder: .white)
    let plain = BubbleStyle(image: "bubble", tailSide: .right, capInsets: .insets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 16)),
                            contentInsets: EdgeInsets(top: 6, left: 10, bottom: 6, right: 16))
    var tail = plain
    tail.image = "bubble-tail"
    return ThemeSpec(
        name: "Test", textBubbles: BubbleSet(default: plain, overrides: [.last: tail, .single: tail]),
        statusIcons: [.sending: "status-sending", .sent: "status-sent", .delivered: "status-delivered", .read: "status-read", .failed: "status-failed"],
        fonts: ThemeFonts(body: 16, name: 12, time: 12, status: 12),
        metrics: ThemeMetrics(maxBubbleWidth: 0.75, margin: 8, verticalMargin: 10, groupSpacing: 10, messageSpacing: 2,
                              avatarSize: 30, avatarGap: 6, avatarPlacement: avatarPlacement, timePlacement: timePlacement),
        light: colors, dark: colors)
}

let me = Participant(id: "me", name: "Me", isMe: true)
let ana = Participant(id: "ana", name: "Ana Lima")
let bo = Participant(id: "bo", name: "Bo", avatar: "bo.png")

func layout(_ messages: [Message], participants: [Participant] = [me, ana], theme: ThemeSpec = testTheme(),
            canvas: Canvas = Canvas(width: 400, scale: 2), photos: [String: Size] = [:], direction: LayoutDirection = .ltr) throws -> Placements {
    let conversation = Conversation(canvas: canvas, direction: direction, participants: participants, messages: messages)
    return try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                            resources: FakeResources(photos: photos)).placements()
}

func text(_ i: Int, _ from: String, _ body: String, time: String? = nil, status: DeliveryStatus? = nil, replyTo: Int? = nil) -> Message {
    Message(index: i, from: from, content: .text(body), time: time, status: status, replyTo: replyTo)
}

extension Placements {
    func elements(_ kind: String, message: Int? = nil) -> [LayoutElement] {
        elements.filter { $0.kind == kind && (message == nil || $0.message == message) }
    }
}

extension LayoutJSON {
    /// The layout JSON of `placements` lowered to primitives with the test theme's glyphs.
    static func encode(_ placements: Placements) -> String {
        (try? placements.lowered(theme: testTheme())).map { encode($0) } ?? "the placements cannot be lowered"
    }
}

extension Placements {
    /// The node a chrome part (`statusBar`, `header`, `composer`) was drawn into.
    func chrome(_ kind: String) -> Node? {
        guard let element = elements.first(where: { $0.kind == kind }), case .node(let node) = element.content else { return nil }
        return node
    }
}

extension Node {
    /// The text of the first glyph run under the node with `role`.
    func text(role: String) -> String? {
        guard let node = first(role: role), case .text(let run) = node.content else { return nil }
        return run.text
    }

    /// The names of the glyphs drawn under the node, in order.
    var glyphNames: [String] {
        var names: [String] = []
        walk { node in
            if case .group(let group) = node.content, let role = node.tags.role,
               group.children.allSatisfy({ if case .path(let p) = $0.content, case .viewBox = p.coordinates { true } else { false } }),
               !group.children.isEmpty {
                names.append(role)
            }
        }
        return names
    }
}

extension Node {
    /// The frame of the first node under this one with `role`.
    func frame(of role: String) -> Rect? { first(role: role)?.frame }

    /// The glyph run of the first node with `role`.
    func run(role: String) -> GlyphRun? {
        guard let node = first(role: role), case .text(let run) = node.content else { return nil }
        return run
    }

    /// The colour the first path at or under the first node with `role` is filled with.
    func color(of role: String) -> Color? {
        var found: Color?
        first(role: role)?.walk { node in
            if found == nil, case .path(let path) = node.content, case .color(let color) = path.paint { found = color }
        }
        return found
    }

    /// The frames of the glyphs drawn under the node, in order, with their names.
    var glyphFrames: [(name: String, frame: Rect)] {
        var glyphs: [(String, Rect)] = []
        walk { node in
            if case .group(let group) = node.content, let role = node.tags.role, !group.children.isEmpty,
               group.children.allSatisfy({ if case .path(let p) = $0.content, case .viewBox = p.coordinates { true } else { false } }) {
                glyphs.append((role, node.frame))
            }
        }
        return glyphs
    }
}
