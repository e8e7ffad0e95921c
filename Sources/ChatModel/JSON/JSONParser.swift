/// A strict RFC 8259 JSON parser that keeps source positions and key order.
///
/// Refuses everything RFC 8259 does not allow (comments, trailing commas, single quotes, leading zeros,
/// lone surrogates, raw control characters in strings, text after the top-level value), refuses duplicate
/// keys in one object, and refuses nesting deeper than `maxDepth` instead of overflowing the stack: the
/// parser is iterative. A UTF-8 byte order mark is skipped. Every error names its line and column.
package struct JSONParser: Sendable {
    /// How many objects and arrays may be nested inside one another.
    package var maxDepth: Int

    /// A parser allowing `maxDepth` levels of nested objects and arrays.
    package init(maxDepth: Int = 512) {
        precondition(maxDepth > 0, "maxDepth must be positive")
        self.maxDepth = maxDepth
    }

    /// Parses one JSON document.
    /// - Throws: `ModelError.emptyInput`, `.invalidUTF8`, `.syntax`, `.duplicateKey` or `.nestingTooDeep`.
    package func parse(_ bytes: [UInt8]) throws(ModelError) -> JSONValue {
        var machine = Machine(bytes: bytes, maxDepth: maxDepth)
        if let bad = UTF8Validation.firstInvalidSequence(in: bytes, from: machine.scanner.contentStart) {
            throw .invalidUTF8(byteOffset: bad.offset, line: bad.line, column: bad.column)
        }
        let document: JSONValue?
        do throws(JSONParseFailure) {
            document = try machine.run()
        } catch {
            throw machine.error(for: error)
        }
        guard let document else { throw .emptyInput }
        return document
    }
}

extension JSONParser {
    /// An object or array whose members are still being read.
    private struct Frame {
        let isObject: Bool
        let start: SourcePosition
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// Keys read so far and where each was written, once the object has `keyScanLimit` members (membership only;
        /// never iterated): below that, a scan of `members` is cheaper than hashing every key.
        var keyPositions: [String: SourcePosition] = [:]
        /// The key whose value is being read.
        var key = ""
        var keyPosition: SourcePosition

        init(isObject: Bool, start: SourcePosition) {
            self.isObject = isObject
            self.start = start
            self.keyPosition = start
        }

        /// Objects with fewer members are searched for a repeated key member by member.
        static let keyScanLimit = 16

        /// Where `key` was first written in this object, if it already has it.
        func position(ofKey key: String) -> SourcePosition? {
            if members.count < Self.keyScanLimit { return members.first { $0.key == key }?.keyPosition }
            return keyPositions[key]
        }

        /// Notes `key` at `position`, before its member is appended.
        mutating func remember(key: String, at position: SourcePosition) {
            guard members.count + 1 >= Self.keyScanLimit else { return }
            if keyPositions.isEmpty { for member in members { keyPositions[member.key] = member.keyPosition } }
            keyPositions[key] = position
        }

        /// The path step of the value being read inside this container.
        var currentComponent: JSONPath.Component { isObject ? .key(key) : .index(elements.count) }
    }

    /// The parser's state: the scanner and the stack of open containers.
    private struct Machine {
        var scanner: JSONScanner
        let maxDepth: Int
        var stack: [Frame] = []
        /// True while a value is being read, so a failure's path names that value, not its container.
        var readingValue = true

        init(bytes: [UInt8], maxDepth: Int) {
            self.scanner = JSONScanner(bytes)
            self.maxDepth = maxDepth
        }

        /// The path of the value at `depth` open containers (0 is the root value).
        func path(depth: Int) -> JSONPath {
            JSONPath(stack.prefix(depth).map(\.currentComponent))
        }

        /// The failure as a `ModelError`, with the path of where the parser was.
        func error(for failure: JSONParseFailure) -> ModelError {
            switch failure {
            case .syntax(let message, let position):
                let depth = readingValue ? stack.count : max(0, stack.count - 1)
                return .syntax(message, at: JSONLocation(path: path(depth: depth), position: position))
            case .nestingTooDeep(let position):
                return .nestingTooDeep(limit: maxDepth, at: JSONLocation(path: path(depth: stack.count), position: position))
            case .duplicateKey(let key, let first, let position):
                let location = JSONLocation(path: path(depth: max(0, stack.count - 1)).appending(key: key), position: position)
                return .duplicateKey(key, first: first, at: location)
            }
        }

