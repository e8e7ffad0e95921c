/// A point, y pointing down: in points (pt) in the display list, in device pixels where a raster says so.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    /// A point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin.
    package static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers.
    package var isFinite: Bool { x.isFinite && y.isFinite }
}
