/// One `"key": value` member of a JSON object, with where its key starts.
public struct JSONMember: Sendable, Hashable {
    /// The decoded key.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The member's value.
    public var value: JSONValue

    /// A member; `keyPosition` is where the key's opening quote is.
    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
