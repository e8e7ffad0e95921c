import ChatModel

/// The composer: a band to the bottom of the canvas, a rounded text field with a placeholder, the buttons of
/// its `style` around and inside the field, and the home indicator (iOS) or gesture bar (Android).
public struct ComposerElement: Sendable, Equatable {
    /// The arrangement of the buttons and field.
    public var style: ChromeComposerStyle
    public var background: Color
    /// The hairline on top of the band, or nil for none.
    public var separatorFrame: Rect?
    public var separator: Color
    /// The pill-shaped text field.
    public var fieldFrame: Rect
    public var fieldFill: Color
    /// The field's one-pixel outline, or nil for none.
    public var fieldBorder: Color?
    public var placeholder: PlacedText
    /// Buttons and glyphs, in drawing order.
    public var glyphs: [PlacedGlyph]
    /// The home indicator (iOS) or gesture bar (Android), a pill.
    public var homeIndicatorFrame: Rect
    public var homeIndicator: Color

    /// A composer element.
    public init(style: ChromeComposerStyle, background: Color, separatorFrame: Rect?, separator: Color, fieldFrame: Rect,
                fieldFill: Color, fieldBorder: Color?, placeholder: PlacedText, glyphs: [PlacedGlyph],
                homeIndicatorFrame: Rect, homeIndicator: Color) {
        self.style = style
        self.background = background
        self.separatorFrame = separatorFrame
        self.separator = separator
        self.fieldFrame = fieldFrame
        self.fieldFill = fieldFill
        self.fieldBorder = fieldBorder
        self.placeholder = placeholder
        self.glyphs = glyphs
        self.homeIndicatorFrame = homeIndicatorFrame
        self.homeIndicator = homeIndicator
    }
}
