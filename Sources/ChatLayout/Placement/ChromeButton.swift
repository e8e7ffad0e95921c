import ChatGeometry
import ChatModel

/// A bordered, gradient-filled button of the iOS 6 bars: a rounded rectangle (the "Send" and camera buttons) or
/// the back button's shape, pointing left; with an optional label centred in it.
package struct ChromeButton: Sendable, Equatable {
    /// The button's box, the back arrow's point included.
    package var frame: Rect
    package var shape: ChromeButtonShape
    package var fill: LinearGradient
    /// The one-point outline.
    package var border: Color
    package var label: PlacedText?

    /// A button of `shape` in `frame`, filled with `fill` and outlined in `border`, saying `label`.
    package init(frame: Rect, shape: ChromeButtonShape, fill: LinearGradient, border: Color, label: PlacedText? = nil) {
        self.frame = frame
        self.shape = shape
        self.fill = fill
        self.border = border
        self.label = label
    }
}

/// The outline of a `ChromeButton`.
package enum ChromeButtonShape: String, Sendable, Hashable, CaseIterable {
    /// A rectangle with corners of a fifth of its height.
    case rounded
    /// The iOS 6 back button: the rounded rectangle's left edge drawn out into a point at mid-height.
    case backArrow

    /// How far the back arrow's point reaches left of the rectangle, as a fraction of the button's height.
    package static let arrowDepth = 0.36
    /// The corner radius as a fraction of the button's height.
    package static let cornerRatio = 0.2
}
