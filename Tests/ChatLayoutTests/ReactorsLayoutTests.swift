import ChatGeometry
import ChatModel
import Testing
@testable import ChatLayout

/// Telegram's chips with their reactors' pictures instead of a count (`groups.reactions.reactors`).
@Suite("Layout: reactors' pictures")
struct ReactorsLayoutTests {
    let bo = Participant(id: "bo", name: "Bo Chen")

    func layout(_ theme: String, reactions: [String], reactors: [String?]) throws -> Placements {
        let conversation = Conversation(canvas: Canvas(width: 390, scale: 2), participants: [me, ana, bo], messages: [
            Message(index: 0, from: "ana", content: .text("Who's in?"), reactions: reactions, reactors: reactors),
        ])
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

    @Test("a count where a reactor is not named, or there are more than three; other themes keep their count")
    func counts() throws {
        #expect(chipTexts(try layout("telegram", reactions: ["👍", "👍"], reactors: ["me", nil])) == ["👍 2"])
        #expect(chipTexts(try layout("telegram", reactions: ["👍", "👍", "👍", "👍"], reactors: ["me", "bo", "ana", "me"])) == ["👍 4"])
        let whatsapp = try layout("whatsapp", reactions: ["👍", "👍"], reactors: ["me", "bo"])
        #expect(chipTexts(whatsapp) == ["👍 2"])
        #expect(whatsapp.elements("avatar", message: 0).count <= 1)
    }
}
