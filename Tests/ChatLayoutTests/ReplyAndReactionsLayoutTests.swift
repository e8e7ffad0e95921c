import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Reply previews inside text bubbles and reactions badges.
@Suite("Replies and reactions layout")
struct ReplyAndReactionsLayoutTests {
    func quote(_ list: Placements, message: Int) throws -> (LayoutElement, QuoteElement) {
        let element = try #require(list.elements("quote", message: message).first)
        guard case .quote(let quote) = element.content else { throw FakeError.missing("quote") }
        return (element, quote)
    }

    @Test("a reply's bubble holds the preview above its text, as wide as the wider of the two")
    func replyFrames() throws {
        let list = try layout([text(0, "ana", "Lunch at noon?"), text(1, "me", "ok", replyTo: 0)])
        let bubble = try #require(list.elements("bubble", message: 1).first)
        let (element, preview) = try quote(list, message: 1)
        let body = try #require(list.elements("text", message: 1).first)
        // Quote text 13 pt (16 × 0.82): "Lunch at noon?" is 14 × 6.5 = 91 pt; name "Ana Lima" 52 pt.
        // Box: 3 bar + 8 + 91 + 8 = 110 wide, 5 + 16.25 + 16.25 + 5 → 43 tall.
        #expect(element.frame.width == 110)
        #expect(element.frame.height == 43)
        #expect(bubble.frame.width == 110 + 26)
        #expect(bubble.frame.height == (43 + 6 + 20 + 12))
        #expect(element.frame.minX == bubble.frame.minX + 10)
        #expect(element.frame.minY == bubble.frame.minY + 6)
        #expect(body.frame.minY == element.frame.maxY + 6)
        #expect(body.frame.minX == element.frame.minX)
        #expect(preview.quoted == 0)
        #expect(preview.name.block.lines.map(\.text) == ["Ana Lima"])
        #expect(preview.text.block.lines.map(\.text) == ["Lunch at noon?"])
        // On an outgoing bubble the accent is the outgoing text colour (a blue bar on blue would vanish).
        #expect(preview.barColor == testTheme().light.outgoingText)
        #expect(preview.nameOffset == Point(x: 11, y: 5))
        #expect(preview.textOffset == Point(x: 11, y: 5 + 16.25))
    }

    @Test("long quotes are cut to one line with …, photos say Photo, my own messages are You")
    func summaries() throws {
        let long = "This is a rather long message that cannot possibly fit on one line of a quote\nsecond line"
        let list = try layout([text(0, "me", long), Message(index: 1, from: "me", content: .image(path: "p.png", caption: nil)),
                               text(2, "ana", "a", replyTo: 0), text(3, "ana", "b", replyTo: 1)],
                              photos: ["p.png": Size(width: 400, height: 300)])
        let (_, cut) = try quote(list, message: 2)
        let line = try #require(cut.text.block.lines.first?.text)
        #expect(cut.text.block.lines.count == 1)
        #expect(line.hasSuffix("…"))
        #expect(long.hasPrefix(String(line.dropLast())))
        // Fits: maxWidth 300 − 16 − 10 = 274 pt of text, minus the bar and insets: 255 pt ≥ the line at 6.5 pt each.
        #expect(Double(line.count) * 6.5 <= 274 - 19)
        #expect(Double(line.count + 1) * 6.5 > 274 - 19)
        #expect(cut.name.block.lines.map(\.text) == ["You"])
        #expect(cut.barColor == testTheme().light.link)
        let (_, photo) = try quote(list, message: 3)
        #expect(photo.text.block.lines.map(\.text) == ["📷 Photo"])
    }

