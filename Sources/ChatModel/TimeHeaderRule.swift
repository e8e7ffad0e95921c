/// How a time header is written (theme.json `groups.timeHeader`): ICU date-format skeletons, which the
/// conversation's locale turns into its own order, words and hour cycle ("EEEMMMdjmm" → "Fri, Nov 20 at 11:58 PM"
/// in `en_US`, "11月20日周五 23:58" in `zh_CN`; "MMMdHHmm" → "11月20日 23:58", "Nov 20, 23:58").
package struct TimeHeaderRule: Sendable, Equatable {
    /// The skeleton of a header on any day.
    package var skeleton: String
    /// The skeleton of the time after "Today" or "Yesterday" (with the conversation's `now`).
    package var relativeSkeleton: String
    /// The skeleton of a day separator's date (a `day` entry, or the day marker of a theme without time headers).
    package var daySkeleton: String
    /// Whether a header on today's date starts with "Today" (iOS: "Today 9:41 AM"); false writes the time alone, as
    /// QQ and WeChat do ("18:50"), "Yesterday" staying.
    package var todayWord = true

    /// A rule; the defaults are iOS's "Fri, Nov 20 at 11:58 PM", "Today 9:41 AM" and "Saturday, November 21".
    package init(skeleton: String = "EEEMMMdjmm", relativeSkeleton: String = "jmm", daySkeleton: String = "EEEEMMMMd") {
        self.skeleton = skeleton
        self.relativeSkeleton = relativeSkeleton
        self.daySkeleton = daySkeleton
    }

    /// The letters a skeleton may use: ICU's date-field symbols (era, year, quarter, month, week, day, weekday,
    /// period, hour, minute, second, zone).
    package static let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecaBbhHkKjJCmsSAzZOvVXx")
}
