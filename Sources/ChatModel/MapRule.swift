import ChatGeometry

/// Where a location's map goes in its bubble and how it is set (theme.json `groups.maps`). A pack writes an object of
/// these keys, or names a preset (`MapPlacement`) that stands for one.
package struct MapRule: Sendable, Equatable {
    /// Where the map goes.
    package enum Placement: String, Sendable, Hashable, CaseIterable {
        /// Across the bubble's top, edge to edge, clipped to the bubble's shape.
        case edge
        /// Inside the bubble with `groups.frameMargin` of the bubble's colour around it, clear of the tail, its
        /// corners rounded.
        case framed
    }

    package var placement: Placement
    /// The map's height over its width.
    package var aspect: Double
    /// The space between the map and the title.
    package var textGap: Double
    /// The pin's colour.
    package var pinColor: Color

    /// A rule; the defaults are the `edge` preset.
    package init(placement: Placement = .edge, aspect: Double = 0.62, textGap: Double = 6,
                pinColor: Color = Color(red: 0xFF, green: 0x3B, blue: 0x30)) {
        self.placement = placement
        self.aspect = aspect
        self.textGap = textGap
        self.pinColor = pinColor
    }

    /// The rule a preset name stands for.
    package static func preset(_ placement: MapPlacement) -> MapRule {
        switch placement {
        case .edge: MapRule(placement: .edge)
        case .framed: MapRule(placement: .framed)
        }
    }
}
