/// One run of a line as it is drawn, for diagnostics and tests: a segment's text, direction, font and
/// glyphs, listed in the visual order the painter draws them.
struct VisualRun: Sendable, Hashable {
    /// The run's characters (logical order).
    var text: String
    var isRightToLeft: Bool
    /// The path of the font its glyphs come from.
    var fontPath: String
    /// The glyph ids in visual (left-to-right) order.
    var glyphs: [UInt32]
    /// The advance of the run in points.
    var width: Double
}
