import ChatGeometry
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
    /// The header subtitle (the accent while it says someone is typing, where the theme writes it so).
    var subtitle: Color
    /// The bottom of a gradient header bar (`ios6`), `bar` being its top.
    let barEnd: Color

    /// The colours a chrome colour may name (`ChromeColor.named`): the chrome colours, white and black, and the
    /// theme's colours.
    var namedColors: [String: Color] {
        var named: [String: Color] = ["bar": bar, "barText": barText, "accent": accent, "field": field, "subtitle": subtitle, "barEnd": barEnd,
                                      "white": .white, "black": .black]
        for key in ThemeKeys.colors + ThemeKeys.optionalColors {
            named[key] = colors.named(key)
        }
        return named
    }

    init(theme: ThemeSpec, appearance: Appearance) {
        let colors = theme.colors(for: appearance)
        let chrome = theme.chrome.colors(for: appearance)
        self.colors = colors
        bar = chrome.bar ?? Self.barBackground(colors.background, text: colors.incomingText, dark: appearance == .dark)
        barText = chrome.barText ?? colors.incomingText
        accent = chrome.accent ?? colors.link
        field = chrome.field ?? colors.background
        subtitle = chrome.subtitle ?? colors.time
        barEnd = chrome.barEnd ?? Self.mix(bar, .black, 0.2)
    }

    /// `a` moved `amount` (0…1) of the way to `b`, channel by channel (alpha from `a`).
    static func mix(_ a: Color, _ b: Color, _ amount: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * amount).rounded()) }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: a.alpha)
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
