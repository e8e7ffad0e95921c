/// Where a forwarded text says so (theme.json `groups.forwarded`).
package struct ForwardedRule: Sendable, Equatable {
    /// The label's place.
    package enum Slot: String, Sendable, Hashable, CaseIterable {
        /// A line at the top inside the bubble, over the quote and the text ("Forwarded", WhatsApp; "Forwarded from
        /// Ana", Telegram).
        case inside
        /// A label over the bubble that names the sender ("You forwarded a message", Messenger), in place of the
        /// sender's name.
        case above
        /// Not drawn (iMessage shows no such label).
        case none
    }

    /// The colour an `inside` line takes.
    package enum Tint: String, Sendable, Hashable, CaseIterable {
        /// The bubble's time colour.
        case time
        /// The theme's link colour (on outgoing bubbles the outgoing time colour, as Telegram's accent).
        case link
    }

    package var slot: Slot
    /// Whether the line names who first wrote the text, when the message says ("Forwarded from Ana").
    package var source: Bool
    package var color: Tint
    /// A glyph of the pack drawn before an `inside` line's words in its colour, pointing the way they run (WhatsApp's
    /// forward arrow); nil draws the words alone.
    package var glyph: String?

    /// A rule; the default is a "Forwarded" line inside the bubble in the time colour, without a glyph.
    package init(slot: Slot = .inside, source: Bool = false, color: Tint = .time, glyph: String? = nil) {
        self.slot = slot
        self.source = source
        self.color = color
        self.glyph = glyph
    }
}
