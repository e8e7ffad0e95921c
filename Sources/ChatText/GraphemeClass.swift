/// How a grapheme cluster (a Swift `Character`) is typeset: which scalars a font must cover, whether it
/// prefers a colour emoji font, and how lines may break around it.
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
    var breakTraits: BreakTraits

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
        self.breakTraits = Self.breakTraits(first: first, emoji: emoji)
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

    private static func breakTraits(first: UInt32, emoji: Bool) -> BreakTraits {
        // Emoji break like ideographs (UAX #14 class ID), keycaps and flags included.
        if emoji { return .ideographic }
        switch first {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000:
            return .space
        case 0x30...0x39:
            return .digit
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014:
            return .hyphen
        // Opening brackets and quotes: never at the end of a line.
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C:
            return .noEnd
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
             0xFF08, 0xFF3B, 0xFF5B:
            return [.noEnd, .ideographic]
        // Latin closing punctuation: never at the start of a line, no break after (a space follows).
        case 0x29, 0x5D, 0x7D, 0x21, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x2019, 0x201D:
            return .noStart
        // CJK closing and terminal punctuation (kinsoku): never at the start of a line, break after.
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0x301E, 0x301F, 0x30FB, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
             0x2025, 0x2026:
            return [.noStart, .breakAfter]
        // Iteration marks, prolonged sound mark and small kana: ideographic, but never at a line start.
        case 0x3005, 0x309D, 0x309E, 0x30FC, 0x30FD, 0x30FE,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x31F0...0x31FF:
            return [.noStart, .ideographic]
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x318F, 0x31A0...0x31EF,
             0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF66...0xFF9F, 0x1F200...0x1F2FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return .ideographic
        default:
            return []
        }
    }
}
