import ChatGeometry

/// How a time drawn inside a bubble is set (theme.json `groups.time`, for `metrics.timePlacement: inside`): the
/// space around it, the translucent pill it gets over pictures, and whether it always takes a line of its own.
public struct TimeRule: Sendable, Equatable {
    /// Between the time and the status mark.
    public var iconGap: Double
    /// Between the last line of text and a time on the same line.
    public var textGap: Double
    /// From the bubble's bottom edge to the bottom of the time.
    public var bottomInset: Double
    /// The pill's padding around the time, above and below, and left and right.
    public var pillPaddingVertical: Double
    public var pillPaddingHorizontal: Double
    /// The pill's distance from the picture's edges.
    public var pillMargin: Double
    /// The pill's colour.
    public var pillColor: Color
    /// Whether the time always takes a line of its own under the text (Signal), not the last line's end when it fits.
    public var ownLine: Bool

    /// A rule; the defaults are those of packs written before the key existed.
    public init(iconGap: Double = 3, textGap: Double = 6, bottomInset: Double = 4, pillPaddingVertical: Double = 2,
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
    public var pillPadding: (horizontal: Double, vertical: Double) { (pillPaddingHorizontal, pillPaddingVertical) }
}
