/// Strict UTF-8 validation (Unicode Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Validation {
    /// Where the first ill-formed sequence starts, with its 1-based line and column (columns count scalars),
    /// or nil when `bytes[start...]` is well-formed UTF-8.
    static func firstInvalidSequence(in bytes: [UInt8], from start: Int) -> SourcePosition? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            var line = 1
            var column = 1
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                let length: Int
                switch lead {
                case 0x00...0x7F:
                    if lead == 0x0A {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                    index += 1
                    continue
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default:
                    return SourcePosition(line: line, column: column, offset: index)
                }
                guard index + length <= count else { return SourcePosition(line: line, column: column, offset: index) }
                // The second byte's range depends on the lead byte; later bytes are always 80...BF.
                let second = buffer[index + 1]
                let secondRange: ClosedRange<UInt8>
                switch lead {
                case 0xE0: secondRange = 0xA0...0xBF
                case 0xED: secondRange = 0x80...0x9F
                case 0xF0: secondRange = 0x90...0xBF
                case 0xF4: secondRange = 0x80...0x8F
                default: secondRange = 0x80...0xBF
                }
                guard secondRange.contains(second) else { return SourcePosition(line: line, column: column, offset: index) }
                var next = index + 2
                while next < index + length {
                    guard buffer[next] & 0xC0 == 0x80 else { return SourcePosition(line: line, column: column, offset: index) }
                    next += 1
                }
                index += length
                column += 1
            }
            return nil
        }
    }
}
