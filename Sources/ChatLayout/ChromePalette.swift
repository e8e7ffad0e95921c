import ChatModel

/// The chrome colours of one appearance: the theme's `chrome` colours where given, otherwise the colours the
/// iOS Messages chrome derives from the theme's `ThemeColors`.
struct ChromePalette {
    let colors: ThemeColors
    /// Header, status bar and iOS composer band.
    let bar: Color
    /// Title, clock, status bar glyphs and home indicator.
    let barText: Color
    /// Back glyph, call glyphs and accent buttons.
    let accent: Color
    /// The composer field's fill.
    let field: Color
    /// The header subtitle.
    let subtitle: Color

    init(theme: ThemeSpec, appearance: Appearance) {
        let colors = theme.colors(for: appearance)
        let chrome = theme.chrome.colors(for: appearance)
        self.colors = colors
        bar = chrome.bar ?? Self.barBackground(colors.background, text: colors.incomingText, dark: appearance == .dark)
        barText = chrome.barText ?? colors.incomingText
        accent = chrome.accent ?? colors.link
        field = chrome.field ?? colors.background
        subtitle = chrome.subtitle ?? colors.time
    }

    /// The bars' "material": the background a little towards the text colour (more on dark screens, where
    /// iOS bars are visibly lighter than the black behind them).
    static func barBackground(_ background: Color, text: Color, dark: Bool) -> Color {
        let t = dark ? 0.09 : 0.035
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
        return Color(red: mix(background.red, text.red), green: mix(background.green, text.green),
                     blue: mix(background.blue, text.blue), alpha: 255)
    }

    /// `color` with its alpha scaled by `opacity` (0…1).
    static func faded(_ color: Color, _ opacity: Double) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue,
              alpha: UInt8((Double(color.alpha) * min(max(opacity, 0), 1)).rounded()))
    }
}
