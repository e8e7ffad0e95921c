/// Vertical metrics of a font in font units, as HarfBuzz resolves them: OS/2 typo metrics when the
/// font sets USE_TYPO_METRICS, else hhea (`hb_ot_metrics_get_position`). `descender` is positive (below).
struct FontMetrics: Sendable, Hashable {
    var unitsPerEm: Double
    var ascender: Double
    var descender: Double
    var lineGap: Double
    /// The top of the underline stroke relative to the baseline (`post` table: negative is below).
    var underlinePosition: Double
    /// The thickness of the underline stroke (`post` table).
    var underlineThickness: Double

    /// Ascender plus descender: the height of the box glyphs are designed into.
    var boxHeight: Double { ascender + descender }
}
