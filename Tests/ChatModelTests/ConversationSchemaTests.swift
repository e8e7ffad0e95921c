import Testing
@testable import ChatModel

@Suite("ConversationSchema")
struct ConversationSchemaTests {
    private let schema: JSONValue

    init() throws {
        schema = try JSONParser().parse(Array(ConversationSchema.json.utf8))
    }

    /// The keys of the object at `path` (keys only, in source order).
    private func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members, _)? = value else { return [] }
        return members.map(\.key)
    }

    private func number(_ value: JSONValue?) -> Double? {
        guard case .number(let number, _)? = value else { return nil }
        return number.value
    }

    private func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let elements, _)? = value else { return [] }
        return elements.compactMap { element in
            guard case .string(let text, _) = element else { return nil }
            return text
        }
    }

    private func string(_ value: JSONValue?) -> String? {
        guard case .string(let text, _)? = value else { return nil }
        return text
    }

    @Test func isDraft2020_12AndParsesWithTheStrictParser() {
        #expect(string(schema["$schema"]) == "https://json-schema.org/draft/2020-12/schema")
        #expect(string(schema["type"]) == "object")
        #expect(strings(schema["required"]) == ["participants"])
        #expect(schema["additionalProperties"] == .bool(false, at: schema["additionalProperties"]?.position ?? SourcePosition(line: 0, column: 0, offset: 0)))
        #expect(ConversationSchema.json.hasSuffix("}\n"))
    }

    @Test func describesExactlyTheKeysTheDecoderKnows() {
        let defs = schema["$defs"]
        #expect(keys(schema["properties"]) == ConversationKeys.topLevel)
        #expect(keys(defs?["canvas"]?["properties"]) == ConversationKeys.canvas)
        #expect(keys(defs?["participant"]?["properties"]) == ConversationKeys.participant)
        #expect(Set(keys(defs?["message"]?["properties"])) == Set(ConversationKeys.message))
        #expect(keys(defs?["message"]?["properties"]).count == ConversationKeys.message.count)
    }

    @Test func canvasLimitsAndDefaultsMatchCanvas() {
        let properties = schema["$defs"]?["canvas"]?["properties"]
        let ranges: [(String, ClosedRange<Double>)] = [
            ("width", Canvas.widthRange), ("scale", Canvas.scaleRange), ("height", Canvas.heightRange),
            ("padding", Canvas.paddingRange),
        ]
        for (key, range) in ranges {
            #expect(number(properties?[key]?["minimum"]) == range.lowerBound, "\(key)")
            #expect(number(properties?[key]?["maximum"]) == range.upperBound, "\(key)")
        }
        #expect(number(properties?["width"]?["default"]) == Canvas().width)
        #expect(number(properties?["scale"]?["default"]) == Canvas().scale)
        #expect(number(properties?["padding"]?["default"]) == Canvas().padding)
    }

    @Test func messagesHaveExactlyOneOfEveryContentKind() {
        let message = schema["$defs"]?["message"]
        guard case .array(let alternatives, _)? = message?["oneOf"] else {
            Issue.record("message has no oneOf")
            return
        }
        #expect(alternatives.flatMap { strings($0["required"]) } == ConversationKeys.contentKinds)
        #expect(strings(message?["properties"]?["status"]?["enum"]) == DeliveryStatus.allCases.map(\.rawValue))
        guard case .array(let captionNeeds, _)? = message?["dependentSchemas"]?["caption"]?["anyOf"] else {
            Issue.record("a caption names no content it needs")
            return
        }
        #expect(captionNeeds.flatMap { strings($0["required"]) } == ["image", "album"])
    }

    @Test(arguments: ConversationKeys.contentKinds)
    func refusedKindsSaySoInTheirDescription(kind: String) {
        let description = string(schema["$defs"]?["message"]?["properties"]?[kind]?["description"]) ?? ""
        #expect(!description.isEmpty)
        let refused = !ConversationKeys.supportedContentKinds.contains(kind)
        #expect(description.contains("Not supported by this release") == refused, "\(kind): \(description)")
    }

    @Test func refusedFeaturesSaySoInTheirDescription() {
        let chrome = string(schema["properties"]?["chrome"]?["description"])
        #expect(chrome?.isEmpty == false && chrome?.contains("Not supported by this release") == false, "chrome is decoded")
        let message = schema["$defs"]?["message"]?["properties"]
        for key in ["replyTo", "reactions"] {
            let description = string(message?[key]?["description"]) ?? ""
            #expect(!description.isEmpty && !description.contains("Not supported by this release"), "\(key)")
        }
    }

    @Test func everyReferenceResolves() {
        var references: [String] = []
        var pending = [schema]
        while let value = pending.popLast() {
            switch value {
            case .object(let members, _):
                for member in members {
                    if member.key == "$ref", case .string(let target, _) = member.value { references.append(target) }
                    pending.append(member.value)
                }
            case .array(let elements, _):
                pending.append(contentsOf: elements)
            default:
                break
            }
        }
        #expect(references.count > 5)
        let definitions = keys(schema["$defs"])
        for reference in references {
            #expect(reference.hasPrefix("#/$defs/"), "\(reference)")
            #expect(definitions.contains(String(reference.dropFirst("#/$defs/".count))), "\(reference)")
        }
    }
}
