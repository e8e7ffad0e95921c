/// Vertical metrics of a line of text at one size, in points, taken from the primary font only, so that
/// lines mixing CJK or emoji keep the same height.
public struct LineMetrics: Sendable, Hashable {
    /// Height above the baseline (primary font's ascender at the size).
    public var ascender: Double
    /// Depth below the baseline (primary font's descender at the size, positive).
    public var descender: Double
    /// The primary font's line gap at the size.
    public var lineGap: Double

    /// Metrics from their parts, in points.
    public init(ascender: Double, descender: Double, lineGap: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// Ascender + descender + line gap.
    public var lineHeight: Double { ascender + descender + lineGap }
    /// From the top of a line box to its baseline: half the line gap, then the ascender.
    public var baselineOffset: Double { lineGap / 2 + ascender }
}
