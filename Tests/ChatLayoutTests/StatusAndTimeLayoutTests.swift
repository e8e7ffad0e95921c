import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Times inside bubbles (WhatsApp, Telegram), "Delivered"/"Read" labels (iMessage, QQ), seen avatars (Messenger),
/// and wallpapers.
@Suite("Status and time placement of the app themes")
struct StatusAndTimeLayoutTests {
    static func labels(_ list: Placements, role: String, message: Int? = nil) -> [(LayoutElement, TextElement)] {
        list.elements("label", message: message).compactMap { element in
            guard case .label(let label) = element.content, label.role == role else { return nil }
            return (element, label)
        }
    }

    static func conversationLayout(_ messages: [Message], theme: ThemeSpec, participants: [Participant] = [me, ana],
                                   direction: LayoutDirection = .ltr, locale: String = "en_US",
                                   canvas: Canvas = Canvas(width: 400, scale: 2)) throws -> Placements {
        let conversation = Conversation(canvas: canvas, locale: locale, direction: direction, participants: participants, messages: messages)
        return try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                resources: FakeResources(photos: ["p.jpg": Size(width: 400, height: 300)])).placements()
    }

    @Test("a short text keeps its time on its last line, in the bubble's bottom outer corner")
    func inlineTime() throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        let plain = try layout([text(0, "ana", "hi there")], theme: theme)
        let timed = try layout([text(0, "ana", "hi there", time: "10:07")], theme: theme)
        let bubble = try #require(timed.elements("bubble").first).frame
        #expect(bubble.height == (try #require(plain.elements("bubble").first)).frame.height)
        let (time, label) = try #require(Self.labels(timed, role: "time").first)
        #expect(label.color == theme.light.incomingTime)
        #expect(time.frame.maxY == bubble.maxY - 4)
        // Incoming: mirrored template, so the right content inset is the 9 pt of the tail-less side (less half the
        // rounding of the bubble's width to whole points, as for the text).
        #expect(abs(time.frame.maxX - (bubble.maxX - 9)) < 0.5)
        let body = try #require(timed.elements("text").first).frame
        #expect(time.frame.minX >= body.maxX + 6)
    }

    @Test("a full last line pushes the time onto a line of its own, and the bubble grows")
    func timeOnItsOwnLine() throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        // 8 pt per character at 16 pt: 0.8 × 400 − 26 = 294 pt of text, 36 characters fill a line.
        let long = String(repeating: "x", count: 36)
        let plain = try layout([text(0, "me", long)], theme: theme)
        let timed = try layout([text(0, "me", long, time: "10:07", status: .read)], theme: theme)
        let bubble = try #require(timed.elements("bubble").first).frame
        #expect(bubble.height > (try #require(plain.elements("bubble").first)).frame.height)
        let body = try #require(timed.elements("text").first).frame
        let (time, label) = try #require(Self.labels(timed, role: "time").first)
        #expect(time.frame.minY >= body.maxY - 4)
        #expect(label.color == theme.light.outgoingTime)
        // The read ticks follow the time inside the bubble, in the read colour.
        let tick = try #require(timed.elements("status").first)
        guard case .status(let status) = tick.content else { Issue.record("no status"); return }
        #expect(status.color == theme.light.statusRead)
        #expect(tick.frame.minX > time.frame.maxX)
        #expect(tick.frame.maxX <= bubble.maxX && tick.frame.maxY <= bubble.maxY)
    }

    @Test("in a right-to-left chat the time goes to the bubble's left corner")
    func rightToLeft() throws {
        let theme = try BuiltInThemes.spec("telegram")
        let list = try Self.conversationLayout([text(0, "me", "a message wider than its time", time: "10:07")], theme: theme,
                                               direction: .rtl)
        let bubble = try #require(list.elements("bubble").first).frame
        let (time, _) = try #require(Self.labels(list, role: "time").first)
        #expect(time.frame.midX < bubble.midX)
        #expect(bubble.minX < 200)
        #expect(abs(time.frame.minX - (try #require(list.elements("text").first)).frame.minX) < 0.001)
    }

    @Test("right to left the status mark is the outer end: the ticks before the time (✓✓ 10:07), after it left to right")
    func markBeforeTimeRightToLeft() throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        for direction in [LayoutDirection.ltr, .rtl] {
            let list = try Self.conversationLayout([text(0, "me", "a message wider than its time", time: "10:07", status: .read)], theme: theme,
                                                   direction: direction)
            let (time, _) = try #require(Self.labels(list, role: "time").first)
            let tick = try #require(list.elements("status").first).frame
            if direction == .rtl {
                #expect(tick.maxX < time.frame.minX && abs(tick.maxX + theme.groups.time.iconGap - time.frame.minX) < 1e-9)
            } else {
                #expect(tick.minX > time.frame.maxX)
            }
        }
    }

    @Test("photos carry the time on a translucent pill; audio bubbles grow to hold it")
    func overlayAndGrowth() throws {
        var theme = try BuiltInThemes.spec("whatsapp")
        // Without the sender's picture, whose height would hold the time's row anyway (VoiceLayoutTests).
        theme.groups.voice = VoiceRule()
        let photo = Message(index: 0, from: "ana", content: .image(path: "p.jpg", caption: nil), time: "9:30")
        let audio = Message(index: 1, from: "me", content: .audio(duration: 12), time: "9:31", status: .delivered)
        let list = try Self.conversationLayout([photo, audio], theme: theme)
        let picture = try #require(list.elements("image", message: 0).first).frame
        let pill = try #require(list.elements("backdrop", message: 0).first)
        #expect(pill.frame.maxX <= picture.maxX && pill.frame.maxY <= picture.maxY && pill.frame.minY > picture.midY)
        let (_, label) = try #require(Self.labels(list, role: "time", message: 0).first)
        #expect(label.color == .white)
        let json = LayoutJSON.encode(list)
        #expect(json.contains(#""kind" : "backdrop""#) && json.contains(##""paint" : "#00000066""##))

        let plain = try Self.conversationLayout([Message(index: 0, from: "me", content: .audio(duration: 12))], theme: theme)
        let grown = try #require(list.elements("bubble", message: 1).first).frame
        #expect(grown.height > (try #require(plain.elements("bubble").first)).frame.height)
        let (time, _) = try #require(Self.labels(list, role: "time", message: 1).first)
        #expect(time.frame.maxY <= grown.maxY && time.frame.minY >= grown.minY)
        // WhatsApp draws the time on the duration's row under the waveform, not on a line of its own.
        let audioElement = try #require(list.elements("audio", message: 1).first)
        guard case .audio(let audio) = audioElement.content else { Issue.record("not an audio element"); return }
        let waveformBottom = audioElement.frame.minY + audio.waveformFrame.maxY
        let durationTop = audioElement.frame.minY + audio.durationOffset.y
        let durationBottom = durationTop + audio.duration.block.size.height
        #expect(time.frame.minY >= waveformBottom)
        #expect(time.frame.minY < durationBottom && time.frame.maxY > durationTop, "time and duration share a row")
        #expect(time.frame.minX > audioElement.frame.minX + audio.durationOffset.x + audio.duration.block.size.width)
        #expect(grown.maxY - time.frame.maxY < 12, "no extra line under the duration row")
    }

    @Test("a read mark on a photo's time pill: white in Telegram (statusReadOnMedia), WhatsApp's blue; in the bubble, statusRead",
          arguments: ["telegram", "whatsapp"])
    func readMarkOnMedia(theme name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let messages = [Message(index: 0, from: "me", content: .image(path: "p.jpg", caption: nil), time: "9:30", status: .read),
                        Message(index: 1, from: "me", content: .text("ok"), time: "9:31", status: .read)]
        let list = try Self.conversationLayout(messages, theme: theme)
        func markColor(_ message: Int) throws -> Color? {
            guard case .status(let status) = try #require(list.elements("status", message: message).first).content else { return nil }
            return status.color
        }
        #expect(try markColor(0) == (name == "telegram" ? .white : theme.light.statusRead))
        #expect(try markColor(1) == theme.light.statusRead)
        #expect(theme.light.statusReadOnMedia == (name == "telegram" ? .white : theme.light.statusRead))
    }

    @Test("iMessage: only the latest delivered or read message gets its label; failed ones keep theirs")
    func deliveredLabels() throws {
        let theme = try BuiltInThemes.spec("imessage")
        let list = try layout([
            text(0, "me", "a", status: .read), text(1, "me", "b", status: .delivered), text(2, "me", "c", status: .sent),
            text(3, "me", "d", status: .failed),
        ], theme: theme)
        let labels = Self.labels(list, role: "statusLabel")
        #expect(labels.map { $0.0.message } == [1, 3])
        #expect(labels.map { $0.1.block.lines.map(\.text).joined() } == ["Delivered", "Not Delivered"])
        #expect(labels[0].1.style.weight == .semibold)
        // No icons for delivered or read marks in this placement; the failed mark stays.
        #expect(list.elements("status").compactMap(\.message) == [3])
        let bubble = try #require(list.elements("bubble", message: 1).first).frame
        #expect(labels[0].0.frame.minY >= bubble.maxY && labels[0].0.frame.maxX <= bubble.maxX)
    }

    @Test("labels follow the conversation's language", arguments: [
        ("de_DE", "Gelesen"), ("zh_CN", "已读"), ("fr", "Lu"), ("pt-BR", "Lida"), ("xx", "Read"),
    ])
    func localizedLabels(_ locale: String, _ word: String) throws {
        let theme = try BuiltInThemes.spec("imessage")
        let list = try Self.conversationLayout([text(0, "me", "a", status: .read)], theme: theme, locale: locale)
        #expect(Self.labels(list, role: "statusLabel").map { $0.1.block.lines.map(\.text).joined() } == [word])
        #expect(StatusLabels.label(for: .sent, locale: locale) == nil)
    }

    @Test("a pack's own status words: its language's, else the built-in word in the language for what its English labels")
    func packWordsInOtherLanguages() {
        let words = ["en": StatusWords(delivered: "Delivered", read: "Read", failed: "Not sent. Tap to try again"),
                     "de": StatusWords(read: "Gelesen von allen")]
        // Hebrew is not the pack's: the built-in Hebrew words for what its English labels.
        #expect(StatusLabels.label(for: .read, locale: "he_IL", words: words) == "נקראה")
        #expect(StatusLabels.label(for: .failed, locale: "he_IL", words: words) == "לא נמסרה")
        // German is: its words, and no label where it has none.
        #expect(StatusLabels.label(for: .read, locale: "de_DE", words: words) == "Gelesen von allen")
        #expect(StatusLabels.label(for: .delivered, locale: "de_DE", words: words) == nil)
        // English, and a language the built-in table lacks: the pack's English.
        #expect(StatusLabels.label(for: .failed, locale: "en_GB", words: words) == "Not sent. Tap to try again")
        #expect(StatusLabels.label(for: .read, locale: "sw_KE", words: words) == "Read")
        // What the pack's English leaves out stays unlabelled in every language (Signal labels only failures).
        let failedOnly = ["en": StatusWords(failed: "Send failed")]
        #expect(StatusLabels.label(for: .read, locale: "he_IL", words: failedOnly) == nil)
        #expect(StatusLabels.label(for: .failed, locale: "ja_JP", words: failedOnly) == "未配信")
        #expect(StatusLabels.label(for: .read, locale: "he_IL", words: [:]) == nil)
    }

    @Test("Messenger: the reader's small avatar under the latest read message, the status icon before it is read")
    func seenAvatar() throws {
        let theme = try BuiltInThemes.spec("messenger")
        let read = try layout([text(0, "me", "a", status: .read), text(1, "ana", "b"), text(2, "me", "c", status: .read)], theme: theme)
        let seen = read.elements("avatar", message: 2)
        #expect(seen.count == 1)
        let bubble = try #require(read.elements("bubble", message: 2).first).frame
        let avatar = try #require(seen.first)
        #expect(avatar.frame.width == theme.metrics.statusIconSize)
        #expect(avatar.frame.minY > bubble.maxY && avatar.frame.maxX == bubble.maxX)
        guard case .avatar(let disc) = avatar.content else { Issue.record("no avatar"); return }
        #expect(disc.participant == "ana")
        #expect(read.elements("avatar", message: 0).isEmpty)
        #expect(read.elements("status").isEmpty)

        let delivered = try layout([text(0, "me", "a", status: .delivered)], theme: theme)
        let icon = try #require(delivered.elements("status").first)
        #expect(icon.frame.minY > (try #require(delivered.elements("bubble").first)).frame.maxY)
    }

    @Test("Messenger: at most four seen avatars, the other readers counted as +N after them")
    func seenMore() throws {
        let theme = try BuiltInThemes.spec("messenger")
        let others = (1...6).map { Participant(id: "p\($0)", name: "P\($0)") }
        let list = try layout([text(0, "p1", "hi"), text(1, "me", "c", status: .read)], participants: [me] + others, theme: theme)
        let avatars = list.elements("avatar", message: 1)
        #expect(avatars.count == 4)
        let more = try #require(Self.labels(list, role: "seenMore").first)
        #expect(more.1.block.lines.map(\.text) == ["+2"])
        // Inwards of the last avatar, on its row, clear of it.
        let innermost = try #require(avatars.map(\.frame).min { $0.minX < $1.minX })
        #expect(more.0.frame.maxX <= innermost.minX && more.0.frame.midY == innermost.midY)
        let four = try layout([text(0, "p1", "hi"), text(1, "me", "c", status: .read)], participants: [me] + others.prefix(4), theme: theme)
        #expect(Self.labels(four, role: "seenMore").isEmpty)
    }

    @Test("wallpapers: the theme's per appearance, none when the conversation sets a background")
    func wallpaper() throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        let light = try Self.conversationLayout([text(0, "ana", "hi")], theme: theme)
        #expect(light.wallpaper == "wallpaper-light")
        let json = LayoutJSON.encode(light)
        #expect(json.contains(#""kind" : "wallpaper""#) && json.contains(#""path" : "wallpaper-light""#) && json.contains(#""placement" : "tile""#))
        let conversation = Conversation(appearance: .dark, participants: [me, ana], messages: [text(0, "ana", "hi")])
        let dark = try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(), resources: FakeResources()).placements()
        #expect(dark.wallpaper == "wallpaper-dark")
        var canvas = Canvas(width: 400, scale: 2)
        canvas.background = .color(.white)
        let plain = try Self.conversationLayout([text(0, "ana", "hi")], theme: theme, canvas: canvas)
        #expect(plain.wallpaper == nil)
        #expect(try BuiltInThemes.spec("imessage").wallpaper == ThemeWallpaper())
    }
    @Test("Read 9:41 AM: the word semibold, then the message's time, at the bubble's outer edge", arguments: [LayoutDirection.ltr, .rtl])
    func readTime(_ direction: LayoutDirection) throws {
        var theme = testTheme()
        theme.metrics.statusPlacement = .label
        theme.groups.readTime = true
        let messages = [text(0, "ana", "hi"), text(1, "me", "on my way", time: "2026-11-21T09:41:00Z", status: .read)]
        let list = try Self.conversationLayout(messages, theme: theme, direction: direction)
        let (wordFrame, word) = try #require(Self.labels(list, role: "statusLabel", message: 1).first)
        let (timeFrame, time) = try #require(Self.labels(list, role: "readTime", message: 1).first)
        #expect(word.block.lines.map(\.text) == ["Read"])
        #expect(word.style.weight == .semibold)
        #expect(time.block.lines.map(\.text) == ["9:41\u{202F}AM"]) // ICU: a narrow no-break space
        #expect(time.style.weight == .regular)
        #expect(wordFrame.frame.minY == timeFrame.frame.minY)
        let bubble = try #require(list.elements("bubble", message: 1).first).frame
        #expect(wordFrame.frame.minY > bubble.maxY)
        // Reading order: the word first (the left in a left-to-right chat, the right in a right-to-left one).
        if direction == .ltr {
            #expect(timeFrame.frame.minX > wordFrame.frame.maxX)
        } else {
            #expect(wordFrame.frame.minX > timeFrame.frame.maxX)
        }
        let pair = wordFrame.frame.union(timeFrame.frame)
        #expect(abs(pair.maxX - (bubble.maxX - 4)) < 0.001 || abs(pair.minX - (bubble.minX + 4)) < 0.001)
        // Without the rule, or without a time, the plain word.
        theme.groups.readTime = false
        let plain = try Self.conversationLayout(messages, theme: theme, direction: direction)
        #expect(Self.labels(plain, role: "readTime").isEmpty)
        theme.groups.readTime = true
        let untimed = try Self.conversationLayout([text(0, "ana", "hi"), text(1, "me", "ok", status: .read)], theme: theme)
        #expect(Self.labels(untimed, role: "readTime").isEmpty)
        #expect(Self.labels(untimed, role: "statusLabel").first?.1.block.lines.map(\.text) == ["Read"])
        // Delivered never carries a time.
        let delivered = try Self.conversationLayout([text(0, "me", "ok", time: "2026-11-21T09:41:00Z", status: .delivered)], theme: theme)
        #expect(Self.labels(delivered, role: "readTime").isEmpty)
    }

    @Test("an app that never mirrored its layout (classic, iOS 6) draws a right-to-left chat left to right")
    func classicIsNotMirrored() throws {
        var theme = try BuiltInThemes.spec("classic")
        let messages = [text(0, "ana", "שלום"), text(1, "me", "היי")]
        let kept = try Self.conversationLayout(messages, theme: theme, direction: .rtl)
        let mine = try #require(kept.elements("bubble", message: 1).first).frame
        #expect(mine.midX > 200, "my bubble stays on the right")
        theme.metrics.mirrorsRightToLeft = true
        let mirrored = try Self.conversationLayout(messages, theme: theme, direction: .rtl)
        #expect(try #require(mirrored.elements("bubble", message: 1).first).frame.midX < 200)
    }

    @Test("iMessage has no read receipts in groups: a read message of a group chat says Delivered; Japanese iOS writes 開封済み")
    func noReadReceiptsInGroups() throws {
        let theme = try BuiltInThemes.spec("imessage")
        let messages = [text(0, "ana", "hi"), text(1, "me", "ok", status: .read)]
        func label(_ participants: [Participant], locale: String = "en_US") throws -> String? {
            let list = try Self.conversationLayout(messages, theme: theme, participants: participants, locale: locale)
            return Self.labels(list, role: "statusLabel").first?.1.block.lines.map(\.text).joined()
        }
        #expect(try label([me, ana]) == "Read")
        #expect(try label([me, ana, bo]) == "Delivered")
        #expect(try label([me, ana], locale: "ja_JP") == "開封済み")
        #expect(try label([me, ana, bo], locale: "ja_JP") == "配信済み")
        // Apps with receipts in groups keep them.
        var receipts = theme
        receipts.groups.readInGroups = true
        let list = try Self.conversationLayout(messages, theme: receipts, participants: [me, ana, bo])
        #expect(Self.labels(list, role: "statusLabel").first?.1.block.lines.map(\.text).joined() == "Read")
    }
}
