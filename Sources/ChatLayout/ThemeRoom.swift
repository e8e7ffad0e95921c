import ChatModel

/// Checks, before anything is placed, that the theme's margins, avatars and content insets leave room for
/// bubbles on the canvas, so a theme with `"margin": 200` on a 390 pt canvas is refused naming `metrics.margin`
/// instead of failing later as a negative text width.
extension LayoutEngine {
    func checkRoom() throws(LayoutError) {
        let canvas = conversation.canvas, metrics = theme.metrics
        let width = "a \(Self.points(canvas.width)) pt wide canvas"
        let usable = canvas.width - 2 * canvas.padding - 2 * metrics.margin
        guard usable > 0 else {
            let padding = canvas.padding > 0 ? " with canvas.padding \(Self.points(canvas.padding)) pt" : ""
            throw .noRoom(key: "metrics.margin", reason: "a margin of \(Self.points(metrics.margin)) pt on each side\(padding) "
                          + "leaves no room for messages on \(width); use a smaller margin or a wider canvas")
        }
        let fraction = (canvas.width * metrics.maxBubbleWidth).rounded(.down)
        guard fraction > 0 else {
            throw .noRoom(key: "metrics.maxBubbleWidth", reason: "\(metrics.maxBubbleWidth) of \(width) is less than 1 pt; "
                          + "use a larger fraction (e.g. 0.7)")
        }
        let avatars = metrics.avatarPlacement != .none && (metrics.incomingAvatars || metrics.outgoingAvatars)
            && (conversation.isGroupChat || !metrics.avatarsInGroupsOnly)
        let avatarSpace = avatars ? metrics.avatarSize + metrics.avatarGap : 0
        guard usable - avatarSpace > 0 else {
            // Name whichever takes more of the width.
            let key = metrics.margin > avatarSpace ? "metrics.margin" : "metrics.avatarSize"
            throw .noRoom(key: key, reason: "margins of \(Self.points(metrics.margin)) pt with avatars of "
                          + "\(Self.points(metrics.avatarSize)) pt and a gap of \(Self.points(metrics.avatarGap)) pt leave no room "
                          + "for bubbles on \(width); use a smaller margin or smaller avatars, or a wider canvas")
        }
        let bubbleWidth = min(fraction, usable - avatarSpace)
        for (place, style) in Self.styles(of: theme.textBubbles) {
            let insets = style.contentInsets
            guard max(insets.left, insets.right) <= bubbleWidth else {
                throw .noRoom(key: "bubbles.text.\(place).contentInsets",
                              reason: "content insets of \(Self.points(insets.left)) and \(Self.points(insets.right)) pt "
                                + "leave no room for text in bubbles at most \(Self.points(bubbleWidth)) pt wide on \(width); "
                                + "use smaller insets or a wider canvas")
            }
        }
    }

    /// The styles of a bubble set with the place they are written at (`default`, `first`, …).
    private static func styles(of set: BubbleSet) -> [(String, BubbleStyle)] {
        [("default", set.default)] + [GroupPosition.first, .middle, .last, .single].compactMap { position in
            set.overrides[position].map { (position.rawValue, $0) }
        }
    }

    /// `13`, `21.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
