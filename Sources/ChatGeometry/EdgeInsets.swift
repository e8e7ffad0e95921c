/// Insets in the UIKit order `[top, left, bottom, right]`, in points unless stated otherwise.
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets in the UIKit order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Left and right exchanged: what a horizontally mirrored image needs.
    public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}
