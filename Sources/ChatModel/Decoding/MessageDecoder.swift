/// Reads one entry of `messages`: its sender, its one content, and the optional time and status.
struct MessageDecoder {
    /// The conversation's participants, in order.
    let participants: [Participant]

    /// Problems are reported in this order: unknown keys, the number of content keys, content kinds this
    /// release refuses, the sender, the content, `time`, `status`, `replyTo` (checked against `earlier`, the
    /// messages before this one), `reactions`.
    func decode(_ value: JSONValue, index: Int, at path: JSONPath, earlier: [Message] = []) throws(ModelError) -> Message {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.message)

        let contents = object.members.filter { ConversationKeys.contentKinds.contains($0.key) }
        guard let content = contents.first else {
            if let caption = object.member("caption") {
                throw .captionWithoutImage(at: caption.value.location(object.path("caption")))
            }
            throw .noContent(kinds: ConversationKeys.contentKinds, at: object.location)
        }
        guard contents.count == 1 else {
            throw .multipleContents(
                keys: contents.map(\.key), at: JSONLocation(path: path, position: contents[1].keyPosition))
        }
        guard ConversationKeys.supportedContentKinds.contains(content.key) else {
            throw .unsupportedContent(
                kind: content.key, supported: ConversationKeys.supportedContentKinds,
                at: content.value.location(object.path(content.key)))
        }
        if ConversationKeys.noticeKinds.contains(content.key) {
            return try decodeNotice(content, object, index: index)
        }

