/// The message composer at the bottom of a chat screen: an attachment button, a text field with a
/// placeholder, a microphone, and the home indicator under it.
public struct ChatComposer: Sendable, Equatable {
    /// The grey text in the empty field, as written; nil uses the theme's `chrome.placeholder`, else the word
    /// "Message" in the conversation's language (`ThemeChrome.defaultPlaceholder`).
    public var placeholder: String?

    /// A composer; nil shows the theme's placeholder.
    public init(placeholder: String? = nil) {
        self.placeholder = placeholder
    }
}
