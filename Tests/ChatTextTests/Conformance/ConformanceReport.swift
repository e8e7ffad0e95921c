import Testing

/// The outcome of running one Unicode test file: prints the pass rate and each known tailoring, and
/// records a test issue for every failure that is not a listed tailoring and for every listed tailoring
/// that no longer fails (so the list and docs/conformance.md stay true).
struct ConformanceReport {
    /// A failed case: its key (how the tailoring list names it), its line in the file and what differed.
    struct Failure {
        var key: String
        var line: Int
        var detail: String
    }

    let name: String
    var total = 0
    var passed = 0
    var failures: [Failure] = []

    init(name: String) { self.name = name }

    /// Counts a passing case.
    mutating func pass() {
        total += 1
        passed += 1
    }

    /// Counts a failing case.
    mutating func fail(key: String, line: Int, detail: String) {
        total += 1
        failures.append(Failure(key: key, line: line, detail: detail))
    }

    /// Prints "Name: passed/total (rate %)" and the failures by reason, then checks them against `known`
    /// (case key → reason).
    func check(against known: [String: String], sourceLocation: SourceLocation = #_sourceLocation) {
        print("\(name): \(UnicodeTestFile.rate(passed: passed, total: total))")
        var reasons: [String: Int] = [:]
        for failure in failures {
            if let reason = known[failure.key] {
                reasons[reason, default: 0] += 1
            } else {
                Issue.record(Comment(rawValue: "\(name) line \(failure.line): \(failure.key): \(failure.detail) "
                    + "(not a known tailoring: fix the engine, or list it with its reason and document it)"),
                             sourceLocation: sourceLocation)
            }
        }
        for reason in reasons.keys.sorted() {
            print("  \(reasons[reason] ?? 0) known tailoring(s): \(reason)")
        }
        let failed = Set(failures.map(\.key))
        for key in known.keys.sorted() where !failed.contains(key) {
            Issue.record(Comment(rawValue: "\(name): the case \(key) is listed as a known tailoring but passes now: "
                + "remove it from the list and from docs/conformance.md"), sourceLocation: sourceLocation)
        }
    }
}
