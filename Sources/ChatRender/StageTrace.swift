import ChatPaint
import Foundation

/// Prints a render's `ChatRenderStatistics` to standard error when the environment sets `CHATRENDER_TRACE=1`:
/// where the time of one command went. Costs one environment lookup otherwise.
enum StageTrace {
    /// Read at each render, not once: a daemon's copy runs with its client's environment (`chatrender daemon`).
    static var enabled: Bool {
        guard let value = getenv("CHATRENDER_TRACE") else { return false }
        return strcmp(value, "1") == 0
    }

    /// Prints `statistics` when tracing.
    static func report(_ statistics: ChatRenderStatistics) {
        guard enabled else { return }
        let lines = [
            String(format: "theme+fonts %.2f ms, layout %.2f ms, draw %.2f ms, encode (drawing thread) %.2f ms, total %.2f ms",
                   statistics.themeAndFontsSeconds * 1e3, statistics.layoutSeconds * 1e3, statistics.drawSeconds * 1e3,
                   statistics.encodeSeconds * 1e3, statistics.totalSeconds * 1e3),
            "\(statistics.width) × \(statistics.height) px in \(statistics.bands) bands, \(statistics.elements) elements, "
                + "\(statistics.elementDraws) element draws, \(statistics.preparedAhead) prepared ahead, peak \(ChatMemoryBudget.format(statistics.peakMemory)), "
                + "\(statistics.outputBytes) bytes written",
        ]
        for line in lines { FileHandle.standardError.write(Data("chatrender: trace: \(line)\n".utf8)) }
    }
}
