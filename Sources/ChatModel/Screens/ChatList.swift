/// What a chats screen (the inbox) lists: one row per chat, in order, and the moment the times are relative to.
public struct ChatList: Sendable, Equatable {
    /// The rows in order (pinned chats are drawn where they are listed).
    package var chats: [ChatSummary]
    /// The screen's "now" as an ISO-8601 date-time: a last message today shows its clock time, yesterday's
    /// "Yesterday", this week's its weekday, older ones a date. Nil: the latest time of any row.
    package var now: String?

    /// A chat list.
    package init(chats: [ChatSummary], now: String? = nil) {
        self.chats = chats
        self.now = now
    }
}
