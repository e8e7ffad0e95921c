import Testing
@testable import ChatModel

@Suite("JSONParser: values and positions")
struct JSONParserValueTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser().parse(Array(text.utf8)) }

    @Test func objectMembersKeepSourceOrderAndPositions() throws {
        let value = try parse("{\n  \"zeta\": 1,\n  \"alpha\": [true, null],\n  \"mid\": \"x\"\n}")
        guard case .object(let members, let at) = value else {
            Issue.record("expected an object, got \(value)")
            return
        }
        #expect(at == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(members.map(\.key) == ["zeta", "alpha", "mid"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3, offset: 4))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 11, offset: 12))
        guard case .array(let elements, let arrayAt) = members[1].value else {
            Issue.record("expected an array")
            return
        }
        #expect(arrayAt.line == 3 && arrayAt.column == 12)
        #expect(elements == [.bool(true, at: SourcePosition(line: 3, column: 13, offset: 27)),
                             .null(at: SourcePosition(line: 3, column: 19, offset: 33))])
        #expect(members[2].value == .string("x", at: SourcePosition(line: 4, column: 10, offset: 49)))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        // "é" is 2 bytes, "😀" 4 bytes; each advances the column by one.
        let value = try parse("[\"é😀\", 7]")
        guard case .array(let elements, _) = value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements[0] == .string("é😀", at: SourcePosition(line: 1, column: 2, offset: 1)))
        #expect(elements[1].position == SourcePosition(line: 1, column: 8, offset: 11))
    }

    @Test func crlfLineEndsCountAsOneLine() throws {
        let value = try parse("{\r\n\"a\":\r\n  5}")
        #expect(value["a"]?.position.line == 3)
        #expect(value["a"]?.position.column == 3)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let value = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(value.position == SourcePosition(line: 1, column: 1, offset: 3))
        #expect(value["a"] != nil)
    }

    @Test(arguments: [
        ("0", 0.0, true), ("-0", 0.0, true), ("12", 12.0, true), ("-3", -3.0, true), ("1.0", 1.0, false),
        ("1.5e3", 1500.0, false), ("2E-2", 0.02, false), ("1e+2", 100.0, false), ("0.66", 0.66, false),
    ])
    func numbersKeepValueIntegernessAndLiteral(literal: String, value: Double, isInteger: Bool) throws {
        let parsed = try parse(literal)
        #expect(parsed == .number(JSONNumber(value: value, isInteger: isInteger, literal: literal),
                                  at: SourcePosition(line: 1, column: 1, offset: 0)))
    }

    @Test(arguments: [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u0041\u00e9\u4E2D""#, "Aé中"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\u0000""#, "\u{0}"),
        ("\"plain ünïcödé 中文\"", "plain ünïcödé 中文"),
    ])
    func stringEscapesDecode(source: String, expected: String) throws {
        #expect(try parse(source) == .string(expected, at: SourcePosition(line: 1, column: 1, offset: 0)))
    }

    @Test func surroundingWhitespaceIsAllowed() throws {
        #expect(try parse(" \t\n true \n") == .bool(true, at: SourcePosition(line: 2, column: 2, offset: 4)))
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = 512
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try parse(text)
        var levels = 1
        while case .array(let elements, _) = value, let first = elements.first {
            value = first
            levels += 1
        }
        #expect(levels == depth)
    }
}

@Suite("JSONParser: errors")
struct JSONParserErrorTests {
    @Test(arguments: ["", "   ", "\n\t\r\n ", "\u{FEFF}", "\u{FEFF}  \n"])
    func emptyOrWhitespaceInputIsEmptyInput(text: String) {
        let error = TestSupport.parseError(Array(text.utf8))
        #expect(error == .emptyInput)
        #expect(error?.description.contains("empty") == true)
    }

