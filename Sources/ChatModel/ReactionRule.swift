/// Where a message's reactions badge goes (theme.json `groups.reactions`): the slot it takes relative to the
/// message's bubbles, the bubble edge it lines up with, and the distances; and how the reactions are drawn (one badge,
/// a chip per emoji, or a stack of pills). A pack writes an object of these keys, or names a preset
/// (`ReactionPlacement`) that stands for one.
package struct ReactionRule: Sendable, Equatable {
    /// How the reactions are drawn.
    package enum Style: String, Sendable, Hashable, CaseIterable {
        /// One pill: up to three distinct emoji, then the total when it is larger ("👍❤️ 3").
        case badge
        /// A chip per distinct emoji with its count ("👍 2" "❤️ 1"), side by side `gap` apart (Telegram).
        case chips
        /// A pill per distinct emoji, each laid over the ring of the one before, no emoji covered and no count
        /// (iMessage's tapbacks).
        case stack
        /// Nothing: the app had no reactions (iOS 6); the message is drawn without them.
        case none
    }

    /// The colour a chip or badge takes its fill and text from, where the badge sits in the bubble (`timeRow`).
    package enum Tint: String, Sendable, Hashable, CaseIterable {
        /// The bubble's text colour.
        case text
        /// The app's accent: the link colour on incoming bubbles, the outgoing time colour on outgoing ones
        /// (Telegram draws its outgoing ticks, time and chips in that colour).
        case accent
    }

    /// The slot the badge takes.
    package enum Anchor: String, Sendable, Hashable, CaseIterable {
        /// Over the top of the message's first bubble, `rise` points above it (the message keeps that room above).
        case top
        /// Hanging from the bottom of its last bubble, overlapping it by `overlap` points.
        case bottom
        /// Inside the bubble on a row of its own with the time (kinds without a bubble: hanging under them).
        case timeRow
    }

    /// A bubble edge, as seen from the screen's middle: `outer` is the screen edge's side.
    package enum Edge: String, Sendable, Hashable, CaseIterable {
        case outer, inner
    }

    /// Which side of the edge the badge is on.
    package enum Align: String, Sendable, Hashable, CaseIterable {
        /// Mostly over the bubble: the badge's side towards the edge lies `inset` inside it.
        case inside
        /// Mostly past the edge: the badge's side towards the bubble lies `inset` inside the edge.
        case outside
    }

    package var anchor: Anchor
    package var edge: Edge
    package var align: Align
    /// How far inside the bubble's edge the badge's side towards it lies (negative: past the edge).
    package var inset: Double
    /// `top`: how far the badge's top is above the bubble's top.
    package var rise: Double
    /// `bottom`: how far the badge overlaps the bubble's bottom.
    package var overlap: Double
    /// How the reactions are drawn.
    package var style: Style
    /// `chips`: the space between two chips.
    package var gap: Double
    /// `timeRow`: the colour the badge's fill and text are taken from.
    package var tint: Tint
    /// `timeRow`: the fill's opacity over the tint colour.
    package var fillOpacity: Double
    /// `chips`: a chip whose reactors the conversation names (at most three) shows their pictures instead of the count
    /// (Telegram).
    package var reactors: Bool = false

    /// A rule; the defaults are the `topOuter` preset.
    package init(anchor: Anchor = .top, edge: Edge = .outer, align: Align = .inside, inset: Double = -6, rise: Double = 16,
                overlap: Double = 6, style: Style = .badge, gap: Double = 4, tint: Tint = .text, fillOpacity: Double = 30.0 / 255) {
        self.anchor = anchor
        self.edge = edge
        self.align = align
        self.inset = inset
        self.rise = rise
        self.overlap = overlap
        self.style = style
        self.gap = gap
        self.tint = tint
        self.fillOpacity = fillOpacity
    }

    /// The rule a preset name stands for.
    package static func preset(_ placement: ReactionPlacement) -> ReactionRule {
        switch placement {
        case .topOuter: ReactionRule(anchor: .top, edge: .outer, align: .inside, inset: -6)
        case .topInner: ReactionRule(anchor: .top, edge: .inner, align: .outside, inset: 12)
        case .bottom: ReactionRule(anchor: .bottom, edge: .outer, align: .inside, inset: 8)
        case .inside: ReactionRule(anchor: .timeRow)
        }
    }
}
