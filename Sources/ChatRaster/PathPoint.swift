/// A point of a vector path, in pixels of the target raster (y pointing down).
public struct PathPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = PathPoint(x: 0, y: 0)

    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
