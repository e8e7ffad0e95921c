import Foundation

/// The rows of `chatrender check`'s table, one at a time, so each can be printed as soon as its conversation is
/// checked: the path column is as wide as the longest path (known before the first row), the result column is
/// padded to a fixed width when times follow it (a longer result pushes its time right; nothing is cut).
public struct CheckTable: Sendable {
    /// The width the result column is padded to when times are shown.
    static let resultWidth = 24

    private let pathWidth: Int
    private let showTimes: Bool

    /// A table for `paths`, with or without the time column.
    public init(paths: [String], showTimes: Bool) {
        pathWidth = max(4, paths.map(\.count).max() ?? 0)
        self.showTimes = showTimes
    }

    /// The heading line, ending in a newline.
    public var header: String {
        line("PATH", "RESULT", "TIME")
    }

    /// The row of one result, ending in a newline.
    public func row(_ result: CheckResult) -> String {
        line(result.path, result.outcome.summary, String(format: "%.2f s", result.seconds))
    }

    private func line(_ path: String, _ result: String, _ time: String) -> String {
        let start = padded(path, to: pathWidth) + "  "
        guard showTimes else { return start + result + "\n" }
        return start + padded(result, to: Self.resultWidth) + "  " + time + "\n"
    }

    /// `text` followed by spaces up to `width` characters (never truncated).
    private func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
