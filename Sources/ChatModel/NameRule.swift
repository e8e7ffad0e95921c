import ChatGeometry

/// Where a sender's name goes in a group chat and how it is set (theme.json `groups.names`). A pack writes an object
/// of these keys, or names a preset (`NamePlacement`) that stands for one.
package struct NameRule: Sendable, Equatable {
    /// The slot the name takes.
    package enum Slot: String, Sendable, Hashable, CaseIterable {
        /// A small label above the first bubble of the sender's group.
        case above
        /// The first line inside the first bubble of the group (none over stickers, large emoji or typing).
        case inside
    }

    package var slot: Slot
    /// The name's weight (its size is `fonts.name`).
    package var weight: FontWeight
    /// The space between the name and what follows it: the bubble under a name above, the content under one inside.
    package var gap: Double
    /// The fill of a participant's `badge` before a name above, per appearance (white text); empty: badges are not
    /// drawn.
    package var badge: [Appearance: Color]

    /// A rule; the defaults are the `above` preset.
    package init(slot: Slot = .above, weight: FontWeight = .semibold, gap: Double = 2, badge: [Appearance: Color] = [:]) {
        self.slot = slot
        self.weight = weight
        self.gap = gap
        self.badge = badge
    }

    /// The rule a preset name stands for.
    package static func preset(_ placement: NamePlacement) -> NameRule {
        switch placement {
        case .above: NameRule(slot: .above)
        case .inside: NameRule(slot: .inside)
        }
    }
}
