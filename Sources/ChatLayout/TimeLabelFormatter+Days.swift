import ChatModel
import Foundation

extension TimeLabelFormatter {
    /// The calendar date of an ISO-8601 date-time in the conversation's time zone; nil for free text.
    package func day(ofTime value: String) -> CalendarDay? {
        guard let date = date(from: value) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// The date a `day` value names: an ISO date as written, or the date of an ISO date-time in the
    /// conversation's time zone; nil for free text ("Yesterday").
    package func day(ofSeparator value: String) -> CalendarDay? {
        CalendarDay(iso: value) ?? day(ofTime: value)
    }

    /// A day separator's text: "Saturday, November 21" (localised) for a date, free text as written.
    package func dayLabel(_ value: String) -> String {
        guard let day = day(ofSeparator: value) else { return value }
        return dayLabel(day)
    }

    /// "Saturday, November 21" in English, "11月21日 星期六" in Chinese: weekday, month and day per locale (the theme's
    /// `groups.timeHeader.daySkeleton`, QQ's "Nov 21" / "11月21日").
    package func dayLabel(_ day: CalendarDay) -> String {
        if let word = relativeWord(for: day) { return word }
        // The date is a calendar day, not an instant: build and format it at noon UTC so no zone can shift it.
        let utc = TimeZone(secondsFromGMT: 0) ?? zone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let parts = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
        guard let date = calendar.date(from: parts) else { return day.description }
        return DateFormatterCache.shared.string(from: date, locale: locale, zone: utc, template: headerRule.daySkeleton)
    }

    /// The conversation's time zone (UTC when the identifier is unknown).
    var zone: TimeZone { TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0) ?? TimeZone.current }
}
