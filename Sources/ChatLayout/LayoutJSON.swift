import ChatModel
import Foundation

/// The layout JSON printed by `chatrender layout`: sorted keys, every length rounded to 1/64 pt, line frames
/// in canvas coordinates. Stable across runs, so it can be kept in git and reviewed as text.
public enum LayoutJSON {
    /// Encodes `list`, pretty-printed with sorted keys, ending in a newline.
    public static func encode(_ list: DisplayList) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is made of strings, bools and 1/64-rounded doubles: encoding cannot fail.
        let data = (try? encoder.encode(DocumentJSON(list))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Rounds to the nearest 1/64 pt (FreeType's 26.6 grid), so printed numbers are short and exact.
    static func round64(_ value: Double) -> Double { (value * 64).rounded() / 64 }
}

private struct DocumentJSON: Encodable {
    let canvas: CanvasJSON
    let elements: [ElementJSON]

    init(_ list: DisplayList) {
        canvas = CanvasJSON(width: LayoutJSON.round64(list.canvas.width), height: LayoutJSON.round64(list.canvas.height),
                            scale: list.canvas.scale, pixelWidth: list.canvas.pixelWidth, pixelHeight: list.canvas.pixelHeight,
                            background: list.background.description, backgroundImage: list.backgroundImage)
        elements = list.elements.map(ElementJSON.init)
    }
}

private struct CanvasJSON: Encodable {
    let width: Double
    let height: Double
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    let background: String
    let backgroundImage: String?
}

private struct FrameJSON: Encodable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    init(_ rect: Rect) {
        x = LayoutJSON.round64(rect.x)
        y = LayoutJSON.round64(rect.y)
        width = LayoutJSON.round64(rect.width)
        height = LayoutJSON.round64(rect.height)
    }
}

private struct LineJSON: Encodable {
    let text: String
    let frame: FrameJSON
    let baseline: Double
    /// Unicode-scalar offsets of the line in the element's text.
    let range: [Int]
    let rtl: Bool
}

private struct DecorationJSON: Encodable {
    let range: [Int]
    let color: String
    let underline: Bool
}

private struct ElementJSON: Encodable {
    let element: LayoutElement

    init(_ element: LayoutElement) { self.element = element }

    enum Key: String, CodingKey {
        case kind, message, frame
        case image, outline, mirrored, capInsets, color, position
        case path, sourceSize
        case role, fontSize, weight, alignment, direction, maxWidth, fonts, lines, decorations, rtl
        case participant, initials, fill, borderWidth, borderColor
        case status, icon
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(element.kind, forKey: .kind)
        try c.encodeIfPresent(element.message, forKey: .message)
        try c.encode(FrameJSON(element.frame), forKey: .frame)
        switch element.content {
        case .bubble(let bubble):
            try encodeBubble(bubble, into: &c)
        case .photo(let photo):
            try c.encode(photo.path, forKey: .path)
            try c.encode([photo.sourceSize.width, photo.sourceSize.height], forKey: .sourceSize)
            try encodeBubble(photo.mask, into: &c)
        case .text(let text), .label(let text):
            try encodeText(text, origin: element.frame.origin, into: &c)
        case .avatar(let avatar):
            try c.encode(avatar.participant, forKey: .participant)
            try c.encodeIfPresent(avatar.image, forKey: .image)
            try c.encode(avatar.fill.description, forKey: .fill)
            try c.encode(LayoutJSON.round64(avatar.borderWidth), forKey: .borderWidth)
            try c.encode(avatar.borderColor.description, forKey: .borderColor)
            if let initials = avatar.initials {
                try c.encode(initials.block.lines.map(\.text).joined(separator: "\n"), forKey: .initials)
                try c.encode(initials.style.fontSize, forKey: .fontSize)
                try c.encode(initials.block.fonts, forKey: .fonts)
            }
        case .status(let status):
            try c.encode(status.status.rawValue, forKey: .status)
            try c.encode(status.icon, forKey: .icon)
            try c.encode(status.color.description, forKey: .color)
        case .chrome(let chrome):
            try ChromeJSON(chrome).encode(to: encoder)
        }
    }

    private func encodeBubble(_ bubble: BubbleElement, into c: inout KeyedEncodingContainer<Key>) throws {
        try c.encode(bubble.image, forKey: .image)
        try c.encodeIfPresent(bubble.outline, forKey: .outline)
        try c.encode(bubble.mirrored, forKey: .mirrored)
        try c.encode(bubble.color.description, forKey: .color)
        try c.encode(bubble.position.rawValue, forKey: .position)
        switch bubble.capInsets {
        case .insets(let i):
            try c.encode([i.top, i.left, i.bottom, i.right].map(LayoutJSON.round64), forKey: .capInsets)
        case .legacy(let left, let top):
            try c.encode(["leftCapWidth": LayoutJSON.round64(left), "topCapHeight": LayoutJSON.round64(top)], forKey: .capInsets)
        }
    }

    private func encodeText(_ text: TextElement, origin: Point, into c: inout KeyedEncodingContainer<Key>) throws {
        try c.encode(text.role, forKey: .role)
        try c.encode(LayoutJSON.round64(text.style.fontSize), forKey: .fontSize)
        try c.encode(text.style.weight.rawValue, forKey: .weight)
        try c.encode(text.style.alignment.rawValue, forKey: .alignment)
        try c.encode(text.color.description, forKey: .color)
        try c.encode(LayoutJSON.round64(text.maxWidth), forKey: .maxWidth)
        try c.encode(text.style.direction.rawValue, forKey: .direction)
        try c.encode(text.block.isRightToLeft, forKey: .rtl)
        try c.encode(text.block.fonts, forKey: .fonts)
        try c.encode(text.block.lines.map { line in
            LineJSON(text: line.text, frame: FrameJSON(line.frame.offsetBy(dx: origin.x, dy: origin.y)),
                     baseline: LayoutJSON.round64(origin.y + line.baseline),
                     range: [line.range.lowerBound, line.range.upperBound], rtl: line.isRightToLeft)
        }, forKey: .lines)
        if !text.decorations.isEmpty {
            try c.encode(text.decorations.map {
                DecorationJSON(range: [$0.range.lowerBound, $0.range.upperBound], color: $0.color.description, underline: $0.underline)
            }, forKey: .decorations)
        }
    }
}
