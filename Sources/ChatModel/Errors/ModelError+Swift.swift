/// Errors about a conversation built in code: the JSON that `ChatConversation.validate()` checks is generated, so
/// its lines and columns mean nothing to the user; the error names the Swift property instead.
extension ChatModelError {
    /// This error with every location's path written as the `ChatConversation` property it stands for
    /// (`messages[2].replyTo`, `participants[1].isMe`, `messages[0].content`) and without a line and column.
    package var namingSwiftProperties: ChatModelError {
        func swift(_ at: JSONLocation) -> JSONLocation { JSONLocation(path: at.path.swiftPropertyPath, position: nil) }
        switch self {
        case .emptyInput, .invalidUTF8: return self
        case .syntax(let text, let at): return .syntax(text, at: swift(at))
        case .nestingTooDeep(let limit, let at): return .nestingTooDeep(limit: limit, at: swift(at))
        case .duplicateKey(let key, let first, let at): return .duplicateKey(key, first: first, at: swift(at))
        case .unknownKey(let key, let suggestion, let allowed, let at):
            return .unknownKey(key, suggestion: suggestion, allowed: allowed, at: swift(at))
        case .missingKey(let key, let at): return .missingKey(key, at: swift(at))
        case .typeMismatch(let expected, let found, let at): return .typeMismatch(expected: expected, found: found, at: swift(at))
        case .invalidValue(let problem, let hint, let at): return .invalidValue(problem, hint: hint, at: swift(at))
        case .unsupportedVersion(let found, let supported, let at): return .unsupportedVersion(found: found, supported: supported, at: swift(at))
        case .unsupportedContent(let kind, let supported, let at): return .unsupportedContent(kind: kind, supported: supported, at: swift(at))
        case .unsupportedFeature(let text, let at): return .unsupportedFeature(text, at: swift(at))
        case .unknownParticipant(let id, let known, let suggestion, let at):
            return .unknownParticipant(id, known: known, suggestion: suggestion, at: swift(at))
        case .duplicateParticipant(let id, let firstIndex, let at): return .duplicateParticipant(id, firstIndex: firstIndex, at: swift(at))
        case .multipleContents(let keys, let at): return .multipleContents(keys: keys, at: swift(at))
        case .noContent(let kinds, let at): return .noContent(kinds: kinds, at: swift(at))
        case .captionWithoutImage(let at): return .captionWithoutImage(at: swift(at))
        case .remoteURL(let url, let at): return .remoteURL(url, at: swift(at))
        case .statusOnIncoming(let sender, let at): return .statusOnIncoming(sender: sender, at: swift(at))
        case .keyOnNotice(let key, let kind, let at): return .keyOnNotice(key: key, kind: kind, at: swift(at))
        }
    }
}

extension ChatJSONPath {
    /// The message keys that are one case of `ChatMessage.content` (`"audio": {"duration": …}` is `.audio(duration:)`).
    private static let contentKeys: Set<String> = ["text", "image", "caption", "location", "sticker", "video", "audio", "file",
                                                   "typing", "day", "system"]

    /// The path of the `ChatConversation` property this conversation.json path stands for: the same keys but `me`
    /// (`isMe`), a message's content keys (`content`, which holds them) and the other screens' lists (`screen`).
    package var swiftPropertyPath: ChatJSONPath {
        var result: [Component] = []
        for (position, component) in components.enumerated() {
            guard case .key(let key) = component else { result.append(component); continue }
            let parent = position > 1 ? components[position - 2] : nil
            switch (parent, key) {
            case (nil, "chats"), (nil, "groups"), (nil, "sort"):
                if position == 0 { return ChatJSONPath([.key("screen")] + components) }
                result.append(component)
            case (.key("participants")?, "me") where position == 2:
                result.append(.key("isMe"))
            case (.key("messages")?, _) where position == 2 && Self.contentKeys.contains(key):
                result.append(.key("content"))
                return ChatJSONPath(result)
            default:
                result.append(component)
            }
        }
        return ChatJSONPath(result)
    }
}
