/// Insets in the UIKit order `[top, left, bottom, right]`, in points unless stated otherwise.
package struct EdgeInsets: Sendable, Hashable, Codable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    /// Insets in the UIKit order.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    package static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Left and right exchanged: what a horizontally mirrored image needs.
    package var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
    package var horizontal: Double { left + right }
    package var vertical: Double { top + bottom }
}
