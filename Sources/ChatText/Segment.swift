/// A shaping unit: consecutive clusters with one font, one bidi level and one script, all spaces or all
/// non-spaces, with no line-break opportunity inside. Shaping whole segments (not whole lines) lets the
/// shaper cache each word once.
struct Segment {
    /// Cluster indices in the analysed text.
    var clusters: Range<Int>
    /// Where the segment's first scalar is in the analysed text's scalars (glyph cluster values count from
    /// here).
    var scalarOffset: Int
    var font: LoadedFont
    /// The bidi embedding level: odd levels are shaped right-to-left.
    var level: UInt8
    /// The glyphs in visual (left-to-right) order.
    var run: ShapedRun
    /// Points per font unit of `font` at the size.
    var pointsPerUnit: Double
    /// The advance of the run in points.
    var width: Double
    var isSpace: Bool
}
