/// Where the red mark of a failed outgoing message goes (theme.json `groups.failedMark`). A pack writes an object of
/// these keys, or names a preset (`FailedMarkSide`) that stands for one.
package struct FailedMarkRule: Sendable, Equatable {
    /// The bubble side the mark takes.
    package enum Side: String, Sendable, Hashable, CaseIterable {
        /// Towards the middle of the screen.
        case inner
        /// At the screen edge, the bubble moved in to make room.
        case outer
    }

    package var side: Side
    /// The space between the mark and the bubble.
    package var gap: Double

    /// A rule; the defaults are the `inner` preset.
    package init(side: Side = .inner, gap: Double = 4) {
        self.side = side
        self.gap = gap
    }

    /// The rule a preset name stands for.
    package static func preset(_ side: FailedMarkSide) -> FailedMarkRule {
        switch side {
        case .inner: FailedMarkRule(side: .inner)
        case .outer: FailedMarkRule(side: .outer)
        }
    }
}
