import ChatGeometry
import Foundation
import ChatModel
import Testing
@testable import ChatLayout

/// The end-to-end encryption notice as each app draws it (`groups.encryption`).
@Suite("Encryption notice layout")
struct EncryptionLayoutTests {
    func notice(_ theme: String, text written: String? = nil, locale: String = "en_US") throws -> Placements {
        let conversation = Conversation(canvas: Canvas(width: 400, scale: 2), locale: locale, participants: [me, ana],
                                        messages: [Message(index: 0, from: "", content: .encryption(written)), text(1, "ana", "hello")])
        return try LayoutEngine(conversation: conversation, theme: BuiltInThemes.spec(theme), text: FakeMeasurer(),
                                resources: FakeResources()).placements()
    }

    func node(_ list: Placements) throws -> Node {
        let element = try #require(list.elements("encryption", message: 0).first)
        guard case .node(let node) = element.content else { throw NotANode() }
        return node
    }

    struct NotANode: Error {}

    func pills(_ node: Node) -> Int {
        guard case .group(let group) = node.content else { return 0 }
        return group.children.filter { if case .path = $0.content, $0.tags.role == nil { true } else { false } }.count
    }

    @Test("WhatsApp: the lock and the words centred in the yellow box, within 85 % of the content width")
    func whatsapp() throws {
        let list = try notice("whatsapp")
        let node = try node(list)
        let words = try #require(node.text(role: "encryption"))
        #expect(words.hasPrefix("\u{2003}Messages and calls are end-to-end encrypted."), "\(words)")
        #expect(node.glyphNames == ["lock"])
        #expect(pills(node) == 1)
        let frame = node.frame
        #expect(abs(frame.midX - 200) <= 1)
        // The lock sits on the first line, inside the box and left of the words' first letter.
        let lock = try #require(node.first(role: "lock")).frame
        #expect(lock.minX >= frame.minX && lock.maxX <= frame.maxX && lock.minY >= frame.minY && lock.maxY <= frame.maxY)
        // The bubble after it is below it.
        let bubble = try #require(list.elements("bubble", message: 1).first).frame
        #expect(frame.maxY < bubble.minY)
        let theme = try BuiltInThemes.spec("whatsapp")
        #expect(theme.groups.encryption.style == .pill)
    }

    @Test("The words in the conversation's language, or the text given; the pack's own words (Messenger)")
    func words() throws {
        #expect(try node(notice("whatsapp", locale: "de_DE")).text(role: "encryption")?.contains("Ende-zu-Ende-verschlüsselt") == true)
        #expect(try node(notice("whatsapp", text: "This business works with other companies")).text(role: "encryption")
            == "\u{2003}This business works with other companies")
        let messenger = try node(notice("messenger"))
        #expect(messenger.text(role: "encryption")?.replacingOccurrences(of: "\n", with: " ") == "\u{2003}Messages and calls are secured with end-to-end encryption. Learn more")
        #expect(pills(messenger) == 0)
        #expect(messenger.glyphNames == ["lock"])
    }

    @Test("right-to-left words keep their paragraph right to left: the lock's room follows a right-to-left mark")
    func rightToLeft() throws {
        #expect(try node(notice("whatsapp", text: "الرسائل مشفرة")).text(role: "encryption") == "\u{200F}\u{2003}الرسائل مشفرة")
        #expect(try node(notice("whatsapp", text: "ההודעות מוצפנות")).text(role: "encryption")?.hasPrefix("\u{200F}") == true)
        #expect(LayoutState.startsRightToLeft("«الرسائل»") && !LayoutState.startsRightToLeft("123 Messages"))
    }

    @Test("iMessage and Telegram draw nothing, and leave no room for it", arguments: ["imessage", "telegram", "classic", "qq"])
    func none(theme: String) throws {
        let list = try notice(theme)
        #expect(list.elements.filter { $0.message == 0 }.isEmpty)
        let without = try LayoutEngine(
            conversation: Conversation(canvas: Canvas(width: 400, scale: 2), participants: [me, ana], messages: [text(0, "ana", "hello")]),
            theme: BuiltInThemes.spec(theme), text: FakeMeasurer(), resources: FakeResources()).placements()
        #expect(list.elements("bubble", message: 1).first?.frame.minY == without.elements("bubble", message: 0).first?.frame.minY)
    }
}
