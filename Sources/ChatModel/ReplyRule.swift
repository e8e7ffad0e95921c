import ChatGeometry

/// How a reply shows the message it quotes (theme.json `groups.replies`): the slot the quote takes, and the quote's
/// box. A pack writes an object of these keys, or names a preset (`ReplyStyle`) that stands for one.
package struct ReplyRule: Sendable, Equatable {
    /// Where the quote goes.
    package enum Slot: String, Sendable, Hashable, CaseIterable {
        /// A box at the top of the reply's bubble: an accent bar, the quoted sender's name and a line of the message.
        case inside
        /// The quoted message's first line as a small faded bubble of its own above the reply.
        case above
        /// No quote: the app had no replies (iOS 6); the reply is drawn as a plain message.
        case none
    }

    /// A quoted photo's, album's or video's thumbnail in an `inside` box.
    package enum Thumbnail: String, Sendable, Hashable, CaseIterable {
        /// No thumbnail: the box says "📷 Photo" (or the caption) alone.
        case none
        /// A square as tall as the box at its trailing end, flush with its edges, its outer corners the box's
        /// (WhatsApp, Signal).
        case edge
        /// A small rounded square after the bar, inside the padding, the name and line after it (Telegram).
        case inset
    }

    /// The side an `above` quote takes.
    package enum Side: String, Sendable, Hashable, CaseIterable {
        /// The quoted sender's side (iMessage).
        case quoted
        /// The reply's side (Messenger).
        case reply
    }

    package var slot: Slot
    package var side: Side
    /// The box's accent bar width, padding `[top, left, bottom, right]` (left after the bar), corner radius, and the
    /// space between the box and the reply's text.
    package var barWidth: Double
    package var padding: EdgeInsets
    package var radius: Double
    package var gap: Double
    /// The quote's text size over the body's.
    package var textScale: Double
    /// The box's fill: the bubble's text colour at this opacity, on incoming and on outgoing bubbles.
    package var incomingFill: Double
    package var outgoingFill: Double
    /// The quoted line's opacity (of the bubble's text colour) in a box.
    package var textOpacity: Double
    /// An `above` quote's opacity, and the space under it.
    package var aboveOpacity: Double
    package var aboveGap: Double
    /// The text bubble whose template shapes an `above` quote: `middle` (no tail in iMessage), or `single` where the
    /// middle one is squared on the grouped side (Messenger, Google Messages).
    package var aboveShape: GroupPosition = .middle
    /// An `above` quote is introduced by who replied to whom ("You replied to Ana", "Ana replied to you": Messenger),
    /// which names the sender in place of the name above a group.
    package var label: Bool
    /// The line joining an `above` quote to its reply (`thread`); nil draws none.
    package var thread: ReplyThread?
    /// A quoted picture's thumbnail in an `inside` box.
    package var thumbnail: Thumbnail

    /// A rule; the defaults are the `bar` preset.
    package init(slot: Slot = .inside, side: Side = .quoted, barWidth: Double = 3, padding: EdgeInsets = EdgeInsets(top: 5, left: 8, bottom: 5, right: 8),
                radius: Double = 6, gap: Double = 6, textScale: Double = 0.82, incomingFill: Double = 18.0 / 255, outgoingFill: Double = 46.0 / 255,
                textOpacity: Double = 0.8, aboveOpacity: Double = 0.55, aboveGap: Double = 4, label: Bool = false,
                thread: ReplyThread? = nil, thumbnail: Thumbnail = .none) {
        self.slot = slot
        self.side = side
        self.barWidth = barWidth
        self.padding = padding
        self.radius = radius
        self.gap = gap
        self.textScale = textScale
        self.incomingFill = incomingFill
        self.outgoingFill = outgoingFill
        self.textOpacity = textOpacity
        self.aboveOpacity = aboveOpacity
        self.aboveGap = aboveGap
        self.label = label
        self.thread = thread
        self.thumbnail = thumbnail
    }

    /// The rule a preset name stands for.
    package static func preset(_ style: ReplyStyle) -> ReplyRule {
        switch style {
        case .bar: ReplyRule(slot: .inside)
        case .bubble: ReplyRule(slot: .above, side: .quoted)
        case .replySideBubble: ReplyRule(slot: .above, side: .reply)
        }
    }
}

/// The thread line of an `above` quote (theme.json `groups.replies.thread`): a stroke with round ends and a rounded
/// corner that leaves the quote's bottom `inset` points in from the edge it hangs from, runs down, and either enters
/// the reply's top (a reply on the quote's side) or turns towards the reply and meets its inner side at its middle (a
/// reply on the other side). Drawn under the bubbles, mirrored with the sides.
package struct ReplyThread: Sendable, Equatable {
    /// The line's colour per appearance; an appearance left out draws in the theme's `separator` colour.
    package var color: [Appearance: Color]
    /// The stroke's width (pt).
    package var width: Double
    /// The radius of the corner where the line turns towards a reply on the other side (pt).
    package var radius: Double
    /// How far in from the quote's outer edge (its frame's, the template's gutter included) the line runs (pt); at
    /// most half the quote's width.
    package var inset: Double

    /// A thread line; the defaults are a 2 pt line, a 10 pt corner, 24 pt in.
    package init(color: [Appearance: Color] = [:], width: Double = 2, radius: Double = 10, inset: Double = 24) {
        self.color = color
        self.width = width
        self.radius = radius
        self.inset = inset
    }
}
