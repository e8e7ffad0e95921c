import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `process_*` metrics Prometheus' client libraries export, read from /proc at each scrape: CPU time, resident
/// and virtual memory, start time, open and maximum file descriptors. A value /proc does not give is left out.
enum ProcessMetrics {
    /// The families in the Prometheus text format, each with HELP and TYPE.
    static func text() -> String {
        var lines: [String] = []
        func family(_ name: String, _ type: String, _ help: String, _ value: Double?) {
            guard let value else { return }
            lines += ["# HELP \(name) \(help)", "# TYPE \(name) \(type)", "\(name) \(format(value))"]
        }
        let fields = statFields()
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let page = Double(sysconf(Int32(_SC_PAGESIZE)))
        func field(_ number: Int) -> Double? {
            // Fields are numbered from 1 as in proc(5); `fields` starts at field 3 (the state), after the name.
            guard let fields, number - 3 < fields.count else { return nil }
            return Double(fields[number - 3])
        }
        family("process_cpu_seconds_total", "counter", "Total user and system CPU time spent in seconds.",
               field(14).flatMap { user in field(15).map { (user + $0) / ticks } })
        family("process_resident_memory_bytes", "gauge", "Resident memory size in bytes.", field(24).map { $0 * page })
        family("process_virtual_memory_bytes", "gauge", "Virtual memory size in bytes.", field(23))
        family("process_start_time_seconds", "gauge", "Start time of the process since the Unix epoch in seconds.",
               field(22).flatMap { started in bootTime().map { $0 + started / ticks } })
        family("process_open_fds", "gauge", "Number of open file descriptors.",
               (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")).map { Double($0.count) })
        var limit = rlimit()
        family("process_max_fds", "gauge", "Maximum number of open file descriptors.",
               getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 ? Double(limit.rlim_cur) : nil)
        return lines.joined(separator: "\n") + "\n"
    }

    /// /proc/self/stat from field 3 on (the process name, field 2, may hold spaces and parentheses).
    static func statFields() -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// When the machine booted, in seconds since the Unix epoch (`btime` in /proc/stat).
    static func bootTime() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        for line in stat.split(separator: "\n") where line.hasPrefix("btime ") {
            return Double(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// A sample value: integers without a fraction, others as Swift prints them (which Prometheus reads).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
