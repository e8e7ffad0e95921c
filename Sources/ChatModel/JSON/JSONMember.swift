/// One `"key": value` member of a JSON object, with where its key starts.
package struct JSONMember: Sendable, Hashable {
    /// The decoded key.
    package var key: String
    /// Where the key's opening quote is.
    package var keyPosition: SourcePosition
    /// The member's value.
    package var value: JSONValue

    /// A member; `keyPosition` is where the key's opening quote is.
    package init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
