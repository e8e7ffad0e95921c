import Foundation

/// What checking one conversation against its golden PNG found.
public enum CheckOutcome: Sendable, Equatable {
    /// The render matches the golden.
    case passed
    /// `--record` wrote the golden: a new one (`previousPercentage` nil) or a changed one (the share of
    /// pixels that differed from the old golden, 0…100).
    case recorded(previousPercentage: Double?)
    /// The render differs from the golden: the share of differing pixels (0…100), what else is known (a
    /// size mismatch), and the artifacts written (`diff` nil when the sizes differ).
    case changed(percentage: Double, detail: String?, actual: String, diff: String?)
    /// No golden beside the conversation, and not recording.
    case missing
    /// The conversation could not be rendered, or a file could not be written.
    case error(message: String, kind: CheckErrorKind)

    /// True for the outcomes that fail a check: changed, missing, error.
    public var isFailure: Bool {
        switch self {
        case .passed, .recorded: false
        case .changed, .missing, .error: true
        }
    }

    /// The result column of the summary table: `ok`, `changed (0.42 %)`, `missing`, `recorded`, `error (…)`.
    public var summary: String {
        switch self {
        case .passed:
            return "ok"
        case .recorded(let previous):
            return previous.map { "recorded (was \(Self.format(percentage: $0)) different)" } ?? "recorded"
        case .changed(let percentage, let detail, _, _):
            return "changed (\(Self.format(percentage: percentage))\(detail.map { ", \($0)" } ?? ""))"
        case .missing:
            return "missing"
        case .error(let message, _):
            return "error (\(message))"
        }
    }

    /// The summary's head, which names the outcome: `ok`, `changed (0.42 %)`, `missing`, `recorded`, `error`. The
    /// table shows it alone, with `note` on the lines below, when the whole summary does not fit the column.
    var label: String {
        switch self {
        case .passed, .missing: summary
        case .recorded: "recorded"
        case .changed(let percentage, _, _, _): "changed (\(Self.format(percentage: percentage)))"
        case .error: "error"
        }
    }

    /// What the summary says beyond `label`: the error's message, the detail of a change, the share a recorded
    /// golden differed by; nil when there is nothing more.
    var note: String? {
        switch self {
        case .passed, .missing: nil
        case .recorded(let previous): previous.map { "was \(Self.format(percentage: $0)) different" }
        case .changed(_, let detail, _, _): detail
        case .error(let message, _): message
        }
    }

    /// A percentage with two decimals (`0.42 %`); a non-zero share too small to show is `< 0.01 %`.
    public static func format(percentage: Double) -> String {
        if percentage > 0 && percentage < 0.005 { return "< 0.01 %" }
        return String(format: "%.2f %%", percentage)
    }
}

/// Why a conversation ended in `CheckOutcome.error`, deciding the command's exit status.
public enum CheckErrorKind: Sendable, Equatable {
    /// The conversation, its theme, fonts or images are invalid or missing (exit 65).
    case invalidInput
    /// A golden or an artifact could not be written (exit 73).
    case unwritable
    /// Encoding failed: a bug (exit 70).
    case internalError
}

/// One conversation's check: its path relative to the checked directory, the outcome, the seconds it took.
public struct CheckResult: Sendable, Equatable {
    /// The conversation's path relative to the checked directory (`/`-separated).
    public let path: String
    /// What the check found.
    public let outcome: CheckOutcome
    /// Wall-clock seconds spent on this conversation (load, render, compare, write).
    public let seconds: Double

    /// A result.
    public init(path: String, outcome: CheckOutcome, seconds: Double) {
        self.path = path
        self.outcome = outcome
        self.seconds = seconds
    }
}
