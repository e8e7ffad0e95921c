/// The last message of a chat-list row: who sent it, what it was, its delivery status and its time.
package struct ChatPreview: Sendable, Equatable {
    /// The sender's participant id.
    package var from: String
    /// The message's text (for a `text` kind), or a caption or title for the others.
    package var text: String?
    package var kind: PreviewKind
    /// The delivery status of my own last message (its ticks).
    package var status: DeliveryStatus?
    /// An ISO-8601 date-time (drawn relative to the list's `now`) or free text drawn as written.
    package var time: String?

    /// A preview.
    package init(from: String, text: String? = nil, kind: PreviewKind = .text, status: DeliveryStatus? = nil, time: String? = nil) {
        self.from = from
        self.text = text
        self.kind = kind
        self.status = status
        self.time = time
    }
}

/// What kind of message a chat-list preview stands for; all but `text` are drawn with the kind's icon and word.
package enum PreviewKind: String, Sendable, Hashable, CaseIterable {
    case text, photo, video, voice, location, sticker, file
}
