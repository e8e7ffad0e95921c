import Foundation

/// The process's date formatters, one per locale, time zone and template, kept because building one (ICU's
/// pattern generator and formatter) costs far more than formatting with it: a 1 000-row chat list formats a
/// thousand times. Formatting is serialised by a lock, as ICU's formatters are not safe to share between threads.
/// Bounded: past `capacity` formatters the cache starts again, so no stream of odd locales grows it.
final class DateFormatterCache: @unchecked Sendable {
    /// The cache every TimeLabelFormatter shares.
    static let shared = DateFormatterCache(capacity: 64)

    private struct Key: Hashable {
        var locale: String
        var zone: String
        var template: String
    }

    private let lock = NSLock()
    private let capacity: Int
    private var formatters: [Key: DateFormatter] = [:]

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// `date` formatted by the localized pattern of `template` in `locale` and `zone`.
    func string(from date: Date, locale: String, zone: TimeZone, template: String) -> String {
        let key = Key(locale: locale, zone: zone.identifier, template: template)
        lock.lock()
        defer { lock.unlock() }
        if let formatter = formatters[key] { return formatter.string(from: date) }
        if formatters.count >= capacity { formatters.removeAll(keepingCapacity: true) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = zone
        formatter.setLocalizedDateFormatFromTemplate(template)
        formatters[key] = formatter
        return formatter.string(from: date)
    }

    /// How many formatters are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return formatters.count
    }
}
