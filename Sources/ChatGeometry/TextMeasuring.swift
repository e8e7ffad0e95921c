/// Measures and wraps text. The Layout stage asks; the Text stage (FreeType + HarfBuzz) answers.
package protocol TextMeasuring: Sendable {
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
    package func layout(_ text: String, style: TextStyle, maxWidth: Double, maxHeight: Double) throws -> TextBlock {
        try layout(text, style: style, maxWidth: maxWidth)
    }
}
