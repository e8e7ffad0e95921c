import Foundation

/// `Conversation` reads and writes the conversation.json format (docs/conversation.md), so a conversation built in
/// code can be written out for the command line, and read back. Decoding goes through `ConversationDecoder`:
/// every rule of the format is checked, and relative paths resolve against the current directory.
extension Conversation: Codable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: Encoder) throws {
        var root = encoder.container(keyedBy: Key.self)
        try root.encode(version, forKey: Key("version"))
        try root.encodeIfPresent(theme, forKey: Key("theme"))
        try root.encode(appearance.rawValue, forKey: Key("appearance"))
        var canvasObject = root.nestedContainer(keyedBy: Key.self, forKey: Key("canvas"))
        try canvasObject.encode(canvas.width, forKey: Key("width"))
        try canvasObject.encode(canvas.scale, forKey: Key("scale"))
        try canvasObject.encodeIfPresent(canvas.height, forKey: Key("height"))
        switch canvas.background {
        case .color(let color): try canvasObject.encode(color.description, forKey: Key("background"))
        case .image(let path): try canvasObject.encode(path, forKey: Key("background"))
        case nil: break
        }
        if canvas.padding != 0 { try canvasObject.encode(canvas.padding, forKey: Key("padding")) }
        try root.encode(locale, forKey: Key("locale"))
        try root.encode(timeZone, forKey: Key("timeZone"))
        try root.encode(direction.rawValue, forKey: Key("direction"))
        if emoticons { try root.encode(true, forKey: Key("emoticons")) }
        if let chrome { try encode(chrome, into: &root) }
        var people = root.nestedUnkeyedContainer(forKey: Key("participants"))
        for participant in participants {
            var object = people.nestedContainer(keyedBy: Key.self)
            try object.encode(participant.id, forKey: Key("id"))
            try object.encode(participant.name, forKey: Key("name"))
            try object.encodeIfPresent(participant.avatar, forKey: Key("avatar"))
            if participant.isMe { try object.encode(true, forKey: Key("me")) }
            try object.encodeIfPresent(participant.color?.description, forKey: Key("color"))
            try object.encodeIfPresent(participant.online, forKey: Key("online"))
            try object.encodeIfPresent(participant.presence, forKey: Key("presence"))
            try object.encodeIfPresent(participant.intro, forKey: Key("intro"))
            if participant.vip { try object.encode(true, forKey: Key("vip")) }
            try object.encodeIfPresent(participant.badge, forKey: Key("badge"))
        }
        switch screen {
        case .conversation:
            try root.encodeIfPresent(now, forKey: Key("now"))
            var list = root.nestedUnkeyedContainer(forKey: Key("messages"))
            for message in messages {
                var object = list.nestedContainer(keyedBy: Key.self)
                try Self.encode(message, into: &object)
            }
        case .contacts(let contacts):
            try root.encode("contacts", forKey: Key("screen"))
            if contacts.sort != .online { try root.encode(contacts.sort.rawValue, forKey: Key("sort")) }
            if let groups = contacts.groups {
                var list = root.nestedUnkeyedContainer(forKey: Key("groups"))
                for group in groups {
                    var object = list.nestedContainer(keyedBy: Key.self)
                    try object.encode(group.name, forKey: Key("name"))
                    try object.encode(group.open, forKey: Key("open"))
                    try object.encode(group.members, forKey: Key("members"))
                    try object.encodeIfPresent(group.online, forKey: Key("online"))
                }
            }
        case .chats(let chats):
            try root.encode("chats", forKey: Key("screen"))
            try root.encodeIfPresent(chats.now, forKey: Key("now"))
            var list = root.nestedUnkeyedContainer(forKey: Key("chats"))
            for chat in chats.chats {
                var object = list.nestedContainer(keyedBy: Key.self)
                try Self.encode(chat, into: &object)
            }
        }
    }

    private static func encode(_ chat: ChatSummary, into object: inout KeyedEncodingContainer<Key>) throws {
        try object.encode(chat.with, forKey: Key("with"))
        try object.encodeIfPresent(chat.name, forKey: Key("name"))
        try object.encodeIfPresent(chat.avatar, forKey: Key("avatar"))
        if let last = chat.last {
            var preview = object.nestedContainer(keyedBy: Key.self, forKey: Key("last"))
            try preview.encode(last.from, forKey: Key("from"))
            try preview.encodeIfPresent(last.text, forKey: Key("text"))
            if last.kind != .text { try preview.encode(last.kind.rawValue, forKey: Key("kind")) }
            try preview.encodeIfPresent(last.status?.rawValue, forKey: Key("status"))
            try preview.encodeIfPresent(last.time, forKey: Key("time"))
        }
        if chat.unread > 0 { try object.encode(chat.unread, forKey: Key("unread")) }
        if chat.pinned { try object.encode(true, forKey: Key("pinned")) }
        if chat.muted { try object.encode(true, forKey: Key("muted")) }
        try object.encodeIfPresent(chat.typing, forKey: Key("typing"))
        try object.encodeIfPresent(chat.draft, forKey: Key("draft"))
    }

    private func encode(_ chrome: Chrome, into root: inout KeyedEncodingContainer<Key>) throws {
        var object = root.nestedContainer(keyedBy: Key.self, forKey: Key("chrome"))
        if let bar = chrome.statusBar {
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("statusBar"))
            try part.encode(bar.time, forKey: Key("time"))
            try part.encode(bar.battery, forKey: Key("battery"))
            try part.encode(bar.signal, forKey: Key("signal"))
            try part.encode(bar.wifi, forKey: Key("wifi"))
        } else {
            try object.encode(false, forKey: Key("statusBar"))
        }
        if let header = chrome.header {
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("header"))
            try part.encodeIfPresent(header.title, forKey: Key("title"))
            try part.encodeIfPresent(header.subtitle, forKey: Key("subtitle"))
            try part.encodeIfPresent(header.avatar, forKey: Key("avatar"))
            try part.encodeIfPresent(header.unread, forKey: Key("unread"))
        } else {
            try object.encode(false, forKey: Key("header"))
        }
        if let composer = chrome.composer {
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("composer"))
            try part.encodeIfPresent(composer.placeholder, forKey: Key("placeholder"))
            try part.encodeIfPresent(composer.text, forKey: Key("text"))
        } else {
            try object.encode(false, forKey: Key("composer"))
        }
    }

    private static func encode(_ message: Message, into object: inout KeyedEncodingContainer<Key>) throws {
        if message.content.hasSender { try object.encode(message.from, forKey: Key("from")) }
        switch message.content {
        case .text(let text):
            try object.encode(text, forKey: Key("text"))
        case .image(let path, let caption):
            try object.encode(path, forKey: Key("image"))
            try object.encodeIfPresent(caption, forKey: Key("caption"))
        case .album(let paths, let caption):
            try object.encode(paths, forKey: Key("album"))
            try object.encodeIfPresent(caption, forKey: Key("caption"))
        case .location(let title, let subtitle, let image):
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("location"))
            try part.encode(title, forKey: Key("title"))
            try part.encodeIfPresent(subtitle, forKey: Key("subtitle"))
            try part.encodeIfPresent(image, forKey: Key("image"))
        case .sticker(let path):
            try object.encode(path, forKey: Key("sticker"))
        case .video(let thumbnail, let duration):
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("video"))
            try part.encode(thumbnail, forKey: Key("thumbnail"))
            try part.encodeIfPresent(duration, forKey: Key("duration"))
        case .audio(let duration):
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("audio"))
            try part.encode(duration, forKey: Key("duration"))
        case .file(let name, let size):
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("file"))
            try part.encode(name, forKey: Key("name"))
            try part.encode(size, forKey: Key("size"))
        case .typing:
            try object.encode(true, forKey: Key("typing"))
        case .day(let text):
            try object.encode(text, forKey: Key("day"))
        case .system(let text):
            try object.encode(text, forKey: Key("system"))
        case .unread(let count):
            if let count { try object.encode(count, forKey: Key("unread")) } else { try object.encode(true, forKey: Key("unread")) }
        case .encryption(let text):
            if let text { try object.encode(text, forKey: Key("encryption")) } else { try object.encode(true, forKey: Key("encryption")) }
        }
        try object.encodeIfPresent(message.time, forKey: Key("time"))
        try object.encodeIfPresent(message.status?.rawValue, forKey: Key("status"))
        try object.encodeIfPresent(message.replyTo, forKey: Key("replyTo"))
        if !message.reactions.isEmpty {
            if message.reactors.isEmpty {
                try object.encode(message.reactions, forKey: Key("reactions"))
            } else {
                try object.encode(zip(message.reactions, message.reactionReactors).map { emoji, reactor in
                    reactor.map { AnyReaction.named(emoji: emoji, from: $0) } ?? .emoji(emoji)
                }, forKey: Key("reactions"))
            }
        }
        if let link = message.link {
            var part = object.nestedContainer(keyedBy: Key.self, forKey: Key("link"))
            try part.encode(link.url, forKey: Key("url"))
            try part.encodeIfPresent(link.title, forKey: Key("title"))
            try part.encodeIfPresent(link.description, forKey: Key("description"))
            try part.encodeIfPresent(link.site, forKey: Key("site"))
            try part.encodeIfPresent(link.image, forKey: Key("image"))
        }
        if message.edited { try object.encode(true, forKey: Key("edited")) }
        if message.gif { try object.encode(true, forKey: Key("gif")) }
        if message.pinned { try object.encode(true, forKey: Key("pinned")) }
        if let source = message.forwardedFrom {
            try object.encode(source, forKey: Key("forwarded"))
        } else if message.forwarded {
            try object.encode(true, forKey: Key("forwarded"))
        }
    }

    /// The key of a decoder's `userInfo` that gives a decoded conversation its `baseDirectory` (a `String`; without
    /// it `"."`, the current directory, as a conversation built in code has). The JSON does not hold the directory it
    /// is in, so an encoded conversation reads back equal when decoded with its own directory here.
    public static let baseDirectoryKey = CodingUserInfoKey(rawValue: "chatrender.baseDirectory")!

    /// Reads conversation.json through `ConversationDecoder` (every rule of the format checked; relative paths
    /// resolve against `userInfo[ChatConversation.baseDirectoryKey]`, default `"."`). A problem is thrown as
    /// `DecodingError.dataCorrupted` whose underlying error is the `ChatModelError`.
    public init(from decoder: Decoder) throws {
        let tree = try AnyJSON(from: decoder)
        let bytes = Array(try JSONEncoder().encode(tree))
        do {
            self = try ConversationDecoder().decode(bytes, baseDirectory: decoder.userInfo[Self.baseDirectoryKey] as? String ?? ".")
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// The conversation as conversation.json bytes (sorted keys, pretty-printed), as `chatrender` reads them.
    /// - Throws: `ChatModelError.invalidValue` naming the property (`messages[2].content`) when a number is not
    ///   finite (JSON has no NaN or infinity).
    public func jsonBytes() throws(ModelError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let found = nonFiniteNumber()
        guard found == nil, let bytes = try? encoder.encode(self) else {
            throw .invalidValue("\(found?.what ?? "a number") is not a finite number", hint: "JSON has no NaN or infinity; use a finite number",
                                at: JSONLocation(path: found?.path ?? .root, position: nil))
        }
        return Array(bytes)
    }

    /// The first number that is NaN or infinite, with its property's path; nil when there is none.
    private func nonFiniteNumber() -> (what: String, path: JSONPath)? {
        let canvasNumbers = [("width", canvas.width), ("scale", canvas.scale), ("height", canvas.height ?? 0), ("padding", canvas.padding)]
        if let (key, value) = canvasNumbers.first(where: { !$0.1.isFinite }) {
            return ("the canvas \(key) \(value)", JSONPath.root.appending(key: "canvas").appending(key: key))
        }
        if let battery = chrome?.statusBar?.battery, !battery.isFinite {
            return ("the battery level \(battery)", JSONPath.root.appending(key: "chrome").appending(key: "statusBar").appending(key: "battery"))
        }
        for (index, message) in messages.enumerated() {
            let path = JSONPath.root.appending(key: "messages").appending(index: index).appending(key: "content")
            switch message.content {
            case .audio(let duration) where !duration.isFinite: return ("the audio's duration \(duration)", path)
            case .video(_, let duration?) where !duration.isFinite: return ("the video's duration \(duration)", path)
            default: continue
            }
        }
        return nil
    }

    /// Checks a conversation built in code by the rules a decoded one passes (docs/conversation.md): participants
    /// with unique ids, senders that exist, statuses only on outgoing messages, replies to earlier messages, values in
    /// range, and so on. `ChatRenderer.render` and `layout` run it. The error names the offending value by its Swift
    /// property (`messages[3].status`, `participants[0].isMe`, `messages[2].content`), with no line or column: no
    /// JSON text of the user's is involved.
    ///
    /// - Returns: the conversation as the decoder makes it: message indices are their positions.
    @discardableResult
    public func validate() throws(ModelError) -> Conversation {
        do {
            return try ConversationDecoder().decode(jsonBytes(), baseDirectory: baseDirectory)
        } catch {
            throw error.namingSwiftProperties
        }
    }
}

/// Any JSON value, for passing a generic `Decoder`'s content on to `ConversationDecoder`.
private enum AnyJSON: Codable {
    case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([AnyJSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: AnyJSON].self)) }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

/// A reaction as written: an emoji, or `{"emoji", "from"}` naming who reacted.
private enum AnyReaction: Encodable {
    case emoji(String)
    case named(emoji: String, from: String)

    private enum Keys: String, CodingKey { case emoji, from }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .emoji(let emoji):
            var container = encoder.singleValueContainer()
            try container.encode(emoji)
        case .named(let emoji, let from):
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(emoji, forKey: .emoji)
            try container.encode(from, forKey: .from)
        }
    }
}
