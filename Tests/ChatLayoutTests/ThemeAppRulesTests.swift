import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The group rules each built-in theme takes from its `groups` section: group breaks at time headers, one marker
/// per date, names inside or above, captions in the photo's bubble, reactions where the app draws them, failed
/// marks, reply colours, and no two texts on top of each other in a group chat with every kind.
@Suite("App rules per built-in theme")
struct ThemeAppRulesTests {
    static let chloe = Participant(id: "chloe", name: "Chloé Martin")
    static let group = [me, ana, bo, chloe]
    static let photos = ["landscape.jpg": Size(width: 1600, height: 1000), "thumb.png": Size(width: 800, height: 800)]

    /// A group chat with every kind, as samples/gallery/team.json has it.
    static let everyKind: [Message] = [
        Message(index: 0, from: "", content: .day("2026-11-20")),
        text(1, "ana", "Who's still up for the lake on Saturday?", time: "2026-11-20T18:40:00Z"),
        text(2, "ana", "Weather says sunny all day", time: "2026-11-20T18:40:30Z"),
        Message(index: 3, from: "bo", content: .text("Me! I can drive four."), time: "2026-11-20T18:42:00Z", reactions: ["👍", "🎉"]),
        text(4, "me", "Count me in", time: "2026-11-20T18:45:00Z", status: .read),
        Message(index: 5, from: "", content: .system("Chloé Martin joined the group")),
        Message(index: 6, from: "chloe", content: .image(path: "landscape.jpg", caption: "Found the spot, it's gorgeous"),
                time: "2026-11-21T09:12:00Z", reactions: ["😍"]),
        Message(index: 7, from: "chloe", content: .video(thumbnail: "thumb.png", duration: 73), time: "2026-11-21T09:13:00Z"),
        Message(index: 8, from: "bo", content: .audio(duration: 14), time: "2026-11-21T09:20:00Z"),
        text(9, "ana", "Love it. Leaving at 8?", time: "2026-11-21T09:25:00Z", replyTo: 6),
        text(10, "me", "8 works, I'll bring snacks", time: "2026-11-21T09:27:00Z", status: .delivered, replyTo: 9),
        text(11, "me", "And the speaker", time: "2026-11-21T09:27:20Z", status: .failed),
        Message(index: 12, from: "bo", content: .typing),
    ]

