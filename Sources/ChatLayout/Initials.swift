import ChatGeometry
import ChatModel

/// Initials and a background colour for participants without an avatar image.
package enum Initials {
    /// Up to two initials: the first letters of the first and last words of `name` (uppercased);
    /// a single word gives its first letter; CJK names give their first character.
    package static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "_" })
        guard let first = words.first?.first else { return "?" }
        if words.count >= 2, let last = words.last?.first, first.isLetter, last.isLetter {
            return (String(first) + String(last)).uppercased()
        }
        return String(first).uppercased()
    }

    /// iOS-contacts-like palette of saturated colours that white initials read well on.
    static let palette: [Color] = [
        Color(hex: "#FF6B5E")!, Color(hex: "#FF9F43")!, Color(hex: "#F5B700")!, Color(hex: "#34C759")!,
        Color(hex: "#00B8A9")!, Color(hex: "#32ADE6")!, Color(hex: "#5B7CFA")!, Color(hex: "#AF52DE")!,
        Color(hex: "#FF5FA2")!, Color(hex: "#8E8E93")!,   // the grey last: groupColor leaves it out
    ]

    /// A colour derived from the participant id (FNV-1a hash into `colors`, the theme's `groups.initialsColors`, or
    /// the palette when it names none): the same id always gets the same colour, on every machine.
    package static func color(for id: String, from colors: [Color] = []) -> Color {
        let chosen = colors.isEmpty ? palette : colors
        return chosen[Int(hash(id) % UInt32(chosen.count))]
    }

    /// The entry picked for `id` from `colors` (the theme's `groups.initialsColors`) as `color(for:from:)` picks, or
    /// the palette's colour with white letters when the theme names none.
    package static func pair(for id: String, from colors: [InitialsColor]) -> InitialsColor {
        colors.isEmpty ? InitialsColor(fill: color(for: id)) : colors[Int(hash(id) % UInt32(colors.count))]
    }

    /// A colour derived from a group's title the same way, from the palette without its grey (a group's initials in
    /// Telegram are never grey).
    package static func groupColor(for title: String) -> Color {
        palette[Int(hash(title) % UInt32(palette.count - 1))]
    }

    /// FNV-1a of `text`'s UTF-8 bytes.
    private static func hash(_ text: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}

extension LayoutEngine {
    /// The colour a participant without a picture has its initials set on: picked by its id from the theme's
    /// `groups.initialsColors`, or from `Initials.palette` when the theme names none.
    func initialsColor(for id: String) -> Color {
        Initials.pair(for: id, from: theme.groups.initialsColors).fill
    }

    /// The whole entry `initialsColor(for:)` comes from: the fill, the gradient's end where it has one, the letters'
    /// colour (white unless the theme says otherwise).
    func initialsEntry(for id: String) -> InitialsColor {
        Initials.pair(for: id, from: theme.groups.initialsColors)
    }

    /// The theme's placeholder for a participant without a picture (`groups.avatarPlaceholder`), in the
    /// conversation's appearance: the glyph and its disc's fill; nil where the theme sets initials.
    func avatarPlaceholder() -> (glyph: AvatarGlyph, fill: Color)? {
        guard case .glyph(let name, let fill, let color) = theme.groups.avatarPlaceholder,
              let disc = fill[conversation.appearance], let ink = color[conversation.appearance] else { return nil }
        return (AvatarGlyph(glyph: name, color: ink), disc)
    }
}
