/// A calendar date written as ISO 8601 `YYYY-MM-DD` (proleptic Gregorian), as used by `day` separators.
package struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var year: Int
    /// 1…12.
    package var month: Int
    /// 1…31, valid for the month and year.
    package var day: Int

    /// A date; the caller guarantees month and day are valid (use `init?(iso:)` for input).
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil when the text does not have that shape or names no real date (`2026-02-30`).
    package init?(iso text: String) {
        guard Self.hasISOShape(text) else { return nil }
        let digits = Array(text.utf8).map { Int($0) - 48 }
        let year = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
        let month = digits[5] * 10 + digits[6]
        let day = digits[8] * 10 + digits[9]
        guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// True when `text` is four digits, a dash, two digits, a dash, two digits: meant as an ISO date.
    package static func hasISOShape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        return bytes.enumerated().allSatisfy { i, byte in i == 4 || i == 7 || (48...57).contains(byte) }
    }

    /// 28…31.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `2026-11-21`.
    package var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    package static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}
