/// Media durations as players show them: "0:42", "1:05", "1:02:03".
package enum DurationText {
    /// `seconds` rounded to the nearest whole second (half up): minutes and two-digit seconds, with hours
    /// in front from one hour on.
    package static func string(seconds: Double) -> String {
        let total = seconds.isFinite ? Int(max(0, seconds).rounded(.toNearestOrAwayFromZero)) : 0
        let hours = total / 3600, minutes = (total % 3600) / 60, rest = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
