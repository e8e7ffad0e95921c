import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The list screens: the chat list's rows and marks, the contact list's groups, order and sections, viewports,
/// right-to-left mirroring, and lists of any length.
@Suite("Layout: screens")
struct ScreenLayoutTests {
    static let people = [me, Participant(id: "ana", name: "Ana", online: true, presence: "4G", intro: "cats", vip: true),
                         Participant(id: "bo", name: "Bo", online: false, intro: "hi"), Participant(id: "cy", name: "Cy"),
                         Participant(id: "dee", name: "Émile")]

    private func layout(_ screen: Screen, height: Double? = nil, direction: LayoutDirection = .ltr, locale: String = "en_US",
                        participants: [Participant] = people, theme: ThemeSpec? = nil,
                        measurer: any TextMeasuring = FakeMeasurer()) throws -> Placements {
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: height), locale: locale, direction: direction,
                                        participants: participants, messages: [])
        conversation.screen = screen
        conversation.chrome = Chrome()
        return try LayoutEngine(conversation: conversation, theme: theme ?? testTheme(), text: measurer, resources: FakeResources()).placements()
    }

    private func row(_ placements: Placements, _ kind: String, _ index: Int) throws -> Node {
        let element = try #require(placements.elements.first { $0.kind == kind && $0.message == index })
        guard case .node(let node) = element.content else { throw FakeError.missing("node") }
        return node
    }

    @Test("chats: a row per chat tagged chat with its index, under the list header and over the tab bar")
    func chatRows() throws {
        let list = ChatList(chats: [
            ChatSummary(with: ["ana"], last: ChatPreview(from: "ana", text: "See you at 8", time: "2026-11-20T17:42:00Z"), unread: 3),
            ChatSummary(with: ["ana", "bo"], name: "Crew", last: ChatPreview(from: "me", kind: .photo, status: .read, time: "2026-11-19T09:00:00Z"),
                        unread: 12, muted: true),
            ChatSummary(with: ["bo"], typing: "bo"),
            ChatSummary(with: ["cy"], last: ChatPreview(from: "cy", text: "old", time: "2026-11-10T09:00:00Z"), draft: "later"),
        ], now: "2026-11-20T18:00:00Z")
        let placements = try layout(.chats(list))
        let rows = placements.elements.filter { $0.kind == "chat" }
        #expect(rows.map(\.message) == [0, 1, 2, 3])
        let header = try #require(placements.elements("header").first)
        #expect(rows[0].frame.minY == header.frame.maxY)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.frame.maxY == $1.frame.minY })
        #expect(placements.canvas.height == rows[3].frame.maxY + 83)
        let first = try row(placements, "chat", 0)
        #expect(first.text(role: "chatTitle") == "Ana")
        #expect(first.text(role: "chatPreview") == "See you at 8")
        #expect(first.text(role: "chatUnread") == "3")
        #expect(first.text(role: "chatTime")?.isEmpty == false)
        let group = try row(placements, "chat", 1)
        #expect(group.text(role: "chatTitle") == "Crew")
        #expect(group.text(role: "chatPreview") == "Photo")
        #expect(group.text(role: "chatTime") == "Yesterday")
        #expect(group.glyphNames.contains("camera") && group.glyphNames.contains("muted"))
        #expect(group.first(role: "status") != nil)
        #expect(try row(placements, "chat", 2).text(role: "chatTyping") == "typing…")
        let draft = try row(placements, "chat", 3)
        #expect(draft.text(role: "chatDraftLabel") == "Draft:" && draft.text(role: "chatPreview") == "later")
        #expect(draft.text(role: "chatTime")?.contains("11") == true)
        // The tab bar marks the chats tab.
        let tabs = try #require(placements.chrome("composer"))
        #expect(tabs.text(role: "chatsLabel") == "Chats" && tabs.first(role: "chatsLabelOff") == nil)
    }

    @Test("words follow the locale: title, tabs, search, Yesterday, Draft: and kind words; the pack's own words first")
    func wordsFollowTheLocale() throws {
        let list = ChatList(chats: [
            ChatSummary(with: ["ana"], last: ChatPreview(from: "ana", kind: .photo, time: "2026-11-19T09:00:00Z")),
            ChatSummary(with: ["bo"], draft: "稍后"),
        ], now: "2026-11-20T18:00:00Z")
        let chinese = try layout(.chats(list), locale: "zh_CN")
        #expect(try row(chinese, "chat", 0).text(role: "chatPreview") == "照片")
        #expect(try row(chinese, "chat", 0).text(role: "chatTime") == "昨天")
        #expect(try row(chinese, "chat", 1).text(role: "chatDraftLabel") == "草稿：")
        let header = try #require(chinese.chrome("header"))
        #expect(header.text(role: "title") == "聊天")
        var headerTexts: [String] = []
        header.walk { node in if case .text(let run) = node.content { headerTexts.append(run.text) } }
        #expect(headerTexts.contains("搜索") && headerTexts.contains("编辑"), "\(headerTexts)")
        #expect(try #require(chinese.chrome("composer")).text(role: "settingsLabelOff") == "设置")
        var theme = testTheme()
        theme.words = ThemeWords(["zh": ["chats": "消息", "photo": "[图片]"]])
        theme.chatList.title = "{chats} · QQ"
        let packed = try layout(.chats(list), locale: "zh-Hans-CN", theme: theme)
        #expect(try #require(packed.chrome("header")).text(role: "title") == "消息 · QQ")
        #expect(try row(packed, "chat", 0).text(role: "chatPreview") == "[图片]")
        #expect(try #require(packed.chrome("composer")).text(role: "chatsLabel") == "消息")
        let german = try layout(.contacts(ContactList()), locale: "de_DE")
        #expect(try #require(german.chrome("header")).text(role: "title") == "Kontakte")
    }

    @Test("QQ's rows: no kind glyph before the kind word, and a badge that stops at 99+")
    func kindIconsAndBadgeLimit() throws {
        let list = ChatList(chats: [ChatSummary(with: ["ana"], last: ChatPreview(from: "ana", kind: .photo), unread: 128),
                                    ChatSummary(with: ["bo"], last: ChatPreview(from: "bo", text: "x"), unread: 1_200)])
        let plain = try layout(.chats(list))
        #expect(try row(plain, "chat", 0).glyphNames.contains("camera") && row(plain, "chat", 0).text(role: "chatUnread") == "128")
        #expect(try row(plain, "chat", 1).text(role: "chatUnread") == "999+")
        var theme = testTheme()
        theme.chatList.kindIcons = false
        theme.chatList.badgeLimit = 99
        let qq = try layout(.chats(list), theme: theme)
        #expect(try !row(qq, "chat", 0).glyphNames.contains("camera") && row(qq, "chat", 0).text(role: "chatPreview") == "Photo")
        #expect(try row(qq, "chat", 0).text(role: "chatUnread") == "99+" && row(qq, "chat", 1).text(role: "chatUnread") == "99+")
    }

    @Test("a group without a picture: initials, two members' avatars, or the people glyph, as the style says")
    func groupAvatars() throws {
        let list = ChatList(chats: [ChatSummary(with: ["ana", "bo"], name: "Crew", last: ChatPreview(from: "bo", text: "hello there")),
                                    ChatSummary(with: ["ana"], last: ChatPreview(from: "ana", text: "see you"))])
        func discs(_ mode: ChatListStyle.GroupAvatar, row index: Int = 0) throws -> (discs: Int, glyphs: [String], initials: [String]) {
            var theme = testTheme()
            theme.chatList.groupAvatar = mode
            let node = try row(try layout(.chats(list), theme: theme), "chat", index)
            var count = 0
            var initials: [String] = []
            node.walk { child in
                if child.tags.role == "disc" { count += 1 }
                if case .text(let run) = child.content, run.text.count <= 2 { initials.append(run.text) }
            }
            return (count, node.glyphNames, initials)
        }
        #expect(try discs(.initials).discs == 1 && discs(.initials).initials == ["C"])
        let pair = try discs(.pair)
        #expect(pair.discs == 2 && pair.initials == ["A", "B"], "\(pair)")
        let icon = try discs(.icon)
        #expect(icon.discs == 0 && icon.glyphs.contains("people") && icon.initials.isEmpty, "\(icon)")
        // A chat with one other participant keeps that participant's avatar whatever the mode.
        #expect(try discs(.pair, row: 1).discs == 1 && discs(.icon, row: 1).initials == ["A"])
    }

    @Test("chats: a group's preview names its sender; a muted badge is grey; a long title is cut with an ellipsis")
    func chatMarks() throws {
        let list = ChatList(chats: [
            ChatSummary(with: ["ana", "bo"], name: String(repeating: "Very long title ", count: 8),
                        last: ChatPreview(from: "bo", text: "hello"), unread: 1, muted: true),
        ])
        let node = try row(try layout(.chats(list)), "chat", 0)
        #expect(node.text(role: "chatPreview") == "Bo: hello")
        #expect(node.text(role: "chatTitle")?.hasSuffix("…") == true)
    }

    @Test("without now, times are relative to the latest row's; free text stays as written")
    func latestTimeIsNow() throws {
        let list = ChatList(chats: [
            ChatSummary(with: ["ana"], last: ChatPreview(from: "ana", text: "a", time: "2026-11-19T09:00:00Z")),
            ChatSummary(with: ["bo"], last: ChatPreview(from: "bo", text: "b", time: "Mon")),
            ChatSummary(with: ["cy"], last: ChatPreview(from: "cy", text: "c", time: "2026-11-20T10:00:00Z")),
        ])
        let placements = try layout(.chats(list))
        #expect(try row(placements, "chat", 0).text(role: "chatTime") == "Yesterday")
        #expect(try row(placements, "chat", 1).text(role: "chatTime") == "Mon")
        #expect(try row(placements, "chat", 2).text(role: "chatTime")?.contains("10:00") == true)
    }

    @Test("a viewport lays out only the rows it shows")
    func viewport() throws {
        let chats = (0..<500).map { ChatSummary(with: ["ana"], last: ChatPreview(from: "ana", text: "message \($0)")) }
        let counting = CountingMeasurer()
        let placements = try layout(.chats(ChatList(chats: chats)), height: 844, measurer: counting)
        let rows = placements.elements.filter { $0.kind == "chat" }
        #expect(rows.count < 12 && rows.count > 5)
        #expect(placements.canvas.height == 844)
        #expect(!counting.measured.contains("message 100"))
    }

    @Test("10 000 rows lay out as one tall list, each row once")
    func longList() throws {
        let chats = (0..<10_000).map { ChatSummary(with: [$0 % 2 == 0 ? "ana" : "bo"], last: ChatPreview(from: "ana", text: "row \($0)")) }
        var conversation = Conversation(canvas: Canvas(width: 390, scale: 1), participants: Self.people, messages: [])
        conversation.screen = .chats(ChatList(chats: chats))
        let placements = try LayoutEngine(conversation: conversation, theme: testTheme(), text: FakeMeasurer(), resources: FakeResources())
            .placements()
        #expect(placements.elements.filter { $0.kind == "chat" }.count == 10_000)
        #expect(placements.canvas.height == 10_000 * 76)
    }

    @Test("right to left: the avatar on the right, the time on the left")
    func rightToLeft() throws {
        let list = ChatList(chats: [ChatSummary(with: ["ana"], last: ChatPreview(from: "ana", text: "مرحبا", time: "9:41"))])
        let node = try row(try layout(.chats(list), direction: .rtl), "chat", 0)
        let avatar = try #require(node.first(role: "disc"))
        let time = try #require(node.first(role: "chatTime"))
        #expect(avatar.frame.minX > 300 && time.frame.maxX < 100)
    }

    @Test("contacts in groups: header with online/total, open groups list members online first, closed ones none")
    func contactGroups() throws {
        let list = ContactList(groups: [ContactGroup(name: "Friends", members: ["bo", "ana", "cy"]),
                                        ContactGroup(name: "Family", open: false, members: ["dee"], online: 1)])
        let placements = try layout(.contacts(list))
        #expect(placements.elements.compactMap { $0.kind == "chats" ? nil : $0.kind }.prefix(6)
                == ["contactGroup", "contact", "contact", "contact", "contactGroup", "header"])
        let friends = try row(placements, "contactGroup", 0)
        #expect(friends.text(role: "groupName") == "Friends" && friends.text(role: "groupCount") == "1/3")
        #expect(friends.glyphNames == ["disclosureOpen"])
        let family = try row(placements, "contactGroup", 4)
        #expect(family.text(role: "groupCount") == "1/1" && family.glyphNames == ["disclosure"])
        // Online (and unknown) first, offline last: ana, cy, then bo.
        let members = placements.elements.filter { $0.kind == "contact" }.compactMap { element -> String? in
            guard case .node(let node) = element.content else { return nil }
            return node.tags.role
        }
        #expect(members == ["ana", "cy", "bo"])
        let ana = try row(placements, "contact", 1)
        #expect(ana.text(role: "contactIntro") == "[4G] cats" && ana.text(role: "vip") == "VIP")
        let bo = try row(placements, "contact", 3)
        guard case .group(let faded)? = bo.first(role: "offline")?.content else { Issue.record("no faded avatar"); return }
        #expect(faded.opacity == 0.45)
        // The tab bar marks the contacts tab.
        #expect(try #require(placements.chrome("composer")).text(role: "contactsLabel") == "Contacts")
    }

    @Test("contacts in the given order")
    func givenOrder() throws {
        let list = ContactList(groups: [ContactGroup(name: "Friends", members: ["bo", "ana"])], sort: .given)
        let roles = try layout(.contacts(list)).elements.filter { $0.kind == "contact" }.compactMap { element -> String? in
            guard case .node(let node) = element.content else { return nil }
            return node.tags.role
        }
        #expect(roles == ["bo", "ana"])
    }

    @Test("contacts without groups: alphabetical by Latin spelling under section letters, with the side index")
    func alphabetical() throws {
        let people = [me, Participant(id: "z", name: "Zoë"), Participant(id: "an", name: "安娜"), Participant(id: "e", name: "Émile"),
                      Participant(id: "b", name: "bob"), Participant(id: "n", name: "42")]
        let placements = try layout(.contacts(ContactList()), participants: people)
        let sections = placements.elements.filter { $0.kind == "section" }.compactMap { element -> String? in
            guard case .node(let node) = element.content else { return nil }
            return node.text(role: "sectionLetter")
        }
        #expect(sections == ["#", "A", "B", "E", "Z"])
        let index = try #require(placements.chrome("index"))
        #expect(index.all(role: "indexLetter").count == 5)
        // In a viewport that shows only the first sections, the index still lists every letter.
        let many = [me] + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { Participant(id: String($0), name: "\($0)name") }
        let viewport = try layout(.contacts(ContactList()), height: 844, participants: many)
        #expect(viewport.elements.filter { $0.kind == "section" }.count < 26)
        #expect(try #require(viewport.chrome("index")).all(role: "indexLetter").count == 26)
    }
}
