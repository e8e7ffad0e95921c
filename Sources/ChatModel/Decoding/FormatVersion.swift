/// The `version` key shared by conversation.json and theme.json.
enum FormatVersion {
    /// The object's `version`: 1 when absent; an integer in `supported`, or an error.
    static func read(_ object: JSONObjectReader, supported: [Int]) throws(ModelError) -> Int {
        guard let value = object.value("version") else { return supported[0] }
        let path = object.path("version")
        guard case .number(let number, _) = value, number.isInteger else {
            throw value.mismatch(expected: "an integer", at: path)
        }
        guard let version = supported.first(where: { Double($0) == number.value }) else {
            throw .unsupportedVersion(found: number.literal, supported: supported, at: value.location(path))
        }
        return version
    }
}
