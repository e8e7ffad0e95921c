import ChatModel
import Foundation

extension TimeLabelFormatter {
    /// A list row's time relative to `now`: the clock time on `now`'s day, `yesterday` the day before, the weekday
    /// within the week before, else a short date; free text as written. Days are the conversation's time zone's.
    func listTime(_ value: String, now: String?, yesterday: String) -> String {
        guard let date = date(from: value), let sent = day(ofTime: value) else { return value }
        guard let now, let today = day(ofTime: now) else { return format(date, template: "jmm") }
        let days = today.daysSinceEpoch - sent.daysSinceEpoch
        switch days {
        case ...0: return format(date, template: "jmm")
        case 1: return yesterday
        case 2...6: return format(date, template: "EEEE")
        default: return format(date, template: "yMd")
        }
    }
}
