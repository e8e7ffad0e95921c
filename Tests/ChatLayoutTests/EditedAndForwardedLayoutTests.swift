import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// "Edited" before the inside time or under the bubble; "Forwarded" inside the bubble's top or over it.
@Suite("Edited and forwarded labels")
struct EditedAndForwardedLayoutTests {
    func labels(_ list: Placements, role: String, message: Int) -> [(Rect, String)] {
        list.elements("label", message: message).compactMap { element in
            guard case .label(let text) = element.content, text.role == role else { return nil }
            return (element.frame, text.block.lines.map(\.text).joined())
        }
    }

    @Test("WhatsApp writes Edited before the inside time; a theme without an inside time sets it under the bubble")
    func edited() throws {
        var message = text(0, "ana", "meet at the gate", time: "2026-11-21T09:38:00Z")
        message.edited = true
        let inside = try layout([message], theme: BuiltInThemes.spec("whatsapp"))
        #expect(labels(inside, role: "time", message: 0).map(\.1) == ["Edited 9:38\u{202F}AM"])
        #expect(labels(inside, role: "edited", message: 0).isEmpty)

        var theme = testTheme()
        theme.groups.edited = EditedRule(slot: .below, color: .link)
        let below = try layout([message], theme: theme)
        let (frame, word) = try #require(labels(below, role: "edited", message: 0).first)
        #expect(word == "Edited")
        let bubble = try #require(below.elements("bubble", message: 0).first).frame
        #expect(frame.minY >= bubble.maxY)
        guard case .label(let label) = below.elements("label", message: 0).first(where: { $0.frame == frame })?.content else { return }
        #expect(label.color == theme.light.link)
        // Not edited: nothing.
        #expect(labels(try layout([text(0, "ana", "x")], theme: theme), role: "edited", message: 0).isEmpty)
    }

    @Test("classic (iOS 6, no editing) marks an edited text nowhere: no label under it, no word by its time")
    func editedNowhere() throws {
        var message = text(0, "ana", "meet at the gate", time: "2026-11-21T09:38:00Z")
        message.edited = true
        let classic = try layout([message], theme: BuiltInThemes.spec("classic"))
        #expect(labels(classic, role: "edited", message: 0).isEmpty)
        // Its times are headers (iOS 6 wrote none by a bubble): no label of the message says it was edited.
        #expect(!LayoutJSON.encode(classic).contains("Edited"))
        var theme = try BuiltInThemes.spec("whatsapp")
        theme.groups.edited.slot = .none
        #expect(labels(try layout([message], theme: theme), role: "time", message: 0).map(\.1) == ["9:38\u{202F}AM"])
    }

    @Test("a forwarded line sits at the bubble's top, over the text, under an inside name; Telegram names the source")
    func forwardedInside() throws {
        let theme = try BuiltInThemes.spec("telegram")
        var message = text(0, "ana", "train times", time: "2026-11-21T09:38:00Z")
        message.forwardedFrom = "Lisbon Rail"
        message.forwarded = true
        let list = try layout([message], participants: [me, ana, bo], theme: theme)
        let (line, words) = try #require(labels(list, role: "forwarded", message: 0).first)
        #expect(words == "Forwarded from Lisbon Rail")
        let (name, _) = try #require(labels(list, role: "name", message: 0).first)
        let body = try #require(list.elements("text", message: 0).first).frame
        let bubble = try #require(list.elements("bubble", message: 0).first).frame
        #expect(name.maxY <= line.minY && line.maxY <= body.minY)
        #expect(bubble.minX <= line.minX && line.maxX <= bubble.maxX && bubble.minY <= name.minY)
        // WhatsApp says "Forwarded" and never the source; an emoji alone keeps its bubble for the line.
        var emoji = text(0, "me", "👍")
        emoji.forwardedFrom = "Lisbon Rail"
        emoji.forwarded = true
        let whatsapp = try layout([emoji], theme: BuiltInThemes.spec("whatsapp"))
        #expect(labels(whatsapp, role: "forwarded", message: 0).map(\.1) == ["\u{2003}Forwarded"])
        #expect(whatsapp.elements("bubble", message: 0).count == 1)
    }

