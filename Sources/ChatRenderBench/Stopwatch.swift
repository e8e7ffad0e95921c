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

/// Fixed-width table printing.
func row(_ cells: [String], widths: [Int]) -> String {
    zip(cells, widths).map { cell, width in
        cell.count >= width ? cell : (width > 0 && cell.first?.isNumber == true ? String(repeating: " ", count: width - cell.count) + cell : cell + String(repeating: " ", count: width - cell.count))
    }.joined(separator: "  ")
}
