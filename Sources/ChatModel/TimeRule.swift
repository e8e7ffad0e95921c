import ChatGeometry

/// How a time drawn inside a bubble is set (theme.json `groups.time`, for `metrics.timePlacement: inside`): the
/// space around it, the translucent pill it gets over pictures, and whether it always takes a line of its own.
package struct TimeRule: Sendable, Equatable {
    /// Between the time and the status mark.
    package var iconGap: Double
    /// Between the last line of text and a time on the same line.
    package var textGap: Double
    /// From the bubble's bottom edge to the bottom of the time.
    package var bottomInset: Double
    /// The pill's padding around the time, above and below, and left and right.
    package var pillPaddingVertical: Double
    package var pillPaddingHorizontal: Double
    /// The pill's distance from the picture's edges.
    package var pillMargin: Double
    /// The pill's colour.
    package var pillColor: Color
    /// Whether the time always takes a line of its own under the text (Signal), not the last line's end when it fits.
    package var ownLine: Bool

    /// A rule; the defaults are those of packs written before the key existed.
    package init(iconGap: Double = 3, textGap: Double = 6, bottomInset: Double = 4, pillPaddingVertical: Double = 2,
                pillPaddingHorizontal: Double = 6, pillMargin: Double = 6, pillColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 0x66),
                ownLine: Bool = false) {
        self.iconGap = iconGap
        self.textGap = textGap
        self.bottomInset = bottomInset
        self.pillPaddingVertical = pillPaddingVertical
        self.pillPaddingHorizontal = pillPaddingHorizontal
        self.pillMargin = pillMargin
        self.pillColor = pillColor
        self.ownLine = ownLine
    }

    /// The pill's padding, `horizontal` on each side and `vertical` above and below.
    package var pillPadding: (horizontal: Double, vertical: Double) { (pillPaddingHorizontal, pillPaddingVertical) }
}
