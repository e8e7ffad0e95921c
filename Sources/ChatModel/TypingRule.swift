/// How the typing indicator is drawn (theme.json `groups.typing`): how its bubble ends, its dots and the circles
/// that may trail it. A pack writes an object of these keys, or names a preset (`TypingStyle`) that stands for one.
package struct TypingRule: Sendable, Equatable {
    /// How the bubble ends.
    package enum End: String, Sendable, Hashable, CaseIterable {
        /// The bubble of its group position, with the theme's tail where that position has one.
        case tail
        /// A bubble without a tail, and two circles of the bubble's colour trailing from its bottom corner on the
        /// sender's side, the larger overlapping the bubble.
        case circles
    }

    package var end: End
    /// A dot's diameter over the body font size.
    package var dotScale: Double
    /// One opacity per dot, leading to trailing (the frozen frame of the app's animation); 1 to 5 dots.
    package var dotOpacities: [Double]
    /// `circles`: the larger and the smaller circle's diameters over the body font size.
    package var largeCircle: Double
    package var smallCircle: Double

    /// The most dots a rule may ask for.
    package static let maximumDots = 5

    /// A rule; the defaults are the `tail` preset.
    package init(end: End = .tail, dotScale: Double = 0.47, dotOpacities: [Double] = [1, 0.65, 0.35], largeCircle: Double = 0.65,
                smallCircle: Double = 0.32) {
        self.end = end
        self.dotScale = dotScale
        self.dotOpacities = dotOpacities
        self.largeCircle = largeCircle
        self.smallCircle = smallCircle
    }

    /// The rule a preset name stands for.
    package static func preset(_ style: TypingStyle) -> TypingRule {
        switch style {
        case .tail: TypingRule(end: .tail)
        case .circles: TypingRule(end: .circles)
        }
    }
}
