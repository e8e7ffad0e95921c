/// Which screen of the app a conversation.json draws (its top-level `"screen"`), with what that screen lists.
public enum Screen: Sendable, Equatable {
    /// A conversation: the `messages` (the default).
    case conversation
    /// The contact list: friend groups, or an alphabetical list with section letters.
    case contacts(ContactList)
    /// The chat list (the inbox): one row per chat with its last message.
    case chats(ChatList)

    /// The screen's name as conversation.json writes it.
    public var name: String {
        switch self {
        case .conversation: "conversation"
        case .contacts: "contacts"
        case .chats: "chats"
        }
    }

    /// The names `"screen"` takes.
    public static let names = ["conversation", "contacts", "chats"]
}
