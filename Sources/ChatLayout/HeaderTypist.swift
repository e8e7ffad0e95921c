import ChatModel

extension LayoutEngine {
    /// The index of the typing message a header reports: the conversation's last typing message from someone other
    /// than me, when it is the last message (someone types after everything said).
    static func headerTypingIndex(in conversation: Conversation) -> Int? {
        guard let last = conversation.messages.last, case .typing = last.content,
              conversation.participant(id: last.from)?.isMe != true else { return nil }
        return conversation.messages.count - 1
    }

    /// Who the header says is typing.
    static func headerTypist(in conversation: Conversation) -> Participant? {
        guard headerTypingIndex(in: conversation) != nil, let from = conversation.messages.last?.from else { return nil }
        return conversation.participant(id: from) ?? Participant(id: from)
    }
}
