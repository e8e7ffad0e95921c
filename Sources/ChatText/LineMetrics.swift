/// Vertical metrics of a line of text at one size, in points, taken from the primary font only, so that
/// lines mixing CJK or emoji keep the same height.
package struct LineMetrics: Sendable, Hashable {
    /// Height above the baseline (primary font's ascender at the size).
    package var ascender: Double
    /// Depth below the baseline (primary font's descender at the size, positive).
    package var descender: Double
    /// The primary font's line gap at the size.
    package var lineGap: Double

    /// Metrics from their parts, in points.
    package init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// Ascender + descender + line gap.
    package var lineHeight: Double { ascender + descender + lineGap }
    /// From the top of a line box to its baseline: half the line gap, then the ascender.
    package var baselineOffset: Double { lineGap / 2 + ascender }
}
