/// Converts font units to points for one font size, relative to the primary font.
///
/// Outline fonts are set at the size: `points = units × fontSize / unitsPerEm`. Colour fonts (emoji) are
/// scaled so their ascender + descender box equals the primary font's at the size (as Apple sizes emoji to
/// the line), and shifted vertically so the two boxes coincide.
struct FontSizing {
    let fontSize: Double
    let primary: FontMetrics
    let line: LineMetrics

    init(fontSize: Double, primary: FontMetrics) {
        self.fontSize = fontSize
        self.primary = primary
        let scale = fontSize / primary.unitsPerEm
        self.line = LineMetrics(ascender: primary.ascender * scale, descender: primary.descender * scale,
                                lineGap: primary.lineGap * scale)
    }

    /// From the baseline down to the top of the underline stroke, in points (the primary font's `post`
    /// metrics at the size).
    var underlineOffset: Double { -primary.underlinePosition * fontSize / primary.unitsPerEm }

    /// The underline stroke's thickness in points (the primary font's `post` metrics at the size).
    var underlineThickness: Double { primary.underlineThickness * fontSize / primary.unitsPerEm }

    /// Points per font unit of `font` at this size.
    func pointsPerUnit(_ font: LoadedFont) -> Double {
        guard font.isColor else { return fontSize / font.metrics.unitsPerEm }
        return (line.ascender + line.descender) / font.metrics.boxHeight
    }

    /// The em size of `font` in points at this size.
    func emSize(_ font: LoadedFont) -> Double { pointsPerUnit(font) * font.metrics.unitsPerEm }

    /// How far (pt, positive = down) `font`'s glyphs move from the baseline: zero for outline fonts; for a
    /// colour font, what puts its ascender on the primary font's ascender.
    func baselineShift(_ font: LoadedFont) -> Double {
        guard font.isColor else { return 0 }
        return line.ascender - font.metrics.ascender * pointsPerUnit(font)
    }
}
