/// One glyph HarfBuzz placed, in font units (unhinted, y up).
struct ShapedGlyph: Sendable, Hashable {
    var glyph: UInt32
    /// Index of the first scalar of the cluster this glyph belongs to, relative to the shaped text.
    var cluster: UInt32
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// The shaped glyphs of one piece of text in one font, in visual (left-to-right) order.
struct ShapedRun: Sendable, Hashable {
    var glyphs: [ShapedGlyph]
    /// Sum of the glyphs' advances, in font units.
    var advance: Int

    static let empty = ShapedRun(glyphs: [], advance: 0)
}
