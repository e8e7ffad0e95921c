/// One line of a manifest (`chatrender render --manifest chats.jsonl`): `{"id": "chat-0001", "conversation": {…}}`,
/// the conversation exactly as a conversation.json file holds it.
///
/// The id names the outputs (`<id>.png`, `<id>.json`), so it is refused unless it is safe as a relative path on
/// any file system and as a WebDataset key: 1 to `maximumIDLength` bytes of `A–Z a–z 0–9 _ -` in segments
/// separated by single `/` (subdirectories), no leading or trailing `/`. No dot is allowed, so no `.`/`..`
/// segment, no hidden file, and no extension for WebDataset to split the key at.
package struct ManifestLine: Sendable {
    /// The keys a line may have, both required.
    package static let keys = ["id", "conversation"]
    /// The longest id, in bytes: `<id>.webp` then fits a tar header's 100-byte name field.
    package static let maximumIDLength = 90

    /// The sample's id.
    package var id: String
    /// The conversation, its relative paths resolved against the base directory given to `decode`.
    package var conversation: Conversation

    /// Decodes one line (one JSON object; every position in errors is on line 1): unknown keys, a missing or
    /// unsafe id and every conversation error are refused with the path and column of the offending value.
    package static func decode(_ bytes: [UInt8], baseDirectory: String) throws(ModelError) -> ManifestLine {
        let root = try JSONObjectReader(JSONParser().parse(bytes), path: .root)
        try root.rejectUnknownKeys(keys)
        let id = try checkedID(root.required("id"), at: root.path("id"))
        let conversation = try ConversationDecoder().decode(document: root.required("conversation"), baseDirectory: baseDirectory,
                                                            path: root.path("conversation"))
        return ManifestLine(id: id, conversation: conversation)
    }

    /// The line's `id` as written when the line is a JSON object with a string `id` (safe or not), else nil: the
    /// conversation is not decoded. For naming a bad line and for finding duplicates among other shards' lines.
    package static func id(of bytes: [UInt8]) -> String? {
        guard let document = try? JSONParser().parse(bytes), case .string(let id, _)? = document["id"] else { return nil }
        return id
    }

    /// What makes `id` unsafe, or nil when it is a valid id.
    package static func problem(with id: String) -> String? {
        if id.isEmpty { return "the id is empty" }
        if id.utf8.count > maximumIDLength { return "the id is \(id.utf8.count) bytes long, more than \(maximumIDLength)" }
        let allowed: (UInt8) -> Bool = { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        for segment in id.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if segment.isEmpty { return "the id has an empty path segment (a leading, trailing or double /)" }
            if let bad = segment.first(where: { !allowed($0) }) {
                let shown = bad < 0x80 ? "\"\(Character(Unicode.Scalar(bad)))\"" : "a non-ASCII character"
                return "the id contains \(shown)"
            }
        }
        return nil
    }

    private static func checkedID(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> String {
        let id = try value.string(at: path)
        if let problem = problem(with: id) {
            throw value.invalid("\(problem): \(JSONStringLiteral.quotedExcerpt(id))",
                                hint: "ids name output files: use 1 to \(maximumIDLength) bytes of letters, digits, _ and -, "
                                    + "with / between subdirectories (e.g. \"de/chat-0001\")", at: path)
        }
        return id
    }
}
