// SKELETON — replaced by the ChatModel implementation.
/// Decodes and validates conversation.json bytes into a `Conversation`.
public struct ConversationDecoder: Sendable {
    public init() {}
    /// - Parameter baseDirectory: directory of the JSON file ("." for stdin); relative paths resolve against it.
    public func decode(_ bytes: [UInt8], baseDirectory: String) throws(ModelError) -> Conversation {
        throw ModelError.emptyInput
    }
}

/// Decodes and validates theme.json bytes into a `ThemeSpec`.
public struct ThemeDecoder: Sendable {
    public init() {}
    public func decode(_ bytes: [UInt8]) throws(ModelError) -> ThemeSpec {
        throw ModelError.emptyInput
    }
}

/// Everything that can be wrong with a conversation.json or theme.json.
public enum ModelError: Error, Equatable, CustomStringConvertible {
    case emptyInput
    public var description: String { "the input is empty" }
}
