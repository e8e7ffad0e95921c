/// How a chat header arranges its parts (theme.json `chrome.header`).
public enum ChromeHeaderStyle: String, Sendable, Hashable, CaseIterable {
    /// iOS Messages: a large avatar above a centred title and subtitle, a back chevron left, a video glyph right.
    case stacked
    /// WhatsApp, Messenger: back glyph, a small avatar with the title and subtitle left-aligned beside it, call
    /// glyphs at the right.
    case leading
    /// Telegram: title and subtitle centred on a line each, back chevron left, avatar at the right.
    case centered
    /// QQ: a back chevron in the bar's text colour with the unread count beside it, the title centred in bold, a
    /// menu glyph (three lines) at the right; no avatar.
    case qq
    /// iOS 6: a glossy gradient bar, a bordered back button shaped like a left-pointing arrow holding its label, the
    /// title centred in the bar's text colour with an embossed shadow; no avatar.
    case ios6
}
