import ChatGeometry

/// How a video's duration is drawn on its thumbnail (theme.json `groups.videoDuration`). A pack writes an object of
/// these keys, or names a preset (`VideoDurationStyle`) that stands for one.
package struct VideoDurationRule: Sendable, Equatable {
    /// What the duration is drawn on.
    package enum Backdrop: String, Sendable, Hashable, CaseIterable {
        /// A small translucent pill in a corner clear of the time: the top leading corner when the time is inside
        /// the bubble, else the bottom corner away from the tail.
        case pill
        /// A dark gradient along the thumbnail's bottom edge, the duration after a glyph at the bottom leading
        /// corner, on the line of the time's pill.
        case gradient
    }

    package var backdrop: Backdrop
    /// `pill`: the pill's distance from the thumbnail's edges, and its padding around the duration.
    package var inset: Double
    package var padding: EdgeInsets
    /// `gradient`: its height up from the bottom edge, and its colour at that edge (it fades to clear).
    package var shadeHeight: Double
    package var shadeColor: Color
    /// `gradient`: the glyph before the duration (a glyph of the pack), its size, and the gap to the duration.
    package var glyph: String
    package var glyphSize: Double
    package var glyphGap: Double

    /// A rule; the defaults are the `pill` preset.
    package init(backdrop: Backdrop = .pill, inset: Double = 8, padding: EdgeInsets = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6),
                shadeHeight: Double = 32, shadeColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 140), glyph: String = "videoFilled",
                glyphSize: Double = 16, glyphGap: Double = 4) {
        self.backdrop = backdrop
        self.inset = inset
        self.padding = padding
        self.shadeHeight = shadeHeight
        self.shadeColor = shadeColor
        self.glyph = glyph
        self.glyphSize = glyphSize
        self.glyphGap = glyphGap
    }

    /// The rule a preset name stands for.
    package static func preset(_ style: VideoDurationStyle) -> VideoDurationRule {
        switch style {
        case .pill: VideoDurationRule(backdrop: .pill)
        case .gradient: VideoDurationRule(backdrop: .gradient)
        }
    }
}
