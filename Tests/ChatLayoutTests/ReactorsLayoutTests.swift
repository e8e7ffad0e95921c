import ChatGeometry
import ChatModel
import Testing
@testable import ChatLayout

/// Telegram's chips with their reactors' pictures instead of a count (`groups.reactions.reactors`).
@Suite("Layout: reactors' pictures")
struct ReactorsLayoutTests {
    let bo = Participant(id: "bo", name: "Bo Chen")

    func layout(_ theme: String, reactions: [String], reactors: [String?], direction: LayoutDirection = .ltr) throws -> Placements {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2), participants: [me, ana, bo], messages: [
            Message(index: 0, from: "ana", content: .text("Who's in?"), reactions: reactions, reactors: reactors),
        ])
        conversation.direction = direction
        return try LayoutEngine(conversation: conversation, theme: BuiltInThemes.spec(theme), text: FakeMeasurer(),
                                resources: FakeResources()).placements()
    }

    func chipTexts(_ list: Placements) -> [String] {
        list.elements("reactions").compactMap { element in
            if case .reactions(let chip) = element.content { chip.text.block.lines.map(\.text).joined() } else { nil }
        }
    }

    @Test("named reactors: the emoji and their pictures, each over the one before, inside the chip")
    func telegramFaces() throws {
        let list = try layout("telegram", reactions: ["👍", "👍", "❤️"], reactors: ["me", "bo", "ana"])
        #expect(chipTexts(list) == ["👍", "❤️"])
        let chips = list.elements("reactions").map(\.frame)
        let faces = list.elements("avatar", message: 0).filter { element in
            chips.contains { $0.minX <= element.frame.minX && element.frame.maxX <= $0.maxX && $0.minY <= element.frame.minY && element.frame.maxY <= $0.maxY }
        }
        #expect(faces.count == 3)
        if case .avatar(let first) = faces[0].content { #expect(first.participant == "me") }
        #expect(faces[1].frame.minX > faces[0].frame.minX && faces[1].frame.minX < faces[0].frame.maxX)
    }

    @Test("right to left the pictures are read after the emoji too: on its left, the first next to it, each over the one before")
    func rightToLeftFaces() throws {
        let list = try layout("telegram", reactions: ["👍", "👍"], reactors: ["me", "bo"], direction: .rtl)
        let chip = try #require(list.elements("reactions").first)
        guard case .reactions(let badge) = chip.content else { Issue.record("no chip"); return }
        let emojiMinX = chip.frame.minX + badge.padding.left
        #expect(abs(emojiMinX + badge.text.block.size.width + badge.padding.right - chip.frame.maxX) < 0.01, "the emoji at the chip's right end")
        let faces = list.elements("avatar", message: 0).filter { chip.frame.minX <= $0.frame.minX && $0.frame.maxX <= chip.frame.maxX }
        #expect(faces.count == 2)
        #expect(faces.allSatisfy { $0.frame.maxX <= emojiMinX }, "the pictures left of the emoji")
        if case .avatar(let first) = faces[0].content { #expect(first.participant == "me") }
        #expect(faces[1].frame.minX < faces[0].frame.minX && faces[1].frame.maxX > faces[0].frame.minX, "the next one further left, over it")
    }

    @Test("a count where a reactor is not named, or there are more than three; other themes keep their count")
    func counts() throws {
        #expect(chipTexts(try layout("telegram", reactions: ["👍", "👍"], reactors: ["me", nil])) == ["👍 2"])
        #expect(chipTexts(try layout("telegram", reactions: ["👍", "👍", "👍", "👍"], reactors: ["me", "bo", "ana", "me"])) == ["👍 4"])
        let whatsapp = try layout("whatsapp", reactions: ["👍", "👍"], reactors: ["me", "bo"])
        #expect(chipTexts(whatsapp) == ["👍 2"])
        #expect(whatsapp.elements("avatar", message: 0).count <= 1)
    }
}
