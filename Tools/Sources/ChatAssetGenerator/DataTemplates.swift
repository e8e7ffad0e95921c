import ChatGeometry
import ChatModel
import ChatRaster
import Foundation

/// Templates a pack draws as data: `<pack>/templates.json` maps image names to vector glyphs in theme.json's
/// `glyphs` format, each view box in points (its @1x size), painted black on transparent at each scale (templates
/// are alpha masks; a layer's `opacity` fades it). A new pack needs no drawing code.
enum DataTemplates {
    /// The templates of the pack in `directory`, or nil when it has no templates.json.
    static func templates(in directory: String) throws -> [String: VectorGlyph]? {
        let file = (directory as NSString).appendingPathComponent("templates.json")
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return try VectorGlyph.table(json: [UInt8](data), at: "templates")
    }

    /// `glyph` rendered at `scale` pixels per view-box unit.
    static func render(_ glyph: VectorGlyph, scale: Int) throws -> ChatPixmap {
        let s = Double(scale)
        var pixmap = ChatPixmap(width: Int((glyph.viewBox.width * s).rounded()), height: Int((glyph.viewBox.height * s).rounded()))
        func map(_ p: Point) -> Point { Point(x: (p.x - glyph.viewBox.minX) * s, y: (p.y - glyph.viewBox.minY) * s) }
        func value(_ q: Quantity) throws -> Double { try q.value { _ in nil } }
        for layer in glyph.layers {
            var path = Path()
            for part in layer.parts {
                var shape = Path()
                switch part.shape {
                case .path(let data):
                    for element in try data.elements({ _ in nil }) {
                        switch element {
                        case .move(let p): shape.move(to: map(p))
                        case .line(let p): shape.line(to: map(p))
                        case .quad(let p, let c): shape.quad(to: map(p), control: map(c))
                        case .curve(let p, let c1, let c2): shape.curve(to: map(p), control1: map(c1), control2: map(c2))
                        case .close: shape.close()
                        }
                    }
                case .rect(let box, let radii):
                    let v = try box.map(value), r = try radii.map(value)
                    let corner = map(Point(x: v[0], y: v[1]))
                    shape.addRoundedRect(Rect(x: corner.x, y: corner.y, width: v[2] * s, height: v[3] * s),
                                         radii: CornerRadii(topLeft: r[0] * s, topRight: r[1] * s, bottomRight: r[2] * s, bottomLeft: r[3] * s))
                case .circle(let values):
                    let v = try values.map(value)
                    shape.addCircle(center: map(Point(x: v[0], y: v[1])), radius: v[2] * s)
                case .ellipse(let values):
                    let v = try values.map(value), corner = map(Point(x: v[0], y: v[1]))
                    shape.addEllipse(in: Rect(x: corner.x, y: corner.y, width: v[2] * s, height: v[3] * s))
                }
                if let stroke = part.stroke {
                    path.append(shape.strokeOutline(width: try value(stroke) * s))
                } else {
                    path.append(shape)
                }
            }
            let opacity = try layer.opacity.map(value) ?? 1
            pixmap.fill(path, color: ChatPremultipliedColor(straightRed: 0, green: 0, blue: 0, alpha: UInt8((255 * min(max(opacity, 0), 1)).rounded())),
                        rule: layer.rule)
        }
        return pixmap
    }
}
