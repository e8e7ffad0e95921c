import ChatCheck
import ChatRender
import ChatRenderProcess
import Foundation

/// Prints `chatrender check`'s table while the check runs: each row as soon as it and every row before it are
/// known, so the output is in path order (the same bytes for any `--jobs`) yet appears as the work proceeds.
/// With `quiet`, only failures are printed (and no heading).
final class CheckPrinter: @unchecked Sendable {
    private let showTimes: Bool
    private let quiet: Bool
    private let lock = NSLock()
    private var table: CheckTable?
    private var pending: [Int: CheckResult] = [:]
    private var nextIndex = 0

    init(showTimes: Bool, quiet: Bool) {
        self.showTimes = showTimes
        self.quiet = quiet
    }

    /// Takes a progress report from the check (from any worker thread).
    func receive(_ progress: CheckProgress) {
        lock.withLock {
            switch progress {
            case .started(let paths):
                let table = CheckTable(paths: paths, showTimes: showTimes)
                self.table = table
                if !quiet { write(table.header) }
            case .finished(let result, let index):
                pending[index] = result
                while let ready = pending.removeValue(forKey: nextIndex) {
                    nextIndex += 1
                    if quiet && !ready.outcome.isFailure { continue }
                    if let table { write(table.row(ready)) }
                }
            }
        }
    }

    private func write(_ text: String) {
        // A reader that went away ends the process quietly (`BrokenPipe`); a full or closed standard output
        // loses the table, not the check (its summary and exit status still tell).
        try? StandardOutput.print(text)
    }
}
