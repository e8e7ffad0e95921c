/// How a grapheme cluster (a Swift `Character`) is typeset: which scalars a font must cover, whether it
/// prefers a colour emoji font, and whether it is a space a line may drop at its end.
struct GraphemeClass: Sendable, Hashable {
    enum Presentation: UInt8, Sendable {
        /// Ordinary text: the first listed font that covers it.
        case text
        /// Asked for text style with VS15: colour fonts are tried last.
        case explicitText
        /// Emoji presentation (VS16, Emoji_Presentation, keycap, flag, modifier, ZWJ or tag sequence):
        /// colour fonts are tried first.
        case emoji
    }

    var presentation: Presentation
    /// The scalars a font must have glyphs for: the cluster without default-ignorable scalars (ZWJ,
    /// variation selectors, tag characters), which HarfBuzz handles itself. Empty for a cluster made only
    /// of ignorables, which takes the font of the cluster before it.
    var required: [UInt32]
    /// A breakable space (see `isSpace(_:)`): dropped at the end of a line, not counted in its width.
    var isSpace: Bool

    /// Classifies the cluster made of `scalars` (non-empty).
    init<Scalars: Collection<Unicode.Scalar>>(scalars: Scalars) {
        var required: [UInt32] = []
        var variation16 = false, variation15 = false, keycap = false, modifier = false
        var joiner = false, tag = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: variation16 = true
            case 0xFE0E: variation15 = true
            case 0x200D: joiner = true
            case 0x20E3: keycap = true
            case 0x1F3FB...0x1F3FF: modifier = true
            case 0xE0020...0xE007F: tag = true
            default: break
            }
            if !Self.isDefaultIgnorable(scalar) { required.append(Self.shapingValue(of: scalar)) }
        }
        let first = scalars.first?.value ?? 0
        let regionalIndicator = (0x1F1E6...0x1F1FF).contains(first)
        let emoji: Bool
        if variation15 {
            emoji = false
        } else if variation16 || keycap || modifier || tag || regionalIndicator {
            emoji = true
        } else if let base = scalars.first, base.value >= 0x231A {
            // U+231A (watch) is the first Emoji_Presentation character; below it, only the joiner test applies.
            emoji = (joiner && base.properties.isEmoji) || base.properties.isEmojiPresentation
        } else {
            emoji = joiner && scalars.first?.properties.isEmoji == true
        }
        self.presentation = variation15 ? .explicitText : (emoji ? .emoji : .text)
        self.required = required
        self.isSpace = scalars.count == 1 && Self.isSpace(first)
    }

    /// Default_Ignorable_Code_Point, with the common Latin range answered without a property lookup
    /// (U+00AD soft hyphen is the only ignorable below U+034F).
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x34F { return scalar.value == 0xAD }
        return scalar.properties.isDefaultIgnorableCodePoint
    }

    /// The scalar as HarfBuzz receives it: a tab is set as a space (tabs have no glyph in most fonts).
    static func shapingValue(of scalar: Unicode.Scalar) -> UInt32 {
        scalar.value == 0x09 ? 0x20 : scalar.value
    }

    /// True for the spaces a line drops when it ends on them and does not count in its width: the space,
    /// the tab, the Ogham space mark, the fixed-width spaces U+2000–U+200A except the figure space U+2007,
    /// the zero-width space, the medium mathematical space and the ideographic space (the breakable spaces
    /// of UAX #14 classes SP, BA and ZW; the no-break spaces U+00A0, U+2007 and U+202F are kept).
    static func isSpace(_ first: UInt32) -> Bool {
        switch first {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