    @Test("a quoted picture's thumbnail: flush at the box's trailing end (edge), or a rounded square after the bar (inset); none for a text")
    func thumbnails() throws {
        let messages = [Message(index: 0, from: "ana", content: .image(path: "p.png", caption: "the view")),
                        Message(index: 1, from: "ana", content: .video(thumbnail: "p.png", duration: 3)), text(2, "ana", "hi"),
                        text(3, "me", "nice", replyTo: 0), text(4, "me", "and this", replyTo: 1), text(5, "me", "ok", replyTo: 2)]
        let photos = ["p.png": Size(width: 400, height: 300)]
        var theme = testTheme()
        #expect(try quote(layout(messages, theme: theme, photos: photos), message: 3).1.thumbnail == nil)
        theme.groups.replies.thumbnail = .edge
        let edge = try layout(messages, theme: theme, photos: photos)
        for message in [3, 4] {
            let (element, box) = try quote(edge, message: message)
            let thumbnail = try #require(box.thumbnail, "message \(message)")
            let frame = thumbnail.frame(in: element.frame)
            #expect(frame.maxX == element.frame.maxX && frame.minY == element.frame.minY && frame.height == element.frame.height)
            #expect(frame.width == frame.height && thumbnail.path == "p.png")
            #expect(thumbnail.radii == CornerRadii(topLeft: 0, topRight: theme.groups.replies.radius, bottomRight: theme.groups.replies.radius, bottomLeft: 0))
            // The lines end before it.
            #expect(element.frame.minX + box.textOffset.x + box.text.block.size.width <= frame.minX)
        }
        #expect(try quote(edge, message: 3).1.thumbnail?.usedBy == "messages[0].image")
        #expect(try quote(edge, message: 4).1.thumbnail?.usedBy == "messages[1].video.thumbnail")
        #expect(try quote(edge, message: 5).1.thumbnail == nil)
        #expect(try quote(edge, message: 3).1.text.block.lines.map(\.text) == ["📷 the view"])

        theme.groups.replies.thumbnail = .inset
        let inset = try layout(messages, theme: theme, photos: photos)
        let (element, box) = try quote(inset, message: 3)
        let thumbnail = try #require(box.thumbnail)
        let frame = thumbnail.frame(in: element.frame)
        #expect(frame.minX == element.frame.minX + theme.groups.replies.barWidth + theme.groups.replies.padding.left)
        #expect(frame.width == frame.height && frame.minY > element.frame.minY && frame.maxY < element.frame.maxY)
        #expect(box.nameOffset.x >= frame.maxX - element.frame.minX && box.textOffset.x == box.nameOffset.x)
        // Beside its picture the line drops the kind's emoji: the caption alone.
        #expect(box.text.block.lines.map(\.text) == ["the view"])
    }

    @Test("right to left a quote box is mirrored: the bar on the right, the lines against it, a thumbnail on the other side")
    func mirroredQuotes() throws {
        let messages = [Message(index: 0, from: "ana", content: .image(path: "p.png", caption: "the view")), text(1, "ana", "hi"),
                        text(2, "me", "nice", replyTo: 0), text(3, "me", "ok", replyTo: 1)]
        let photos = ["p.png": Size(width: 400, height: 300)]
        var theme = testTheme()
        let rule = theme.groups.replies
        let ltr = try layout(messages, theme: theme, photos: photos)
        #expect(try quote(ltr, message: 3).1.barOnRight == false)
        let rtl = try layout(messages, theme: theme, photos: photos, direction: .rtl)
        let (element, box) = try quote(rtl, message: 3)
        #expect(box.barOnRight)
        // The lines end the padding before the bar.
        let right = element.frame.width - rule.barWidth - rule.padding.left
        #expect(abs(box.nameOffset.x + box.name.block.size.width - right) < 1e-9 && abs(box.textOffset.x + box.text.block.size.width - right) < 1e-9)
        // Its bar is painted at the box's right edge.
        let drawn = try #require(try rtl.lowered(theme: theme).nodes.first { $0.tags.kind == "quote" && $0.tags.message == 3 })
        var found: Node?
        drawn.walk { if found == nil && $0.tags.role == "bar" { found = $0 } }
        let bar = try #require(found)
        #expect(abs(bar.frame.maxX - element.frame.maxX) <= 0.5 + 1e-9 && bar.frame.width < rule.barWidth + 1)

        theme.groups.replies.thumbnail = .edge
        let (edgeElement, edge) = try quote(layout(messages, theme: theme, photos: photos, direction: .rtl), message: 2)
        let thumbnail = try #require(edge.thumbnail)
        let frame = thumbnail.frame(in: edgeElement.frame)
        #expect(frame.minX == edgeElement.frame.minX && frame.height == edgeElement.frame.height)
        #expect(thumbnail.radii == CornerRadii(topLeft: rule.radius, topRight: 0, bottomRight: 0, bottomLeft: rule.radius))
        #expect(edgeElement.frame.minX + edge.textOffset.x >= frame.maxX)

        theme.groups.replies.thumbnail = .inset
        let (insetElement, inset) = try quote(layout(messages, theme: theme, photos: photos, direction: .rtl), message: 2)
        let square = try #require(inset.thumbnail).frame(in: insetElement.frame)
        #expect(square.maxX == insetElement.frame.maxX - rule.barWidth - rule.padding.left)
        #expect(insetElement.frame.minX + inset.nameOffset.x + inset.name.block.size.width <= square.minX)
    }

