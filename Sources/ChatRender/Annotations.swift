import ChatGeometry
import ChatLayout
import ChatModel
import Foundation

/// The ground truth of a screenshot for a machine-learning pipeline (`--annotations`): every thing a reader would
/// name (bubble, text, avatar, image, label, header, …), with its pixel box, message index and sender, and every
/// text line with its text and pixel box. Derived from the display list the image is drawn from, so the boxes are
/// the drawn ones; see docs/manifest.md for the format.
///
/// Boxes are `{x, y, width, height}` in output pixels (points × scale, rounded to 1/64 pixel), from the image's
/// top-left corner. The JSON has sorted keys and no spaces, ending in a newline: the same layout is the same bytes.
public enum ChatAnnotations {
    /// The format version written as `"format"`.
    public static let format = 1

    /// The annotations of `list` (laid out from `conversation`), naming the sample `id` when given.
    public static func json(for list: ChatDisplayList, conversation: ChatConversation, id: String? = nil) -> String {
        let scale = list.canvas.scale
        let elements = list.nodes.map { ElementJSON($0, scale: scale, conversation: conversation) }
        let document = DocumentJSON(format: format, id: id,
                                    image: ImageJSON(width: list.canvas.pixelWidth, height: list.canvas.pixelHeight, scale: scale),
                                    elements: elements)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and 1/64-rounded doubles: encoding cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `value` points in pixels, rounded to 1/64 pixel.
    static func pixels(_ value: Double, _ scale: Double) -> Double { (value * scale * 64).rounded() / 64 }
}

private struct DocumentJSON: Encodable {
    let format: Int
    let id: String?
    let image: ImageJSON
    let elements: [ElementJSON]
}

private struct ImageJSON: Encodable {
    let width: Int
    let height: Int
    let scale: Double
}

private struct BoxJSON: Encodable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    init(_ rect: Rect, scale: Double) {
        x = ChatAnnotations.pixels(rect.minX, scale)
        y = ChatAnnotations.pixels(rect.minY, scale)
        width = ChatAnnotations.pixels(rect.width, scale)
        height = ChatAnnotations.pixels(rect.height, scale)
    }
}

private struct LineJSON: Encodable {
    let text: String
    let box: BoxJSON
    let rtl: Bool
}

/// One top-level node: its tags, its box, and the lines of every text under it (in painting order).
private struct ElementJSON: Encodable {
    let kind: String?
    let role: String?
    let message: Int?
    let sender: String?
    let me: Bool?
    let box: BoxJSON
    let text: String?
    let lines: [LineJSON]?

    init(_ node: Node, scale: Double, conversation: ChatConversation) {
        kind = node.tags.kind
        role = node.tags.role
        message = node.tags.message
        let from = node.tags.message.flatMap { index in
            conversation.messages.indices.contains(index) ? conversation.messages[index].from : nil
        }.flatMap { $0.isEmpty ? nil : $0 }
        sender = from
        me = from.map { id in conversation.participants.first { $0.id == id }?.isMe ?? false }
        box = BoxJSON(node.frame, scale: scale)
        var runs: [(GlyphRun, Point)] = []
        Self.collectRuns(node, origin: .zero, into: &runs)
        let lines = runs.flatMap { run, origin in
            run.block.lines.map { line in
                LineJSON(text: Self.readable(line.text), box: BoxJSON(line.frame.offsetBy(dx: origin.x, dy: origin.y), scale: scale),
                         rtl: line.isRightToLeft)
            }
        }
        text = runs.isEmpty ? nil : runs.map { Self.readable($0.0.text) }.joined(separator: "\n")
        self.lines = runs.isEmpty ? nil : lines
    }

    /// `text` as a reader sees it: without the room a layout keeps for a glyph drawn beside the words (the encryption
    /// notice's em space before its lock, and the right-to-left mark that keeps its paragraph's direction) at its start.
    static func readable(_ text: String) -> String {
        String(text.unicodeScalars.drop { $0 == "\u{2003}" || $0 == "\u{200E}" || $0 == "\u{200F}" })
    }

    /// Every glyph run under `node` with its block's origin in canvas points: an isolated group's children are
    /// placed relative to its buffer, a plain group's in its parent's coordinates.
    static func collectRuns(_ node: Node, origin: Point, into runs: inout [(GlyphRun, Point)]) {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        switch node.content {
        case .text(let run):
            runs.append((run, Point(x: frame.minX, y: frame.minY)))
        case .group(let group):
            let inner = group.isolated ? Point(x: frame.minX, y: frame.minY) : origin
            for child in group.children { collectRuns(child, origin: inner, into: &runs) }
        case .path, .image:
            break
        }
    }
}
