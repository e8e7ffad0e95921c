/// Reads `"screen"` and what that screen lists: `groups` and `sort` for contacts, `chats` and `now` for chats.
/// Keys of another screen are refused with the screen that reads them; every id must name a participant.
enum ScreenDecoder {
    /// The screen `root` asks for (`conversation` without the key), its keys checked against the others'.
    static func kind(_ root: JSONObjectReader) throws(ModelError) -> String {
        var name = "conversation"
        if let value = root.value("screen") {
            let text = try value.string(at: root.path("screen"))
            guard Screen.names.contains(text) else {
                throw value.invalid(
                    "\(JSONStringLiteral.quotedExcerpt(text)) is not a screen",
                    hint: JSONValue.choiceHint(Screen.names, suggestion: Suggestion.nearest(to: text, in: Screen.names)),
                    at: root.path("screen"))
            }
            name = text
        }
        for (screen, keys) in ConversationKeys.screenKeys.sorted(by: { $0.key < $1.key }) where screen != name {
            for key in keys where !(ConversationKeys.screenKeys[name] ?? []).contains(key) {
                guard let member = root.member(key) else { continue }
                let fix = screen == "conversation" ? "remove \"\(key)\" (a \(name) screen lists no messages)"
                    : "set \"screen\": \"\(screen)\", or remove \"\(key)\""
                throw .invalidValue("\"\(key)\" belongs to the \(screen) screen, not the \(name) screen", hint: fix,
                                    at: JSONLocation(path: root.path(key), position: member.keyPosition))
            }
        }
        return name
    }

    /// The contacts screen of `root` over `participants`.
    static func contacts(_ root: JSONObjectReader, participants: [Participant]) throws(ModelError) -> ContactList {
        var list = ContactList()
        if let value = root.value("sort") {
            list.sort = try value.named(ContactSort.self, noun: "a contact order", at: root.path("sort"))
        }
        guard let value = root.value("groups") else { return list }
        let path = root.path("groups")
        let elements = try value.array(at: path)
        let ids = ParticipantIndex(participants)
        var groups: [ContactGroup] = []
        for (index, element) in elements.enumerated() {
            let groupPath = path.appending(index: index)
            let object = try JSONObjectReader(element, path: groupPath)
            try object.rejectUnknownKeys(ConversationKeys.contactGroup)
            let name = try object.required("name").nonEmptyString(at: object.path("name"), what: "the group name")
            var group = ContactGroup(name: name, members: [])
            if let open = object.value("open") { group.open = try open.bool(at: object.path("open")) }
            let membersValue = try object.required("members")
            let membersPath = object.path("members")
            var seen: [String: Int] = [:]
            for (position, member) in try membersValue.array(at: membersPath).enumerated() {
                let memberPath = membersPath.appending(index: position)
                let id = try ids.other(member, at: memberPath, role: "a group member")
                if let first = seen[id] {
                    throw member.invalid("\(JSONStringLiteral.quotedExcerpt(id)) is listed twice in this group (first at \(first))",
                                         hint: "list each member once", at: memberPath)
                }
                seen[id] = position
                group.members.append(id)
            }
            if let online = object.value("online") {
                group.online = try online.wholeNumber(
                    in: 0...group.members.count, at: object.path("online"), what: "online count (0 to the members' number)",
                    counting: "people", hint: "write how many of the members are online, or remove the key to count them")
            }
            groups.append(group)
        }
        guard groups.count <= ConversationKeys.maximumRows else {
            throw value.invalid("there are \(groups.count) groups, more than the \(ConversationKeys.maximumRows) allowed",
                                hint: "split the list into several screens", at: path)
        }
        list.groups = groups
        return list
    }

    /// The screen's moment (`now`), checked to be an ISO-8601 date-time; nil without the key.
    static func now(_ root: JSONObjectReader) throws(ModelError) -> String? {
        guard let now = root.value("now") else { return nil }
        let text = try now.nonEmptyString(at: root.path("now"), what: "now")
        guard case .dateTime = ISODateTime.read(text) else {
            throw now.invalid("\(JSONStringLiteral.quotedExcerpt(text)) is not an ISO-8601 date-time",
                              hint: "write the screen's moment as e.g. \"2026-11-20T18:00:00Z\"", at: root.path("now"))
        }
        return text
    }

    /// The chats screen of `root` over `participants`.
    static func chats(_ root: JSONObjectReader, participants: [Participant]) throws(ModelError) -> ChatList {
        var list = ChatList(chats: [])
        list.now = try now(root)
        let value = try root.required("chats")
        let path = root.path("chats")
        let elements = try value.array(at: path)
        guard elements.count <= ConversationKeys.maximumRows else {
            throw value.invalid("there are \(elements.count) chats, more than the \(ConversationKeys.maximumRows) allowed",
                                hint: "split the list into several screens (a phone shows about ten rows)", at: path)
        }
        let ids = ParticipantIndex(participants)
        for (index, element) in elements.enumerated() {
            list.chats.append(try chat(element, at: path.appending(index: index), ids: ids))
        }
        return list
    }

