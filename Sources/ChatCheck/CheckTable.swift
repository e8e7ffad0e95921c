import Foundation

/// The rows of `chatrender check`'s table, one at a time, so each can be printed as soon as its conversation is
/// checked: the path column is as wide as the longest path (known before the first row), the result column is
/// padded to a fixed width when times follow it. A result wider than that column (an error's message, the detail
/// of a change) or of several lines shows its label in the column and the rest on the lines below, indented to
/// the result column, so the times stay aligned; nothing is cut. The same rows with or without times.
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
        let time = String(format: "%.2f s", result.seconds)
        let summary = result.outcome.summary
        guard summary.count > Self.resultWidth || summary.contains("\n"), let note = result.outcome.note else {
            return line(result.path, summary, time)
        }
        let indent = String(repeating: " ", count: pathWidth + 2)
        let noteLines = note.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 + "\n" }
        return line(result.path, result.outcome.label, time) + noteLines.joined()
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
