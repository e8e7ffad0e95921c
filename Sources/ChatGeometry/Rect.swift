/// An axis-aligned rectangle, origin at the top-left (y pointing down): in points (pt) in the display list, in
/// device pixels where a raster says so. The one rectangle type of every stage.
public struct Rect: Sendable, Hashable, Codable {
    package var x: Double
    package var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle with its top-left corner at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// A rectangle with its top-left corner at `origin`.
    package init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }
    package var origin: Point { Point(x: x, y: y) }
    package var size: Size { Size(width: width, height: height) }
    /// The centre point.
    package var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The same area with a non-negative width and height (a negative size extends left/up from the origin).
    package var standardized: Rect {
        Rect(x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width), height: abs(height))
    }

    /// The rectangle moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (UIEdgeInsetsInsetRect).
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The smallest rectangle containing both.
    package func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
