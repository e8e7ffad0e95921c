/// Messages of only a few emoji are drawn large and without a bubble (MessageKit, iMessage, WhatsApp).
package enum EmojiOnly {
    /// The number of emoji when `text` consists of 1…3 emoji (whitespace ignored), else nil.
    package static func count(in text: String) -> Int? {
        var count = 0
        for character in text where !character.isWhitespace {
            guard isEmoji(character) else { return nil }
            count += 1
            if count > 3 { return nil }
        }
        return count == 0 ? nil : count
    }

    /// The font size for `count` emoji drawn alone: 2.8, 2.4 or 2 times the body size.
    package static func fontSize(forCount count: Int, body: Double) -> Double {
        switch count {
        case 1: body * 2.8
        case 2: body * 2.4
        default: body * 2
        }
    }

    /// True for a grapheme cluster drawn as an emoji: emoji presentation by default, an emoji with VS16, a keycap,
    /// a flag, or an emoji sequence (skin tones, ZWJ). Digits, `#` and `*` alone are text.
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        return scalars.count > 1 && scalars.contains { $0.value == 0x200D || $0.properties.isEmojiModifier }
    }
}
