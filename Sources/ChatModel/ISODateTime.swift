/// An ISO 8601 date-time as a message `time` writes it: `2026-11-21T09:41:00Z`, with optional seconds, fraction
/// (`.5`, `,5`) and zone (`Z`, `+01:00`, `+0100`, `+01`); without a zone it is a local time of the conversation's
/// time zone.
///
/// Reading is strict: text that starts like a date-time (`YYYY-MM-DDT`) must name a real instant, so
/// `2026-02-30T10:00:00Z` or an offset of `+99:00` is refused rather than drawn as another time; anything else
/// is free text, shown as written.
package struct ISODateTime: Sendable, Hashable {
    /// The calendar date as written.
    package var day: CalendarDay
    /// 0…23.
    package var hour: Int
    /// 0…59.
    package var minute: Int
    /// 0…59 (0 when the seconds are left out).
    package var second: Int
    /// The fraction of the second in nanoseconds, 0…999,999,999 (digits past the ninth are dropped).
    package var nanosecond: Int
    /// Seconds east of UTC (`Z` is 0), from −18 h to +18 h; nil for a local time without a zone.
    package var utcOffset: Int?

    /// What a `time` text is.
    package enum Reading: Sendable, Equatable {
        /// A valid date-time.
        case dateTime(ISODateTime)
        /// Text that does not start like a date-time: shown as written.
        case freeText
        /// Text that starts like a date-time but names none: `problem` says why, `hint` how to write it.
        case invalid(problem: String, hint: String)
    }

    /// The largest offset from UTC accepted, in hours (real zones lie between −12 and +14).
    package static let maximumOffsetHours = 18

    /// A date-time from its parts; the caller keeps them in their ranges (use `init?(iso:)` for input).
    package init(day: CalendarDay, hour: Int, minute: Int, second: Int, nanosecond: Int = 0, utcOffset: Int?) {
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.utcOffset = utcOffset
    }

    /// The date-time `text` names; nil for free text and for text that names no real instant.
    package init?(iso text: String) {
        guard case .dateTime(let value) = Self.read(text) else { return nil }
        self = value
    }

    /// Seconds from 1970-01-01T00:00:00 to this date and time of day, ignoring the zone (as if it were UTC).
    package var secondsSinceEpochIgnoringZone: Int {
        day.daysSinceEpoch * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// Reads `text` as a message time.
    package static func read(_ text: String) -> Reading {
        var reader = ISODateTimeReader(Array(text.utf8))
        guard reader.startsLikeDateTime else { return .freeText }
        return reader.read(text)
    }
}

extension CalendarDay {
    /// Days from 1970-01-01 to this date in the proleptic Gregorian calendar (negative before it).
    package var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil: eras of 400 years, March-based years so leap days come last.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// The strict grammar behind `ISODateTime.read`: `YYYY-MM-DDTHH:MM[:SS[(.|,)F…]][Z|±HH[[:]MM]]`, nothing after.
private struct ISODateTimeReader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let shape = "the form YYYY-MM-DDTHH:MM:SS, optionally with a fraction and a zone (Z or +01:00)"
    static let example = "e.g. \"2026-11-21T09:41:00Z\" or \"2026-11-21T09:41:00+01:00\""

    /// Four digits, a dash, two digits, a dash, two digits and `T`: the text is meant as a date-time.
    var startsLikeDateTime: Bool {
        guard bytes.count >= 11, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T")
        else { return false }
        return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { isDigit(bytes[$0]) }
    }

    mutating func read(_ text: String) -> ISODateTime.Reading {
        let quoted = JSONStringLiteral.quotedExcerpt(text)
        func malformed(_ detail: String) -> ISODateTime.Reading {
            .invalid(problem: "\(quoted) starts like an ISO date-time but \(detail)",
                     hint: "write \(Self.shape), \(Self.example), or free text such as \"Yesterday\"")
        }
        func impossible(_ detail: String, _ hint: String) -> ISODateTime.Reading {
            .invalid(problem: "\(quoted) names no real time: \(detail)", hint: hint)
        }

        let year = number(at: 0, digits: 4), month = number(at: 5, digits: 2), dayOfMonth = number(at: 8, digits: 2)
        guard (1...12).contains(month) else { return impossible("there is no month \(month)", "use a month from 01 to 12") }
        let days = CalendarDay.daysIn(month: month, year: year)
        guard (1...days).contains(dayOfMonth) else {
            return impossible("month \(month) of \(year) has \(days) days, not \(dayOfMonth)", "write a day that exists, from 01 to \(days)")
        }
        index = 11
        guard let hour = twoDigits(), skip(":"), let minute = twoDigits() else { return malformed("has no time HH:MM after the T") }
        var second = 0, nanosecond = 0
        if skip(":") {
            guard let value = twoDigits() else { return malformed("has no two-digit seconds after HH:MM:") }
            second = value
            if skip(".") || skip(",") {
                var digits = 0
                while index < bytes.count, isDigit(bytes[index]) {
                    if digits < 9 { nanosecond = nanosecond * 10 + Int(bytes[index] - 48) }
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { return malformed("has no digits after the decimal separator of the seconds") }
                for _ in digits..<max(digits, 9) { nanosecond *= 10 }
            }
        }
        guard hour <= 23 else { return impossible("there is no hour \(hour)", "use hours from 00 to 23 (midnight is 00:00 of the next day)") }
        guard minute <= 59 else { return impossible("there is no minute \(minute)", "use minutes from 00 to 59") }
        guard second <= 59 else {
            return impossible("there is no second \(second)", "use seconds from 00 to 59 (a leap second cannot be drawn; write :59)")
        }

        var offset: Int?
        if skip("Z") {
            offset = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = twoDigits() else { return malformed("has no two-digit hours in its UTC offset") }
            var minutes = 0
            if index < bytes.count {
                _ = skip(":")
                guard let value = twoDigits() else { return malformed("has no two-digit minutes in its UTC offset") }
                minutes = value
            }
            guard hours <= ISODateTime.maximumOffsetHours, minutes <= 59, hours * 60 + minutes <= ISODateTime.maximumOffsetHours * 60 else {
                return impossible("no time zone is \(hours) h \(minutes) min away from UTC",
                                  "write an offset from -12:00 to +14:00 (e.g. +01:00), or Z for UTC")
            }
            offset = sign * (hours * 3_600 + minutes * 60)
        }
        guard index == bytes.count else { return malformed("has extra text after the time") }
        return .dateTime(ISODateTime(day: CalendarDay(year: year, month: month, day: dayOfMonth), hour: hour, minute: minute,
                                     second: second, nanosecond: nanosecond, utcOffset: offset))
    }

    private func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// The decimal value of `digits` digits at `offset` (known to be digits).
    private func number(at offset: Int, digits: Int) -> Int {
        bytes[offset..<offset + digits].reduce(0) { $0 * 10 + Int($1 - 48) }
    }

    /// Two digits at the cursor, consumed; nil (nothing consumed) otherwise.
    private mutating func twoDigits() -> Int? {
        guard index + 2 <= bytes.count, isDigit(bytes[index]), isDigit(bytes[index + 1]) else { return nil }
        defer { index += 2 }
        return number(at: index, digits: 2)
    }

    /// Consumes `character` when it is next.
    private mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }
}
