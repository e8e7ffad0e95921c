import Foundation

/// Times a closure over several runs and keeps the median (the machine is shared and noisy).
enum Stopwatch {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Median wall time in milliseconds of `runs` calls of `body` (after one warm-up call).
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = now()
            try body()
            times.append(Double(now() - start) / 1e6)
        }
        times.sort()
        return times[times.count / 2]
    }
}

/// Fixed-width table printing: the first column left-aligned, the others right-aligned.
func row(_ cells: [String], widths: [Int]) -> String {
    zip(cells, widths).enumerated().map { index, pair in
        let (cell, width) = pair
        let padding = String(repeating: " ", count: max(0, width - cell.count))
        return index == 0 ? cell + padding : padding + cell
    }.joined(separator: "  ")
}
