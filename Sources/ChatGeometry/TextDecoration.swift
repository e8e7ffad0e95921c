/// A styled range of a text: links get a colour and an underline.
package struct TextDecoration: Sendable, Hashable {
    /// Offsets in Unicode scalars into the text that was laid out.
    package var range: Range<Int>
    package var color: Color
    package var underline: Bool

    package init(range: Range<Int>, color: Color, underline: Bool) {
        self.range = range
        self.color = color
        self.underline = underline
    }
}
