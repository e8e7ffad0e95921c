/// A styled range of a text: links get a colour and an underline.
public struct TextDecoration: Sendable, Hashable {
    /// Offsets in Unicode scalars into the text that was laid out.
    public var range: Range<Int>
    public var color: Color
    public var underline: Bool

    public init(range: Range<Int>, color: Color, underline: Bool) {
        self.range = range
        self.color = color
        self.underline = underline
    }
}
