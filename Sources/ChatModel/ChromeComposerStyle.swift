/// How a message composer arranges its buttons and text field (theme.json `chrome.composer`).
public enum ChromeComposerStyle: String, Sendable, Hashable, CaseIterable {
    /// iOS Messages: a round "+" button, a bordered pill field with a microphone inside it.
    case messages
    /// Telegram: a paperclip, a bordered pill field, a microphone at the right.
    case attach
    /// WhatsApp for Android: a pill field with smiley, paperclip and camera glyphs, a round accent microphone
    /// button beside it, and the Android gesture bar under it.
    case android
    /// Messenger: a row of accent glyphs (plus, camera, image, microphone), a grey "Aa" field, a thumbs-up.
    case messenger
    /// QQ: a rounded field across the bar and under it QQ's row of voice, picture, camera, red-packet, emoji and
    /// plus glyphs.
    case qq
    /// iOS 6 Messages: a grey gradient bar with a glossy camera button, a rounded white inset field and a glossy
    /// "Send" button in the accent colour.
    case ios6
}
