import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Where an avatar and a status mark beside the bubble line up: with the bubble itself, never with what hangs
/// under it (iMessage's typing circles, a reactions pill), and with a name above the bubble when the avatar sits at
/// the group's top (QQ).
@Suite("Layout: avatar and status alignment")
struct AvatarAlignmentTests {
    let group = [me, ana, bo]

    private func avatar(_ list: Placements, message: Int) throws -> Rect {
        try #require(list.elements("avatar", message: message).first).frame
    }

    private func bubble(_ list: Placements, message: Int) throws -> Rect {
        try #require(list.elements("bubble", message: message).last).frame
    }

    @Test("iMessage typing circles: the avatar's bottom is the bubble's, not the small circle's")
    func typingCircles() throws {
        let theme = try BuiltInThemes.spec("imessage")
        let list = try layout([text(0, "me", "hi"), Message(index: 1, from: "ana", content: .typing)], participants: group, theme: theme)
        let bubble = try bubble(list, message: 1)
        #expect(list.elements("backdrop", message: 1).count == 2)
        #expect(abs(try avatar(list, message: 1).maxY - bubble.maxY) < 0.001)
        // The circles still take their room: nothing after the typing bubble starts above them.
        let circles = list.elements("backdrop", message: 1).map(\.frame)
        #expect(circles.allSatisfy { $0.maxY <= list.canvas.height })
        #expect(circles.contains { $0.maxY > bubble.maxY })
    }

    @Test("a reactions pill hanging under the bubble moves neither the avatar (Messenger) nor a status mark; classic draws none")
    func reactionsPill() throws {
        for name in ["messenger", "classic"] {
            let theme = try BuiltInThemes.spec(name)
            let messages = [Message(index: 0, from: "ana", content: .text("Who's in?"), reactions: ["👍"]),
                            Message(index: 1, from: "me", content: .text("Me!"), status: .read, reactions: ["😂"]),
                            text(2, "bo", "And me")]
            let list = try layout(messages, participants: group, theme: theme)
            guard theme.groups.reactions.style != .none else {
                // iOS 6 had no reactions: none drawn, the avatar still level with its bubble's bottom.
                #expect(list.elements("reactions").isEmpty, "\(name)")
                #expect(abs(try avatar(list, message: 0).maxY - (try bubble(list, message: 0)).maxY) < 0.001, "\(name)")
                continue
            }
            let pill = try #require(list.elements("reactions", message: 0).first).frame
            let first = try bubble(list, message: 0)
            #expect(pill.maxY > first.maxY, "\(name): the pill hangs under the bubble")
            #expect(abs(try avatar(list, message: 0).maxY - first.maxY) < 0.001, "\(name)")
            // The next message still starts under the pill.
            #expect(try bubble(list, message: 2).minY > pill.maxY, "\(name)")
            if let mark = list.elements("status", message: 1).first {
                #expect(abs(mark.frame.maxY - (try self.bubble(list, message: 1)).maxY) < 0.001, "\(name): the mark sits at the bubble's bottom")
                #expect(mark.frame.maxX <= (try self.bubble(list, message: 1)).minX, "\(name): beside the bubble, not the pill")
            }
        }
    }

    @Test("QQ: the avatar at a group's top lines up with the sender's name above the bubble")
    func qqNameAndAvatar() throws {
        let theme = try BuiltInThemes.spec("qq")
        let list = try layout([text(0, "ana", "hello"), text(1, "bo", "hi")], participants: group, theme: theme)
        for message in [0, 1] {
            let name = try #require(list.elements("label", message: message).first { element in
                if case .label(let text) = element.content { return text.role == "name" } else { return false }
            })
            #expect(abs(try avatar(list, message: message).minY - name.frame.minY) < 0.001)
            #expect(try bubble(list, message: message).minY > name.frame.maxY)
        }
    }
}
