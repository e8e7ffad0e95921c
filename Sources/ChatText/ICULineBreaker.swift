import CChatRenderICU

/// ICU's UAX #14 line-break iterator (root locale: ICU's default rules, CJK included), reused across calls.
/// Owns one ICU iterator and frees it exactly once in `deinit`. Not thread-safe: the engine uses it under
/// its lock.
final class ICULineBreaker {
    /// A position where a line may (or must) break.
    struct Opportunity: Sendable, Hashable {
        /// The break falls before the UTF-16 unit at this offset (1...length).
        var offset: Int
        /// A hard break (after a line feed, carriage return, NEL, U+2028, U+2029, VT or FF).
        var isMandatory: Bool
    }

    private let handle: OpaquePointer

    /// Opens the iterator. Throws `TextError.unicode` when ICU cannot create it.
    init() throws {
        var handle: OpaquePointer?
        let code = crs_icu_line_breaker_open(&handle)
        guard code == 0, let handle else {
            throw TextError.unicode(operation: "open a line-break iterator", reason: ICUErrorName.of(code))
        }
        self.handle = handle
    }

    deinit { crs_icu_line_breaker_close(handle) }

    /// The break opportunities of `utf16`, in ascending offsets; the last one is at the end of the text
    /// (none for empty text).
    func opportunities(in utf16: [UInt16]) throws -> [Opportunity] {
        guard !utf16.isEmpty else { return [] }
        guard utf16.count < Int(Int32.max) else {
            throw TextError.unicode(operation: "find line breaks", reason: "the text has more than 2³¹ UTF-16 units")
        }
        var breaks = [Int32](repeating: 0, count: utf16.count)
        var mandatory = [UInt8](repeating: 0, count: utf16.count)
        var count: Int32 = 0
        let code = utf16.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { breaks in
                mandatory.withUnsafeMutableBufferPointer { mandatory in
                    crs_icu_line_breaks(handle, text.baseAddress, Int32(text.count), breaks.baseAddress,
                                        mandatory.baseAddress, Int32(breaks.count), &count)
                }
            }
        }
        guard code == 0 else { throw TextError.unicode(operation: "find line breaks", reason: ICUErrorName.of(code)) }
        return (0..<Int(count)).map { Opportunity(offset: Int(breaks[$0]), isMandatory: mandatory[$0] != 0) }
    }
}
