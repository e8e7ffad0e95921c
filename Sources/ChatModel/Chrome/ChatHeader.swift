/// The header of a chat screen: a back button, the other side's avatar and name, an optional subtitle.
public struct ChatHeader: Sendable, Equatable {
    /// The title; nil uses the names of the participants who are not `me`.
    public var title: String?
    /// A line under the title ("online", "3 people"), or nil for none.
    public var subtitle: String?
    /// The avatar image path (relative to the conversation); nil uses the only other participant's avatar,
    /// or the title's initials.
    public var avatar: String?
    /// Unread messages in other chats, shown by the back button where the app shows them (QQ's count beside the
    /// chevron, "Messages (3)" on iOS 6); nil or 0 for none.
    public var unread: Int?

    /// The most unread messages a header may count.
    public static let unreadRange = 0...999_999

    /// A header; every nil is filled in from the participants.
    public init(title: String? = nil, subtitle: String? = nil, avatar: String? = nil, unread: Int? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.avatar = avatar
        self.unread = unread
    }
}
