/// A parsed JSON value that remembers where it was written.
///
/// Objects keep their members in source order (duplicate keys are refused by `JSONParser`), numbers keep
/// their source text and whether they were written as integers.
package enum JSONValue: Sendable, Hashable {
    /// An object: its members in source order, and where its `{` is.
    case object([JSONMember], at: SourcePosition)
    /// An array: its elements, and where its `[` is.
    case array([JSONValue], at: SourcePosition)
    /// A string, unescaped, and where its opening quote is.
    case string(String, at: SourcePosition)
    /// A number as written, and where it starts.
    case number(JSONNumber, at: SourcePosition)
    /// `true` or `false`, and where it starts.
    case bool(Bool, at: SourcePosition)
    /// `null`, and where it starts.
    case null(at: SourcePosition)

    /// Where the value starts (its first character: `{`, `[`, `"`, a digit or `-`, `t`, `f`, `n`).
    package var position: SourcePosition {
        switch self {
        case .object(_, let at), .array(_, let at), .string(_, let at), .number(_, let at), .bool(_, let at):
            return at
        case .null(let at):
            return at
        }
    }

    /// The value of `key` when this is an object that has it.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, with an article: "an object", "a string", "a number", "a boolean", "null".
    package var kindName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// The value as a message names it: `the number 3`, `the string "seen"`, `an object`, `an array`, `true`, `null`.
    package var summary: String {
        switch self {
        case .object(let members, _): return members.isEmpty ? "an empty object" : "an object"
        case .array(let elements, _): return elements.isEmpty ? "an empty array" : "an array"
        case .string(let text, _): return "the string " + JSONStringLiteral.quotedExcerpt(text)
        case .number(let number, _): return "the number " + number.literal
        case .bool(let flag, _): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}
