import ChatModel

/// Font weight of a text run.
public enum FontWeight: String, Sendable, Hashable, Codable {
    case regular, semibold
}

/// Horizontal alignment of lines inside a text block.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    case left, center, right
}

/// The base direction of a paragraph (UAX #9).
public enum TextDirection: String, Sendable, Hashable, Codable {
    /// From the first strong character (rules P2–P3); left-to-right when there is none.
    case natural
    case leftToRight, rightToLeft
}

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

/// What a piece of text is set in. Colour is not part of measurement and lives on the element.
public struct TextStyle: Sendable, Hashable, Codable {
    /// Font size in points.
    public var fontSize: Double
    public var weight: FontWeight
    public var alignment: TextAlignment
    /// Base direction of every paragraph of the text.
    public var direction: TextDirection

    public init(fontSize: Double, weight: FontWeight = .regular, alignment: TextAlignment = .natural,
                direction: TextDirection = .natural) {
        self.fontSize = fontSize
        self.weight = weight
        self.alignment = alignment
        self.direction = direction
    }
}

/// One laid-out line of a text block.
public struct TextLine: Sendable, Hashable, Codable {
    /// The characters on this line (without the trailing break or the spaces it swallowed).
    public var text: String
    /// The line box relative to the block's origin, in points: width is the advance of `text`,
    /// height is the line height.
    public var frame: Rect
    /// Baseline position relative to the block's origin (pt).
    public var baseline: Double
    /// Where `text` is in the laid-out string, in Unicode scalar offsets (for decorations).
    public var range: Range<Int>
    /// True when the line's paragraph is right-to-left (its runs are drawn in visual order either way).
    public var isRightToLeft: Bool

    public init(text: String, frame: Rect, baseline: Double, range: Range<Int> = 0..<0, isRightToLeft: Bool = false) {
        self.text = text
        self.frame = frame
        self.baseline = baseline
        self.range = range
        self.isRightToLeft = isRightToLeft
    }
}

/// The result of laying out a paragraph against a maximum width.
public struct TextBlock: Sendable, Hashable, Codable {
    public var lines: [TextLine]
    /// Bounding size of all lines in points: the widest line's advance by the sum of line heights.
    public var size: Size
    /// Paths of the font files that provided glyphs, in first-use order.
    public var fonts: [String]
    /// True when the first paragraph is right-to-left.
    public var isRightToLeft: Bool

    public init(lines: [TextLine], size: Size, fonts: [String], isRightToLeft: Bool = false) {
        self.lines = lines
        self.size = size
        self.fonts = fonts
        self.isRightToLeft = isRightToLeft
    }
}

/// Measures and wraps text. The Layout stage asks; the Text stage (FreeType + HarfBuzz) answers.
public protocol TextMeasuring: Sendable {
    /// Shapes `text` in `style`, wraps it at `maxWidth` points and returns the lines.
    /// Hard line breaks (`\n`) always break. Each line's frame is placed in the block by `style.alignment`
    /// (natural: right-to-left paragraphs flush right). Must be deterministic.
    func layout(_ text: String, style: TextStyle, maxWidth: Double) throws -> TextBlock

    /// `layout(_:style:maxWidth:)`, allowed to stop after the first line that makes the block taller than
    /// `maxHeight` points: the block then ends there (taller than `maxHeight`, so the caller knows it was cut).
    func layout(_ text: String, style: TextStyle, maxWidth: Double, maxHeight: Double) throws -> TextBlock
}

extension TextMeasuring {
    /// Measures the whole text (measurers that cannot stop early).
    public func layout(_ text: String, style: TextStyle, maxWidth: Double, maxHeight: Double) throws -> TextBlock {
        try layout(text, style: style, maxWidth: maxWidth)
    }
}
