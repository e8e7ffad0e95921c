import Foundation

/// The results of checking a directory, in path order (whatever the number of jobs), and their summary.
public struct CheckReport: Sendable, Equatable {
    /// The checked directory, as given.
    public let directory: String
    /// One result per conversation, sorted by path.
    public let results: [CheckResult]
    /// Wall-clock seconds for the whole check.
    public let seconds: Double
    /// Where mismatch artifacts were written.
    public let artifactsDirectory: String

    /// A report.
    public init(directory: String, results: [CheckResult], seconds: Double, artifactsDirectory: String) {
        self.directory = directory
        self.results = results
        self.seconds = seconds
        self.artifactsDirectory = artifactsDirectory
    }

    /// Conversations that passed, recorded ones included.
    public var passedCount: Int { results.count - failedCount }
    /// Conversations that changed, miss a golden or could not be checked.
    public var failedCount: Int { results.filter(\.outcome.isFailure).count }
    /// Goldens written by `--record`.
    public var recordedCount: Int {
        results.filter { if case .recorded = $0.outcome { true } else { false } }.count
    }

    /// True when some conversation ended in an error of `kind`.
    public func hasError(_ kind: CheckErrorKind) -> Bool {
        results.contains { if case .error(_, let k) = $0.outcome { k == kind } else { false } }
    }

    /// True when some golden changed or is missing.
    public var hasMismatch: Bool {
        results.contains {
            switch $0.outcome {
            case .changed, .missing: true
            default: false
            }
        }
    }

    /// The summary table (path, result, and with `showTimes` the seconds taken), then notes on recorded
    /// goldens and artifacts, then the total line `N passed, N failed`. Without times the text depends
    /// only on the inputs and goldens, so two runs can be compared byte for byte.
    public func text(showTimes: Bool) -> String {
        let pathWidth = max(4, results.map { $0.path.count }.max() ?? 0)
        // Long error messages do not widen the result column for everyone.
        let resultWidth = min(40, max(6, results.map { $0.outcome.summary.count }.max() ?? 0))
        var lines: [String] = []
        func row(_ path: String, _ result: String, _ time: String) -> String {
            let line = padded(path, to: pathWidth) + "  "
            guard showTimes else { return line + result }
            return line + padded(result, to: resultWidth) + "  " + time
        }
        lines.append(row("PATH", "RESULT", "TIME"))
        for result in results {
            lines.append(row(result.path, result.outcome.summary, String(format: "%.2f s", result.seconds)))
        }
        lines.append("")
        if recordedCount > 0 {
            lines.append("recorded \(recordedCount) golden\(recordedCount == 1 ? "" : "s"): look at each before committing it")
        }
        if results.contains(where: { if case .changed = $0.outcome { true } else { false } }) {
            lines.append("actual and diff images of the changed goldens are in \(artifactsDirectory)")
        }
        if results.contains(where: { $0.outcome == .missing }) {
            lines.append("missing golden; run with --record to write the missing goldens")
        }
        if showTimes { lines.append(String(format: "checked %d conversations in %.2f s", results.count, seconds)) }
        lines.append("\(passedCount) passed, \(failedCount) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` followed by spaces up to `width` characters (never truncated).
    private func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
