/// Where an error is: the JSON path of the offending value and where that value is written.
public struct ChatJSONLocation: Sendable, Hashable, CustomStringConvertible {
    /// The path of the value (or of the object that lacks a key).
    public var path: JSONPath
    /// Where that value (or key) starts in the source.
    public var position: SourcePosition

    /// A location: `path` at `position`.
    public init(path: JSONPath, position: SourcePosition) {
        self.path = path
        self.position = position
    }

    /// 1-based line.
    public var line: Int { position.line }
    /// 1-based column, in Unicode scalars.
    public var column: Int { position.column }

    /// `messages[3].status (line 12, column 17)`.
    public var description: String { "\(path) (\(position))" }
}
