/// The message composer at the bottom of a chat screen: an attachment button, a text field with a
/// placeholder or a typed draft, a microphone or a send button, and the home indicator under it.
public struct ChatComposer: Sendable, Equatable {
    /// The grey text in the empty field, as written; nil uses the theme's `chrome.placeholder`, else the word
    /// "Message" in the conversation's language (`ThemeChrome.defaultPlaceholder`).
    public var placeholder: String?
    /// A message being typed, as written: when not empty, the field shows it on one line in the text colour (cut
    /// with "…" when too long) instead of the placeholder, and the theme's bar shows its send button (its `draft`
    /// is 1); nil or empty shows the idle composer.
    public var text: String?

    /// A composer; nil shows the theme's placeholder, and no draft.
    public init(placeholder: String? = nil, text: String? = nil) {
        self.placeholder = placeholder
        self.text = text
    }

    /// The draft the field shows: `text` when it is not empty, else nil.
    package var draft: String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
