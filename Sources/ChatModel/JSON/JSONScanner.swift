/// A cursor over well-formed UTF-8 JSON text that tracks line and column and reads JSON tokens.
///
/// The input must already be validated as UTF-8 (`UTF8Validation`); columns then advance once per
/// non-continuation byte, which is once per Unicode scalar.
struct JSONScanner {
    private let bytes: [UInt8]
    private(set) var index: Int
    private var line = 1
    private var column = 1

    /// The offset where the document proper begins: 3 after a UTF-8 byte order mark, else 0.
    let contentStart: Int

    /// A scanner at the start of `bytes`, after a UTF-8 byte order mark if there is one.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.contentStart = hasBOM ? 3 : 0
        self.index = contentStart
    }

    var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }
    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte after the current one.
    var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    /// Moves past the current byte, keeping line and column up to date.
    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    /// Skips JSON whitespace (space, tab, line feed, carriage return); refuses `//` and `/*` comments.
    mutating func skipWhitespace() throws(JSONParseFailure) {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                advance()
            case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"):
                throw .syntax("comments are not allowed in JSON; remove the comment", position)
            default:
                return
            }
        }
    }

    /// The current character for a message: `'x'`, `'é' (U+00E9)`, or `the end of the input`.
    var currentCharacterDescription: String {
        guard index < bytes.count else { return "the end of the input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "an unreadable character" }
        let code = "U+" + JSONStringLiteral.hex4(scalar.value)
        switch scalar {
        case " ": return "a space"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F: return "the control character \(code)"
        default: return "'\(text)' (\(code))"
        }
    }

    // MARK: Strings

    /// Reads a string starting at the current `"`; returns its decoded text.
    mutating func readString() throws(JSONParseFailure) -> String {
        let start = position
        advance() // opening quote
        var text: [UInt8] = []
        while true {
            guard let byte = current else {
                throw .syntax("unterminated string: it starts here and never ends with a closing '\"'", start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &text)
            case 0x0A, 0x0D:
                throw .syntax(
                    "unterminated string: a line break cannot appear inside a string (write \\n, or close the string with '\"')",
                    position)
            case 0x00..<0x20:
                let code = "U+" + JSONStringLiteral.hex4(UInt32(byte))
                let escape = byte == 0x09 ? "\\t" : "\\u" + JSONStringLiteral.hex4(UInt32(byte))
                throw .syntax("the control character \(code) must be escaped in a string (write \(escape))", position)
            default:
                // A run of plain bytes at once (no quote, backslash or control character, so no line break): a
                // byte at a time took 63 instructions a byte, most of a request whose images are base64 in the JSON.
                let run = plainRun()
                if text.isEmpty, run.end < bytes.count, bytes[run.end] == UInt8(ascii: "\"") {
                    // The whole string is one run (most keys and values): made from the input's bytes directly.
                    let whole = String(decoding: bytes[index..<run.end], as: UTF8.self)
                    column += run.scalars
                    index = run.end
                    advance() // closing quote
                    return whole
                }
                text.append(contentsOf: bytes[index..<run.end])
                column += run.scalars
                index = run.end
            }
        }
    }

    /// Where the run of string bytes from the current one ends (the next quote, backslash, control character or the
    /// end of the input), and how many scalars it holds (bytes that are not UTF-8 continuations).
    private func plainRun() -> (end: Int, scalars: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            var end = index, scalars = 0
            while end < bytes.count {
                let byte = bytes[end]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
                if byte & 0xC0 != 0x80 { scalars += 1 }
                end += 1
            }
            return (end, scalars)
        }
    }

    /// Reads one escape sequence (the current byte is the backslash) and appends its UTF-8 bytes.
    private mutating func readEscape(into text: inout [UInt8]) throws(JSONParseFailure) {
        let start = position
        advance() // backslash
        guard let escape = current else {
            throw .syntax("unterminated string: the input ends inside an escape sequence", start)
        }
        let simple: UInt8?
        switch escape {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let shown = escape >= 0x21 && escape < 0x7F ? "'\\" + String(UnicodeScalar(escape)) + "'" : "sequence"
            throw .syntax(
                "invalid escape \(shown) in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                start)
        }
        if let simple {
            text.append(simple)
            advance()
            return
        }
        advance() // u
        let unit = try readHex4(escapeStart: start)
        let scalarValue: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate must be followed at once by `\u` and a low surrogate.
            guard current == UInt8(ascii: "\\"), next == UInt8(ascii: "u") else {
                throw .syntax(
                    "lone surrogate \\u\(JSONStringLiteral.hex4(unit)): a high surrogate must be followed by a low surrogate \\uDC00…\\uDFFF",
                    start)
            }
            let lowStart = position
            advance()
            advance()
            let low = try readHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw .syntax(
                    "lone surrogate \\u\(JSONStringLiteral.hex4(unit)): it is followed by \\u\(JSONStringLiteral.hex4(low)), not by a low surrogate \\uDC00…\\uDFFF",
                    start)
            }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw .syntax(
                "lone surrogate \\u\(JSONStringLiteral.hex4(unit)): a low surrogate must follow a high surrogate \\uD800…\\uDBFF",
                start)
        default:
            scalarValue = unit
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw .syntax("invalid escape: \\u\(JSONStringLiteral.hex4(scalarValue)) is not a Unicode scalar", start)
        }
        UTF8.encode(scalar) { text.append($0) }
    }

    /// Reads the four hex digits after `\u`.
    private mutating func readHex4(escapeStart: SourcePosition) throws(JSONParseFailure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw .syntax("invalid escape: \\u must be followed by four hex digits", escapeStart)
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: Numbers

    /// Reads a number by the RFC 8259 grammar `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func readNumber() throws(JSONParseFailure) -> JSONNumber {
        let start = position
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, Self.isDigit(first) else {
            throw .syntax("expected a digit after '-' (JSON has no -Infinity or other signed words)", start)
        }
        if first == UInt8(ascii: "0") {
            advance()
            if let byte = current, Self.isDigit(byte) {
                throw .syntax("numbers cannot have leading zeros in JSON (write 0, or drop the leading zeros)", start)
            }
        } else {
            skipDigits()
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard let byte = current, Self.isDigit(byte) else {
                throw .syntax("a decimal point must be followed by digits (write 1.0 or 1, not 1.)", start)
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let byte = current, Self.isDigit(byte) else {
                throw .syntax("an exponent must have digits (write 1e3, not 1e)", start)
            }
            skipDigits()
        }
        let literal = String(decoding: bytes[start.offset..<index], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw .syntax("the number \(literal) is too large to represent", start)
        }
        return JSONNumber(value: value, isInteger: isInteger, literal: literal)
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { advance() }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Words

    /// Reads a run of ASCII letters, digits and `_` (a literal such as `true`, or a stray unquoted word).
    mutating func readWord() -> String {
        let start = index
        while let byte = current, Self.isWordByte(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