    @Test("a forwarded photo, album or video is framed with its line above the picture, under an inside name",
          arguments: ["telegram", "whatsapp"])
    func forwardedPictures(theme name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let kinds: [MessageContent] = [.image(path: "p.jpg", caption: nil), .album(paths: ["p.jpg", "p.jpg"], caption: nil),
                                       .video(thumbnail: "p.jpg", duration: 12)]
        let messages = kinds.enumerated().map { index, content in
            Message(index: index, from: index == 2 ? "me" : "ana", content: content, forwardedFrom: "Lisbon Rail")
        }
        let list = try layout(messages, participants: [me, ana, bo], theme: theme, photos: ["p.jpg": Size(width: 600, height: 400)])
        for message in messages.indices {
            let (line, words) = try #require(labels(list, role: "forwarded", message: message).first, "message \(message)")
            #expect(words == (name == "telegram" ? "Forwarded from Lisbon Rail" : "\u{2003}Forwarded"))
            let bubble = try #require(list.elements("bubble", message: message).first, "message \(message) is framed").frame
            let pictures = list.elements.filter { $0.message == message && $0.kind == "image" }.map(\.frame)
            let top = try #require(pictures.map(\.minY).min())
            #expect(bubble.minY < line.minY && line.maxY <= top && bubble.minX < line.minX && line.maxX < bubble.maxX, "message \(message)")
            if message == 0 {
                let (nameLine, _) = try #require(labels(list, role: "name", message: 0).first)
                #expect(nameLine.maxY <= line.minY)
            }
        }
    }

