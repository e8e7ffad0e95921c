import ChatGeometry
import ChatModel

extension ChatListLayout {
    /// A row's avatar in `frame`: the chat's own picture, the only other participant's, or for a group without a
    /// picture what the style's `groupAvatar` says: the title's initials, two members' avatars one over the other
    /// (the front one ringed in the row's background), or the `people` glyph on a grey disc.
    func avatarNodes(of chat: ChatSummary, title: String, frame: Rect, index: Int) throws(LayoutError) -> [Node] {
        let group = chat.avatar == nil && chat.with.count > 1
        if group, style.groupAvatar == .icon { return try lowering.groupIcon(in: frame, placeholder: engine.avatarPlaceholder()) }
        let usedBy = "avatar of chats[\(index)]"
        let members = group && style.groupAvatar == .pair ? chat.with.compactMap { engine.conversation.participant(id: $0) }.filter { !$0.isMe } : []
        guard members.count >= 2 else { return try lowering.avatar(try avatar(of: chat, title: title), frame: frame, usedBy: usedBy) }
        let size = Lowering.pairedAvatarSide(in: frame)
        return try lowering.avatarPair(back: (try memberAvatar(members[0], size: size), usedBy), front: (try memberAvatar(members[1], size: size), usedBy),
                                       in: frame, ring: try screen.color(style.background), rtl: rtl)
    }

    /// One member's avatar in a group's pair: their picture, or their initials on their colour.
    private func memberAvatar(_ member: Participant, size: Double) throws(LayoutError) -> AvatarElement {
        try screen.avatar(image: member.avatar, title: member.name, fill: engine.initialsColor(for: member.id), participant: member.id, size: size)
    }
}
