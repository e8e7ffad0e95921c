import ChatGeometry

/// How the end-to-end encryption notice is drawn (theme.json `groups.encryption`).
package struct EncryptionRule: Sendable, Equatable {
    /// The notice's look.
    package enum Style: String, Sendable, Hashable, CaseIterable {
        /// A rounded box of `fill` with a lock and the words centred in it (WhatsApp's yellow notice).
        case pill
        /// A lock and the words centred, with no box (Messenger).
        case plain
        /// Nothing: the app shows no such notice in an ordinary chat (iMessage, Telegram, …).
        case none
    }

    package var style: Style
    /// The box's colour and the words' (and lock's) colour per appearance; nil: the notice pill's colours.
    package var fill: [Appearance: Color]
    package var text: [Appearance: Color]
    /// Corner radius of the box in points.
    package var radius: Double
    /// The widest the notice may be, as a fraction of the content width.
    package var width: Double
    /// Whether a lock glyph (the pack's `lock`) comes before the words.
    package var lock: Bool

    /// A rule; the default draws nothing.
    package init(style: Style = .none, fill: [Appearance: Color] = [:], text: [Appearance: Color] = [:], radius: Double = 8,
                width: Double = 0.85, lock: Bool = true) {
        self.style = style
        self.fill = fill
        self.text = text
        self.radius = radius
        self.width = width
        self.lock = lock
    }
}