    @Test func invalidUTF8ReportsLineColumnAndByteOffset() {
        // Line 2: `  "é` then 0xFF. Offsets: `{`0 `\n`1, spaces 2-3, `"`4, é 5-6, 0xFF at 7.
        let bytes: [UInt8] = Array("{\n  \"é".utf8) + [0xFF] + Array("\": 1}".utf8)
        let error = TestSupport.parseError(bytes)
        #expect(error == .invalidUTF8(byteOffset: 7, line: 2, column: 5))
        #expect(error?.line == 2 && error?.column == 5)
        #expect(error?.description == "line 2, column 5: the input is not valid UTF-8 (at byte offset 7); save the file with UTF-8 encoding")
    }

    @Test(arguments: [
        ([0xC0, 0x80], "overlong NUL"),
        ([0xE0, 0x80, 0xAF], "overlong slash"),
        ([0xED, 0xA0, 0x80], "UTF-16 surrogate encoded in UTF-8"),
        ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
        ([0x80], "stray continuation byte"),
        ([0xE4, 0xB8], "truncated sequence"),
        ([0xF8, 0x88, 0x80, 0x80, 0x80], "five-byte form"),
    ] as [([UInt8], String)])
    func illFormedUTF8IsRefused(sequence: [UInt8], what: String) {
        let bytes: [UInt8] = Array("[\"ab".utf8) + sequence + Array("\"]".utf8)
        #expect(TestSupport.parseError(bytes) == .invalidUTF8(byteOffset: 4, line: 1, column: 5), "\(what)")
    }

    /// (input, line, column, words the message must contain)
    @Test(arguments: [
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after an object member"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}' after an object member"),
        ("[1 2]", 1, 4, "expected ',' or ']' after an array element"),
        ("{\"a\": \"abc", 1, 7, "unterminated string"),
        ("{\"a\": \"abc\n\"}", 1, 11, "unterminated string"),
        ("{\"a\": 1,}", 1, 8, "trailing comma is not allowed in JSON"),
        ("[1, 2, ]", 1, 6, "trailing comma is not allowed in JSON"),
        ("{\"a\": 1} // note", 1, 10, "comments are not allowed in JSON"),
        ("/* header */ {}", 1, 1, "comments are not allowed in JSON"),
        ("{\"a\": 1} x", 1, 10, "unexpected text after the top-level value"),
        ("{} {}", 1, 4, "unexpected text after the top-level value"),
        ("[\"\\x\"]", 1, 3, "invalid escape '\\x'"),
        ("[\"\\u12G4\"]", 1, 3, "four hex digits"),
        ("[\"a\tb\"]", 1, 4, "control character U+0009 must be escaped"),
        ("[\"\\uD83D\"]", 1, 3, "lone surrogate \\uD83D"),
        ("[\"\\uD83Dx\"]", 1, 3, "lone surrogate"),
        ("[\"\\uD83D\\u0041\"]", 1, 3, "not by a low surrogate"),
        ("[\"\\uDE00\"]", 1, 3, "lone surrogate \\uDE00"),
        ("[01]", 1, 2, "leading zeros"),
        ("[-012]", 1, 2, "leading zeros"),
        ("[.5]", 1, 2, "must start with a digit"),
        ("[1.]", 1, 2, "a decimal point must be followed by digits"),
        ("[1.e5]", 1, 2, "a decimal point must be followed by digits"),
        ("[1e]", 1, 2, "an exponent must have digits"),
        ("[-]", 1, 2, "expected a digit after '-'"),
        ("[+1]", 1, 2, "cannot start with '+'"),
        ("[1e999]", 1, 2, "too large"),
        ("{'a': 1}", 1, 2, "double quotes"),
        ("{a: 1}", 1, 2, "keys must be strings in double quotes"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
        ("{\"a\": }", 1, 7, "expected a value, found '}'"),
        ("[True]", 1, 2, "lower case"),
        ("[NaN]", 1, 2, "no NaN"),
        ("[yes]", 1, 2, "strings must be written in double quotes"),
        ("{\"a\": [1, 2", 1, 12, "unexpected end of input inside an array that starts at line 1, column 7"),
        ("{\"a\":", 1, 6, "unexpected end of input; expected a value"),
        ("[1,\n\n   @]", 3, 4, "expected a value, found '@'"),
        ("{\"naïve\": 1 ]", 1, 13, "expected ',' or '}'"),
    ])
    func syntaxErrorsNameLineColumnAndProblem(input: String, line: Int, column: Int, words: String) {
        let error = TestSupport.parseError(Array(input.utf8))
        guard case .syntax(let message, let location)? = error else {
            Issue.record("expected a syntax error for \(input), got \(String(describing: error))")
            return
        }
        #expect(location.line == line, "line for \(input)")
        #expect(location.column == column, "column for \(input)")
        #expect(message.contains(words), "message \(message)")
        #expect(error?.description.hasPrefix("line \(line), column \(column): ") == true)
    }

