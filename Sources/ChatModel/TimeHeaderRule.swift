/// How a time header is written (theme.json `groups.timeHeader`): ICU date-format skeletons, which the
/// conversation's locale turns into its own order, words and hour cycle ("EEEMMMdjmm" → "Fri, Nov 20 at 11:58 PM"
/// in `en_US`, "11月20日周五 23:58" in `zh_CN`; "MMMdHHmm" → "11月20日 23:58", "Nov 20, 23:58").
package struct TimeHeaderRule: Sendable, Equatable {
    /// The skeleton of a header on any day.
    package var skeleton: String
    /// The skeleton of the time after "Today" or "Yesterday" (with the conversation's `now`).
    package var relativeSkeleton: String

    /// A rule; the defaults are iOS's "Fri, Nov 20 at 11:58 PM" and "Today 9:41 AM".
    package init(skeleton: String = "EEEMMMdjmm", relativeSkeleton: String = "jmm") {
        self.skeleton = skeleton
        self.relativeSkeleton = relativeSkeleton
    }

    /// The letters a skeleton may use: ICU's date-field symbols (era, year, quarter, month, week, day, weekday,
    /// period, hour, minute, second, zone).
    package static let fieldLetters = Set("GyYuUrQqMLlwWdDFgEecaBbhHkKjJCmsSAzZOvVXx")
}
