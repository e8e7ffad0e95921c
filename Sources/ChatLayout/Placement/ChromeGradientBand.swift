import ChatGeometry
import ChatModel

/// A band of a bar filled with a gradient (the iOS 6 navigation bar and composer bar), over the bar's flat colour.
public struct GradientBand: Sendable, Equatable {
    /// The band, in canvas points.
    public var frame: Rect
    public var gradient: LinearGradient

    /// `frame` filled with `gradient` from its top edge to its bottom edge.
    public init(frame: Rect, gradient: LinearGradient) {
        self.frame = frame
        self.gradient = gradient
    }
}
