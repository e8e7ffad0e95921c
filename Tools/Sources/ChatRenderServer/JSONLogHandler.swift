import Foundation
import Logging

/// A swift-log handler writing one JSON object per line to standard error (`--log-format json`), the shape log
/// collectors (journald, Loki, CloudWatch) index without parsing: `{"time":…,"level":…,"label":…,"message":…, …metadata}`.
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    let label: String
    private static let lock = NSLock()

    /// A handler for `label`.
    public init(label: String) {
        self.label = label
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [(String, String)] = [
            ("time", ServiceError.quote(Self.timestamp())), ("level", ServiceError.quote(event.level.rawValue)),
            ("label", ServiceError.quote(label)), ("message", ServiceError.quote("\(event.message)")),
        ]
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        for key in merged.keys.sorted() where !["time", "level", "label", "message"].contains(key) {
            fields.append((key, ServiceError.quote("\(merged[key]!)")))
        }
        let line = "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
        Self.lock.withLock { FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// ISO 8601 UTC with milliseconds.
    static func timestamp() -> String {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        var seconds = time_t(time.tv_sec)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), Int(time.tv_nsec / 1_000_000))
    }
}
