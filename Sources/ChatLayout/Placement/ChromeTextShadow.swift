import ChatGeometry
import ChatModel

/// A copy of a chrome text drawn under it, moved by `offset` points: the iOS 6 bars' embossed titles and labels
/// (a dark copy one point above).
public struct TextShadow: Sendable, Equatable {
    public var color: Color
    /// The shadow's displacement from the text, in points (y down).
    public var offset: Point

    /// A shadow of `color` moved by `offset`.
    public init(color: Color, offset: Point) {
        self.color = color
        self.offset = offset
    }
}
