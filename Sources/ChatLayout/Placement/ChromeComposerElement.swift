import ChatGeometry
import ChatModel

/// The composer: a band to the bottom of the canvas, a rounded text field with a placeholder, the buttons of
/// its `style` around and inside the field, and the home indicator (iOS) or gesture bar (Android).
package struct ComposerElement: Sendable, Equatable {
    /// The arrangement of the buttons and field.
    package var style: ChromeComposerStyle
    package var background: Color
    /// The bar's gradient over the band's fill (`ios6`), or nil for a flat band.
    package var gradient: GradientBand?
    /// The hairline on top of the band, or nil for none.
    package var separatorFrame: Rect?
    package var separator: Color
    /// The text field.
    package var fieldFrame: Rect
    /// The field's corner radius; nil: a pill (half its height).
    package var fieldCornerRadius: Double?
    package var fieldFill: Color
    /// The field's one-pixel outline, or nil for none.
    package var fieldBorder: Color?
    /// A shadow along the field's inner top edge, making it look inset (`ios6`), or nil for none.
    package var fieldInnerShadow: Color?
    package var placeholder: PlacedText
    /// Buttons and glyphs, in drawing order.
    package var glyphs: [PlacedGlyph]
    /// Bordered gradient buttons (`ios6`'s camera and "Send"), drawn before the glyphs.
    package var buttons: [ChromeButton]
    /// The home indicator (iOS) or gesture bar (Android), a pill.
    package var homeIndicatorFrame: Rect
    package var homeIndicator: Color

    /// A composer element.
    package init(style: ChromeComposerStyle, background: Color, gradient: GradientBand? = nil, separatorFrame: Rect?, separator: Color,
                fieldFrame: Rect, fieldCornerRadius: Double? = nil, fieldFill: Color, fieldBorder: Color?, fieldInnerShadow: Color? = nil,
                placeholder: PlacedText, glyphs: [PlacedGlyph], buttons: [ChromeButton] = [], homeIndicatorFrame: Rect,
                homeIndicator: Color) {
        self.style = style
        self.background = background
        self.gradient = gradient
        self.separatorFrame = separatorFrame
        self.separator = separator
        self.fieldFrame = fieldFrame
        self.fieldCornerRadius = fieldCornerRadius
        self.fieldFill = fieldFill
        self.fieldBorder = fieldBorder
        self.fieldInnerShadow = fieldInnerShadow
        self.placeholder = placeholder
        self.glyphs = glyphs
        self.buttons = buttons
        self.homeIndicatorFrame = homeIndicatorFrame
        self.homeIndicator = homeIndicator
    }
}
