/// An axis-aligned rectangle for building paths, in pixels, origin at the top-left (y pointing down).
public struct PathRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The same area with a non-negative width and height (a negative size extends left/up from the origin).
    public var standardized: PathRect {
        PathRect(x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width), height: abs(height))
    }

    /// The centre point.
    public var center: PathPoint { PathPoint(x: x + width / 2, y: y + height / 2) }
}
