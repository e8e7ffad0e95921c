/// The last message of a chat-list row: who sent it, what it was, its delivery status and its time.
public struct ChatPreview: Sendable, Equatable {
    /// The sender's participant id.
    public var from: String
    /// The message's text (for a `text` kind), or a caption or title for the others.
    public var text: String?
    public var kind: PreviewKind
    /// The delivery status of my own last message (its ticks).
    public var status: DeliveryStatus?
    /// An ISO-8601 date-time (drawn relative to the list's `now`) or free text drawn as written.
    public var time: String?

    /// A preview.
    public init(from: String, text: String? = nil, kind: PreviewKind = .text, status: DeliveryStatus? = nil, time: String? = nil) {
        self.from = from
        self.text = text
        self.kind = kind
        self.status = status
        self.time = time
    }
}

/// What kind of message a chat-list preview stands for; all but `text` are drawn with the kind's icon and word.
public enum PreviewKind: String, Sendable, Hashable, CaseIterable {
    case text, photo, video, voice, location, sticker, file
}
