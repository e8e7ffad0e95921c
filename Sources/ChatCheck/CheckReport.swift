import ChatRender
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

    /// The summary table (path, result, and with `showTimes` the seconds taken), then `footer`. Without times the
    /// text depends only on the inputs and goldens, so two runs can be compared byte for byte.
    public func text(showTimes: Bool) -> String {
        let table = CheckTable(paths: results.map(\.path), showTimes: showTimes)
        return table.header + results.map(table.row).joined() + footer(showTimes: showTimes)
    }

    /// What follows the rows: a blank line, notes on recorded goldens, artifacts and missing goldens, with
    /// `showTimes` the time taken, and the total line `N passed, N failed`.
    public func footer(showTimes: Bool) -> String {
        var lines: [String] = [""]
        if recordedCount > 0 {
            lines.append("recorded \(recordedCount) golden\(recordedCount == 1 ? "" : "s"): look at each before committing it")
        }
        if results.contains(where: { if case .changed = $0.outcome { true } else { false } }) {
            lines.append("actual and diff images of the changed goldens are in \(artifactsDirectory)")
        }
        if results.contains(where: { $0.outcome == .missing }) {
            lines.append(ChatRenderer.namesOptionsByCommandLineFlags ? "missing golden; run with --record to write the missing goldens"
                         : "missing golden; check again with record: true to write the missing goldens")
        }
        if showTimes { lines.append("checked \(Plural.count(results.count, "conversation")) in " + String(format: "%.2f s", seconds)) }
        lines.append("\(passedCount) passed, \(failedCount) failed")
        return lines.joined(separator: "\n") + "\n"
    }
}
