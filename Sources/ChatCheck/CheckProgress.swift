/// What `SnapshotCheck.run(progress:)` reports while it works, so a caller can show each result as it is known.
public enum CheckProgress: Sendable {
    /// The conversations found, in the order of the report (paths relative to the checked directory).
    case started(paths: [String])
    /// One conversation's result; `index` is its place in `started`'s paths (results arrive in completion order).
    case finished(CheckResult, index: Int)
}
