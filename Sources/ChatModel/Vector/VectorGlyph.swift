import ChatGeometry

/// An icon of a theme pack, drawn as vector paths: a view box and the layers painted in it, each layer one fill
/// of the union of its parts. The layout maps the view box onto the frame it places the glyph in; numbers may be
/// expressions of the glyph's variables (`signal`, `battery`, …), so one glyph draws every state of a status icon.
public struct VectorGlyph: Sendable, Hashable {
    /// The design's coordinate box (`[minX, minY, width, height]`, as SVG's `viewBox`).
    public var viewBox: Rect
    /// Painted in order.
    public var layers: [GlyphLayer]

    /// A glyph of `layers` drawn in `viewBox`.
    package init(viewBox: Rect, layers: [GlyphLayer]) {
        self.viewBox = viewBox
        self.layers = layers
    }

    /// The glyphs of a JSON document mapping names to glyphs (theme.json's `glyphs` format), errors at `root`.
    /// Public for `chatrender-assets` (`templates.json`), which is built by the package in Tools/.
    public static func table(json: [UInt8], at root: String) throws(ModelError) -> [String: VectorGlyph] {
        try ThemeGlyphsDecoder.decode(try JSONParser().parse(json), at: JSONPath.root.appending(key: root))
    }

    /// The names a glyph's expressions may read: the status bar's signal bars (0…4), battery charge (0…100) and
    /// whether wifi shows (1 or 0).
    package static let variables = ["signal", "battery", "wifi"]
}

/// One fill of a glyph: its parts united and filled with `rule` in one colour.
public struct GlyphLayer: Sendable, Hashable {
    public var parts: [GlyphPart]
    public var rule: FillRule
    /// Where the colour comes from.
    package var color: GlyphColor
    /// The colour's opacity (0…1), nil for 1.
    public var opacity: Quantity?
    /// Drawn only where this is true (non-zero), nil for always.
    package var condition: Expression?

    /// A layer.
    package init(parts: [GlyphPart], rule: FillRule = .nonZero, color: GlyphColor = .glyph, opacity: Quantity? = nil,
                condition: Expression? = nil) {
        self.parts = parts
        self.rule = rule
        self.color = color
        self.opacity = opacity
        self.condition = condition
    }
}

/// The colour a glyph layer is painted in.
package enum GlyphColor: Sendable, Hashable {
    /// The colour the glyph is placed with.
    case glyph
    /// A colour the placement names (e.g. `failed` for a low battery, `fold` for a page's corner).
    case named(String)
    /// A fixed colour.
    case fixed(Color)
}

/// One shape of a glyph layer: filled, or the outline of its stroke.
public struct GlyphPart: Sendable, Hashable {
    public var shape: GlyphShape
    /// The stroke's width in view-box units: the part is the outline of the stroke instead of the shape's inside.
    public var stroke: Quantity?
    /// Turned about a point of the view box; paths only.
    package var rotation: GlyphRotation?

    /// A part.
    package init(_ shape: GlyphShape, stroke: Quantity? = nil, rotation: GlyphRotation? = nil) {
        self.shape = shape
        self.stroke = stroke
        self.rotation = rotation
    }
}

/// A turn of a glyph part by `degrees`, clockwise on screen, about (`x`, `y`) in view-box units.
package struct GlyphRotation: Sendable, Hashable {
    package var degrees: Double
    package var x: Double
    package var y: Double

    /// A turn about a point.
    package init(degrees: Double, x: Double, y: Double) {
        self.degrees = degrees
        self.x = x
        self.y = y
    }
}

/// The shapes a glyph is made of, in view-box units (SVG's `path`, `rect`, `circle` and `ellipse`).
public enum GlyphShape: Sendable, Hashable {
    case path(PathData)
    /// `x`, `y`, `width`, `height` and the corner radii, clockwise from the top-left.
    case rect([Quantity], radii: [Quantity])
    /// `cx`, `cy`, `r`.
    case circle([Quantity])
    /// The ellipse inscribed in `x`, `y`, `width`, `height`.
    case ellipse([Quantity])

    /// Every name the shape's numbers read.
    package var names: [String] {
        switch self {
        case .path(let data): data.names
        case .rect(let box, let radii): (box + radii).flatMap(\.names)
        case .circle(let values), .ellipse(let values): values.flatMap(\.names)
        }
    }
}
