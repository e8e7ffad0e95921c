import ChatGeometry
import ChatModel

/// A copy of a chrome text drawn under it, moved by `offset` points: the iOS 6 bars' embossed titles and labels
/// (a dark copy one point above).
package struct TextShadow: Sendable, Equatable {
    package var color: Color
    /// The shadow's displacement from the text, in points (y down).
    package var offset: Point

    /// A shadow of `color` moved by `offset`.
    package init(color: Color, offset: Point) {
        self.color = color
        self.offset = offset
    }
}
