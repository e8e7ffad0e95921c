/// Where a photo's caption goes (theme.json `groups.captions`). A pack writes an object of these keys, or names a
/// preset (`CaptionPlacement`) that stands for one.
package struct CaptionRule: Sendable, Equatable {
    /// The slot the caption takes.
    package enum Slot: String, Sendable, Hashable, CaseIterable {
        /// A bubble of its own under the photo.
        case separate
        /// In the photo's bubble under the photo, the photo framed by the bubble's colour.
        case inside
    }

    /// Which photos and videos the bubble's colour frames.
    package enum Frame: String, Sendable, Hashable, CaseIterable {
        /// Those whose bubble holds more than the picture: an inside caption or sender's name.
        case content
        /// Every photo and video, captioned or not (WhatsApp).
        case always
    }

    /// How a framed picture's corners are rounded.
    package enum Corners: String, Sendable, Hashable, CaseIterable {
        /// All round, in the picture's own shape (WhatsApp).
        case picture
        /// Only where the picture meets the bubble's edge, following the bubble's shape; square next to a name above
        /// it or a caption under it (Telegram, Signal).
        case bubble
    }

    package var slot: Slot
    /// Which photos and videos are framed.
    package var frame: Frame
    /// How a framed picture's corners are rounded.
    package var corners: Corners
    /// `separate`: the space between the photo and the caption's bubble (never more than `metrics.messageSpacing`).
    package var gap: Double
    /// `inside`: the space between the photo and the caption's first line.
    package var innerGap: Double

    /// A rule; the defaults are the `separate` preset.
    package init(slot: Slot = .separate, frame: Frame = .content, corners: Corners = .picture, gap: Double = 8, innerGap: Double = 5) {
        self.slot = slot
        self.frame = frame
        self.corners = corners
        self.gap = gap
        self.innerGap = innerGap
    }

    /// Whether a picture (a photo, an album, a video's thumbnail) is framed by its bubble's colour: when the bubble
    /// holds a name or a caption inside too, or when the rule frames every picture.
    package func frames(caption: Bool, insideName: Bool) -> Bool {
        insideName || (caption && slot == .inside) || frame == .always
    }

    /// The rule a preset name stands for.
    package static func preset(_ placement: CaptionPlacement) -> CaptionRule {
        switch placement {
        case .separate: CaptionRule(slot: .separate)
        case .inside: CaptionRule(slot: .inside)
        }
    }
}
