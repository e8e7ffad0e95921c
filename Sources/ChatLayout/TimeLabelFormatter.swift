import ChatModel
import Foundation

/// Formats message `time` values: ISO-8601 date-times per locale and time zone, anything else as written.
package struct TimeLabelFormatter: Sendable {
    package let locale: String
    package let timeZone: String
    /// The day "Today" is and the words for it and the day before, when the conversation gives its moment (`now`):
    /// day separators and time headers on those days use the words instead of the date.
    package var relativeDays: (today: CalendarDay, todayWord: String, yesterdayWord: String)?
    /// How time headers are written (the theme's `groups.timeHeader`).
    package var headerRule = TimeHeaderRule()

    package init(locale: String, timeZone: String) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The instant an ISO-8601 date-time names (`2024-05-01T09:41:00Z`, with fractional seconds or an offset, or
    /// without a zone, which is then read in the conversation's time zone); nil for free text. The strict reading
    /// of `ISODateTime` decides, so no impossible date or offset is quietly turned into another instant.
    package func date(from value: String) -> Date? {
        guard let time = ISODateTime(iso: value) else { return nil }
        let fraction = Double(time.nanosecond) / 1_000_000_000
        if let offset = time.utcOffset {
            return Date(timeIntervalSince1970: Double(time.secondsSinceEpochIgnoringZone - offset) + fraction)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = DateComponents(year: time.day.year, month: time.day.month, day: time.day.day, hour: time.hour,
                                   minute: time.minute, second: time.second)
        return calendar.date(from: parts).map { $0.addingTimeInterval(fraction) }
    }

    /// A short time ("9:41 AM", "09:41") for labels beside or under a bubble.
    package func shortTime(_ value: String) -> String {
        guard let date = date(from: value) else { return value }
        return format(date, template: "jmm")
    }

    /// A header with weekday, date and time ("Tue, May 21 at 9:41 AM" style, localised) for time headers.
    package func header(_ value: String) -> String {
        guard let date = date(from: value) else { return value }
        if let day = day(ofTime: value), let word = relativeWord(for: day) {
            let time = format(date, template: headerRule.relativeSkeleton)
            return !headerRule.todayWord && word == relativeDays?.todayWord ? time : "\(word) \(time)"
        }
        return format(date, template: headerRule.skeleton)
    }

    /// "Today" or "Yesterday" (in the conversation's language) for `day`, relative to `relativeDays`; nil for
    /// any other day or without a moment.
    func relativeWord(for day: CalendarDay) -> String? {
        guard let relative = relativeDays else { return nil }
        switch relative.today.daysSinceEpoch - day.daysSinceEpoch {
        case 0: return relative.todayWord
        case 1: return relative.yesterdayWord
        default: return nil
        }
    }

    /// `date` in this locale and zone, by a date-format template ("jmm", "EEEE").
    func format(_ date: Date, template: String) -> String {
        DateFormatterCache.shared.string(from: date, locale: locale, zone: zone, template: template)
    }
}
