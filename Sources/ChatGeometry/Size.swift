/// A size, in points (pt) unless stated otherwise.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    /// A size of `width` × `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No extent.
    public static let zero = Size(width: 0, height: 0)
}
