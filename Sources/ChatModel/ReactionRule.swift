/// Where a message's reactions badge goes (theme.json `groups.reactions`): the slot it takes relative to the
/// message's bubbles, the bubble edge it lines up with, and the distances. A pack writes an object of these keys, or
/// names a preset (`ReactionPlacement`) that stands for one.
public struct ReactionRule: Sendable, Equatable {
    /// The slot the badge takes.
    public enum Anchor: String, Sendable, Hashable, CaseIterable {
        /// Over the top of the message's first bubble, `rise` points above it (the message keeps that room above).
        case top
        /// Hanging from the bottom of its last bubble, overlapping it by `overlap` points.
        case bottom
        /// Inside the bubble on a row of its own with the time (kinds without a bubble: hanging under them).
        case timeRow
    }

    /// A bubble edge, as seen from the screen's middle: `outer` is the screen edge's side.
    public enum Edge: String, Sendable, Hashable, CaseIterable {
        case outer, inner
    }

    /// Which side of the edge the badge is on.
    public enum Align: String, Sendable, Hashable, CaseIterable {
        /// Mostly over the bubble: the badge's side towards the edge lies `inset` inside it.
        case inside
        /// Mostly past the edge: the badge's side towards the bubble lies `inset` inside the edge.
        case outside
    }

    public var anchor: Anchor
    public var edge: Edge
    public var align: Align
    /// How far inside the bubble's edge the badge's side towards it lies (negative: past the edge).
    public var inset: Double
    /// `top`: how far the badge's top is above the bubble's top.
    public var rise: Double
    /// `bottom`: how far the badge overlaps the bubble's bottom.
    public var overlap: Double

    /// A rule; the defaults are the `topOuter` preset.
    public init(anchor: Anchor = .top, edge: Edge = .outer, align: Align = .inside, inset: Double = -6, rise: Double = 16,
                overlap: Double = 6) {
        self.anchor = anchor
        self.edge = edge
        self.align = align
        self.inset = inset
        self.rise = rise
        self.overlap = overlap
    }

    /// The rule a preset name stands for.
    public static func preset(_ placement: ReactionPlacement) -> ReactionRule {
        switch placement {
        case .topOuter: ReactionRule(anchor: .top, edge: .outer, align: .inside, inset: -6)
        case .topInner: ReactionRule(anchor: .top, edge: .inner, align: .outside, inset: 12)
        case .bottom: ReactionRule(anchor: .bottom, edge: .outer, align: .inside, inset: 8)
        case .inside: ReactionRule(anchor: .timeRow)
        }
    }
}
