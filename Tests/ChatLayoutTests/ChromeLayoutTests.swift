import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The mock-up chrome: where the status bar, header and composer go, and how messages fit between them.
@Suite("Layout: chrome")
struct ChromeLayoutTests {
    private func chromeLayout(_ messages: [Message], chrome: Chrome = Chrome(), height: Double? = nil,
                              participants: [Participant] = [me, ana], theme: ThemeSpec = testTheme(),
                              locale: String = "en_US", appearance: Appearance = .light) throws -> Placements {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: height), locale: locale, participants: participants,
                                        messages: messages)
        conversation.chrome = chrome
        conversation.appearance = appearance
        return try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                resources: FakeResources(photos: [:])).placements()
    }

    private func many(_ count: Int) -> [Message] {
        (0..<count).map { text($0, $0 % 3 == 0 ? "me" : "ana", "message number \($0)") }
    }

    @Test("the status bar, header and composer are elements with their bands as frames, drawn after the messages")
    func elementsAndFrames() throws {
        let list = try chromeLayout([text(0, "ana", "hi")], height: 844)
        #expect(list.elements.suffix(3).map(\.kind) == ["header", "statusBar", "composer"])
        #expect(list.elements("statusBar").first?.frame == Rect(x: 0, y: 0, width: 390, height: 54))
        #expect(list.elements("header").first?.frame == Rect(x: 0, y: 0, width: 390, height: 54 + 96))
        #expect(list.elements("composer").first?.frame == Rect(x: 0, y: 844 - 84, width: 390, height: 84))
        let composer = try #require(list.chrome("composer"))
        #expect(composer.first(role: "homeIndicator")?.frame == Rect(x: 128, y: 844 - 8 - 5, width: 134, height: 5))
        #expect(composer.first(role: "separator")?.frame.height == 0.5)
    }

    @Test("content starts below the header; without canvas.height the composer follows the content")
    func contentBelowHeader() throws {
        let list = try chromeLayout([text(0, "ana", "hi"), text(1, "me", "hello")])
        let first = try #require(list.elements("bubble").first)
        #expect(first.frame.minY == 54 + 96 + 10)
        let last = try #require(list.elements("bubble").last)
        let composer = try #require(list.elements("composer").first)
        #expect(composer.frame.minY == (last.frame.maxY + 10).rounded(.up))
        #expect(list.canvas.height == composer.frame.maxY)
    }

    @Test("in a viewport the newest message sits just above the composer, older ones are cut at the header")
    func viewportClipping() throws {
        let list = try chromeLayout(many(40), height: 844)
        #expect(list.canvas.height == 844)
        let bubbles = list.elements("bubble")
        let newest = try #require(bubbles.last)
        #expect(newest.message == 39)
        #expect(newest.frame.maxY == 844 - 84 - 10)
        // Nothing that lies wholly under the header is kept; what is partly under it is covered by the header.
        let messageElements = list.elements.filter { $0.message != nil }
        #expect(messageElements.allSatisfy { $0.frame.maxY > 150 })
        #expect(messageElements.contains { $0.frame.minY < 150 })
        #expect(bubbles.first?.message != 0)
    }

    @Test("parts switched off take no room")
    func partsOff() throws {
        let list = try chromeLayout([text(0, "ana", "hi")], chrome: Chrome(statusBar: nil, header: ChatHeader(), composer: nil))
        #expect(list.elements("statusBar").isEmpty && list.elements("composer").isEmpty)
        #expect(list.elements("header").first?.frame == Rect(x: 0, y: 0, width: 390, height: 96))
        let bubble = try #require(list.elements("bubble").first)
        #expect(bubble.frame.minY == 106, "\(bubble.frame)")
    }

    @Test("the header title defaults to the other participant, with their avatar; groups count people")
    func headerDefaults() throws {
        let single = try chromeLayout([], participants: [me, bo])
        let header = try #require(single.chrome("header"))
        #expect(header.text(role: "title") == "Bo")
        let avatar = try #require(header.first(role: "avatar"))
        guard case .group(let picture) = avatar.content, case .image(let image)? = picture.children.first?.content else {
            Issue.record("no picture: \(avatar)"); return
        }
        #expect(image.source == .file(path: "bo.png", usedBy: "avatar of participant \"bo\""))
        #expect(header.first(role: "subtitle") == nil)
        #expect(avatar.frame.midX == 195)
        let group = try #require(try chromeLayout([], participants: [me, ana, bo, Participant(id: "cy")]).chrome("header"))
        #expect(group.text(role: "title") == "3 People")
        #expect(group.first(role: "avatar")?.first(role: "disc") != nil)
        #expect(group.text(role: "initials") != nil)
    }

    @Test("initials are set on the theme's colours (groups.initialsColors), by id, else on chatrender's palette")
    func initialsColors() throws {
        var theme = testTheme()
        let cy = Participant(id: "cy", name: "Cy Young")
        func fill(_ theme: ThemeSpec) throws -> Color? {
            let header = try #require(try chromeLayout([], participants: [me, cy], theme: theme).chrome("header"))
            guard case .path(let disc)? = header.first(role: "avatar")?.first(role: "disc")?.content, case .color(let fill) = disc.paint else { return nil }
            return fill
        }
        #expect(try fill(theme) == Initials.color(for: "cy"))
        theme.groups.initialsColors = [InitialsColor(fill: Color(hex: "#A0A5B1")!)]
        #expect(try fill(theme) == Color(hex: "#A0A5B1")!)
        func letters(_ theme: ThemeSpec) throws -> Color? {
            let header = try #require(try chromeLayout([], participants: [me, cy], theme: theme).chrome("header"))
            guard case .text(let run)? = header.first(role: "initials")?.content else { return nil }
            return run.color
        }
        #expect(try letters(theme) == .white)
        theme.groups.initialsColors = [InitialsColor(fill: Color(hex: "#E3E3FE")!, text: Color(hex: "#3838F5")!)]
        #expect(try fill(theme) == Color(hex: "#E3E3FE")!)
        #expect(try letters(theme) == Color(hex: "#3838F5")!, "a pair's letters take its text colour")
        theme.groups.initialsColors = [InitialsColor(fill: Color(hex: "#FF885E")!, fillEnd: Color(hex: "#FF516A")!)]
        let header = try #require(try chromeLayout([], participants: [me, cy], theme: theme).chrome("header"))
        guard case .path(let disc)? = header.first(role: "avatar")?.first(role: "disc")?.content else { Issue.record("no disc"); return }
        #expect(disc.paint == .gradient(LinearGradient(top: Color(hex: "#FF885E")!, bottom: Color(hex: "#FF516A")!)), "fillEnd: a gradient top to bottom")
        // A group without a picture (coloredInitials) takes the entry its title picks from the same list.
        theme.chatList.groupAvatar = .coloredInitials
        let group = try #require(try chromeLayout([], participants: [me, ana, bo, cy], theme: theme).chrome("header"))
        guard case .path(let groupDisc)? = group.first(role: "avatar")?.first(role: "disc")?.content else { Issue.record("no group disc"); return }
        #expect(groupDisc.paint == disc.paint)
        theme.groups.initialsColors = []
        let plain = try #require(try chromeLayout([], participants: [me, ana, bo, cy], theme: theme).chrome("header"))
        guard case .path(let plainDisc)? = plain.first(role: "avatar")?.first(role: "disc")?.content else { Issue.record("no group disc"); return }
        #expect(plainDisc.paint == .color(Initials.groupColor(for: "3 People")), "without the theme's list, chatrender's palette")
    }

    @Test("a participant without a picture shows the theme's placeholder glyph on its fill instead of initials (groups.avatarPlaceholder)")
    func avatarPlaceholder() throws {
        var theme = testTheme()
        let cy = Participant(id: "cy", name: "Cy Young")
        theme.groups.avatarPlaceholder = .glyph(name: "person", fill: [.light: Color(hex: "#DFE5E7")!, .dark: Color(hex: "#3B4A54")!],
                                                color: [.light: .white, .dark: Color(hex: "#AEBAC1")!])
        for (appearance, fill) in [(Appearance.light, "#DFE5E7"), (.dark, "#3B4A54")] {
            let header = try #require(try chromeLayout([], participants: [me, cy], theme: theme, appearance: appearance).chrome("header"))
            let avatar = try #require(header.first(role: "avatar"))
            guard case .path(let disc)? = avatar.first(role: "disc")?.content, case .color(let color) = disc.paint else {
                Issue.record("no disc"); continue
            }
            #expect(color == Color(hex: fill)!)
            #expect(avatar.first(role: "person") != nil, "the glyph is drawn")
            #expect(header.text(role: "initials") == nil, "no initials under it")
        }
        // A group's initials (no participant of its own) stay initials.
        theme.chatList.groupAvatar = .initials
        let group = try #require(try chromeLayout([], participants: [me, ana, bo, cy], theme: theme).chrome("header"))
        #expect(group.text(role: "initials") != nil)
    }

    @Test("a group without a title is called as the theme says: how many others in the conversation's language, or their first names")
    func groupTitles() throws {
        let people = [me, ana, bo, Participant(id: "cy", name: "Cy Young")]
        func title(_ style: GroupTitleStyle, locale: String, _ participants: [Participant]) throws -> String? {
            var theme = testTheme()
            theme.chrome.groupTitle = style
            return try chromeLayout([], participants: participants, theme: theme, locale: locale).chrome("header")?.text(role: "title")
        }
        #expect(try title(.count, locale: "de_DE", people) == "3 Personen")
        #expect(try title(.count, locale: "he_IL", people) == "3 אנשים")
        #expect(try title(.count, locale: "en_US", [me, ana, bo]) == "Ana Lima & Bo")
        #expect(try title(.names, locale: "en_US", people) == "Ana, Bo, Cy")
        #expect(try title(.names, locale: "ja_JP", people) == "Ana、Bo、Cy")
        #expect(try title(.names, locale: "en_US", [me, ana]) == "Ana Lima", "one to one: the other's whole name")
    }

    @Test("a group's header without a picture shows what the theme's chats screen shows for it: two members' avatars, or the people glyph")
    func groupHeaderAvatar() throws {
        let people = [me, ana, bo, Participant(id: "cy")]
        var theme = testTheme()
        theme.chatList.groupAvatar = .pair
        let header = try #require(try chromeLayout([], participants: people, theme: theme).chrome("header"))
        let pair = try #require(header.first(role: "avatar"))
        // Ana's initials at the top trailing corner, Bo's picture in front at the bottom leading corner, ringed.
        var images: [Node] = []
        pair.walk { node in if case .image = node.content { images.append(node) } }
        let front = try #require(images.first)
        guard case .image(let image) = front.content else { return }
        #expect(image.source == .file(path: "bo.png", usedBy: "avatar of participant \"bo\""))
        #expect(front.frame.minX <= pair.frame.minX + 1 && front.frame.maxY >= pair.frame.maxY - 1 && front.frame.width < pair.frame.width)
        #expect(pair.text(role: "initials") == Initials.of("Ana Lima"))

        // Telegram's initials on a colour the title picks, not grey.
        theme.chatList.groupAvatar = .coloredInitials
        let colored = try #require(try chromeLayout([], participants: people, theme: theme).chrome("header")?.first(role: "avatar"))
        guard case .path(let disc)? = colored.first(role: "disc")?.content, case .color(let fill) = disc.paint else {
            Issue.record("no disc: \(colored)"); return
        }
        #expect(fill == Initials.groupColor(for: "3 People") && fill != Color(red: 0xA0, green: 0xA5, blue: 0xB1))

        theme.chatList.groupAvatar = .icon
        let icon = try #require(try chromeLayout([], participants: people, theme: theme).chrome("header")?.first(role: "avatar"))
        #expect(icon.glyphNames == ["people"])
        // The header's own picture, and a one-to-one chat's other participant, win over the group's drawing.
        let own = try #require(try chromeLayout([], chrome: Chrome(header: ChatHeader(avatar: "h.png")), participants: people, theme: theme)
            .chrome("header")?.first(role: "avatar"))
        #expect(own.glyphNames.isEmpty)
        let single = try #require(try chromeLayout([], participants: [me, bo], theme: theme).chrome("header")?.first(role: "avatar"))
        #expect(single.glyphNames.isEmpty)
    }

    @Test("status bar: the icons follow the settings; the composer shows the placeholder or \"Message\"")
    func statusBarAndComposer() throws {
        let list = try chromeLayout([], chrome: Chrome(statusBar: StatusBar(time: "10:09", battery: 15, signal: 1, wifi: false),
                                                       header: nil, composer: Composer()))
        let bar = try #require(list.chrome("statusBar")), composer = try #require(list.chrome("composer"))
        #expect(bar.text(role: "time") == "10:09")
        #expect(bar.glyphNames == ["signal", "battery"])
        // One bar lit of four (the others faded), the battery low: its fill in the theme's failure colour.
        let signal = try #require(bar.first(role: "signal"))
        guard case .group(let bars) = signal.content else { Issue.record("\(signal)"); return }
        let alphas = bars.children.compactMap { node -> UInt8? in
            if case .path(let path) = node.content, case .color(let color) = path.paint { color.alpha } else { nil }
        }
        #expect(alphas == [255, 77, 77, 77])
        let battery = try #require(bar.first(role: "battery"))
        guard case .group(let layers) = battery.content, case .path(let fill) = layers.children.last?.content else { Issue.record("\(battery)"); return }
        #expect(fill.paint == .color(testTheme().light.failed))
        #expect(battery.frame.maxX < 390 && (bar.first(role: "time")?.frame.minX ?? 0) > 0)
        #expect(composer.text(role: "placeholder") == "Message")
    }

    @Test("a viewport too short for the chrome is an error that says how tall it must be")
    func tooShort() {
        #expect(throws: LayoutError.chromeDoesNotFit(height: 200, needed: 54 + 96 + 84 + 44)) {
            try chromeLayout([], height: 200)
        }
        #expect(LayoutError.chromeDoesNotFit(height: 200, needed: 278).description.contains("at least 278"))
    }

    @Test("the layout JSON names the chrome parts and their texts")
    func json() throws {
        let json = LayoutJSON.encode(try chromeLayout([text(0, "ana", "hi")], height: 844))
        for needle in [#""kind" : "statusBar""#, #""kind" : "header""#, #""kind" : "composer""#, #""text" : "9:41""#,
                       #""text" : "Ana Lima""#, #""text" : "Message""#, #""role" : "homeIndicator""#, #""role" : "battery""#] {
            #expect(json.contains(needle), "\(needle)")
        }
    }
}
