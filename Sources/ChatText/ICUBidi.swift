import CChatRenderICU
import ChatGeometry

/// ICU's implementation of the Unicode Bidirectional Algorithm (UAX #9), reused across calls. Owns one ICU
/// paragraph object and frees it exactly once in `deinit`. Not thread-safe: the engine uses it under its
/// lock.
final class ICUBidi {
    /// The resolved levels of a text set as one line.
    struct Resolution: Sendable, Hashable {
        /// The embedding level of each UTF-16 unit (even: left-to-right, odd: right-to-left), after rule L1.
        var levels: [UInt8]
        /// The paragraph level: 0 left-to-right, 1 right-to-left.
        var paragraphLevel: UInt8

        /// True when the paragraph is right-to-left.
        var isRightToLeft: Bool { paragraphLevel & 1 == 1 }
    }

    private let handle: OpaquePointer

    /// Opens the paragraph object. Throws `TextError.unicode` when ICU cannot create it.
    init() throws {
        var handle: OpaquePointer?
        let code = crs_icu_bidi_open(&handle)
        guard code == 0, let handle else {
            throw TextError.unicode(operation: "open a bidi paragraph", reason: ICUErrorName.of(code))
        }
        self.handle = handle
    }

    deinit { crs_icu_bidi_close(handle) }

    /// Resolves the levels of `utf16` set as one line whose paragraph has base direction `direction`
    /// (`.natural`: the first strong character decides, rules P2–P3; left-to-right when there is none).
    /// `prologue` and `epilogue` are the paragraph's text before and after the line, when it is one line of several:
    /// characters at the line's ends resolve as in the whole paragraph.
    func resolve(_ utf16: [UInt16], direction: TextDirection, prologue: [UInt16] = [], epilogue: [UInt16] = []) throws -> Resolution {
        guard utf16.count < Int(Int32.max), prologue.count < Int(Int32.max), epilogue.count < Int(Int32.max) else {
            throw TextError.unicode(operation: "resolve bidi levels", reason: "the text has more than 2³¹ UTF-16 units")
        }
        let base: Int32
        switch direction {
        case .natural: base = Int32(CRS_ICU_DIRECTION_NATURAL)
        case .leftToRight: base = Int32(CRS_ICU_DIRECTION_LEFT_TO_RIGHT)
        case .rightToLeft: base = Int32(CRS_ICU_DIRECTION_RIGHT_TO_LEFT)
        }
        var levels = [UInt8](repeating: 0, count: utf16.count)
        var paragraphLevel: UInt8 = 0
        let code = utf16.withUnsafeBufferPointer { text in
            prologue.withUnsafeBufferPointer { before in
                epilogue.withUnsafeBufferPointer { after in
                    levels.withUnsafeMutableBufferPointer { levels in
                        crs_icu_bidi_levels(handle, text.baseAddress, Int32(text.count), base, before.baseAddress, Int32(before.count),
                                            after.baseAddress, Int32(after.count), levels.baseAddress, &paragraphLevel)
                    }
                }
            }
        }
        guard code == 0 else { throw TextError.unicode(operation: "resolve bidi levels", reason: ICUErrorName.of(code)) }
        return Resolution(levels: levels, paragraphLevel: paragraphLevel)
    }
}
