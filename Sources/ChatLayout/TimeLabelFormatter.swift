import ChatModel
import Foundation

/// Formats message `time` values: ISO-8601 date-times per locale and time zone, anything else as written.
public struct TimeLabelFormatter: Sendable {
    public let locale: String
    public let timeZone: String

    public init(locale: String, timeZone: String) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// Parses an ISO-8601 date-time (`2024-05-01T09:41:00Z`, with fractional seconds or an offset, or
    /// without a zone, which is then read in the conversation's time zone). Nil when it is free text.
    public func date(from value: String) -> Date? {
        let zone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
        let withZone = ISO8601DateFormatter()
        withZone.formatOptions = [.withInternetDateTime]
        if let d = withZone.date(from: value) { return d }
        withZone.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let d = withZone.date(from: value) { return d }
        let local = ISO8601DateFormatter()
        local.timeZone = zone
        local.formatOptions = [.withFullDate, .withDashSeparatorInDate, .withTime, .withColonSeparatorInTime]
        if let d = local.date(from: value) { return d }
        return nil
    }

    /// A short time ("9:41 AM", "09:41") for labels beside or under a bubble.
    public func shortTime(_ value: String) -> String {
        guard let date = date(from: value) else { return value }
        return format(date, template: "jmm")
    }

    /// A header with weekday, date and time ("Tue, May 21 at 9:41 AM" style, localised) for time headers.
    public func header(_ value: String) -> String {
        guard let date = date(from: value) else { return value }
        return format(date, template: "EEEMMMdjmm")
    }

    private func format(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }
}
