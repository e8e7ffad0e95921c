import ChatGeometry
import Foundation
import Testing
@testable import ChatModel

/// `"screen"`: the contacts screen (`groups`, `sort`, the participants' `online`, `presence`, `intro`, `vip`) and the
/// chats screen (`chats`, `now`), their errors at the JSON path, and the round trip through `Codable`.
@Suite("Screens")
struct ScreenDecodingTests {
    static let people = #"""
        "participants": [{"id": "me", "me": true, "name": "我"},
          {"id": "a", "name": "Ana", "avatar": "a.jpg", "online": true, "presence": "4G在线", "intro": "Long live the cat", "vip": true},
          {"id": "b", "name": "Bo", "online": false, "intro": "…"}, {"id": "c", "name": "Cy"}]
        """#

    static func document(_ rest: String) -> String { #"{"version": 1, "#  + people + ", " + rest + "}" }

    @Test func contactsDecode() throws {
        let conversation = try TestSupport.conversation(Self.document(#"""
            "screen": "contacts", "sort": "given",
            "groups": [{"name": "我的好友", "open": true, "members": ["a", "b"]}, {"name": "同学", "open": false, "members": ["c"], "online": 1}]
            """#))
        #expect(conversation.screen == .contacts(ContactList(groups: [
            ContactGroup(name: "我的好友", open: true, members: ["a", "b"]), ContactGroup(name: "同学", open: false, members: ["c"], online: 1),
        ], sort: .given)))
        let ana = try #require(conversation.participant(id: "a"))
        #expect(ana.online == true && ana.presence == "4G在线" && ana.intro == "Long live the cat" && ana.vip)
        #expect(conversation.participant(id: "c")?.online == nil && conversation.messages.isEmpty)
        // Without groups: the alphabetical list.
        #expect(try TestSupport.conversation(Self.document(#""screen": "contacts""#)).screen == .contacts(ContactList()))
    }

    @Test("a conversation's own moment (Today and Yesterday in its day separators)")
    func conversationNow() throws {
        let conversation = try TestSupport.conversation(Self.document(#""now": "2026-11-21T09:41:00Z", "messages": []"#))
        #expect(conversation.now == "2026-11-21T09:41:00Z" && conversation.screen == .conversation)
        #expect(try TestSupport.conversation(Self.document(#""messages": []"#)).now == nil)
    }

    @Test func chatsDecode() throws {
        let conversation = try TestSupport.conversation(Self.document(#"""
            "screen": "chats", "now": "2026-11-20T18:00:00Z",
            "chats": [
              {"with": "a", "last": {"from": "a", "text": "See you at 8", "time": "2026-11-20T10:00:00Z"}, "unread": 3, "pinned": true, "muted": true},
              {"with": ["a", "b", "c"], "name": "Family", "avatar": "family.jpg", "typing": "b",
               "last": {"from": "me", "kind": "photo", "status": "read", "time": "2026-11-19T21:00:00Z"}},
              {"with": "b", "draft": "I'll call you"}]
            """#))
        guard case .chats(let list) = conversation.screen else { Issue.record("not a chats screen"); return }
        #expect(list.now == "2026-11-20T18:00:00Z")
        #expect(list.chats[0] == ChatSummary(with: ["a"], last: ChatPreview(from: "a", text: "See you at 8", time: "2026-11-20T10:00:00Z"),
                                             unread: 3, pinned: true, muted: true))
        #expect(list.chats[1] == ChatSummary(with: ["a", "b", "c"], name: "Family", avatar: "family.jpg",
                                             last: ChatPreview(from: "me", kind: .photo, status: .read, time: "2026-11-19T21:00:00Z"),
                                             typing: "b"))
        #expect(list.chats[2] == ChatSummary(with: ["b"], draft: "I'll call you"))
        #expect(conversation.imageReferences.contains("family.jpg") && conversation.imageReferences.contains("a.jpg"))
    }

    @Test func screensRoundTrip() throws {
        for rest in [#""screen": "contacts", "sort": "given", "groups": [{"name": "G", "open": false, "members": ["a", "c"], "online": 1}]"#,
                     #""screen": "chats", "now": "2026-11-20T18:00:00Z", "chats": [{"with": ["a", "b"], "name": "F", "unread": 2, "muted": true, "#
                        + #""last": {"from": "me", "kind": "voice", "status": "sent", "time": "Mon"}, "draft": "d", "typing": "a"}]"#,
                     #""now": "2026-11-21T09:41:00Z", "messages": []"#] {
            let conversation = try TestSupport.conversation(Self.document(rest))
            let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
            #expect(decoded.screen == conversation.screen)
            #expect(decoded.now == conversation.now)
            #expect(decoded.participants == conversation.participants)
        }
    }

    @Test(arguments: [
        (#""screen": "chat", "chats": []"#, "screen", #""chat" is not a screen; use one of conversation, contacts, chats (did you mean "chats"?)"#),
        (#""screen": "contacts", "chats": []"#, "chats", #""chats" belongs to the chats screen, not the contacts screen"#),
        (#""screen": "chats", "chats": [], "messages": []"#, "messages", "a chats screen lists no messages"),
        (#""messages": [], "groups": []"#, "groups", #"set "screen": "contacts""#),
        (#""screen": "contacts", "groups": [{"name": "G", "members": ["a", "x"]}]"#, "groups[0].members[1]", #""x" is not a participant id; known ids are me, a, b, c (did you mean "a"?)"#),
        (#""screen": "contacts", "groups": [{"name": "G", "members": ["a", "b", "a"]}]"#, "groups[0].members[2]", "listed twice in this group"),
        (#""screen": "contacts", "groups": [{"name": "G", "members": ["me"]}]"#, "groups[0].members[0]", "is me, not a group member"),
        (#""screen": "contacts", "groups": [{"name": "G", "members": ["a"], "online": 2}]"#, "groups[0].online", "outside the allowed"),
        (#""screen": "contacts", "sort": "alpha""#, "sort", "is not a contact order"),
        (#""screen": "chats""#, "(root)", #"missing the required key "chats""#),
        (#""screen": "chats", "chats": [{"with": []}]"#, "chats[0].with", "the chat is with nobody"),
        (#""screen": "chats", "chats": [{"with": "z"}]"#, "chats[0].with", #""z" is not a participant id"#),
        (#""screen": "chats", "chats": [{"with": "a", "unread": -1}]"#, "chats[0].unread", "outside the allowed"),
        (#""screen": "chats", "chats": [{"with": "a", "unread": 1.5}]"#, "chats[0].unread", "not a whole number"),
        (#""screen": "chats", "chats": [{"with": "a", "typing": "b"}]"#, "chats[0].typing", #""b" is not in this chat"#),
        (#""screen": "chats", "chats": [{"with": "a", "last": {"from": "b", "text": "x"}}]"#, "chats[0].last.from", "is not in this chat"),
        (#""screen": "chats", "chats": [{"with": "a", "last": {"from": "a"}}]"#, "chats[0].last", #"missing the required key "text""#),
        (#""screen": "chats", "chats": [{"with": "a", "last": {"from": "a", "text": "x", "status": "read"}}]"#, "chats[0].last.status", "is for outgoing messages"),
        (#""screen": "chats", "chats": [{"with": "a", "last": {"from": "a", "kind": "gif"}}]"#, "chats[0].last.kind", "is not a message kind"),
        (#""screen": "chats", "now": "yesterday", "chats": []"#, "now", "is not an ISO-8601 date-time"),
        (#""now": "today", "messages": []"#, "now", "is not an ISO-8601 date-time"),
        (#""screen": "contacts", "now": "2026-11-20T18:00:00Z""#, "now", "belongs to the chats screen"),
        (#""screen": "chats", "chats": [{"with": "a", "pinned": "yes"}]"#, "chats[0].pinned", "expected true or false"),
        (#""screen": "chats", "chats": [{"with": "a", "unred": 2}]"#, "chats[0]", #"did you mean "unread"?"#),
    ])
    func badScreens(rest: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(Self.document(rest)))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}

/// The theme's `screens.chats` and `screens.contacts` styles and the list screens' chrome bars.
@Suite("Screen styles")
struct ScreenStyleDecodingTests {
    private func theme(_ screens: String) throws -> ThemeSpec {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "screens": "# + screens + ",")]).utf8))
    }

    @Test func stylesDecodeOverTheirDefaults() throws {
        let spec = try theme(#"""
            {"chats": {"title": "Messages", "rowHeight": 72, "titleSize": 16, "previewLines": 1, "unreadMark": "bold", "ownPrefix": "you",
                       "badgeColor": "#25D366", "groupAvatar": "pair",
                       "kindIcons": false, "badgeLimit": 99},
             "contacts": {"headerHeight": 40, "nameSize": 15, "offlineOpacity": 0.5, "sideIndex": false, "vipColor": "accent"}}
            """#)
        var chats = ChatListStyle(title: "Messages", rowHeight: 72, titleSize: 16, previewLines: 1, unreadMark: .bold, ownPrefix: .you,
                                  badgeColor: .fixed(Color(red: 0x25, green: 0xD3, blue: 0x66)))
        chats.groupAvatar = .pair
        chats.kindIcons = false
        chats.badgeLimit = 99
        #expect(spec.chatList == chats)
        #expect(spec.contactList == ContactListStyle(headerHeight: 40, nameSize: 15, offlineOpacity: 0.5, sideIndex: false,
                                                     vipColor: .named("accent")))
        #expect(try theme("{}").chatList == ChatListStyle() && theme("{}").contactList == ContactListStyle())
    }

    @Test(arguments: [
        (#"{"chats": {"rowHeight": 5}}"#, "screens.chats.rowHeight", "outside the allowed"),
        (#"{"chats": {"timeSize": 200}}"#, "screens.chats.timeSize", "outside the allowed"),
        (#"{"chats": {"badgeColor": "blu"}}"#, "screens.chats.badgeColor", "is not a colour of the theme"),
        (#"{"chats": {"unreadMark": "star"}}"#, "screens.chats.unreadMark", "is not an unread mark"),
        (#"{"chats": {"groupAvatar": "collage"}}"#, "screens.chats.groupAvatar", "is not a group avatar"),
        (#"{"chats": {"badgeLimit": 5}}"#, "screens.chats.badgeLimit", "outside the allowed badge limit"),
        (#"{"chats": {"kindIcons": "no"}}"#, "screens.chats.kindIcons", "true or false"),
        (#"{"chats": {"previewLines": 9}}"#, "screens.chats.previewLines", "outside the allowed"),
        (#"{"chats": {"words": {"draft": "x"}}}"#, "screens.chats", #"unknown key "words""#),
        (#"{"chats": {"title": "{chts}"}}"#, "screens.chats.title", #"did you mean "chats"?"#),
        (#"{"contacts": {"title": "{contacts"}}"#, "screens.contacts.title", "without its"),
        (#"{"chats": {"rowHight": 60}}"#, "screens.chats", #"did you mean "rowHeight"?"#),
        (#"{"contacts": {"offlineOpacity": 2}}"#, "screens.contacts.offlineOpacity", "outside the allowed"),
        (##"{"contacts": {"indexColor": "#12"}}"##, "screens.contacts.indexColor", "not a chrome colour"),
        (#"{"inbox": {}}"#, "screens", #"unknown key "inbox""#),
    ])
    func badStyles(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "screens": "# + value + ",")])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