        let sender = try decodeSender(object)
        var message = Message(index: index, from: sender.id, content: try decodeContent(content, object))
        if let time = object.value("time") {
            message.time = try Self.time(time, at: object.path("time"))
        }
        if let status = object.value("status") {
            let statusPath = object.path("status")
            if case .typing = message.content {
                throw status.invalid("a typing indicator has no delivery status", hint: "remove \"status\"", at: statusPath)
            }
            guard sender.isMe else { throw .statusOnIncoming(sender: sender.id, at: status.location(statusPath)) }
            message.status = try status.named(DeliveryStatus.self, noun: "a delivery status", at: statusPath)
        }
        if let replyTo = object.value("replyTo") {
            message.replyTo = try decodeReplyTo(replyTo, of: message, at: object.path("replyTo"), earlier: earlier)
        }
        if let reactions = object.value("reactions") {
            if case .typing = message.content {
                throw reactions.invalid("a typing indicator cannot have reactions", hint: "remove \"reactions\"", at: object.path("reactions"))
            }
            (message.reactions, message.reactors) = try decodeReactions(reactions, at: object.path("reactions"))
        }
        if let link = object.value("link") {
            guard case .text = message.content else {
                throw link.invalid("a link preview belongs to a text message", hint: "put the link in a message with \"text\" (usually its URL), or remove \"link\"",
                                   at: object.path("link"))
            }
            message.link = try decodeLink(link, at: object.path("link"))
        }
        try decodeEditedAndForwarded(object, into: &message)
        if let gif = object.value("gif") {
            guard case .image = message.content else {
                throw gif.invalid("only an image message can be a GIF", hint: "remove \"gif\", or mark a message with \"image\"", at: object.path("gif"))
            }
            message.gif = try gif.bool(at: object.path("gif"))
        }
        if let pinned = object.value("pinned") {
            if case .typing = message.content {
                throw pinned.invalid("a typing indicator cannot be pinned", hint: "pin a message that was sent, or remove \"pinned\"",
                                     at: object.path("pinned"))
            }
            message.pinned = try pinned.bool(at: object.path("pinned"))
        }
        return message
    }

    /// A `day` separator or `system` notice: its text, and none of the keys of sender messages.
    private func decodeNotice(_ content: JSONMember, _ object: JSONObjectReader, index: Int) throws(ModelError) -> Message {
        for key in ["from", "time", "status", "replyTo", "reactions", "caption", "link", "edited", "forwarded", "gif", "pinned"] {
            if let member = object.member(key) {
                throw .keyOnNotice(key: key, kind: content.key, at: member.value.location(object.path(key)))
            }
        }
        let path = object.path(content.key)
        if content.key == "unread" {
            if case .bool(true, _) = content.value { return Message(index: index, from: "", content: .unread(count: nil)) }
            guard case .number = content.value else {
                throw content.value.invalid("expected true or the number of unread messages", hint: "write \"unread\": 3, or \"unread\": true",
                                            at: path)
            }
            let count = try content.value.number(in: 1...999_999, at: path, what: "unread count")
            guard count == count.rounded() else {
                throw content.value.invalid("\(count) is not a whole number of messages", hint: "write a whole number such as 3", at: path)
            }
            return Message(index: index, from: "", content: .unread(count: Int(count)))
        }
        if content.key == "encryption" {
            if case .bool(true, _) = content.value { return Message(index: index, from: "", content: .encryption(nil)) }
            guard case .string = content.value else {
                throw content.value.invalid("expected true or the notice's text", hint: "write \"encryption\": true for the app's own words",
                                            at: path)
            }
            return Message(index: index, from: "", content: .encryption(try content.value.nonEmptyString(at: path, what: "the notice")))
        }
        if content.key == "system" {
            return Message(index: index, from: "", content: .system(try content.value.nonEmptyString(at: path, what: "the notice")))
        }
        let text = try content.value.nonEmptyString(at: path, what: "the day")
        if CalendarDay.hasISOShape(text), CalendarDay(iso: text) == nil {
            throw content.value.invalid("\(JSONStringLiteral.quoted(text)) looks like an ISO date but names no real day",
                                        hint: "write a real date as YYYY-MM-DD (e.g. \"2026-11-21\") or free text such as \"Yesterday\"",
                                        at: path)
        }
        if case .invalid(let problem, let hint) = ISODateTime.read(text) {
            throw content.value.invalid(problem, hint: hint, at: path)
        }
        return Message(index: index, from: "", content: .day(text))
    }

    /// A message's `time`: an ISO-8601 date-time, or free text that does not start like one.
    static func time(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> String {
        let text = try value.nonEmptyString(at: path, what: "the time")
        if case .invalid(let problem, let hint) = ISODateTime.read(text) {
            throw value.invalid(problem, hint: hint, at: path)
        }
        return text
    }

    /// The participant named by `from`.
    private func decodeSender(_ object: JSONObjectReader) throws(ModelError) -> Participant {
        let value = try object.required("from")
        let path = object.path("from")
        let id = try value.string(at: path)
        if let participant = participants.first(where: { $0.id == id }) { return participant }
        let known = participants.map(\.id)
        throw .unknownParticipant(id, known: known, suggestion: Suggestion.nearest(to: id, in: known), at: value.location(path))
    }

    /// The `text`, `image` (with its optional `caption`), `location`, `sticker`, `video`, `audio`, `file` or `typing` content.
    private func decodeContent(_ content: JSONMember, _ object: JSONObjectReader) throws(ModelError) -> MessageContent {
        let path = object.path(content.key)
        let caption = object.member("caption")
        if let caption, content.key != "image", content.key != "album" {
            throw .captionWithoutImage(at: caption.value.location(object.path("caption")))
        }
        switch content.key {
        case "image":
            let imagePath = try PathRules.conversationPath(content.value, at: path, what: "the image path")
            let text = try caption.map { member throws(ModelError) in
                try member.value.nonEmptyString(at: object.path("caption"), what: "the caption")
            }
            return .image(path: imagePath, caption: text)
        case "album":
            let text = try caption.map { member throws(ModelError) in
                try member.value.nonEmptyString(at: object.path("caption"), what: "the caption")
            }
            return .album(paths: try decodeAlbum(content.value, at: path), caption: text)
        case "location":
            return try decodeLocation(content.value, at: path)
        case "sticker":
            return .sticker(path: try PathRules.conversationPath(content.value, at: path, what: "the sticker path"))
        case "video":
            return try decodeVideo(content.value, at: path)
        case "audio":
            return try decodeAudio(content.value, at: path)
        case "file":
            return try decodeFile(content.value, at: path)
        case "typing":
            guard try content.value.bool(at: path) else {
                throw content.value.invalid("\"typing\": false shows nothing", hint: "use true, or remove the message", at: path)
            }
            return .typing
        default:
            return .text(try content.value.nonEmptyString(at: path, what: "the text"))
        }
    }
}
