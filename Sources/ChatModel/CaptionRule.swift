/// Where a photo's caption goes (theme.json `groups.captions`). A pack writes an object of these keys, or names a
/// preset (`CaptionPlacement`) that stands for one.
public struct CaptionRule: Sendable, Equatable {
    /// The slot the caption takes.
    public enum Slot: String, Sendable, Hashable, CaseIterable {
        /// A bubble of its own under the photo.
        case separate
        /// In the photo's bubble under the photo, the photo framed by the bubble's colour.
        case inside
    }

    public var slot: Slot
    /// `separate`: the space between the photo and the caption's bubble (never more than `metrics.messageSpacing`).
    public var gap: Double
    /// `inside`: the space between the photo and the caption's first line.
    public var innerGap: Double

    /// A rule; the defaults are the `separate` preset.
    public init(slot: Slot = .separate, gap: Double = 8, innerGap: Double = 5) {
        self.slot = slot
        self.gap = gap
        self.innerGap = innerGap
    }

    /// The rule a preset name stands for.
    public static func preset(_ placement: CaptionPlacement) -> CaptionRule {
        switch placement {
        case .separate: CaptionRule(slot: .separate)
        case .inside: CaptionRule(slot: .inside)
        }
    }
}
