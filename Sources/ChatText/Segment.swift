/// A shaping unit: consecutive clusters with one font, all spaces or all non-spaces, with no line-break
/// opportunity inside. Shaping whole segments (not whole lines) lets the shaper cache each word once.
struct Segment {
    /// Cluster indices in the analysed text.
    var clusters: Range<Int>
    var font: LoadedFont
    var run: ShapedRun
    /// Points per font unit of `font` at the size.
    var pointsPerUnit: Double
    /// The advance of the run in points.
    var width: Double
    var isSpace: Bool
}
