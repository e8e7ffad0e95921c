import ChatGeometry
import ChatModel
import Foundation

/// The layout JSON printed by `chatrender layout`: the display list's tree with sorted keys, every length rounded to
/// 1/64 pt, text line frames in canvas coordinates. Stable across runs, so it can be kept in git and reviewed as text.
///
/// `elements` lists the top-level nodes; every node has `node` (`group`, `path`, `image` or `text`), its `frame`
/// and its tags (`kind`, `message`, `role`); groups have `children`, text nodes their `lines`.
package enum LayoutJSON {
    /// Encodes `list`, pretty-printed with sorted keys, ending in a newline. A text node's `fonts` lists each face
    /// by its name in `fontNames` (keyed as `TextBlock.fonts` lists faces; `ChatRenderer.layoutJSON` passes family and
    /// style names, so no path is printed), or as `TextBlock.fonts` has it when `fontNames` does not name it.
    package static func encode(_ list: DisplayList, fontNames: [String: String] = [:]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[fontNamesKey] = fontNames
        // Every value is made of strings, bools and 1/64-rounded doubles: encoding cannot fail.
        let data = (try? encoder.encode(DocumentJSON(list))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Where `encode` hands the font names to the text nodes.
    static let fontNamesKey = CodingUserInfoKey(rawValue: "chatrender.fontNames")!

    /// Rounds to the nearest 1/64 pt (FreeType's 26.6 grid), so printed numbers are short and exact.
    static func round64(_ value: Double) -> Double { (value * 64).rounded() / 64 }
}

private struct DocumentJSON: Encodable {
    let canvas: CanvasJSON
    let elements: [NodeJSON]

    init(_ list: DisplayList) {
        canvas = CanvasJSON(width: LayoutJSON.round64(list.canvas.width), height: LayoutJSON.round64(list.canvas.height),
                            scale: list.canvas.scale, pixelWidth: list.canvas.pixelWidth, pixelHeight: list.canvas.pixelHeight,
                            background: list.background.description)
        elements = list.nodes.map { NodeJSON($0, origin: .zero) }
    }
}

private struct CanvasJSON: Encodable {
    let width: Double
    let height: Double
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    let background: String
}

/// A rectangle as `{x, y, width, height}`, rounded to 1/64 pt.
struct FrameJSON: Encodable {
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
    /// Unicode-scalar offsets of the line in the run's text.
    let range: [Int]
    let rtl: Bool
}

private struct DecorationJSON: Encodable {
    let range: [Int]
    let color: String
    let underline: Bool
}

/// One node. Frames are printed in canvas coordinates: the children of an isolated group, placed relative to its
/// buffer, are moved by the buffer's origin (`origin`).
private struct NodeJSON: Encodable {
    let node: Node
    let origin: Point

    init(_ node: Node, origin: Point) {
        self.node = node
        self.origin = origin
    }

    enum Key: String, CodingKey {
        case node, kind, message, role, frame, children, isolated, mask, maskFrame, opacity
        case parts, rule, paint, gradient, coordinates, viewBox, crisp, knockout
        case source, path, usedBy, placement, radii, capInsets, tint, mirrored, fade
        case fontSize, weight, alignment, direction, maxWidth, fonts, lines, decorations, rtl, color, text
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(node.content.name, forKey: .node)
        try c.encodeIfPresent(node.tags.kind, forKey: .kind)
        try c.encodeIfPresent(node.tags.message, forKey: .message)
        try c.encodeIfPresent(node.tags.role, forKey: .role)
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        try c.encode(FrameJSON(frame), forKey: .frame)
        switch node.content {
        case .group(let group):
            let inner = group.isolated ? Point(x: frame.minX, y: frame.minY) : origin
            try c.encode(group.children.map { NodeJSON($0, origin: inner) }, forKey: .children)
            if group.isolated { try c.encode(true, forKey: .isolated) }
            if let mask = group.mask { try c.encode(ImageJSON(mask), forKey: .mask) }
            if let box = group.maskFrame { try c.encode(FrameJSON(box.offsetBy(dx: frame.minX, dy: frame.minY)), forKey: .maskFrame) }
            if group.opacity < 1 { try c.encode(LayoutJSON.round64(group.opacity), forKey: .opacity) }
        case .path(let path):
            try c.encode(path.parts.map(PartJSON.init), forKey: .parts)
            if path.rule == .evenOdd { try c.encode("evenodd", forKey: .rule) }
            switch path.paint {
            case .color(let color): try c.encode(color.description, forKey: .paint)
            case .gradient(let gradient): try c.encode(GradientJSON(gradient), forKey: .gradient)
            }
            switch path.coordinates {
            case .points: break
            case .pixels: try c.encode("pixels", forKey: .coordinates)
            case .viewBox(let box): try c.encode([box.minX, box.minY, box.width, box.height].map(LayoutJSON.round64), forKey: .viewBox)
            }
            if path.crisp { try c.encode(true, forKey: .crisp) }
            if !path.knockout.isEmpty { try c.encode(path.knockout.map(PartJSON.init), forKey: .knockout) }
        case .image(let image):
            try ImageJSON(image).encodeFields(into: &c)
        case .text(let run):
            try c.encode(LayoutJSON.round64(run.style.fontSize), forKey: .fontSize)
            try c.encode(run.style.weight.rawValue, forKey: .weight)
            try c.encode(run.style.alignment.rawValue, forKey: .alignment)
            try c.encode(run.color.description, forKey: .color)
            try c.encode(LayoutJSON.round64(run.maxWidth), forKey: .maxWidth)
            try c.encode(run.style.direction.rawValue, forKey: .direction)
            try c.encode(run.block.isRightToLeft, forKey: .rtl)
            let names = encoder.userInfo[LayoutJSON.fontNamesKey] as? [String: String] ?? [:]
            try c.encode(run.block.fonts.map { names[$0] ?? $0 }, forKey: .fonts)
            try c.encode(run.text, forKey: .text)
            try c.encode(run.block.lines.map { line in
                LineJSON(text: line.text, frame: FrameJSON(line.frame.offsetBy(dx: frame.minX, dy: frame.minY)),
                         baseline: LayoutJSON.round64(frame.minY + line.baseline),
                         range: [line.range.lowerBound, line.range.upperBound], rtl: line.isRightToLeft)
            }, forKey: .lines)
            if !run.decorations.isEmpty {
                try c.encode(run.decorations.map {
                    DecorationJSON(range: [$0.range.lowerBound, $0.range.upperBound], color: $0.color.description, underline: $0.underline)
                }, forKey: .decorations)
            }
        }
    }
}

/// An image node's fields (also a group's mask).
private struct ImageJSON: Encodable {
    let image: ImageNode

    init(_ image: ImageNode) { self.image = image }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: NodeJSON.Key.self)
        try encodeFields(into: &c)
    }

    func encodeFields(into c: inout KeyedEncodingContainer<NodeJSON.Key>) throws {
        switch image.source {
        case .theme(let name):
            try c.encode("theme", forKey: .source)
            try c.encode(name, forKey: .path)
        case .file(let path, let usedBy):
            try c.encode("file", forKey: .source)
            try c.encode(LayoutJSON.shown(path), forKey: .path)
            try c.encode(usedBy, forKey: .usedBy)
        }
        switch image.placement {
        case .stretch: try c.encode("stretch", forKey: .placement)
        case .aspectFill: try c.encode("aspectFill", forKey: .placement)
        case .circle: try c.encode("circle", forKey: .placement)
        case .roundedFill(let radii):
            try c.encode("roundedFill", forKey: .placement)
            try c.encode([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map(LayoutJSON.round64), forKey: .radii)
        case .tile: try c.encode("tile", forKey: .placement)
        case .nineSlice(let caps):
            try c.encode("nineSlice", forKey: .placement)
            switch caps {
            case .insets(let i):
                try c.encode([i.top, i.left, i.bottom, i.right].map(LayoutJSON.round64), forKey: .capInsets)
            case .legacy(let left, let top):
                try c.encode(["leftCapWidth": LayoutJSON.round64(left), "topCapHeight": LayoutJSON.round64(top)], forKey: .capInsets)
            }
        }
        try c.encodeIfPresent(image.tint?.description, forKey: .tint)
        if image.mirrored { try c.encode(true, forKey: .mirrored) }
        if let fade = image.fade {
            try c.encode(["height": LayoutJSON.round64(fade.height), "opacity": Double(fade.opacity)], forKey: .fade)
        }
    }
}

/// A path part: its shape (`rect` with `radii`, `ellipse`, `circle`, or SVG path data `d`) and its stroke width.
private struct PartJSON: Encodable {
    let part: PathPart

    init(_ part: PathPart) { self.part = part }

    enum Key: String, CodingKey { case rect, radii, ellipse, circle, d, stroke }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        let r = LayoutJSON.round64
        switch part.shape {
        case .rect(let rect, let radii):
            try c.encode([rect.minX, rect.minY, rect.width, rect.height].map(r), forKey: .rect)
            if [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft] != [0, 0, 0, 0] {
                try c.encode([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map(r), forKey: .radii)
            }
        case .ellipse(let rect):
            try c.encode([rect.minX, rect.minY, rect.width, rect.height].map(r), forKey: .ellipse)
        case .circle(let center, let radius):
            try c.encode([center.x, center.y, radius].map(r), forKey: .circle)
        case .elements(let elements):
            try c.encode(Self.svg(elements), forKey: .d)
        }
        try c.encodeIfPresent(part.stroke.map(r), forKey: .stroke)
    }

    /// The elements as SVG path data, numbers rounded to 1/64.
    static func svg(_ elements: [PathElement]) -> String {
        func n(_ value: Double) -> String {
            let rounded = LayoutJSON.round64(value)
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
        func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
        return elements.map { element in
            switch element {
            case .move(let to): "M \(p(to))"
            case .line(let to): "L \(p(to))"
            case .quad(let to, let control): "Q \(p(control)) \(p(to))"
            case .curve(let to, let c1, let c2): "C \(p(c1)) \(p(c2)) \(p(to))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}

/// A gradient's colours and gloss.
private struct GradientJSON: Encodable {
    let top: String
    let bottom: String
    let gloss: Double

    init(_ gradient: LinearGradient) {
        top = gradient.top.description
        bottom = gradient.bottom.description
        gloss = LayoutJSON.round64(gradient.gloss)
    }
}
