/// The header of a chat screen: a back button, the other side's avatar and name, an optional subtitle.
public struct ChatHeader: Sendable, Equatable {
    /// The title; nil uses the names of the participants who are not `me`.
    public var title: String?
    /// A line under the title ("online", "3 people"), or nil for none.
    public var subtitle: String?
    /// The avatar image path (relative to the conversation); nil uses the only other participant's avatar,
    /// or the title's initials.
    public var avatar: String?

    /// A header; every nil is filled in from the participants.
    public init(title: String? = nil, subtitle: String? = nil, avatar: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.avatar = avatar
    }
}