    @Test("a name inside a location's bubble sits clear of the map (across the bubble, or framed in it)",
          arguments: ["whatsapp", "telegram"])
    func nameAboveTheMap(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let messages = [
            Message(index: 0, from: "ana", content: .location(title: "Blue Bottle", subtitle: nil, image: "landscape.jpg")),
            Message(index: 1, from: "bo", content: .location(title: "Trailhead", subtitle: "Ridge Rd", image: nil)),
        ]
        let conversation = Conversation(canvas: Canvas(width: 390, scale: 2), participants: Self.group, messages: messages)
        let list = try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                    resources: FakeResources(photos: Self.photos)).placements()
        for message in 0..<2 {
            let label = try #require(list.elements.first { $0.message == message && $0.kind == "label" })
            let map = try #require(list.elements.first { $0.message == message && $0.kind == "location" })
            let bubble = try #require(list.elements.first { $0.message == message && $0.kind == "bubble" })
            guard case .location(let location) = map.content else { Issue.record("no location"); return }
            #expect(label.frame.maxY <= map.frame.minY + (location.mapFrame?.minY ?? 0), "the map covers the name")
            #expect(label.frame.minY >= bubble.frame.minY && map.frame.maxY <= bubble.frame.maxY + 0.001)
        }
    }

    static func layoutEveryKind(_ name: String, appearance: Appearance = .light) throws -> Placements {
        let theme = try BuiltInThemes.spec(name)
        let conversation = Conversation(appearance: appearance, canvas: Canvas(width: 390, scale: 2), participants: group,
                                        messages: everyKind)
        return try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                resources: FakeResources(photos: photos)).placements()
    }

    /// The frames of every text the list draws, in canvas coordinates, with what they are.
    static func textFrames(_ list: Placements) -> [(String, Rect)] {
        list.elements.flatMap { element -> [(String, Rect)] in
            let f = element.frame
            let tag = "m\(element.message.map(String.init) ?? "-")"
            switch element.content {
            case .text(let text), .label(let text):
                // Line by line: an inside time may share the last line's row beyond its end.
                return text.block.lines.map { line in
                    ("\(tag) \(text.role)", Rect(x: f.x + line.frame.x, y: f.y + line.frame.y, width: line.frame.width, height: line.frame.height))
                }
            case .reactions(let badge):
                // The emoji and count, inside the pill's padding: a stacked pill lies over the ring of the one before.
                let size = badge.text.block.size
                return [("\(tag) reactions", Rect(x: f.x + badge.padding.left, y: f.y + badge.padding.top, width: size.width, height: size.height))]
            case .quote: return [("\(tag) quote", f)]
            case .video(let video):
                guard let text = video.duration else { return [] }
                let box = video.badgeFrame ?? Rect(x: video.durationOffset.x, y: video.durationOffset.y, width: text.block.size.width,
                                                   height: text.block.size.height)
                let glyph = video.durationGlyph.map { [("\(tag) duration glyph", $0.frame.offsetBy(dx: f.x, dy: f.y))] } ?? []
                return [("\(tag) duration", box.offsetBy(dx: f.x, dy: f.y))] + glyph
            case .audio(let audio):
                let size = audio.duration.block.size
                return [("\(tag) audio duration", Rect(x: f.x + audio.durationOffset.x, y: f.y + audio.durationOffset.y,
                                                       width: size.width, height: size.height))]
            default: return []
            }
        }
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let e = 0.01
        return a.minX < b.maxX - e && b.minX < a.maxX - e && a.minY < b.maxY - e && b.minY < a.maxY - e
    }

    @Test("no two text elements' frames intersect in a group chat with every kind", arguments: BuiltInThemes.names)
    func noOverlappingText(_ name: String) throws {
        for appearance in Appearance.allCases {
            let frames = Self.textFrames(try Self.layoutEveryKind(name, appearance: appearance))
            #expect(frames.count > 20)
            for i in frames.indices {
                for j in frames.indices where j > i {
                    #expect(!Self.overlaps(frames[i].1, frames[j].1),
                            "\(name) \(appearance): \(frames[i].0) \(frames[i].1) overlaps \(frames[j].0) \(frames[j].1)")
                }
            }
        }
    }

    @Test("every element of a message stays inside the canvas (reaction badges included)", arguments: BuiltInThemes.names)
    func insideCanvas(_ name: String) throws {
        let list = try Self.layoutEveryKind(name)
        for element in list.elements where element.message != nil {
            #expect(element.frame.minX >= 0 && element.frame.maxX <= list.canvas.width, "\(name): \(element.kind) \(element.frame)")
        }
        let reactions = list.elements("reactions")
        let drawn = try BuiltInThemes.spec(name).groups.reactions.style != .none
        #expect(Set(reactions.compactMap(\.message)).count == (drawn ? 2 : 0))
    }

    @Test("a time header ends the group: the bubble after it starts a new one", arguments: ["imessage", "messenger"])
    func groupBreaksAtTimeHeaders(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout([text(0, "ana", "one", time: "2026-11-21T09:00:00Z"), text(1, "ana", "two", time: "2026-11-21T11:00:00Z")],
                              participants: [me, ana, bo], theme: theme)
        #expect(list.elements("label").filter { if case .label(let l) = $0.content { l.role == "timeHeader" } else { false } }.count == 2)
        let positions = list.elements("bubble").compactMap { element -> GroupPosition? in
            if case .bubble(let bubble) = element.content { return bubble.position }
            return nil
        }
        #expect(positions == [.single, .single])
        // Both carry the avatar (their group's last bubble).
        #expect(list.elements("avatar").compactMap(\.message) == [0, 1])
    }

    @Test("one marker per date: no time header right after a day separator; clock-text times spaced by the gap",
          arguments: ["imessage", "messenger", "qq"])
    func oneMarker(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        guard theme.metrics.timePlacement == .header else { return }
        let list = try layout([Message(index: 0, from: "", content: .day("2026-11-21")), text(1, "ana", "one", time: "2026-11-21T09:00:00Z"),
                               text(2, "ana", "two", time: "09:03"), text(3, "ana", "three", time: "09:04"), text(4, "ana", "four", time: "11:30")],
                              theme: theme)
        let headers = list.elements("label").filter { if case .label(let l) = $0.content { l.role == "timeHeader" } else { false } }
        // Not under the day pill (1), the first clock text (2), not a minute later (3), again after the gap (4).
        #expect(headers.compactMap(\.message) == [2, 4])
    }

    @Test("names inside the first bubble (WhatsApp, Telegram) or above it (the others), in per-sender colours",
          arguments: BuiltInThemes.names)
    func namePlacement(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout([text(0, "ana", "hello there"), text(1, "bo", "hi")], participants: [me, ana, bo], theme: theme)
        let names = list.elements("label").filter { if case .label(let l) = $0.content { l.role == "name" } else { false } }
        #expect(names.count == 2)
        for nameElement in names {
            let bubble = try #require(list.elements("bubble", message: nameElement.message).first)
            let inside = bubble.frame.minX <= nameElement.frame.minX && nameElement.frame.maxX <= bubble.frame.maxX
                && bubble.frame.minY <= nameElement.frame.minY && nameElement.frame.maxY <= bubble.frame.maxY
            #expect(inside == (theme.groups.names.slot == .inside), "\(name): name of message \(nameElement.message ?? -1)")
            if theme.groups.names.slot == .above { #expect(nameElement.frame.maxY <= bubble.frame.minY) }
            let body = try #require(list.elements("text", message: nameElement.message).first)
            #expect(!Self.overlaps(body.frame, nameElement.frame))
        }
        let palette = theme.groups.nameColors(for: .light)
        if !palette.isEmpty {
            let colors = names.compactMap { element -> Color? in if case .label(let l) = element.content { l.color } else { nil } }
            #expect(colors == [palette[0], palette[1 % palette.count]])
        }
    }

    @Test("photo and caption: one bubble with the photo above the caption where the app draws it so",
          arguments: BuiltInThemes.names)
    func captionInPhotoBubble(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout([Message(index: 0, from: "ana", content: .image(path: "landscape.jpg", caption: "Found the spot"))],
                              theme: theme, photos: Self.photos)
        let bubbles = list.elements("bubble", message: 0)
        let photo = try #require(list.elements("image", message: 0).first)
        let caption = try #require(list.elements("text", message: 0).first)
        #expect(photo.frame.maxY <= caption.frame.minY)
        if theme.groups.captions.slot == .inside {
            #expect(bubbles.count == 1)
            let bubble = try #require(bubbles.first)
            for inner in [photo.frame, caption.frame] {
                #expect(bubble.frame.minX <= inner.minX && inner.maxX <= bubble.frame.maxX && bubble.frame.minY <= inner.minY
                        && inner.maxY <= bubble.frame.maxY)
            }
            // The photo keeps clear of the tail side's extra inset.
            let style = theme.textBubbles.style(for: .single)
            let tailExtra = abs(style.contentInsets.left - style.contentInsets.right)
            #expect(photo.frame.minX - bubble.frame.minX >= tailExtra)
        } else {
            #expect(bubbles.count == 1) // the caption's own bubble; the photo is clipped to its own shape
        }
    }

    @Test("reactions where the app draws them", arguments: BuiltInThemes.names)
    func reactionPlacement(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout([Message(index: 0, from: "ana", content: .text("hello there friends"), time: "2026-11-21T09:00:00Z",
                                       reactions: ["❤️"])], theme: theme)
        guard theme.groups.reactions.style != .none else {
            // An app without reactions (classic): none drawn, the bubble as without them.
            #expect(list.elements("reactions").isEmpty)
            let plain = try layout([Message(index: 0, from: "ana", content: .text("hello there friends"), time: "2026-11-21T09:00:00Z")],
                                   theme: theme)
            #expect(list.elements.map(\.frame) == plain.elements.map(\.frame))
            return
        }
        let badge = try #require(list.elements("reactions").first)
        let bubble = try #require(list.elements("bubble", message: 0).first)
        // Incoming (on the left): the outer edge is the bubble's left one.
        let rule = theme.groups.reactions
        switch rule.anchor {
        case .top: #expect(badge.frame.minY == bubble.frame.minY - rule.rise)
        case .bottom: #expect(badge.frame.minY == bubble.frame.maxY - rule.overlap && badge.frame.maxY > bubble.frame.maxY)
        case .timeRow:
            #expect(bubble.frame.minX <= badge.frame.minX && badge.frame.maxX <= bubble.frame.maxX
                    && bubble.frame.minY <= badge.frame.minY && badge.frame.maxY <= bubble.frame.maxY)
        }
        if rule.anchor != .timeRow {
            switch (rule.edge, rule.align) {
            case (.outer, .inside): #expect(badge.frame.minX == bubble.frame.minX + rule.inset)
            case (.outer, .outside): #expect(badge.frame.maxX == bubble.frame.minX - rule.inset)
            case (.inner, .inside): #expect(badge.frame.maxX == bubble.frame.maxX - rule.inset)
            case (.inner, .outside): #expect(badge.frame.minX == bubble.frame.maxX - rule.inset)
            }
        }
        // The six first packs keep their apps' slots.
        var tapbacks = ReactionRule.preset(.topInner)
        tapbacks.style = .stack
        var chips = ReactionRule.preset(.inside)
        chips.style = .chips
        chips.tint = .accent
        chips.reactors = true
        // QQ's 表情回应: a chip per emoji in a row under the bubble, from its outer edge.
        var rowUnder = ReactionRule.preset(.bottom)
        rowUnder.style = .chips
        rowUnder.overlap = 0
        rowUnder.inset = 0
        rowUnder.gap = 6
        let expected: [String: ReactionRule] = ["imessage": tapbacks, "whatsapp": .preset(.bottom), "messenger": .preset(.bottom),
                                                "telegram": chips, "qq": rowUnder, "classic": .preset(.bottom)]
        if let slot = expected[name] { #expect(rule == slot) }
    }

    @Test("a photo's time joins the reactions row inside its bubble: off its pill, in the bubble's colours", arguments: BuiltInThemes.names)
    func photoTimeOnReactionsRow(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        guard theme.groups.reactions.anchor == .timeRow else { return }
        // In a group chat an incoming photo is framed under its sender's name, the badge on a row in the frame.
        let list = try layout([Message(index: 0, from: "ana", content: .image(path: "city.jpg", caption: nil), time: "2026-11-21T09:00:00Z",
                                       reactions: ["🔥", "👍"])], participants: [me, ana, bo], theme: theme,
                              photos: ["city.jpg": Size(width: 600, height: 800)])
        let badge = try #require(list.elements("reactions", message: 0).first)
        let time = try #require(list.elements("label", message: 0).first { $0.content.texts.first?.role == "time" })
        #expect(list.elements("backdrop", message: 0).isEmpty, "the time's pill stays behind on the photo")
        #expect(time.content.texts.first?.color == theme.light.incomingTime)
        #expect(abs(time.frame.midY - badge.frame.midY) < badge.frame.height / 2, "the time is on the badge's row")
    }

    @Test("a failed message's mark on the side the app puts it, with the app's words", arguments: BuiltInThemes.names)
    func failedMark(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout([text(0, "me", "did not go", status: .failed)], theme: theme)
        let bubble = try #require(list.elements("bubble", message: 0).first)
        let mark = try #require(list.elements("status", message: 0).first)
        switch theme.groups.failedMark.side {
        case .outer: #expect(mark.frame.minX >= bubble.frame.maxX && mark.frame.maxX <= list.canvas.width)
        case .inner: #expect(mark.frame.maxX <= bubble.frame.minX)
        }
        let words = list.elements("label").compactMap { element -> String? in
            if case .label(let l) = element.content, l.role == "statusLabel" { return l.block.lines.map(\.text).joined() }
            return nil
        }
        // The six first packs with the apps' words written out; a pack added since with the English word its
        // statusWords give (none without them).
        let expected: [String] = switch name {
        case "imessage", "classic": ["Not Delivered"]
        case "messenger": ["Not sent"]
        case "qq": ["Failed to send"]
        case "whatsapp", "telegram": []
        default: (theme.groups.statusWords?["en"]?.failed).map { [$0] } ?? []
        }
        #expect(words == expected)
    }

    @Test("replies quote in the quoted sender's colour (WhatsApp, Telegram) or as a faded bubble above (iMessage, Messenger)",
          arguments: BuiltInThemes.names)
    func replyStyle(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout([text(0, "bo", "first"), text(1, "ana", "answer", replyTo: 0), text(2, "me", "mine", replyTo: 0)],
                              participants: [me, ana, bo], theme: theme)
        switch theme.groups.replies.slot {
        case .above:
            #expect(list.elements("quote").isEmpty)
            let bubbles = list.elements("bubble", message: 1)
            #expect(bubbles.count == 2)
            #expect(bubbles[0].frame.maxY <= bubbles[1].frame.minY)
            // My reply to Bo: iMessage keeps the quoted bubble on Bo's side, Messenger puts it on mine, above my bubble.
            let mine = list.elements("bubble", message: 2)
            #expect(mine.count == 2)
            guard mine.count == 2 else { return }
            if theme.groups.replies.side == .quoted {
                #expect(mine[0].frame.maxX < list.canvas.width / 2)
            } else {
                #expect(abs(mine[0].frame.maxX - mine[1].frame.maxX) < 0.001)
            }
        case .inside:
            let quote = try #require(list.elements("quote", message: 1).first)
            guard case .quote(let element) = quote.content else { return }
            #expect(element.barWidth == theme.groups.replies.barWidth && element.cornerRadius == theme.groups.replies.radius)
            let palette = theme.groups.nameColors(for: .light)
            if !palette.isEmpty {
                // Bo is the first sender: the palette's first colour.
                #expect(element.barColor == palette[0] && element.name.color == palette[0])
            }
        case .none:
            // No quote at all (classic: iOS 6 had no replies): one plain bubble each, as without replyTo.
            #expect(list.elements("quote").isEmpty)
            #expect(list.elements("bubble", message: 1).count == 1 && list.elements("bubble", message: 2).count == 1)
            let plain = try layout([text(0, "bo", "first"), text(1, "ana", "answer"), text(2, "me", "mine")], participants: [me, ana, bo], theme: theme)
            #expect(list.elements.map(\.frame) == plain.elements.map(\.frame))
        }
    }
}
