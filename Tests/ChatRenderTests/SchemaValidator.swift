import Foundation

/// A JSON value, decoded without Foundation's number/boolean ambiguity.
indirect enum JSONDocument: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONDocument]), object([String: JSONDocument])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONDocument].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONDocument].self)) }
    }

    static func parse(_ bytes: [UInt8]) throws -> JSONDocument {
        try JSONDecoder().decode(JSONDocument.self, from: Data(bytes))
    }

    subscript(key: String) -> JSONDocument? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

/// The part of JSON Schema draft 2020-12 that chatrender's schemas use, enough to check documents against them.
/// `keywords` lists what it implements; a schema using any other keyword is refused, so nothing passes unchecked.
struct SchemaValidator {
    static let keywords: Set<String> = [
        "$schema", "$id", "$ref", "$defs", "title", "description", "default", "examples",
        "type", "enum", "const", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
        "minLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "oneOf", "anyOf", "allOf", "not",
        "dependentRequired", "dependentSchemas", "propertyNames", "maxProperties",
    ]

    let root: JSONDocument

    /// Every keyword the schema uses that the validator does not implement (property names are not keywords).
    func unsupportedKeywords() -> Set<String> {
        var found: Set<String> = []
        func walk(_ schema: JSONDocument) {
            guard case .object(let members) = schema else { return }
            for (key, value) in members {
                if !Self.keywords.contains(key) { found.insert(key) }
                switch key {
                case "properties", "$defs", "dependentSchemas":
                    if case .object(let children) = value { children.values.forEach(walk) }
                case "items", "not", "additionalProperties", "propertyNames":
                    walk(value)
                case "oneOf", "anyOf", "allOf":
                    if case .array(let children) = value { children.forEach(walk) }
                default: break
                }
            }
        }
        walk(root)
        return found
    }

    /// The problems of `document` against the schema, each with its JSON path; empty when it validates.
    func validate(_ document: JSONDocument) -> [String] {
        var errors: [String] = []
        check(document, against: root, at: "$", errors: &errors)
        return errors
    }

    private func resolve(_ reference: String) -> JSONDocument? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let next = node[String(part)] else { return nil }
            node = next
        }
        return node
    }

    private func check(_ value: JSONDocument, against schema: JSONDocument, at path: String, errors: inout [String]) {
        func fail(_ message: String) { errors.append("\(path): \(message)") }
        if schema == .bool(false) { fail("not allowed here"); return }
        guard case .object(let rules) = schema else { return }
        if case .string(let reference)? = rules["$ref"] {
            if let target = resolve(reference) { check(value, against: target, at: path, errors: &errors) }
            else { fail("unresolvable $ref \(reference)") }
        }
        if case .string(let type)? = rules["type"], !Self.matches(value, type: type) { fail("not of type \(type)") }
        if case .array(let choices)? = rules["enum"], !choices.contains(value) { fail("not one of the enum's values") }
        if let constant = rules["const"], constant != value { fail("not the constant") }
        if case .string(let text) = value {
            if case .number(let minimum)? = rules["minLength"], Double(text.count) < minimum { fail("shorter than \(minimum)") }
            if case .string(let pattern)? = rules["pattern"], !Self.search(pattern, in: text) { fail("\"\(text)\" does not match \(pattern)") }
        }
        if case .number(let number) = value {
            if case .number(let minimum)? = rules["minimum"], number < minimum { fail("\(number) < minimum \(minimum)") }
            if case .number(let maximum)? = rules["maximum"], number > maximum { fail("\(number) > maximum \(maximum)") }
            if case .number(let bound)? = rules["exclusiveMinimum"], number <= bound { fail("\(number) <= exclusiveMinimum \(bound)") }
        }
        if case .array(let elements) = value {
            if case .number(let minimum)? = rules["minItems"], Double(elements.count) < minimum { fail("fewer than \(minimum) items") }
            if case .number(let maximum)? = rules["maxItems"], Double(elements.count) > maximum { fail("more than \(maximum) items") }
            if let items = rules["items"] {
                for (index, element) in elements.enumerated() { check(element, against: items, at: "\(path)[\(index)]", errors: &errors) }
            }
        }
        if case .object(let members) = value {
            if case .array(let required)? = rules["required"] {
                for case .string(let key) in required where members[key] == nil { fail("missing required key \(key)") }
            }
            if case .object(let dependencies)? = rules["dependentRequired"] {
                for (key, needed) in dependencies where members[key] != nil {
                    if case .array(let names) = needed {
                        for case .string(let name) in names where members[name] == nil { fail("\(key) needs \(name)") }
                    }
                }
            }
            if case .object(let dependencies)? = rules["dependentSchemas"] {
                for (key, sub) in dependencies.sorted(by: { $0.key < $1.key }) where members[key] != nil {
                    check(value, against: sub, at: path, errors: &errors)
                }
            }
            if case .number(let maximum)? = rules["maxProperties"], Double(members.count) > maximum { fail("more than \(maximum) keys") }
            if let names = rules["propertyNames"] {
                for key in members.keys.sorted() { check(.string(key), against: names, at: "\(path) key \(key)", errors: &errors) }
            }
            let properties: [String: JSONDocument]
            if case .object(let declared)? = rules["properties"] { properties = declared } else { properties = [:] }
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    check(member, against: property, at: "\(path).\(key)", errors: &errors)
                } else if let additional = rules["additionalProperties"] {
                    if additional == .bool(false) { fail("unknown key \(key)") }
                    else { check(member, against: additional, at: "\(path).\(key)", errors: &errors) }
                }
            }
        }
        func passes(_ sub: JSONDocument) -> Bool {
            var inner: [String] = []
            check(value, against: sub, at: path, errors: &inner)
            return inner.isEmpty
        }
        if case .array(let all)? = rules["allOf"] {
            for sub in all { check(value, against: sub, at: path, errors: &errors) }
        }
        if case .array(let any)? = rules["anyOf"], !any.contains(where: passes) { fail("matches none of anyOf") }
        if case .array(let one)? = rules["oneOf"] {
            let count = one.filter(passes).count
            if count != 1 { fail("matches \(count) of oneOf, not exactly 1") }
        }
        if let negated = rules["not"], passes(negated) { fail("matches the schema under not") }
    }

    private static func matches(_ value: JSONDocument, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            true
        case ("integer", .number(let number)):
            number.rounded() == number
        default:
            false
        }
    }

    /// ECMA-262-style search (unanchored unless the pattern anchors itself).
    private static func search(_ pattern: String, in text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
