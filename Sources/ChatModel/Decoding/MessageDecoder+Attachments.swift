/// The object-valued content kinds: `file` (and later `audio`, `video`, `location`).
extension MessageDecoder {
    /// The largest file size accepted, in bytes (1 PB): anything larger is a typo.
    static let maximumFileSize = 1_000_000_000_000_000.0

    /// `{"name": "report.pdf", "size": 2400000}`.
    func decodeFile(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> MessageContent {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.file)
        let name = try object.required("name").nonEmptyString(at: object.path("name"), what: "the file name")
        let sizeValue = try object.required("size")
        let sizePath = object.path("size")
        guard case .number(let size, _) = sizeValue else {
            throw sizeValue.mismatch(expected: "a size in bytes (an integer)", at: sizePath)
        }
        guard size.isInteger, size.value >= 0, size.value <= Self.maximumFileSize else {
            throw sizeValue.invalid("\(size.literal) is not a file size", hint: "use a whole number of bytes ≥ 0, e.g. 2400000", at: sizePath)
        }
        return .file(name: name, size: Int(size.value))
    }
}
