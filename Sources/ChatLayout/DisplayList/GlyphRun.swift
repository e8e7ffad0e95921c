import ChatGeometry

/// Text set in one style and painted in one colour (links recoloured and underlined by `decorations`): the lines
/// the text engine laid out, drawn with the block's top-left corner at the node frame's origin.
public struct GlyphRun: Sendable, Equatable {
    public var block: TextBlock
    package var style: TextStyle
    package var color: Color
    /// Styled ranges of the text (links), in Unicode scalar offsets.
    package var decorations: [TextDecoration]
    /// The width the text was wrapped at, in points.
    package var maxWidth: Double

    /// A glyph run of `block`.
    package init(block: TextBlock, style: TextStyle, color: Color, decorations: [TextDecoration] = [], maxWidth: Double) {
        self.block = block
        self.style = style
        self.color = color
        self.decorations = decorations
        self.maxWidth = maxWidth
    }

    /// The run's text, its lines joined by newlines.
    package var text: String { block.lines.map(\.text).joined(separator: "\n") }
}
