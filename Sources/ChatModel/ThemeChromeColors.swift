import ChatGeometry

/// The chrome colours of one appearance (theme.json `chrome.light` / `chrome.dark`). A nil colour falls back
/// to one derived from the theme's `ThemeColors`.
package struct ThemeChromeColors: Sendable, Equatable {
    /// The header and status bar band (and the iOS composer band); nil: the background tinted a little
    /// towards the text colour.
    package var bar: Color?
    /// The header title and the status bar's clock and glyphs; nil: `incomingText`.
    package var barText: Color?
    /// Back button, action glyphs and accent buttons; nil: `link`.
    package var accent: Color?
    /// The composer's text field fill; nil: `background`.
    package var field: Color?
    /// The header subtitle; nil: `time`.
    package var subtitle: Color?
    /// The bottom colour of a gradient header bar (`ios6`), `bar` being its top; nil: `bar` a little darker.
    package var barEnd: Color?

    /// Chrome colours; every nil is derived from the theme's colours.
    package init(bar: Color? = nil, barText: Color? = nil, accent: Color? = nil, field: Color? = nil, subtitle: Color? = nil,
                barEnd: Color? = nil) {
        self.bar = bar
        self.barText = barText
        self.accent = accent
        self.field = field
        self.subtitle = subtitle
        self.barEnd = barEnd
    }
}
