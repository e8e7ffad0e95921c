import ChatGeometry
import ChatLayout
import ChatModel
import Testing

@Suite("Links")
struct LinkDetectorTests {
    func found(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return LinkDetector.links(in: text).map { String(String.UnicodeScalarView(scalars[$0.range])) }
    }

    @Test("URLs, with trailing punctuation and unbalanced brackets left out", arguments: [
        ("see https://example.com/a?b=1&c=2.", ["https://example.com/a?b=1&c=2"]),
        ("(http://en.wikipedia.org/wiki/Swift_(programming_language))", ["http://en.wikipedia.org/wiki/Swift_(programming_language)"]),
        ("www.apple.com, then", ["www.apple.com"]),
        ("go to github.com/apple/swift now", ["github.com/apple/swift"]),
        ("链接：https://例子.cn", []),  // internationalised host names are not detected
        ("file.txt and v1.2.3 are not links", []),
        ("看这个https://example.cn/路径", ["https://example.cn/"]),  // CJK text around a URL without spaces
    ])
    func urls(_ text: String, _ expected: [String]) {
        #expect(found(text) == expected)
    }

    @Test("e-mail addresses")
    func emails() {
        #expect(found("mail jane.doe+chat@example.co.uk or bob@x") == ["jane.doe+chat@example.co.uk"])
    }

    @Test("phone numbers, not times, dates or amounts", arguments: [
        ("call +1 415 555 0100 today", ["+1 415 555 0100"]),
        ("(415) 555-0100", ["(415) 555-0100"]),
        ("555-0100", ["555-0100"]),
        ("meet at 7:30 on 2026-11-21", []),
        ("the deck is 40 MB", []),
        ("order 12345", []),
    ])
    func phones(_ text: String, _ expected: [String]) {
        #expect(found(text) == expected)
    }

    @Test("offsets are Unicode scalars, also after emoji and CJK")
    func offsets() {
        let links = LinkDetector.links(in: "👨‍👩‍👧 好 www.a.com")
        // 👨‍👩‍👧 is 5 scalars (3 people, 2 joiners), then " 好 ".
        #expect(links.map(\.range) == [8..<17])
    }
}

@Suite("Emoticons")
struct EmoticonTests {
    @Test("stand-alone emoticons become emoji", arguments: [
        ("hi :)", "hi 🙂"), (":D great", "😃 great"), ("love you <3!", "love you ❤️!"), ("oh :'(", "oh 😢"),
        (";-) ok", "😉 ok"), (":-x", "🤐"),
    ])
    func converted(_ text: String, _ expected: String) {
        #expect(EmoticonConverter.convert(text) == expected)
    }

    @Test("URLs, code and words are left alone", arguments: [
        "https://example.com/:)", "`a :) b`", "std::)", "a:)", "http://x.io/:D",
    ])
    func untouched(_ text: String) {
        #expect(EmoticonConverter.convert(text) == text)
    }
}

@Suite("Emoji-only messages")
struct EmojiOnlyTests {
    @Test("1–3 emoji count, anything else does not", arguments: [
        ("👍", 1), ("👍🏽", 1), ("👨‍👩‍👧‍👦", 1), ("🇯🇵", 1), ("1️⃣", 1), ("😀 😀", 2), ("❤️🔥😂", 3),
    ])
    func counted(_ text: String, _ count: Int) {
        #expect(EmojiOnly.count(in: text) == count)
    }

    @Test("not emoji-only", arguments: ["😀😀😀😀", "ok 👍", "123", "#", "", "   ", "©"])
    func notCounted(_ text: String) {
        #expect(EmojiOnly.count(in: text) == nil)
    }

    @Test("drawn large without a bubble")
    func layoutWithoutBubble() throws {
        let list = try layout([text(0, "me", "🎉"), text(1, "ana", "hi")])
        #expect(list.elements("bubble", message: 0).isEmpty)
        let emoji = try #require(list.elements("text", message: 0).first)
        guard case .text(let t) = emoji.content else { return }
        #expect(t.role == "emoji")
        #expect(t.style.fontSize == 16 * 2.8)
        #expect(emoji.frame.maxX == 392)
    }
}

@Suite("Right-to-left chats and links in bubbles")
struct DirectionTests {
    func rtl(_ messages: [Message]) throws -> Placements {
        let conversation = Conversation(canvas: Canvas(width: 400, scale: 2), direction: .rtl, participants: [me, ana], messages: messages)
        return try LayoutEngine(conversation: conversation, theme: testTheme(timePlacement: .below), text: FakeMeasurer(),
                                resources: FakeResources()).placements()
    }

    @Test("direction rtl puts outgoing messages on the left with the tail mirrored, incoming on the right")
    func mirrored() throws {
        let list = try rtl([text(0, "me", "hello", time: "10:00", status: .read), text(1, "ana", "hi")])
        let out = try #require(list.elements("bubble", message: 0).first)
        let incoming = try #require(list.elements("bubble", message: 1).first)
        #expect(out.frame.minX == 8)
        #expect(incoming.frame.maxX == 400 - 8 - 30 - 6)
        guard case .bubble(let o) = out.content, case .bubble(let i) = incoming.content else { return }
        #expect(o.mirrored)
        #expect(!i.mirrored)
        // The status mark goes on the inner side (right of a left-hand bubble), the time under its outer edge.
        let status = try #require(list.elements("status").first)
        #expect(status.frame.minX == out.frame.maxX + 4)
        let time = try #require(list.elements("label").first)
        #expect(time.frame.minX == out.frame.minX + 4)
        let avatar = try #require(list.elements("avatar").first)
        #expect(avatar.frame.maxX == 392)
    }

    @Test("links become underlined decorations: link colour on incoming, text colour on outgoing")
    func decorations() throws {
        let list = try layout([text(0, "ana", "see www.example.com"), text(1, "me", "call +1 415 555 0100")])
        guard case .text(let incoming) = list.elements("text", message: 0)[0].content,
              case .text(let outgoing) = list.elements("text", message: 1)[0].content else { Issue.record("no text"); return }
        #expect(incoming.decorations == [TextDecoration(range: 4..<19, color: Color(hex: "#0000FF")!, underline: true)])
        #expect(outgoing.decorations == [TextDecoration(range: 5..<20, color: .white, underline: true)])
        #expect(LayoutJSON.encode(list).contains("\"decorations\""))
        // A theme may colour outgoing links too (colors.outgoingLink: WhatsApp's blue on both sides).
        var theme = testTheme()
        theme.light.outgoingLink = Color(hex: "#027EB5")!
        let blue = try layout([text(0, "me", "call +1 415 555 0100")], theme: theme)
        guard case .text(let mine) = blue.elements("text", message: 0)[0].content else { Issue.record("no text"); return }
        #expect(mine.decorations == [TextDecoration(range: 5..<20, color: Color(hex: "#027EB5")!, underline: true)])
    }

    @Test("emoticons are converted only when the conversation asks")
    func emoticons() throws {
        let on = Conversation(canvas: Canvas(width: 400, scale: 2), emoticons: true, participants: [me, ana], messages: [text(0, "me", "ok :)")])
        let list = try LayoutEngine(conversation: on, theme: testTheme(), text: FakeMeasurer(), resources: FakeResources()).placements()
        guard case .text(let t) = list.elements("text")[0].content else { return }
        #expect(t.block.lines[0].text == "ok 🙂")
        let off = try layout([text(0, "me", "ok :)")])
        guard case .text(let plain) = off.elements("text")[0].content else { return }
        #expect(plain.block.lines[0].text == "ok :)")
    }
}
