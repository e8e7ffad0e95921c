/// How a chat header arranges its parts (theme.json `chrome.header`).
public enum ChromeHeaderStyle: String, Sendable, Hashable, CaseIterable {
    /// iOS Messages: a large avatar above a centred title and subtitle, a back chevron left, a video glyph right.
    case stacked
    /// WhatsApp, Messenger: back glyph, a small avatar with the title and subtitle left-aligned beside it, call
    /// glyphs at the right.
    case leading
    /// Telegram, QQ: title and subtitle centred on a line each, back chevron left, avatar at the right.
    case centered
}
