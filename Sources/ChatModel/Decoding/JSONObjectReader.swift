/// A JSON object being decoded: finds members by key and reports problems at the object's path and position.
struct JSONObjectReader {
    /// The object's path.
    let path: JSONPath
    /// Where the object's `{` is.
    let position: SourcePosition
    /// The members in source order.
    let members: [JSONMember]

    /// Reads `value` as an object; anything else is a type mismatch at `path`.
    init(_ value: JSONValue, path: JSONPath) throws(ModelError) {
        guard case .object(let members, let position) = value else {
            throw value.mismatch(expected: "an object", at: path)
        }
        self.path = path
        self.position = position
        self.members = members
    }

    /// The object's location (used when a key is missing).
    var location: JSONLocation { JSONLocation(path: path, position: position) }

    /// The path of the member `key`.
    func path(_ key: String) -> JSONPath { path.appending(key: key) }

    /// The value of `key`, if present.
    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }

    /// The member `key`, if present.
    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }

    /// Whether the object has `key`.
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The value of `key`; a missing key is an error at the object.
    func required(_ key: String) throws(ModelError) -> JSONValue {
        guard let value = value(key) else { throw .missingKey(key, at: location) }
        return value
    }

    /// The number at `key` checked against `range` (`what` and `unit` name it in errors); nil when the key is absent.
    func number(_ key: String, in range: ClosedRange<Double>, what: String, unit: String = "") throws(ModelError) -> Double? {
        guard let value = value(key) else { return nil }
        return try value.number(in: range, at: path(key), what: what, unit: unit)
    }

    /// The value of a string enumeration named at `key` (`noun`, with an article, names a valid one in errors); nil
    /// when the key is absent.
    func named<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type, noun: String) throws(ModelError) -> Value?
        where Value.RawValue == String {
        guard let value = value(key) else { return nil }
        return try value.named(type, noun: noun, at: path(key))
    }

    /// Refuses the first member (in source order) whose key is not in `allowed`, suggesting the nearest allowed key.
    func rejectUnknownKeys(_ allowed: [String]) throws(ModelError) {
        for member in members where !allowed.contains(member.key) {
            throw .unknownKey(
                member.key, suggestion: Suggestion.nearest(to: member.key, in: allowed), allowed: allowed,
                at: JSONLocation(path: path, position: member.keyPosition))
        }
    }
}
