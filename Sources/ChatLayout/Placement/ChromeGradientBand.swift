import ChatGeometry
import ChatModel

/// A band of a bar filled with a gradient (the iOS 6 navigation bar and composer bar), over the bar's flat colour.
package struct GradientBand: Sendable, Equatable {
    /// The band, in canvas points.
    package var frame: Rect
    package var gradient: LinearGradient

    /// `frame` filled with `gradient` from its top edge to its bottom edge.
    package init(frame: Rect, gradient: LinearGradient) {
        self.frame = frame
        self.gradient = gradient
    }
}
