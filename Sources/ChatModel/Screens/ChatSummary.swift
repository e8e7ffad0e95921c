/// One row of a chat list: who the chat is with, its title and avatar, its last message and its marks.
package struct ChatSummary: Sendable, Equatable {
    /// Participant ids of the others in the chat (one for a direct chat, more for a group).
    package var with: [String]
    /// The row's title; nil: the only other participant's name, or the names joined for a group.
    package var name: String?
    /// The chat's own avatar (a group's picture); nil: the only other participant's avatar, or a group's collage.
    package var avatar: String?
    /// The last message; nil shows no preview (a new chat).
    package var last: ChatPreview?
    /// Unread messages (0: no badge).
    package var unread: Int
    package var pinned: Bool
    /// A muted chat's badge is grey and its row carries the muted mark.
    package var muted: Bool
    /// A participant id: the row says they are typing instead of the preview.
    package var typing: String?
    /// An unsent draft, shown instead of the preview after the app's "Draft:" label.
    package var draft: String?

    /// A row.
    package init(with: [String], name: String? = nil, avatar: String? = nil, last: ChatPreview? = nil, unread: Int = 0,
                pinned: Bool = false, muted: Bool = false, typing: String? = nil, draft: String? = nil) {
        self.with = with
        self.name = name
        self.avatar = avatar
        self.last = last
        self.unread = unread
        self.pinned = pinned
        self.muted = muted
        self.typing = typing
        self.draft = draft
    }
}