    @Test("a quote speaks the conversation's language: Du, 📷 Foto, 🎤 Sprachnachricht; without kind icons the word alone")
    func localizedSummaries() throws {
        let messages = [Message(index: 0, from: "me", content: .image(path: "p.png", caption: nil)),
                        Message(index: 1, from: "me", content: .audio(duration: 5)),
                        text(2, "ana", "a", replyTo: 0), text(3, "ana", "b", replyTo: 1)]
        func quotes(_ theme: ThemeSpec) throws -> [QuoteElement] {
            let conversation = Conversation(canvas: Canvas(width: 400, scale: 2), locale: "de_DE", participants: [me, ana], messages: messages)
            let list = try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                        resources: FakeResources(photos: ["p.png": Size(width: 400, height: 300)])).placements()
            return try [2, 3].map { try quote(list, message: $0).1 }
        }
        var theme = testTheme()
        let german = try quotes(theme)
        #expect(german.map { $0.name.block.lines.map(\.text) } == [["Du"], ["Du"]])
        #expect(german[0].text.block.lines.map(\.text) == ["📷 Foto"])
        #expect(german[1].text.block.lines.map(\.text) == ["🎤 Sprachnachricht (0:05)"])
        theme.chatList.kindIcons = false
        #expect(try quotes(theme)[0].text.block.lines.map(\.text) == ["Foto"])
    }

    @Test("Messenger's label over an above quote says who replied to whom, and stands in for the sender's name")
    func replyLabels() throws {
        var theme = testTheme()
        theme.groups.replies = ReplyRule.preset(.replySideBubble)
        theme.groups.replies.label = true
        let messages = [text(0, "ana", "one"), text(1, "me", "two"),
                        text(2, "me", "a", replyTo: 0), text(3, "ana", "b", replyTo: 1), text(4, "bo", "c", replyTo: 0),
                        text(5, "me", "d", replyTo: 1), text(6, "ana", "e", replyTo: 0)]
        let list = try layout(messages, participants: [me, ana, Participant(id: "bo", name: "Bo Berg")], theme: theme)
        func label(_ message: Int) -> String? {
            list.elements("label", message: message).compactMap { element -> String? in
                guard case .label(let text) = element.content, text.role == "replyLabel" else { return nil }
                return text.block.lines.map(\.text).joined()
            }.first
        }
        #expect(label(2) == "You replied to Ana")
        #expect(label(3) == "Ana replied to you")
        #expect(label(4) == "Bo replied to Ana")
        #expect(label(5) == "You replied to yourself")
        #expect(label(6) == "Ana replied")
        #expect(label(0) == nil && label(1) == nil)
        // The label names the sender: no name above the group as well.
        let names = list.elements("label", message: 4).filter { if case .label(let t) = $0.content { t.role == "name" } else { false } }
        #expect(names.isEmpty)
        let plain = try layout([text(0, "bo", "c")], participants: [me, ana, Participant(id: "bo", name: "Bo Berg")], theme: theme)
        #expect(plain.elements("label", message: 0).contains { if case .label(let t) = $0.content { t.role == "name" } else { false } })
        // Over the quoted bubble, in the reply's column.
        let frame = try #require(list.elements("label", message: 2).first).frame
        let quoted = try #require(list.elements("bubble", message: 2).first).frame
        #expect(frame.maxY <= quoted.minY)
        // Without the rule no label.
        theme.groups.replies.label = false
        #expect(try layout(messages, theme: theme).elements("label", message: 2).isEmpty)
    }

    @Test("a reply of emoji only keeps its bubble, so the preview has a place")
    func emojiReply() throws {
        let list = try layout([text(0, "ana", "hi"), text(1, "me", "👍", replyTo: 0)])
        #expect(list.elements("bubble", message: 1).count == 1)
        #expect(list.elements("quote", message: 1).count == 1)
    }

    @Test("the badge label shows up to three distinct emoji and the total when larger")
    func labels() {
        #expect(ReactionsElement.label(for: ["❤️"]) == "❤️")
        #expect(ReactionsElement.label(for: ["❤️", "😂"]) == "❤️😂")
        #expect(ReactionsElement.label(for: ["❤️", "❤️", "😂"]) == "❤️😂 3")
        #expect(ReactionsElement.label(for: ["a", "b", "c", "d"]) == "abc 4")
    }

    @Test("reaction styles: one badge, a chip per emoji with its count, or a pill per emoji")
    func reactionLabels() {
        let reactions = ["👍", "❤️", "👍", "😂", "👍"]
        #expect(ReactionsElement.labels(for: reactions, style: .badge) == ["👍❤️😂 5"])
        #expect(ReactionsElement.labels(for: reactions, style: .chips) == ["👍 3", "❤️ 1", "😂 1"])
        #expect(ReactionsElement.labels(for: reactions, style: .stack) == ["👍", "❤️", "😂"])
    }

    /// `rule` as the test theme's reactions, then `reactions` on one incoming text.
    func reacted(_ reactions: [String], rule: ReactionRule, direction: LayoutDirection = .ltr) throws -> Placements {
        var theme = testTheme()
        theme.groups.reactions = rule
        var message = text(0, "ana", "hello there, how are you all doing")
        message.reactions = reactions
        return try layout([message], theme: theme, direction: direction)
    }

    @Test("a badge is set right to left in a right-to-left chat (\"3 ❤️👍\"), by its words left to right")
    func badgeDirection() throws {
        for direction in [LayoutDirection.ltr, .rtl] {
            let list = try reacted(["👍", "❤️", "👍"], rule: .preset(.bottom), direction: direction)
            guard case .reactions(let badge) = try #require(list.elements("reactions").first).content else { Issue.record("no badge"); return }
            #expect(badge.text.style.direction == (direction == .rtl ? .rightToLeft : .natural))
        }
    }

    @Test("chips sit in the bubble's time row, gap apart, in the accent colour at the rule's opacity", arguments: [LayoutDirection.ltr, .rtl])
    func chips(_ direction: LayoutDirection) throws {
        var rule = ReactionRule.preset(.inside)
        rule.style = .chips
        rule.tint = .accent
        rule.gap = 5
        rule.fillOpacity = 0.2
        let list = try reacted(["👍", "❤️", "👍"], rule: rule, direction: direction)
        let chips = list.elements("reactions", message: 0)
        #expect(chips.count == 2)
        let bubble = try #require(list.elements("bubble", message: 0).first)
        let texts = chips.compactMap { chip -> String? in
            guard case .reactions(let r) = chip.content else { return nil }
            #expect(r.text.color == testTheme().light.link)
            #expect(r.fill.alpha == UInt8((Double(testTheme().light.link.alpha) * 0.2).rounded()))
            #expect(bubble.frame.minX <= chip.frame.minX && chip.frame.maxX <= bubble.frame.maxX)
            return r.text.block.lines.map(\.text).joined()
        }
        #expect(texts == ["👍 2", "❤️ 1"])
        #expect(chips[0].frame.minY == chips[1].frame.minY)
        // The first chip at the text's start: the left, or the right in a right-to-left chat.
        let (first, second) = (chips[0].frame, chips[1].frame)
        if direction == .ltr { #expect(second.minX == first.maxX + 5) } else { #expect(first.minX == second.maxX + 5) }
    }

    @Test("a stack lays each pill over the ring of the one before, never over its emoji")
    func stack() throws {
        var rule = ReactionRule.preset(.topInner)
        rule.style = .stack
        let list = try reacted(["❤️", "😂", "❤️", "👍"], rule: rule)
        let pills = list.elements("reactions", message: 0)
        #expect(pills.count == 3)
        var previousText: Rect?
        for (index, pill) in pills.enumerated() {
            guard case .reactions(let r) = pill.content else { Issue.record("no pill"); return }
            #expect(r.text.block.lines.map(\.text) == [["❤️", "😂", "👍"][index]])
            let textBox = Rect(x: pill.frame.minX + r.padding.left, y: pill.frame.minY + r.padding.top,
                               width: r.text.block.size.width, height: r.text.block.size.height)
            if let previousText, index > 0 {
                let before = pills[index - 1].frame
                #expect(pill.frame.minX < before.maxX, "overlaps the pill before")
                #expect(pill.frame.minX >= previousText.maxX, "but not its emoji")
            }
            previousText = textBox
        }
    }

    @Test("the badge overlaps the bubble's top outer corner and the bubble moves down to make room")
    func badgeFrames() throws {
        let plain = try layout([text(0, "ana", "hello"), text(1, "me", "hi")])
        var reacted = [text(0, "ana", "hello"), text(1, "me", "hi")]
        reacted[0].reactions = ["❤️", "😂"]
        reacted[1].reactions = ["👍"]
        let list = try layout(reacted)
        let incoming = try #require(list.elements("bubble", message: 0).first)
        let outgoing = try #require(list.elements("bubble", message: 1).first)
        #expect(incoming.frame.minY == plain.elements("bubble", message: 0)[0].frame.minY + 16)
        let badge = try #require(list.elements("reactions", message: 0).first)
        let outBadge = try #require(list.elements("reactions", message: 1).first)
        #expect(badge.frame.minX == incoming.frame.minX - 6)
        // On the bubble's top corner, risen from its 16 pt over the bubble's top until clear of the first line it
        // would cover ("Nothing covers a text").
        let firstLine = try #require(list.elements("text", message: 0).first?.textLineFrames.first)
        #expect(badge.frame.minY < incoming.frame.minY - 16)
        #expect(badge.frame.maxY == firstLine.minY)
        #expect(badge.frame.maxY > incoming.frame.minY)
        #expect(outBadge.frame.maxX == min(outgoing.frame.maxX + 6, 400))
        guard case .reactions(let r) = badge.content else { Issue.record("no badge"); return }
        #expect(r.fill == testTheme().light.incomingBubble)
        #expect(r.borderColor == testTheme().light.background)
        #expect(r.text.block.lines.map(\.text) == ["❤️😂"])
        // Badges are drawn after the bubble they sit on.
        let kinds = list.elements.filter { $0.message == 0 }.map(\.kind)
        #expect(kinds.firstIndex(of: "reactions")! > kinds.firstIndex(of: "bubble")!)
        let json = LayoutJSON.encode(list)
        #expect(json.contains(#""kind" : "reactions""#))
        #expect(json.contains(#""role" : "reactions""#))
    }

    @Test("the layout JSON lists the quote's name and text with canvas line frames")
    func json() throws {
        let json = LayoutJSON.encode(try layout([text(0, "ana", "Lunch?"), text(1, "me", "ok", replyTo: 0)]))
        #expect(json.contains(#""kind" : "quote""#))
        // The box, its bar (the box's shape cut to the bar's width in a buffer of its own), the quoted name and text.
        #expect(json.contains(#""role" : "bar""#) && json.contains(#""isolated" : true"#))
        #expect(json.contains(#""role" : "quoteName""#) && json.contains(#""text" : "Lunch?""#))
    }
}
