import ChatGeometry
import ChatModel

extension ChatListLayout {
    /// A row's avatar in `frame`: the chat's own picture, the only other participant's, or for a group without a
    /// picture what the style's `groupAvatar` says: the title's initials, two members' avatars one over the other
    /// (the front one ringed in the row's background), or the `people` glyph on a grey disc.
    func avatarNodes(of chat: ChatSummary, title: String, frame: Rect, index: Int) throws(LayoutError) -> [Node] {
        let group = chat.avatar == nil && chat.with.count > 1
        if group, style.groupAvatar == .icon {
            let inset = (frame.width * 0.2).rounded()
            let glyphFrame = Rect(x: frame.minX + inset, y: frame.minY + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset)
            return [lowering.ellipse(frame, color: ChromeLayout.monogramGrey), try lowering.glyph("people", in: glyphFrame, color: .white)]
        }
        let usedBy = "avatar of chats[\(index)]"
        let members = group && style.groupAvatar == .pair ? chat.with.compactMap { engine.conversation.participant(id: $0) }.filter { !$0.isMe } : []
        guard members.count >= 2 else { return try lowering.avatar(try avatar(of: chat, title: title), frame: frame, usedBy: usedBy) }
        let size = (frame.width * 0.68).rounded()
        let ring = max(1.5, (frame.width * 0.04).rounded())
        // The back avatar at the top trailing corner, the front one at the bottom leading corner.
        let back = Rect(x: rtl ? frame.minX : frame.maxX - size, y: frame.minY, width: size, height: size)
        let front = Rect(x: rtl ? frame.maxX - size : frame.minX, y: frame.maxY - size, width: size, height: size)
        var nodes = try lowering.avatar(try memberAvatar(members[0], size: size), frame: back, usedBy: usedBy)
        nodes.append(lowering.ellipse(Rect(x: front.minX - ring, y: front.minY - ring, width: size + 2 * ring, height: size + 2 * ring),
                                      color: try screen.color(style.background)))
        nodes += try lowering.avatar(try memberAvatar(members[1], size: size), frame: front, usedBy: usedBy)
        return nodes
    }

    /// One member's avatar in a group's pair: their picture, or their initials on their colour.
    private func memberAvatar(_ member: Participant, size: Double) throws(LayoutError) -> AvatarElement {
        try screen.avatar(image: member.avatar, title: member.name, fill: Initials.color(for: member.id), participant: member.id, size: size)
    }
}
