import ChatGeometry
import ChatModel
import Testing
@testable import ChatLayout

/// The bar under the header with the newest pinned message (theme.json `chrome.pinnedBar`).
@Suite("Layout: pinned bar")
struct PinnedBarLayoutTests {
    private func layout(_ theme: String, _ messages: [Message], header: ChatHeader? = ChatHeader(), locale: String = "en_US") throws -> Placements {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2), locale: locale, participants: [me, ana], messages: messages)
        conversation.chrome = Chrome(statusBar: StatusBar(), header: header, composer: Composer())
        return try LayoutEngine(conversation: conversation, theme: BuiltInThemes.spec(theme), text: FakeMeasurer(),
                                resources: FakeResources(photos: ["/p.jpg": Size(width: 400, height: 300)])).placements()
    }

    private func pinnedText(_ index: Int, _ from: String, _ body: String) -> Message {
        var message = text(index, from, body)
        message.pinned = true
        return message
    }

    @Test("Telegram: \"Pinned Message\" in its accent over the newest pinned text, under the header; messages start below it")
    func telegram() throws {
        let messages = [pinnedText(0, "ana", "Meet at 9"), pinnedText(1, "me", "Bring water"), text(2, "ana", "ok")]
        let list = try layout("telegram", messages)
        let bar = try #require(list.chrome("pinnedBar"))
        #expect(bar.text(role: "pinTitle") == "Pinned Message")
        #expect(bar.text(role: "pinText") == "Bring water")
        #expect(bar.glyphNames == ["pinned"])
        let header = try #require(list.elements("header").first).frame
        let frame = try #require(list.elements("pinnedBar").first).frame
        #expect(frame.minY == header.maxY && frame.height == 48)
        // The messages move down by the bar's height.
        let unpinned = try layout("telegram", [text(0, "ana", "Meet at 9"), text(1, "me", "Bring water"), text(2, "ana", "ok")])
        let first = try #require(list.elements("bubble").first).frame.minY
        #expect(first == (try #require(unpinned.elements("bubble").first).frame.minY) + 48)
        #expect(first >= frame.maxY)
        #expect(try layout("telegram", messages, locale: "de_DE").chrome("pinnedBar")?.text(role: "pinTitle") == "Angeheftete Nachricht")
    }

    @Test("WhatsApp: the pin and a photo's preview; no bar without a pinned message, a header, or a bar in the theme")
    func whatsappAndNone() throws {
        var photo = Message(index: 0, from: "ana", content: .image(path: "/p.jpg", caption: nil))
        photo.pinned = true
        let bar = try #require(try layout("whatsapp", [photo]).chrome("pinnedBar"))
        #expect(bar.text(role: "pinText") == "📷 Photo")
        #expect(bar.glyphNames == ["pinned"])
        #expect(try layout("whatsapp", [text(0, "ana", "hi")]).chrome("pinnedBar") == nil)
        #expect(try layout("whatsapp", [pinnedText(0, "ana", "hi")], header: nil).chrome("pinnedBar") == nil)
        #expect(try layout("imessage", [pinnedText(0, "ana", "hi")]).chrome("pinnedBar") == nil)
    }
}
