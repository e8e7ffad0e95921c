/// Everything that can be wrong with a conversation.json or theme.json.
///
/// Every case except `emptyInput` says where: `invalidUTF8` by line, column and byte offset, the others by
/// JSON path and the line and column of the offending value. `description` is the message a user reads:
/// `messages[3].status (line 12, column 17): "seen" is not a delivery status; use one of … (did you mean "sent"?)`.
public enum ChatModelError: Error, Equatable, CustomStringConvertible {
    /// The input has no bytes, or only whitespace.
    case emptyInput
    /// The bytes at `byteOffset` are not UTF-8.
    case invalidUTF8(byteOffset: Int, line: Int, column: Int)
    /// The text is not JSON; the message says what was expected (the path is the enclosing object or array).
    case syntax(String, at: JSONLocation)
    /// Objects and arrays are nested deeper than `limit`.
    case nestingTooDeep(limit: Int, at: JSONLocation)
    /// An object has the same key twice; `at` is the second one, `first` the first.
    case duplicateKey(String, first: SourcePosition, at: JSONLocation)
    /// A key that this format does not know, with the nearest known key when one is close.
    case unknownKey(String, suggestion: String?, allowed: [String], at: JSONLocation)
    /// A required key is absent; `at` is the object that lacks it.
    case missingKey(String, at: JSONLocation)
    /// A value of the wrong JSON type: `expected` e.g. "a string", `found` e.g. "the number 3".
    case typeMismatch(expected: String, found: String, at: JSONLocation)
    /// A value of the right type that is not allowed: `problem` says what is wrong, `hint` how to fix it.
    case invalidValue(String, hint: String, at: JSONLocation)
    /// A `version` this chatrender does not read.
    case unsupportedVersion(found: String, supported: [Int], at: JSONLocation)
    /// A message content kind of the format that this release does not draw yet.
    case unsupportedContent(kind: String, supported: [String], at: JSONLocation)
    /// A feature of the format that this release does not implement yet; the message says what to do.
    case unsupportedFeature(String, at: JSONLocation)
    /// A message's `from` that names no participant.
    case unknownParticipant(String, known: [String], suggestion: String?, at: JSONLocation)
    /// Two participants with one id; `firstIndex` is the earlier one.
    case duplicateParticipant(String, firstIndex: Int, at: JSONLocation)
    /// A message with more than one content key (listed in source order).
    case multipleContents(keys: [String], at: JSONLocation)
    /// A message without any content key; `kinds` are the content keys of the format.
    case noContent(kinds: [String], at: JSONLocation)
    /// `caption` on a message that is not an image message.
    case captionWithoutImage(at: JSONLocation)
    /// An `http://` or `https://` (or other network) address where a file path is expected.
    case remoteURL(String, at: JSONLocation)
    /// `status` on a message whose sender is not `"me": true`.
    case statusOnIncoming(sender: String, at: JSONLocation)
    /// A sender-message key (`from`, `time`, `status`, `replyTo`, `reactions`) on a `day` or `system` message.
    case keyOnNotice(key: String, kind: String, at: JSONLocation)

    /// The path and position of the error, when it has one (all cases but `emptyInput` and `invalidUTF8`).
    public var location: JSONLocation? {
        switch self {
        case .emptyInput, .invalidUTF8:
            return nil
        case .syntax(_, let at), .nestingTooDeep(_, let at), .duplicateKey(_, _, let at),
             .unknownKey(_, _, _, let at), .missingKey(_, let at), .typeMismatch(_, _, let at),
             .invalidValue(_, _, let at), .unsupportedVersion(_, _, let at), .unsupportedContent(_, _, let at),
             .unsupportedFeature(_, let at), .unknownParticipant(_, _, _, let at), .duplicateParticipant(_, _, let at),
             .multipleContents(_, let at), .noContent(_, let at), .captionWithoutImage(let at), .remoteURL(_, let at),
             .statusOnIncoming(_, let at), .keyOnNotice(_, _, let at):
            return at
        }
    }

    /// The JSON path of the offending value, e.g. `messages[3].status`; `(root)` for the top level.
    public var path: String? { location?.path.description }

    /// The 1-based line of the offending value.
    public var line: Int? {
        if case .invalidUTF8(_, let line, _) = self { return line }
        return location?.line
    }

