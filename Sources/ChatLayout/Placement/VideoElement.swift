import ChatGeometry
import ChatModel

/// What a video adds over its thumbnail (an `image` element under it): a translucent round play button in
/// the centre and the duration, on a small translucent pill in a corner, or after a camera glyph over a dark
/// gradient along the bottom edge (`groups.videoDuration`). Frames are relative to the element's origin, which is
/// the thumbnail's frame.
package struct VideoElement: Sendable, Equatable {
    package var buttonFrame: Rect
    package var buttonColor: Color
    package var glyphColor: Color
    /// "1:05" and its pill; nil without a duration.
    package var duration: TextElement?
    package var badgeFrame: Rect?
    package var durationOffset: Point
    package var badgeColor: Color
    /// The gradient along the bottom edge, or nil for none.
    package var shade: VideoShade?
    /// The small video-camera glyph before the duration, or nil for none.
    package var durationGlyph: PlacedGlyph?

    /// A video overlay.
    package init(buttonFrame: Rect, buttonColor: Color, glyphColor: Color, duration: TextElement?, badgeFrame: Rect?,
                durationOffset: Point, badgeColor: Color, shade: VideoShade? = nil, durationGlyph: PlacedGlyph? = nil) {
        self.buttonFrame = buttonFrame
        self.buttonColor = buttonColor
        self.glyphColor = glyphColor
        self.duration = duration
        self.badgeFrame = badgeFrame
        self.durationOffset = durationOffset
        self.badgeColor = badgeColor
        self.shade = shade
        self.durationGlyph = durationGlyph
    }
}
