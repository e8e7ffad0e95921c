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
        FileHandle.standardError.write(Data(String(format: "chatrender: trace: %-14@ %8.2f ms\n", name, elapsed).utf8))
        return result
    }
}
