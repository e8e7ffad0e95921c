import ChatModel

/// What a video adds over its thumbnail (an `image` element under it): a translucent round play button in
/// the centre and the duration on a small translucent pill in a bottom corner. Frames are relative to the
/// element's origin, which is the thumbnail's frame.
public struct VideoElement: Sendable, Equatable {
    public var buttonFrame: Rect
    public var buttonColor: Color
    public var glyphColor: Color
    /// "1:05" and its pill; nil without a duration.
    public var duration: TextElement?
    public var badgeFrame: Rect?
    public var durationOffset: Point
    public var badgeColor: Color

    /// A video overlay.
    public init(buttonFrame: Rect, buttonColor: Color, glyphColor: Color, duration: TextElement?, badgeFrame: Rect?,
                durationOffset: Point, badgeColor: Color) {
        self.buttonFrame = buttonFrame
        self.buttonColor = buttonColor
        self.glyphColor = glyphColor
        self.duration = duration
        self.badgeFrame = badgeFrame
        self.durationOffset = durationOffset
        self.badgeColor = badgeColor
    }
}