    /// The 1-based column (in Unicode scalars) of the offending value.
    public var column: Int? {
        if case .invalidUTF8(_, _, let column) = self { return column }
        return location?.column
    }

    /// What went wrong, without the location prefix.
    public var message: String {
        switch self {
        case .emptyInput:
            return "the input is empty (or only whitespace); expected a JSON object"
        case .invalidUTF8(let offset, _, _):
            return "the input is not valid UTF-8 (at byte offset \(offset)); save the file with UTF-8 encoding"
        case .syntax(let message, _):
            return message
        case .nestingTooDeep(let limit, _):
            return "objects and arrays are nested more than \(limit) levels deep; no conversation or theme needs that"
        case .duplicateKey(let key, let first, _):
            return "the key \(JSONStringLiteral.quoted(key)) appears twice in one object (first at \(first)); keep only one"
        case .unknownKey(let key, let suggestion, let allowed, _):
            let name = JSONStringLiteral.quoted(key)
            if let suggestion { return "unknown key \(name) (did you mean \(JSONStringLiteral.quoted(suggestion))?)" }
            return "unknown key \(name); the keys allowed here are \(allowed.joined(separator: ", "))"
        case .missingKey(let key, _):
            return "missing the required key \(JSONStringLiteral.quoted(key))"
        case .typeMismatch(let expected, let found, _):
            return "expected \(expected), found \(found)"
        case .invalidValue(let problem, let hint, _):
            return "\(problem); \(hint)"
        case .unsupportedVersion(let found, let supported, _):
            let versions = supported.map(String.init).joined(separator: ", ")
            return "version \(found) is not supported; this chatrender reads version \(versions)"
        case .unsupportedContent(let kind, let supported, _):
            return "\(JSONStringLiteral.quoted(kind)) messages are not supported yet; supported kinds are "
                + Self.list(supported)
        case .unsupportedFeature(let message, _):
            return message
        case .unknownParticipant(let id, let known, let suggestion, _):
            var text = "\(JSONStringLiteral.quoted(id)) is not a participant id; "
            text += known.isEmpty ? "the participants array is empty" : "known ids are " + known.joined(separator: ", ")
            if let suggestion { text += " (did you mean \(JSONStringLiteral.quoted(suggestion))?)" }
            return text
        case .duplicateParticipant(let id, let firstIndex, _):
            return "the id \(JSONStringLiteral.quoted(id)) is already used by participants[\(firstIndex)]; participant ids must be unique"
        case .multipleContents(let keys, _):
            let quoted = keys.map(JSONStringLiteral.quoted)
            return "a message has exactly one content key, but this one has \(Self.list(quoted)); split it into separate messages"
        case .noContent(let kinds, _):
            return "the message has no content; add one of the keys \(kinds.joined(separator: ", "))"
        case .captionWithoutImage:
            return "\"caption\" belongs to an image or album message; add \"image\" or \"album\", or remove the caption"
        case .remoteURL(let url, _):
            return "\(JSONStringLiteral.quotedExcerpt(url, limit: 60)) is a network address; "
                + "chatrender never touches the network; download the file and give its path"
        case .statusOnIncoming(let sender, _):
            return "\"status\" is for outgoing messages, but the sender \(JSONStringLiteral.quoted(sender)) is not "
                + "marked \"me\": true; remove the status or mark the sender as me"
        case .keyOnNotice(let key, let kind, _):
            let what = kind == "day" ? "day separators" : "system notices"
            return "\(JSONStringLiteral.quoted(key)) does not belong on a \(JSONStringLiteral.quoted(kind)) message: "
                + "\(what) have no sender; remove \(JSONStringLiteral.quoted(key))"
        }
    }

    /// The full message: `messages[3].status (line 12, column 17): …`, `line 2, column 9: …` for syntax errors.
    public var description: String {
        switch self {
        case .emptyInput:
            return message
        case .invalidUTF8(_, let line, let column):
            return "line \(line), column \(column): \(message)"
        case .syntax(_, let at), .nestingTooDeep(_, let at):
            let inside = at.path.components.isEmpty ? "" : " (inside \(at.path))"
            return "\(at.position.map(String.init(describing:)) ?? at.path.description): \(message)\(inside)"
        default:
            guard let location else { return message }
            return "\(location): \(message)"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
