import ChatGeometry

/// An outline filled with a colour or a gradient.
///
/// Every part's area (a shape, or the outline of a shape's stroke) is united and filled in one pass with `rule`,
/// so that edges shared between parts leave no seam.
public struct PathNode: Sendable, Equatable {
    package var parts: [PathPart]
    package var rule: FillRule
    package var paint: PathPaint
    /// The coordinate space of the parts.
    package var coordinates: PathCoordinates
    /// Rectangles snapped to whole device pixels and filled without antialiasing (bars and hairlines). Only parts
    /// that are rectangles without radii may be crisp.
    package var crisp: Bool
    /// Parts whose coverage is taken away: each pixel keeps `coverage × (1 − knockout coverage)` (an inner
    /// shadow: a shape less the same shape moved down).
    package var knockout: [PathPart]

    /// A path in `coordinates`, filled with `paint`.
    package init(parts: [PathPart], paint: PathPaint, rule: FillRule = .nonZero, coordinates: PathCoordinates = .points,
                crisp: Bool = false, knockout: [PathPart] = []) {
        self.parts = parts
        self.rule = rule
        self.paint = paint
        self.coordinates = coordinates
        self.crisp = crisp
        self.knockout = knockout
    }
}

/// One shape of a path node: filled, or the outline of its stroke.
package struct PathPart: Sendable, Equatable {
    package var shape: PathShape
    /// The stroke width: the part is the outline of a stroke this wide along the shape (round joins and caps)
    /// instead of the shape's inside. Nil fills the shape.
    package var stroke: Double?

    /// A filled shape, or a stroke of `stroke` along it.
    package init(_ shape: PathShape, stroke: Double? = nil) {
        self.shape = shape
        self.stroke = stroke
    }
}

/// A shape in a path node's coordinates.
package enum PathShape: Sendable, Equatable {
    /// A rectangle, its corners rounded by `radii`.
    case rect(Rect, radii: CornerRadii)
    /// The ellipse inscribed in a rectangle.
    case ellipse(Rect)
    /// A circle.
    case circle(center: Point, radius: Double)
    /// Lines and Bézier curves (SVG path data is turned into these: arcs become cubic curves).
    case elements([PathElement])

    /// A rectangle without rounded corners.
    package static func rect(_ rect: Rect) -> PathShape { .rect(rect, radii: CornerRadii(all: 0)) }
}

/// Where a path node's coordinates live.
package enum PathCoordinates: Sendable, Equatable {
    /// Points of the canvas (or of the isolated group the node is in).
    case points
    /// Device pixels of the canvas (or of the isolated group's buffer): shapes the layout snapped to the pixel
    /// grid itself (a disc filling an avatar's pixels, a one-pixel border).
    case pixels
    /// A view box mapped onto the node's frame: x from `minX … maxX` across the frame's width, y likewise across
    /// its height; lengths (radii, stroke widths) scale with the horizontal unit.
    case viewBox(Rect)
}

/// What a path node is filled with.
package enum PathPaint: Sendable, Equatable {
    case color(Color)
    /// A gradient from the top to the bottom of the node's frame, one colour per device row.
    case gradient(LinearGradient)
}
