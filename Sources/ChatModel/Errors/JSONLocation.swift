/// Where an error is: the JSON path of the offending value and where that value is written.
public struct ChatJSONLocation: Sendable, Hashable, CustomStringConvertible {
    /// The path of the value (or of the object that lacks a key).
    public var path: JSONPath
    /// Where that value (or key) starts in the source; nil for a value that no JSON text holds: a conversation built
    /// in code, whose `path` then names the Swift property (`messages[2].replyTo`, `participants[0].isMe`).
    public var position: SourcePosition?

    /// A location: `path` at `position`.
    public init(path: JSONPath, position: SourcePosition?) {
        self.path = path
        self.position = position
    }

    /// 1-based line; nil without a position.
    public var line: Int? { position?.line }
    /// 1-based column, in Unicode scalars; nil without a position.
    public var column: Int? { position?.column }

    /// `messages[3].status (line 12, column 17)`, or `messages[3].status` without a position.
    public var description: String { position.map { "\(path) (\($0))" } ?? path.description }
}
