/// One radius per corner of a rounded rectangle, in the units of the rectangle it rounds (Messenger-style groups round the corners
/// that join a neighbouring bubble less than the outer ones).
public struct CornerRadii: Sendable, Hashable {
    package var topLeft: Double
    package var topRight: Double
    package var bottomRight: Double
    package var bottomLeft: Double

    /// Radii from the four corners, clockwise from the top-left.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    package init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// The radii made drawable in a `width × height` rectangle: negative and non-finite radii become 0, and when
    /// two radii on one side add up to more than that side, all four are scaled down by the same factor until
    /// they fit (the CSS rule), so corners never overlap.
    package func fitted(width: Double, height: Double) -> CornerRadii {
        func valid(_ r: Double) -> Double { r.isFinite && r > 0 ? r : 0 }
        var radii = CornerRadii(topLeft: valid(topLeft), topRight: valid(topRight),
                                bottomRight: valid(bottomRight), bottomLeft: valid(bottomLeft))
        let w = width.isFinite ? Swift.max(0, width) : 0, h = height.isFinite ? Swift.max(0, height) : 0
        var factor = 1.0
        for (sum, side) in [(radii.topLeft + radii.topRight, w), (radii.bottomLeft + radii.bottomRight, w),
                            (radii.topLeft + radii.bottomLeft, h), (radii.topRight + radii.bottomRight, h)] where sum > side {
            factor = Swift.min(factor, side / sum)
        }
        if factor < 1 {
            radii = CornerRadii(topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
                                bottomRight: radii.bottomRight * factor, bottomLeft: radii.bottomLeft * factor)
        }
        return radii
    }
}
