import ChatRender

/// Why a manifest run cannot go on at all (one bad line is a `ManifestFailure` instead, and the others still render).
public enum ManifestError: Error, Equatable, CustomStringConvertible {
    /// The manifest cannot be read; `missing` when it does not exist.
    case unreadable(path: String, reason: String, missing: Bool)
    /// An output (the output directory, a tar file) cannot be written.
    case outputUnwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason, _):
            "cannot read the manifest \(path): \(reason)"
        case .outputUnwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}

/// One manifest line that did not render: its line number, its id when it has one, and why.
public struct ManifestFailure: Sendable, CustomStringConvertible {
    /// Why a line failed.
    public enum Problem: Sendable {
        /// Not a valid line: invalid JSON, an unknown or missing key, an unsafe id, an invalid conversation.
        case invalidLine(ChatModelError)
        /// Longer than the limit; it was skipped unread.
        case tooLong(bytes: Int, limit: Int)
        /// Its id was used by an earlier line.
        case duplicateID(firstLine: Int)
        /// The conversation was valid but did not render or could not be written (a missing image, a timeout, …).
        case render(ChatRenderError)
    }

    /// The 1-based line number in the manifest.
    public var line: Int
    /// The line's `id` as written, when it has a string id.
    public var id: String?
    /// What went wrong.
    public var problem: Problem

    /// `line 12 (id "chat-7"): conversation.messages[3].status (column 16): …`.
    public var description: String {
        var text = "line \(line)"
        if let id { text += " (id \(Self.quoted(id)))" }
        switch problem {
        case .invalidLine(let error):
            if let path = error.path, path != ChatJSONPath.root.description, let column = error.column {
                text += ": \(path) (column \(column)): \(error.message)"
            } else if let column = error.column {
                text += ", column \(column): \(error.message)"
            } else {
                text += ": \(error.message)"
            }
        case .tooLong(let bytes, let limit):
            text += ": the line is \(bytes) bytes long, more than the \(limit) allowed; name image files (relative to "
                + "the manifest) instead of inline data: images, or split the conversation"
        case .duplicateID(let first):
            text += ": the id was already used on line \(first); ids name the outputs, so each must be unique"
        case .render(let error):
            text += ": \(error)"
        }
        return text
    }

    /// `id` in double quotes, at most 100 characters of it.
    static func quoted(_ id: String) -> String {
        let shown = id.unicodeScalars.count > 100 ? String(String.UnicodeScalarView(id.unicodeScalars.prefix(100))) + "…" : id
        return "\"" + shown.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
