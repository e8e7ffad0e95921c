/// What line breaking needs to know about a grapheme cluster (a small subset of UAX #14 classes).
struct BreakTraits: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// A space: lines may break after it; trailing spaces are not counted and are dropped.
    static let space = BreakTraits(rawValue: 1 << 0)
    /// A CJK ideograph, kana, hangul syllable or emoji: lines may break before and after it.
    static let ideographic = BreakTraits(rawValue: 1 << 1)
    /// CJK punctuation that allows a break after it (。、」…).
    static let breakAfter = BreakTraits(rawValue: 1 << 2)
    /// Must not start a line (closing punctuation, small kana, prolonged sound mark: kinsoku).
    static let noStart = BreakTraits(rawValue: 1 << 3)
    /// Must not end a line (opening brackets and quotes).
    static let noEnd = BreakTraits(rawValue: 1 << 4)
    /// A hyphen or dash: lines may break after it, unless a digit follows (`-5`).
    static let hyphen = BreakTraits(rawValue: 1 << 5)
    /// An ASCII digit.
    static let digit = BreakTraits(rawValue: 1 << 6)

    /// True when a line may break between a cluster with traits `before` and the next, with traits `after`.
    /// The decision depends on these two clusters only, so a line measured on its own splits into the same
    /// shaping segments as inside its paragraph.
    static func canBreak(between before: BreakTraits, and after: BreakTraits) -> Bool {
        if after.contains(.space) || after.contains(.noStart) || before.contains(.noEnd) { return false }
        if before.contains(.space) || before.contains(.breakAfter) { return true }
        if before.contains(.hyphen) { return !after.contains(.digit) }
        return before.contains(.ideographic) || after.contains(.ideographic)
    }
}
