import ChatGeometry
import ChatModel

/// A filled circle under a chrome glyph: the round "+" of iOS Messages, WhatsApp's microphone button.
public struct GlyphDisc: Sendable, Equatable {
    /// The circle's box (the circle is inscribed in it).
    public var frame: Rect
    public var color: Color

    /// A circle of `color` inscribed in `frame`.
    public init(frame: Rect, color: Color) {
        self.frame = frame
        self.color = color
    }
}