        /// Reads the document, or returns nil when there is nothing but whitespace.
        ///
        /// Values are read in a loop and open containers kept on `stack`, so nesting costs no call stack.
        mutating func run() throws(JSONParseFailure) -> JSONValue? {
            try scanner.skipWhitespace()
            if scanner.isAtEnd { return nil }
            while true {
                readingValue = true
                try scanner.skipWhitespace()
                let position = scanner.position
                guard let byte = scanner.current else { throw unexpectedWhereValueExpected() }
                var value: JSONValue
                switch byte {
                case UInt8(ascii: "{"):
                    guard stack.count < maxDepth else { throw .nestingTooDeep(position) }
                    scanner.advance()
                    try scanner.skipWhitespace()
                    if scanner.current == UInt8(ascii: "}") {
                        scanner.advance()
                        value = .object([], at: position)
                    } else {
                        stack.append(Frame(isObject: true, start: position))
                        try readKey()
                        continue
                    }
                case UInt8(ascii: "["):
                    guard stack.count < maxDepth else { throw .nestingTooDeep(position) }
                    scanner.advance()
                    try scanner.skipWhitespace()
                    if scanner.current == UInt8(ascii: "]") {
                        scanner.advance()
                        value = .array([], at: position)
                    } else {
                        stack.append(Frame(isObject: false, start: position))
                        continue
                    }
                case UInt8(ascii: "\""):
                    value = .string(try scanner.readString(), at: position)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = .number(try scanner.readNumber(), at: position)
                case _ where JSONScanner.isWordByte(byte):
                    value = try readLiteral(at: position)
                default:
                    throw unexpectedWhereValueExpected()
                }
                // Attach the finished value to its container; close every container that ends after it.
                readingValue = false
                while let top = stack.indices.last {
                    if stack[top].isObject {
                        stack[top].members.append(JSONMember(key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
                    } else {
                        stack[top].elements.append(value)
                    }
                    try scanner.skipWhitespace()
                    let separatorPosition = scanner.position
                    let isObject = stack[top].isObject
                    let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if scanner.current == UInt8(ascii: ",") {
                        scanner.advance()
                        try scanner.skipWhitespace()
                        if scanner.current == close || (isObject && scanner.current == UInt8(ascii: "]"))
                            || (!isObject && scanner.current == UInt8(ascii: "}")) {
                            throw .syntax("trailing comma is not allowed in JSON; remove the ',' before the closing bracket", separatorPosition)
                        }
                        if isObject { try readKey() }
                        break
                    } else if scanner.current == close {
                        scanner.advance()
                        let frame = stack.removeLast()
                        value = isObject ? .object(frame.members, at: frame.start) : .array(frame.elements, at: frame.start)
                    } else {
                        throw missingSeparator(isObject: isObject, frameStart: stack[top].start)
                    }
                }
                if stack.isEmpty {
                    try scanner.skipWhitespace()
                    guard scanner.isAtEnd else {
                        throw .syntax(
                            "unexpected text after the top-level value: found \(scanner.currentCharacterDescription); a JSON document holds exactly one value",
                            scanner.position)
                    }
                    return value
                }
            }
        }

        /// Reads `"key" :` inside the innermost object, refusing a key it already has.
        private mutating func readKey() throws(JSONParseFailure) {
            readingValue = false
            try scanner.skipWhitespace()
            let position = scanner.position
            guard scanner.current == UInt8(ascii: "\"") else {
                switch scanner.current {
                case nil:
                    throw .syntax("unexpected end of input; expected a key in double quotes", position)
                case UInt8(ascii: "'"):
                    throw .syntax("keys must be in double quotes, not single quotes", position)
                case let byte? where JSONScanner.isWordByte(byte):
                    let word = scanner.readWord()
                    throw .syntax("keys must be strings in double quotes: write \"\(word)\" instead of \(word)", position)
                default:
                    throw .syntax("expected a key in double quotes, found \(scanner.currentCharacterDescription)", position)
                }
            }
            let key = try scanner.readString()
            let top = stack.count - 1
            if let first = stack[top].position(ofKey: key) {
                throw .duplicateKey(key, first: first, position: position)
            }
            try scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: ":") else {
                throw .syntax(
                    "expected ':' after the key \(JSONStringLiteral.quoted(key)), found \(scanner.currentCharacterDescription)",
                    scanner.position)
            }
            scanner.advance()
            stack[top].remember(key: key, at: position)
            stack[top].key = key
            stack[top].keyPosition = position
        }

        /// `true`, `false` or `null`; any other bare word is an error that says what JSON wants instead.
        private mutating func readLiteral(at position: SourcePosition) throws(JSONParseFailure) -> JSONValue {
            let word = scanner.readWord()
            switch word {
            case "true": return .bool(true, at: position)
            case "false": return .bool(false, at: position)
            case "null": return .null(at: position)
            case _ where ["true", "false", "null", "none"].contains(word.lowercased()):
                throw .syntax("unexpected word \(word); JSON literals are lower case: true, false and null", position)
            case "NaN", "Infinity", "undefined":
                throw .syntax("unexpected word \(word); JSON has no NaN, Infinity or undefined", position)
            case _ where word.first?.isNumber == false:
                throw .syntax("unexpected word \(word); strings must be written in double quotes: \"\(word)\"", position)
            default:
                throw .syntax("unexpected text \(word); expected a value", position)
            }
        }

        /// The error for a character that cannot start a value.
        private func unexpectedWhereValueExpected() -> JSONParseFailure {
            let position = scanner.position
            switch scanner.current {
            case nil:
                return .syntax("unexpected end of input; expected a value", position)
            case UInt8(ascii: "'"):
                return .syntax("strings must be in double quotes, not single quotes", position)
            case UInt8(ascii: "."):
                return .syntax("a number must start with a digit (write 0.5, not .5)", position)
            case UInt8(ascii: "+"):
                return .syntax("a number cannot start with '+'; remove it", position)
            default:
                return .syntax("expected a value, found \(scanner.currentCharacterDescription)", position)
            }
        }

        /// The error when a member or element is not followed by `,` or the closing bracket.
        private func missingSeparator(isObject: Bool, frameStart: SourcePosition) -> JSONParseFailure {
            let position = scanner.position
            let container = isObject ? "an object" : "an array"
            guard !scanner.isAtEnd else {
                return .syntax("unexpected end of input inside \(container) that starts at \(frameStart)", position)
            }
            let expected = isObject
                ? "expected ',' or '}' after an object member"
                : "expected ',' or ']' after an array element"
            let hint = scanner.current == UInt8(ascii: "\"") ? " (is a comma missing?)" : ""
            return .syntax("\(expected), found \(scanner.currentCharacterDescription)\(hint)", position)
        }
    }
}
