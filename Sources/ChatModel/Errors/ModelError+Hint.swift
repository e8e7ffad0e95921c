extension ModelError {
    /// What is wrong, without the location and without the hint (for clients that show them apart, such as the
    /// JSON errors of `chatrender serve`).
    public var problem: String {
        if case .invalidValue(let problem, _, _) = self { return problem }
        return message
    }

    /// How to fix it, when the message carries a separate hint (`problem` + "; " + `hint` is `message`).
    public var hint: String? {
        switch self {
        case .invalidValue(_, let hint, _): return hint
        case .unknownKey(_, let suggestion?, _, _), .unknownParticipant(_, _, let suggestion?, _):
            return "did you mean \(JSONStringLiteral.quoted(suggestion))?"
        default: return nil
        }
    }

    /// True for errors of the JSON text itself (not UTF-8, not JSON, nested too deep, a duplicate key), as opposed
    /// to well-formed JSON that is not a valid conversation.
    public var isSyntax: Bool {
        switch self {
        case .emptyInput, .invalidUTF8, .syntax, .nestingTooDeep, .duplicateKey: true
        default: false
        }
    }
}