    @Test("a forwarded voice note, file or place carries its line at the bubble's top, over the content; mine too")
    func forwardedBubbles() throws {
        let theme = try BuiltInThemes.spec("telegram")
        let kinds: [MessageContent] = [.audio(duration: 23), .file(name: "plan.pdf", size: 1_843_200),
                                       .location(title: "Rua da Rosa 112", subtitle: nil, image: nil)]
        var messages: [Message] = []
        for (index, content) in kinds.enumerated() {
            messages.append(Message(index: 2 * index, from: "ana", content: content, time: "2026-11-21T09:38:00Z", forwarded: true))
            messages.append(Message(index: 2 * index + 1, from: "me", content: content, time: "2026-11-21T09:39:00Z", forwarded: true))
        }
        let list = try layout(messages, participants: [me, ana, bo], theme: theme)
        for message in messages.indices {
            let (line, words) = try #require(labels(list, role: "forwarded", message: message).first, "message \(message)")
            #expect(words == "Forwarded")
            let bubble = try #require(list.elements("bubble", message: message).first).frame
            #expect(bubble.minY < line.minY && bubble.minX < line.minX && line.maxX < bubble.maxX, "message \(message)")
            let content = list.elements.filter { $0.message == message && !["bubble", "label", "avatar", "day"].contains($0.kind) }
            #expect(!content.isEmpty && content.allSatisfy { $0.frame.minY >= line.maxY }, "message \(message): \(content.map(\.kind))")
            if message % 2 == 0 {
                let (nameLine, _) = try #require(labels(list, role: "name", message: message).first)
                #expect(nameLine.maxY <= line.minY)
            }
        }
        // Messenger says it over any kind; iMessage nowhere.
        let messenger = try layout(messages, participants: [me, ana, bo], theme: BuiltInThemes.spec("messenger"))
        #expect(labels(messenger, role: "replyLabel", message: 2).map(\.1) == ["Ana forwarded a message"])
        #expect(labels(messenger, role: "replyLabel", message: 3).map(\.1) == ["You forwarded a message"])
        let imessage = try layout(messages, participants: [me, ana, bo], theme: BuiltInThemes.spec("imessage"))
        #expect(imessage.elements("label").allSatisfy { element in
            guard case .label(let text) = element.content else { return true }
            return text.role != "forwarded" && text.role != "replyLabel"
        })
    }

    @Test("WhatsApp's forward arrow goes in the room the line starts with, before the line (so it never lies over its words)",
          arguments: [LayoutDirection.ltr, .rtl])
    func forwardedGlyph(direction: LayoutDirection) throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        #expect(theme.groups.forwarded.glyph == "forward")
        let messages = [Message(index: 0, from: "ana", content: .text("train times"), forwarded: true),
                        Message(index: 1, from: "me", content: .file(name: "plan.pdf", size: 1000), forwarded: true)]
        let list = try layout(messages, participants: [me, ana, bo], theme: theme, direction: direction)
        for message in messages.indices {
            let indices = list.elements.indices.filter { list.elements[$0].message == message }
            let glyphs = indices.filter { list.elements[$0].kind == "forwardedGlyph" }
            let lines = indices.filter { index in
                if case .label(let text) = list.elements[index].content { text.role == "forwarded" } else { false }
            }
            let glyph = try #require(glyphs.first, "message \(message)"), lineIndex = try #require(lines.first)
            #expect(glyphs.count == 1 && lines.count == 1 && glyph < lineIndex)
            guard case .label(let text) = list.elements[lineIndex].content, let first = text.block.lines.first else { continue }
            let box = list.elements[glyph].frame, line = list.elements[lineIndex].frame
            // In the em the words start with, a fifth of it left before them.
            #expect(box.minY >= line.minY && box.maxY <= line.maxY && box.width < text.style.fontSize)
            #expect(abs(box.minX - (line.minX + first.frame.minX)) < 0.01, "message \(message): \(box) in \(line)")
        }
    }

    @Test("Messenger names the sender over a forwarded bubble; iMessage draws no label")
    func forwardedAbove() throws {
        var theirs = text(0, "bo", "train times")
        theirs.forwarded = true
        var mine = text(1, "me", "ok")
        mine.forwarded = true
        let messenger = try layout([theirs, mine], participants: [me, ana, Participant(id: "bo", name: "Bo Berg")],
                                   theme: BuiltInThemes.spec("messenger"))
        #expect(labels(messenger, role: "replyLabel", message: 0).map(\.1) == ["Bo forwarded a message"])
        #expect(labels(messenger, role: "replyLabel", message: 1).map(\.1) == ["You forwarded a message"])
        #expect(labels(messenger, role: "name", message: 0).isEmpty)
        #expect(labels(messenger, role: "forwarded", message: 0).isEmpty)
        let imessage = try layout([theirs, mine], participants: [me, ana, bo], theme: BuiltInThemes.spec("imessage"))
        #expect(imessage.elements("label").allSatisfy { element in
            guard case .label(let text) = element.content else { return true }
            return text.role != "forwarded" && text.role != "replyLabel"
        })
    }
}

/// `groups.captions.frame`: WhatsApp frames every photo and video in its bubble's colour, captioned or not.
@Suite("Framed pictures")
struct FramedPictureTests {
    @Test("frame always: an uncaptioned photo and video one to one sit inside a bubble with the frame margin around them")
    func always() throws {
        var theme = try BuiltInThemes.spec("whatsapp")
        let messages = [Message(index: 0, from: "ana", content: .image(path: "p.jpg", caption: nil)),
                        Message(index: 1, from: "me", content: .video(thumbnail: "p.jpg", duration: 12))]
        let photos = ["p.jpg": Size(width: 600, height: 400)]
        let framed = try layout(messages, theme: theme, photos: photos)
        for message in 0..<2 {
            let bubble = try #require(framed.elements("bubble", message: message).first).frame
            let picture = try #require(framed.elements.first { $0.message == message && ($0.kind == "image" || $0.kind == "video") }).frame
            #expect(bubble.minX < picture.minX && picture.maxX < bubble.maxX && bubble.minY < picture.minY && picture.maxY < bubble.maxY,
                    "message \(message): \(picture) in \(bubble)")
        }
        theme.groups.captions.frame = .content
        let bare = try layout(messages, theme: theme, photos: photos)
        #expect(bare.elements("bubble", message: 0).isEmpty && bare.elements("bubble", message: 1).isEmpty)
    }
}
