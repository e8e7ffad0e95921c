/// Decodes and validates conversation.json bytes into a `Conversation`.
///
/// Validation is strict and complete before anything is drawn: unknown keys, wrong types, values out of
/// range, content kinds and features this release does not draw yet, and references to unknown participants
/// are all errors that name the JSON path, line and column. The file system is never touched: paths are
/// kept as written and checked by the render stage.
public struct ConversationDecoder: Sendable {
    /// A decoder.
    public init() {}

    /// Decodes one conversation.json document.
    /// - Parameter baseDirectory: directory of the JSON file ("." for stdin); relative paths resolve against it.
    /// - Throws: the first problem found, as a `ModelError`.
    package func decode(_ bytes: [UInt8], baseDirectory: String) throws(ModelError) -> Conversation {
        try decode(document: try JSONParser().parse(bytes), baseDirectory: baseDirectory)
    }

    /// Decodes one parsed conversation.json document, found at `path` of its source (the root of a file, or
    /// `conversation` in a manifest line) so that errors name where it really is.
    func decode(document: JSONValue, baseDirectory: String, path: JSONPath = .root) throws(ModelError) -> Conversation {
        let root = try JSONObjectReader(document, path: path)
        try root.rejectUnknownKeys(ConversationKeys.topLevel)
        let version = try FormatVersion.read(root, supported: ConversationKeys.supportedVersions)

        var conversation = Conversation(version: version, participants: [], messages: [], baseDirectory: baseDirectory)
        if let schema = root.value("$schema") {
            _ = try schema.string(at: root.path("$schema"))
        }
        if let theme = root.value("theme") {
            conversation.theme = try PathRules.conversationPath(theme, at: root.path("theme"), what: "the theme", allowsInline: false)
        }
        if let appearance = root.value("appearance") {
            conversation.appearance = try appearance.named(Appearance.self, noun: "an appearance", at: root.path("appearance"))
        }
        if let canvas = root.value("canvas") {
            conversation.canvas = try CanvasDecoder.decode(canvas, at: root.path("canvas"))
        }
        if let locale = root.value("locale") {
            conversation.locale = try LocaleRules.locale(locale, at: root.path("locale"))
        }
        if let timeZone = root.value("timeZone") {
            conversation.timeZone = try TimeZoneRules.timeZone(timeZone, at: root.path("timeZone"))
        }
        if let direction = root.value("direction") {
            conversation.direction = try direction.named(LayoutDirection.self, noun: "a layout direction", at: root.path("direction"))
        }
        if let emoticons = root.value("emoticons") {
            conversation.emoticons = try emoticons.bool(at: root.path("emoticons"))
        }
        if let chrome = root.value("chrome") {
            conversation.chrome = try ChromeDecoder.decode(chrome, at: root.path("chrome"))
        }

        let screen = try ScreenDecoder.kind(root)
        conversation.participants = try ParticipantDecoder.decodeAll(
            try root.required("participants"), at: root.path("participants"),
            limit: screen == "conversation" ? ConversationKeys.maximumParticipants : ConversationKeys.maximumRows)
        switch screen {
        case "contacts":
            conversation.screen = .contacts(try ScreenDecoder.contacts(root, participants: conversation.participants))
            return conversation
        case "chats":
            conversation.screen = .chats(try ScreenDecoder.chats(root, participants: conversation.participants))
            return conversation
        default: break
        }
        conversation.now = try ScreenDecoder.now(root)
        let messagesPath = root.path("messages")
        let decoder = MessageDecoder(participants: conversation.participants)
        let messages = try root.required("messages")
        let elements = try messages.array(at: messagesPath)
        guard elements.count <= ConversationKeys.maximumMessages else {
            throw messages.invalid(
                "there are \(elements.count) messages, more than the \(ConversationKeys.maximumMessages) allowed",
                hint: "split the conversation into several files (a screenshot shows far fewer)", at: messagesPath)
        }
        for (index, element) in elements.enumerated() {
            conversation.messages.append(try decoder.decode(element, index: index, at: messagesPath.appending(index: index),
                                                            earlier: conversation.messages))
        }
        return conversation
    }
}
