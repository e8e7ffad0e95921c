import ChatGeometry
import ChatModel

/// A filled circle under a glyph.
package struct GlyphDisc: Sendable, Equatable {
    /// The circle's box (the circle is inscribed in it).
    package var frame: Rect
    package var color: Color

    /// A circle of `color` inscribed in `frame`.
    package init(frame: Rect, color: Color) {
        self.frame = frame
        self.color = color
    }
}