    private static func chat(_ value: JSONValue, at path: JSONPath, ids: ParticipantIndex) throws(ModelError) -> ChatSummary {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.chat)
        let withValue = try object.required("with")
        let withPath = object.path("with")
        var with: [String] = []
        if case .array(let elements, _) = withValue {
            guard !elements.isEmpty else {
                throw withValue.invalid("the chat is with nobody", hint: "name the other participant's id, or a list of them for a group",
                                        at: withPath)
            }
            for (position, element) in elements.enumerated() {
                let id = try ids.other(element, at: withPath.appending(index: position), role: "a chat member")
                if with.contains(id) {
                    throw element.invalid("\(JSONStringLiteral.quotedExcerpt(id)) is listed twice", hint: "list each member once",
                                          at: withPath.appending(index: position))
                }
                with.append(id)
            }
        } else {
            with = [try ids.other(withValue, at: withPath, role: "the chat's other participant")]
        }
        var chat = ChatSummary(with: with)
        if let name = object.value("name") { chat.name = try name.nonEmptyString(at: object.path("name"), what: "the chat's name") }
        if let avatar = object.value("avatar") {
            chat.avatar = try PathRules.conversationPath(avatar, at: object.path("avatar"), what: "the avatar path")
        }
        if let unread = object.value("unread") {
            chat.unread = try unread.wholeNumber(in: 0...9_999_999, at: object.path("unread"), what: "unread count", counting: "messages",
                                                 hint: "write how many messages are unread, e.g. 3")
        }
        if let pinned = object.value("pinned") { chat.pinned = try pinned.bool(at: object.path("pinned")) }
        if let muted = object.value("muted") { chat.muted = try muted.bool(at: object.path("muted")) }
        if let typing = object.value("typing") {
            let id = try ids.any(typing, at: object.path("typing"))
            guard with.contains(id) else {
                throw typing.invalid("\(JSONStringLiteral.quotedExcerpt(id)) is not in this chat",
                                     hint: "name one of " + with.joined(separator: ", "), at: object.path("typing"))
            }
            chat.typing = id
        }
        if let draft = object.value("draft") { chat.draft = try draft.nonEmptyString(at: object.path("draft"), what: "the draft") }
        if let last = object.value("last") { chat.last = try preview(last, at: object.path("last"), ids: ids, with: with) }
        return chat
    }

    private static func preview(_ value: JSONValue, at path: JSONPath, ids: ParticipantIndex, with: [String]) throws(ModelError)
        -> ChatPreview {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.chatPreview)
        let fromValue = try object.required("from")
        let from = try ids.any(fromValue, at: object.path("from"))
        guard ids.isMe(from) || with.contains(from) else {
            throw fromValue.invalid("\(JSONStringLiteral.quotedExcerpt(from)) is not in this chat",
                                    hint: "name me or one of " + with.joined(separator: ", "), at: object.path("from"))
        }
        var preview = ChatPreview(from: from)
        if let kind = object.value("kind") { preview.kind = try kind.named(PreviewKind.self, noun: "a message kind", at: object.path("kind")) }
        if let text = object.value("text") { preview.text = try text.nonEmptyString(at: object.path("text"), what: "the text") }
        if preview.kind == .text && preview.text == nil {
            throw .missingKey("text", at: object.location)
        }
        if let status = object.value("status") {
            guard ids.isMe(from) else { throw .statusOnIncoming(sender: from, at: status.location(object.path("status"))) }
            preview.status = try status.named(DeliveryStatus.self, noun: "a delivery status", at: object.path("status"))
        }
        if let time = object.value("time") {
            preview.time = try MessageDecoder.time(time, at: object.path("time"))
        }
        return preview
    }
}

/// Participant ids for lookups while decoding a list screen: `other` refuses `me` and unknown ids, `any` only
/// unknown ones, each with the known ids and the nearest.
struct ParticipantIndex {
    private let me: Set<String>
    private let known: [String]
    private let all: Set<String>

    init(_ participants: [Participant]) {
        known = participants.map(\.id)
        all = Set(known)
        me = Set(participants.filter(\.isMe).map(\.id))
    }

    func isMe(_ id: String) -> Bool { me.contains(id) }

    /// The id `value` names; it must be a participant.
    func any(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> String {
        let id = try value.string(at: path)
        guard all.contains(id) else {
            throw .unknownParticipant(id, known: known, suggestion: Suggestion.nearest(to: id, in: known), at: value.location(path))
        }
        return id
    }

    /// The id `value` names; it must be a participant other than `me`.
    func other(_ value: JSONValue, at path: JSONPath, role: String) throws(ModelError) -> String {
        let id = try any(value, at: path)
        guard !me.contains(id) else {
            throw value.invalid("\(JSONStringLiteral.quotedExcerpt(id)) is me, not \(role)", hint: "name someone else", at: path)
        }
        return id
    }
}
