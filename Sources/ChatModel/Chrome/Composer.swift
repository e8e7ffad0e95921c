/// The message composer at the bottom of a chat screen: an attachment button, a text field with a
/// placeholder, a microphone, and the home indicator under it.
public struct Composer: Sendable, Equatable {
    /// The grey text in the empty field; nil uses `defaultPlaceholder`.
    public var placeholder: String?

    /// A composer; nil shows `defaultPlaceholder`.
    public init(placeholder: String? = nil) {
        self.placeholder = placeholder
    }

    /// The placeholder when none is given (the same for every theme).
    public static let defaultPlaceholder = "Message"
}
