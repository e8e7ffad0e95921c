import Foundation

/// Stage timings for profiling, printed to standard error when the environment sets `CHATRENDER_TRACE=1`
/// (`chatrender-bench` and `make bench` use the same stages). Costs one environment lookup otherwise.
enum StageTrace {
    static let enabled = ProcessInfo.processInfo.environment["CHATRENDER_TRACE"] == "1"

    /// Runs `body`, printing how long it took under `name` when tracing.
    static func measure<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        guard enabled else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        FileHandle.standardError.write(Data(String(format: "chatrender: trace: %@ %.2f ms\n", name, elapsed).utf8))
        return result
    }

    nonisolated(unsafe) private static var totals: [(String, Double)] = []

    /// Runs `body`, adding its time to the total under `name` (printed by `report`) when tracing.
    static func accumulate<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
        guard enabled else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if let index = totals.firstIndex(where: { $0.0 == name }) { totals[index].1 += elapsed } else { totals.append((name, elapsed)) }
        return result
    }

    /// Prints and clears the accumulated totals.
    static func report() {
        guard enabled else { return }
        for (name, total) in totals {
            FileHandle.standardError.write(Data(String(format: "chatrender: trace:   %@ %.2f ms\n", name, total).utf8))
        }
        totals.removeAll()
    }
}
