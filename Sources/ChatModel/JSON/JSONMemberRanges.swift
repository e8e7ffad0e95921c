/// Where each member of a JSON object lies in its text, found without decoding the values: for the embedded
/// resources (words, chrome presets), of which a render reads a few members, so that only those are parsed.
///
/// The object must be well-formed JSON whose keys have no escapes (the resources are ours and are parsed whole by
/// tests); anything else gives nil, and the caller parses the whole text instead.
package enum JSONMemberRanges {
    /// The members of the object in `bytes[range]` (`range` spans the object, whitespace around it allowed): each key
    /// with the range of its value, in order. Nil for text this scan does not read.
    package static func members(of bytes: [UInt8], in range: Range<Int>) -> [(key: String, value: Range<Int>)]? {
        var index = range.lowerBound
        let end = range.upperBound
        func skipSpace() {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var members: [(key: String, value: Range<Int>)] = []
        skipSpace()
        if index < end, bytes[index] == UInt8(ascii: "}") { return members }
        while true {
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index + 1
            guard let keyEnd = stringEnd(bytes, from: index, end: end), !bytes[keyStart..<keyEnd].contains(UInt8(ascii: "\\")) else {
                return nil
            }
            let key = String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self)
            index = keyEnd + 1
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            let valueStart = index
            guard let valueEnd = valueEnd(bytes, from: index, end: end) else { return nil }
            members.append((key, valueStart..<valueEnd))
            index = valueEnd
            skipSpace()
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return members }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    /// The index of the quote closing the string that opens at `start`.
    private static func stringEnd(_ bytes: [UInt8], from start: Int, end: Int) -> Int? {
        var index = start + 1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// The index just past the value that starts at `start`: a string, an object or array (brackets counted outside
    /// strings), or a bare number or literal.
    private static func valueEnd(_ bytes: [UInt8], from start: Int, end: Int) -> Int? {
        guard start < end else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(bytes, from: start, end: end).map { $0 + 1 }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0, index = start
            while index < end {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let close = stringEnd(bytes, from: index, end: end) else { return nil }
                    index = close
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            scan: while index < end {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: break scan
                default: index += 1
                }
            }
            return index > start ? index : nil
        }
    }
}
