/// The result of laying out a paragraph against a maximum width.
public struct TextBlock: Sendable, Hashable, Codable {
    public var lines: [TextLine]
    /// Bounding size of all lines in points: the widest line's advance by the sum of line heights.
    package var size: Size
    /// The font faces that provided glyphs, in first-use order, as `FontFace.description` writes them: the file's
    /// path, or `path#index` for a face of a collection other than the first.
    package var fonts: [String]
    /// True when the first paragraph is right-to-left.
    package var isRightToLeft: Bool

    package init(lines: [TextLine], size: Size, fonts: [String], isRightToLeft: Bool = false) {
        self.lines = lines
        self.size = size
        self.fonts = fonts
        self.isRightToLeft = isRightToLeft
    }
}
