import ChatGeometry
import ChatModel
import Foundation

/// A theme glyph placed in a frame: its layers as path nodes in the glyph's view box, their colours and opacities
/// resolved, the layers whose condition is false left out.
package struct GlyphPlacement {
    let glyph: VectorGlyph
    /// The glyph's name, for errors.
    let name: String
    let frame: Rect
    /// The colour of `glyph` layers, and the colours named by the others.
    let color: Color
    let namedColors: [String: Color]
    /// The values of the glyph's variables.
    let variables: [String: Double]

    /// `glyph` (called `name`) placed in `frame` in `color`, its other layers in `namedColors`, its expressions
    /// reading `variables`.
    package init(glyph: VectorGlyph, name: String, frame: Rect, color: Color, namedColors: [String: Color] = [:],
                 variables: [String: Double] = [:]) {
        self.glyph = glyph
        self.name = name
        self.frame = frame
        self.color = color
        self.namedColors = namedColors
        self.variables = variables
    }

    /// The path nodes, in painting order.
    package func pathNodes() throws(LayoutError) -> [PathNode] {
        var nodes: [PathNode] = []
        for layer in glyph.layers {
            if let condition = layer.condition, try evaluate { () throws(ExpressionError) in try condition.evaluate(lookup) } == 0 {
                continue
            }
            var paint = try color(of: layer)
            if let opacity = layer.opacity {
                let value = try evaluate { () throws(ExpressionError) in try opacity.value(lookup) }
                paint.alpha = UInt8((Double(paint.alpha) * min(max(value, 0), 1)).rounded())
            }
            var parts: [PathPart] = []
            for part in layer.parts {
                let stroke = try part.stroke.map { q throws(LayoutError) in try evaluate { () throws(ExpressionError) in try q.value(lookup) } }
                parts.append(PathPart(try shape(of: part), stroke: stroke))
            }
            nodes.append(PathNode(parts: parts, paint: .color(paint), rule: layer.rule, coordinates: .viewBox(glyph.viewBox)))
        }
        return nodes
    }

    private func lookup(_ name: String) -> Double? { variables[name] }

    /// Runs `body`, an expression failing as this glyph's error.
    private func evaluate<T>(_ body: () throws(ExpressionError) -> T) throws(LayoutError) -> T {
        do {
            return try body()
        } catch {
            throw .glyph(name: name, reason: "\(error)")
        }
    }

    private func color(of layer: GlyphLayer) throws(LayoutError) -> Color {
        switch layer.color {
        case .glyph: return color
        case .fixed(let fixed): return fixed
        case .named(let key):
            guard let named = namedColors[key] else {
                let known = (["glyph"] + namedColors.keys.sorted()).joined(separator: ", ")
                throw .glyph(name: name, reason: "a layer's colour \"\(key)\" is not one it is placed with (\(known))")
            }
            return named
        }
    }

    private func shape(of part: GlyphPart) throws(LayoutError) -> PathShape {
        func values(_ list: [Quantity]) throws(LayoutError) -> [Double] {
            var result: [Double] = []
            for q in list { result.append(try evaluate { () throws(ExpressionError) in try q.value(lookup) }) }
            return result
        }
        switch part.shape {
        case .path(let data):
            var elements = try evaluate { () throws(ExpressionError) in try data.elements(lookup) }
            if let rotation = part.rotation { elements = elements.map { Self.rotated($0, by: rotation) } }
            return .elements(elements)
        case .rect(let box, let radii):
            let v = try values(box), r = try values(radii)
            return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]),
                         radii: CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[2], bottomLeft: r[3]))
        case .circle(let list):
            let v = try values(list)
            return .circle(center: Point(x: v[0], y: v[1]), radius: v[2])
        case .ellipse(let list):
            let v = try values(list)
            return .ellipse(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        }
    }

    /// `element` turned clockwise on screen by the rotation's degrees about its point.
    static func rotated(_ element: PathElement, by rotation: GlyphRotation) -> PathElement {
        let angle = rotation.degrees * Double.pi / 180
        let c = cos(angle), s = sin(angle)
        func turn(_ p: Point) -> Point {
            let dx = p.x - rotation.x, dy = p.y - rotation.y
            return Point(x: rotation.x + dx * c - dy * s, y: rotation.y + dx * s + dy * c)
        }
        switch element {
        case .move(let p): return .move(to: turn(p))
        case .line(let p): return .line(to: turn(p))
        case .quad(let p, let control): return .quad(to: turn(p), control: turn(control))
        case .curve(let p, let c1, let c2): return .curve(to: turn(p), control1: turn(c1), control2: turn(c2))
        case .close: return .close
        }
    }
}
