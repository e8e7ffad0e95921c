/// Where something starts in a JSON document: a 1-based line and column, and the byte offset.
///
/// Lines end at a line feed (a CR LF pair is one line end). Columns count Unicode scalars, not bytes,
/// so `"é"` advances the column by one, as an editor does.
public struct ChatSourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// 0-based byte offset from the start of the input (a UTF-8 byte order mark counts).
    public var offset: Int

    /// A position; `line` and `column` are 1-based, `offset` is 0-based.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line 12, column 17`.
    public var description: String { "line \(line), column \(column)" }
}
