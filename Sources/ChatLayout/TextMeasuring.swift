import ChatModel

/// Font weight of a text run.
public enum FontWeight: String, Sendable, Hashable, Codable {
    case regular, semibold
}

/// Horizontal alignment of lines inside a text block.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    case left, center, right
}

/// What a piece of text is set in. Colour is not part of measurement and lives on the element.
public struct TextStyle: Sendable, Hashable, Codable {
    /// Font size in points.
    public var fontSize: Double
    public var weight: FontWeight
    public var alignment: TextAlignment

    public init(fontSize: Double, weight: FontWeight = .regular, alignment: TextAlignment = .left) {
        self.fontSize = fontSize
        self.weight = weight
        self.alignment = alignment
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

    public init(text: String, frame: Rect, baseline: Double) {
        self.text = text
        self.frame = frame
        self.baseline = baseline
    }
}

/// The result of laying out a paragraph against a maximum width.
public struct TextBlock: Sendable, Hashable, Codable {
    public var lines: [TextLine]
    /// Bounding size of all lines in points: the widest line's advance by the sum of line heights.
    public var size: Size
    /// Paths of the font files that provided glyphs, in first-use order.
    public var fonts: [String]

    public init(lines: [TextLine], size: Size, fonts: [String]) {
        self.lines = lines
        self.size = size
        self.fonts = fonts
    }
}

/// Measures and wraps text. The Layout stage asks; the Text stage (FreeType + HarfBuzz) answers.
public protocol TextMeasuring: Sendable {
    /// Shapes `text` in `style`, wraps it at `maxWidth` points and returns the lines.
    /// Hard line breaks (`\n`) always break. Must be deterministic.
    func layout(_ text: String, style: TextStyle, maxWidth: Double) throws -> TextBlock
}