    @Test func syntaxErrorNamesTheEnclosingPath() {
        let error = TestSupport.parseError(Array("{\"messages\": [{\"text\": \"hi\"}, {\"text\": 01}]}".utf8))
        #expect(error?.path == "messages[1].text")
        #expect(error?.description == "line 1, column 40: numbers cannot have leading zeros in JSON (write 0, or drop the leading zeros) (inside messages[1].text)")
    }

    @Test func duplicateKeyNamesKeyPathAndBothPositions() {
        let text = "{\n  \"canvas\": {\n    \"width\": 390,\n    \"width\": 400\n  }\n}"
        let error = TestSupport.parseError(Array(text.utf8))
        #expect(error == .duplicateKey(
            "width", first: SourcePosition(line: 3, column: 5, offset: 20),
            at: JSONLocation(path: JSONPath([.key("canvas"), .key("width")]), position: SourcePosition(line: 4, column: 5, offset: 38))))
        #expect(error?.description
            == "canvas.width (line 4, column 5): the key \"width\" appears twice in one object (first at line 3, column 5); keep only one")
    }

    /// Small objects are searched member by member, large ones through a table: a repeated key is found either way,
    /// with the position of its first writing, whether the first writing is before or after the switch.
    @Test(arguments: [(3, 1), (15, 2), (16, 0), (16, 15), (40, 7), (40, 33)])
    func duplicateKeyIsFoundInObjectsOfEverySize(members: Int, repeated: Int) throws {
        let keys = (0..<members).map { "k\($0)" }
        let text = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + ", \"k\(repeated)\": 2}"
        let error = TestSupport.parseError(Array(text.utf8))
        let firstOffset = try #require(text.range(of: "\"k\(repeated)\":").map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) })
        guard case .duplicateKey(let key, let first, _)? = error else {
            Issue.record("expected duplicateKey, got \(String(describing: error))")
            return
        }
        #expect(key == "k\(repeated)" && first.offset == firstOffset)
        _ = try JSONParser().parse(Array(("{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}").utf8))
    }

    @Test func duplicateKeysInDifferentObjectsAreFine() throws {
        _ = try JSONParser().parse(Array("[{\"a\": 1}, {\"a\": 2}, {\"b\": {\"a\": 3}, \"a\": 4}]".utf8))
    }

    @Test func nestingBeyondTheLimitIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = TestSupport.parseError(Array(text.utf8))
        guard case .nestingTooDeep(let limit, let location)? = error else {
            Issue.record("expected nestingTooDeep, got \(String(describing: error))")
            return
        }
        #expect(limit == 512)
        #expect(location.line == 1 && location.column == 513)
        #expect(error?.description.contains("nested more than 512 levels") == true)
    }

    @Test func nestingLimitIsConfigurable() throws {
        #expect(throws: ModelError.self) { try JSONParser(maxDepth: 2).parse(Array("[[[]]]".utf8)) }
        _ = try JSONParser(maxDepth: 2).parse(Array("[[]]".utf8))
        _ = try JSONParser(maxDepth: 2).parse(Array("{\"a\": {\"b\": 1}}".utf8))
    }
}
