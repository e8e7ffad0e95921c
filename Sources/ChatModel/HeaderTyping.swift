/// Whether a chat's header says that someone is typing (theme.json `chrome.typing`), as WhatsApp and Telegram write
/// "typing…" under the name while the other side types.
package enum HeaderTyping: String, Sendable, Hashable, CaseIterable {
    /// The header keeps its subtitle; the chat shows the typing bubble (iMessage, Messenger).
    case none
    /// The header's subtitle says "typing…" ("Ana is typing…" in a group) and the chat still shows the typing
    /// bubble (WhatsApp since 2024).
    case subtitle
    /// The header's subtitle says it, and the chat shows no typing bubble while the header is drawn (Telegram).
    case subtitleOnly
    /// In a one-to-one chat the header's title says it in place of the name (the word `typingTitle`, QQ's
    /// "对方正在输入..."); the chat shows no typing bubble while the header is drawn, in a group chat either (QQ shows
    /// no typing in groups).
    case title
}
