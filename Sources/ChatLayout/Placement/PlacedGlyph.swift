import ChatGeometry
import ChatModel

/// A theme glyph, its box and colour, optionally on a round button.
package struct PlacedGlyph: Sendable, Equatable {
    /// The name of the theme glyph.
    package var glyph: String
    /// The glyph's box; the glyph is scaled to it.
    package var frame: Rect
    /// The glyph's colour.
    package var color: Color
    /// The round button drawn under the glyph, or nil for a bare glyph.
    package var disc: GlyphDisc?

    /// `glyph` in `color` inside `frame`, on `disc` when given.
    package init(_ glyph: String, frame: Rect, color: Color, disc: GlyphDisc? = nil) {
        self.glyph = glyph
        self.frame = frame
        self.color = color
        self.disc = disc
    }
}
