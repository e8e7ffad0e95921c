/// `replyTo` and `reactions`: the optional extras of sender messages.
extension MessageDecoder {
    /// The most reactions one badge takes.
    static let maximumReactions = 20

    /// The index of an earlier sender message that `message` quotes.
    func decodeReplyTo(_ value: JSONValue, of message: Message, at path: JSONPath, earlier: [Message]) throws(ModelError) -> Int {
        guard case .number(let number, _) = value, number.isInteger else {
            throw value.mismatch(expected: "the index of an earlier message (an integer)", at: path)
        }
        guard number.value >= 0, number.value < Double(message.index) else {
            let hint = message.index == 0
                ? "the first message has nothing to reply to; remove \"replyTo\""
                : "use the index of a message before this one (0…\(message.index - 1))"
            throw value.invalid("\(number.literal) is not an earlier message", hint: hint, at: path)
        }
        guard case .text = message.content else {
            throw value.invalid("a reply preview is drawn inside a text bubble, but this message has no text",
                                hint: "reply with a \"text\" message, or remove \"replyTo\"", at: path)
        }
        let target = Int(number.value)
        guard target < earlier.count else { return target }
        switch earlier[target].content {
        case .day, .system, .typing, .unread, .encryption:
            let what = switch earlier[target].content {
            case .day: "a day separator"
            case .system: "a system notice"
            case .unread: "the unread messages divider"
            case .encryption: "the encryption notice"
            default: "a typing indicator"
            }
            throw value.invalid("messages[\(target)] is \(what), which cannot be quoted",
                                hint: "reply to a message with content (text, image …)", at: path)
        default:
            break
        }
        return target
    }

    /// One to `maximumReactions` emoji, each a single emoji.
    /// `reactions`: emoji, each a string or `{"emoji", "from"}` naming who reacted; the reactors are empty when no
    /// item names one.
    func decodeReactions(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> (reactions: [String], reactors: [String?]) {
        let items = try value.array(at: path)
        guard !items.isEmpty else {
            throw value.invalid("the reactions list is empty", hint: "add an emoji such as \"👍\" or remove \"reactions\"", at: path)
        }
        guard items.count <= Self.maximumReactions else {
            throw value.invalid("\(items.count) reactions are more than a badge shows",
                                hint: "keep at most \(Self.maximumReactions)", at: path)
        }
        var reactions: [String] = []
        var reactors: [String?] = []
        for (index, item) in items.enumerated() {
            var itemPath = path.appending(index: index)
            var emoji = item
            var reactor: String?
            if case .object = item {
                let object = try JSONObjectReader(item, path: itemPath)
                try object.rejectUnknownKeys(["emoji", "from"])
                emoji = try object.required("emoji")
                if let from = object.value("from") {
                    let id = try from.string(at: object.path("from"))
                    guard participants.contains(where: { $0.id == id }) else {
                        let known = participants.map(\.id)
                        throw .unknownParticipant(id, known: known, suggestion: Suggestion.nearest(to: id, in: known),
                                                  at: from.location(object.path("from")))
                    }
                    reactor = id
                }
                itemPath = object.path("emoji")
            } else if case .string = item {
            } else {
                throw item.mismatch(expected: "an emoji, or {\"emoji\": …, \"from\": …}", at: itemPath)
            }
            let text = try emoji.string(at: itemPath)
            guard Self.isSingleEmoji(text) else {
                throw emoji.invalid("\(JSONStringLiteral.quotedExcerpt(text)) is not one emoji",
                                    hint: "write a single emoji such as \"👍\" or \"❤️\"", at: itemPath)
            }
            reactions.append(text)
            reactors.append(reactor)
        }
        return (reactions, reactors.contains { $0 != nil } ? reactors : [])
    }

    /// One grapheme cluster drawn as an emoji: an emoji-presentation character, or an emoji with a variation
    /// selector, skin tone, keycap or ZWJ sequence after it (`❤️`, `1️⃣`, `👍🏽`, `👩‍👩‍👧`).
    static func isSingleEmoji(_ text: String) -> Bool {
        guard text.count == 1, let first = text.unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && text.unicodeScalars.count > 1
    }

    /// `edited` (true or false) and `forwarded` (true, false, or the name of who first wrote it): labels the apps
    /// draw on text messages (edited), and on anything sent in a bubble (forwarded: texts, photos, albums, videos,
    /// voice notes, files, places).
    func decodeEditedAndForwarded(_ object: JSONObjectReader, into message: inout Message) throws(ModelError) {
        if let value = object.value("edited") {
            guard case .text = message.content else {
                throw value.invalid("only a text message can be marked edited", hint: "remove \"edited\", or mark a message with \"text\"",
                                    at: object.path("edited"))
            }
            message.edited = try value.bool(at: object.path("edited"))
        }
        guard let value = object.value("forwarded") else { return }
        let path = object.path("forwarded")
        switch message.content {
        case .sticker:
            throw value.invalid("a sticker cannot be marked forwarded (it has no bubble to carry the label)",
                                hint: "remove \"forwarded\", or send the picture as \"image\"", at: path)
        case .typing:
            throw value.invalid("a typing indicator cannot be marked forwarded", hint: "remove \"forwarded\"", at: path)
        default: break
        }
        if case .string = value {
            let source = try value.nonEmptyString(at: path, what: "the name of who first wrote it")
            guard source.count <= Self.maximumForwardedName else {
                throw value.invalid("a name of \(source.count) characters", hint: "write at most \(Self.maximumForwardedName) characters", at: path)
            }
            message.forwarded = true
            message.forwardedFrom = source
        } else {
            guard case .bool(let flag, _) = value else {
                throw value.invalid("expected true, false or the name of who first wrote the message",
                                    hint: "write \"forwarded\": true, or \"forwarded\": \"Ana Lima\"", at: path)
            }
            message.forwarded = flag
        }
    }

    /// The longest name `forwarded` takes.
    static let maximumForwardedName = 200
}
