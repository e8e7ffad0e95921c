import ChatGeometry
import ChatModel

/// A chrome glyph, its box and colour, optionally on a round button.
public struct PlacedGlyph: Sendable, Equatable {
    public var glyph: ChromeGlyph
    /// The glyph's box; the glyph is scaled to it.
    public var frame: Rect
    /// The glyph's colour.
    public var color: Color
    /// The round button drawn under the glyph, or nil for a bare glyph.
    public var disc: GlyphDisc?

    /// `glyph` in `color` inside `frame`, on `disc` when given.
    public init(_ glyph: ChromeGlyph, frame: Rect, color: Color, disc: GlyphDisc? = nil) {
        self.glyph = glyph
        self.frame = frame
        self.color = color
        self.disc = disc
    }
}
