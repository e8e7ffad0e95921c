/// Where an edited text says so (theme.json `groups.edited`).
package struct EditedRule: Sendable, Equatable {
    /// The word's place.
    package enum Slot: String, Sendable, Hashable, CaseIterable {
        /// Before the time inside the bubble ("Edited 10:05", WhatsApp, Telegram, Signal); under the bubble where
        /// the theme's time is not inside it.
        case time
        /// A small label under the bubble at its outer edge (iMessage, Messenger).
        case below
        /// Not shown: an app that had no editing (classic, iOS 6).
        case none
    }

    /// The colour a `below` label takes.
    package enum Tint: String, Sendable, Hashable, CaseIterable {
        /// The theme's time colour.
        case time
        /// The theme's link colour (iOS draws "Edited" as a link).
        case link
    }

    package var slot: Slot
    package var color: Tint

    /// A rule; the default writes the word before the inside time in the time colour.
    package init(slot: Slot = .time, color: Tint = .time) {
        self.slot = slot
        self.color = color
    }
}
