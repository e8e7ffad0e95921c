/// One laid-out line of a text block.
public struct TextLine: Sendable, Hashable, Codable {
    /// The characters on this line (without the trailing break or the spaces it swallowed).
    public var text: String
    /// The line box relative to the block's origin, in points: width is the advance of `text`,
    /// height is the line height.
    package var frame: Rect
    /// Baseline position relative to the block's origin (pt).
    package var baseline: Double
    /// Where `text` is in the laid-out string, in Unicode scalar offsets (for decorations).
    package var range: Range<Int>
    /// True when the line's paragraph is right-to-left (its runs are drawn in visual order either way).
    package var isRightToLeft: Bool
    /// The paragraph's text around the line when it is one line of several (nil: the line is its whole paragraph).
    package var context: BidiContext?

    package init(text: String, frame: Rect, baseline: Double, range: Range<Int> = 0..<0, isRightToLeft: Bool = false,
                 context: BidiContext? = nil) {
        self.text = text
        self.frame = frame
        self.baseline = baseline
        self.range = range
        self.isRightToLeft = isRightToLeft
        self.context = context
    }
}
