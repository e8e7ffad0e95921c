import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// `chrome.typing`: the header's subtitle says "typing…" while the other side types (WhatsApp, Telegram), and
/// Telegram's chat shows no typing bubble while its header says it.
@Suite("Typing in the header")
struct HeaderTypingTests {
    func layout(_ theme: String, participants: [Participant] = [me, ana], typist: String = "ana", header: ChatHeader? = ChatHeader(subtitle: "online"),
                locale: String = "en_US") throws -> Placements {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), locale: locale, participants: participants,
                                        messages: [text(0, typist, "one"), text(1, typist, "two"), Message(index: 2, from: typist, content: .typing)])
        conversation.chrome = Chrome(header: header)
        return try LayoutEngine(conversation: conversation, theme: BuiltInThemes.spec(theme), text: FakeMeasurer(),
                                resources: FakeResources()).placements()
    }

    @Test("WhatsApp: typing… under the name, Ana is typing… in a group, in the conversation's language; the bubble stays")
    func whatsapp() throws {
        let single = try layout("whatsapp")
        #expect(try #require(single.chrome("header")).text(role: "subtitle") == "typing…")
        #expect(single.elements("typing").count == 1)
        let group = try layout("whatsapp", participants: [me, ana, bo])
        #expect(try #require(group.chrome("header")).text(role: "subtitle") == "Ana is typing…")
        let german = try layout("whatsapp", locale: "de_DE")
        #expect(try #require(german.chrome("header")).text(role: "subtitle") == "schreibt …")
        // Nobody typing, or only me: the conversation's subtitle.
        let mine = try layout("whatsapp", typist: "me")
        #expect(try #require(mine.chrome("header")).text(role: "subtitle") == "online")
    }

    @Test("Telegram: the header says it and the chat drops the bubble, the group before it ending as if it were not there")
    func telegram() throws {
        let list = try layout("telegram")
        #expect(try #require(list.chrome("header")).text(role: "subtitle") == "typing…")
        #expect(list.elements("typing").isEmpty)
        // In the accent, where WhatsApp keeps the subtitle's colour.
        let header = try #require(list.chrome("header"))
        let subtitle = try #require(header.first(role: "subtitle"))
        guard case .text(let run) = subtitle.content else { Issue.record("no subtitle text"); return }
        let theme = try BuiltInThemes.spec("telegram")
        #expect(run.color == (theme.chrome.light.accent ?? theme.light.link))
        let bubbles = list.elements("bubble", message: 1)
        guard case .bubble(let last) = try #require(bubbles.first).content else { Issue.record("no bubble"); return }
        #expect(last.position == .last)
        // Without a header the chat keeps the bubble.
        #expect(try layout("telegram", header: nil).elements("typing").count == 1)
    }

    @Test("QQ: in a one-to-one chat the title says it in place of the name, in the pack's words, and the bubble goes; a group shows no typing")
    func qq() throws {
        let single = try layout("qq", locale: "zh_CN")
        #expect(try #require(single.chrome("header")).text(role: "title") == "对方正在输入...")
        #expect(single.elements("typing").isEmpty)
        #expect(try #require(single.chrome("header")).text(role: "subtitle") == nil || single.chrome("header")?.text(role: "subtitle") == "online")
        let english = try layout("qq")
        #expect(try #require(english.chrome("header")).text(role: "title") == "typing…", "the default word where the pack sets none")
        let group = try layout("qq", participants: [me, ana, bo], locale: "zh_CN")
        #expect(try #require(group.chrome("header")).text(role: "title") != "对方正在输入...")
        #expect(group.elements("typing").isEmpty)
        let mine = try layout("qq", typist: "me", locale: "zh_CN")
        #expect(try #require(mine.chrome("header")).text(role: "title") == "Ana Lima")
    }

    @Test("iMessage keeps its subtitle and bubble")
    func imessage() throws {
        let list = try layout("imessage")
        #expect(try #require(list.chrome("header")).text(role: "subtitle") == "online")
        #expect(list.elements("typing").count == 1)
    }
}
