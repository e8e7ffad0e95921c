import ChatPaint
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SHA-256 of font files, remembered by path, size and modification time: in memory for the process, and on disk
/// in `font-sha256.tsv` under the user's cache directory (`$CHATRENDER_CACHE_DIR`, else `$XDG_CACHE_HOME/chatrender`,
/// else `~/.cache/chatrender`), so that each new process (a test run, a `chatrender layout`) does not read and hash
/// an 11 MB emoji font again. A file whose size or modification time changed is hashed again. The disk cache is
/// best-effort: when it cannot be read or written (no home directory, a read-only file system), digests are computed
/// as if it were empty, and a line that does not parse is ignored.
final class FontDigestCache: @unchecked Sendable {
    /// What identifies one version of a file: its path, size and modification time (nanoseconds).
    struct Stamp: Hashable {
        var path: String
        var size: Int64
        var seconds: Int64
        var nanoseconds: Int64
    }

    /// The cache of this process, on the user's cache directory.
    static let shared = FontDigestCache(directory: defaultDirectory())

    /// The cache file, or nil for a cache kept in memory only.
    let file: String?
    private let lock = NSLock()
    private var digests: [Stamp: String] = [:]
    private var loaded = false

    /// A cache stored in `directory` (created when first written), or in memory only when `directory` is nil.
    init(directory: String?) {
        file = directory.map { $0 + "/font-sha256.tsv" }
    }

    /// The SHA-256 of the file at `path` (64 lowercase hexadecimal digits), from the cache when the file's size and
    /// modification time are the ones it was hashed with.
    func digest(ofFile path: String) throws(ChatRenderError) -> String {
        let stamp = try Self.stamp(of: path)
        let known: String? = lock.withLock {
            if !loaded { load() }
            return digests[stamp]
        }
        if let known { return known }
        let digest = try SHA256.hex(ofFile: path)
        lock.withLock { digests[stamp] = digest }
        store(digest, for: stamp)
        return digest
    }

    /// The size and modification time of `path` (following symbolic links, as reading it does).
    static func stamp(of path: String) throws(ChatRenderError) -> Stamp {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .inputUnreadable(path: path, reason: "cannot read its size and date to compute its SHA-256: \(String(cString: strerror(errno)))")
        }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(path: path, size: Int64(info.st_size), seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }

    /// `$CHATRENDER_CACHE_DIR`, `$XDG_CACHE_HOME/chatrender` or `~/.cache/chatrender`; nil without any of them.
    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let dir = environment["CHATRENDER_CACHE_DIR"], !dir.isEmpty { return dir }
        if let dir = environment["XDG_CACHE_HOME"], dir.hasPrefix("/") { return dir + "/chatrender" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/chatrender" }
        return nil
    }

    /// One line of the cache file: `sha256 TAB size TAB seconds.nanoseconds TAB path`.
    static func line(_ digest: String, _ stamp: Stamp) -> String {
        let nanos = String(stamp.nanoseconds)
        return "\(digest)\t\(stamp.size)\t\(stamp.seconds).\(String(repeating: "0", count: max(0, 9 - nanos.count)))\(nanos)\t\(stamp.path)\n"
    }

    /// The entry a line holds, or nil when it is not one (a torn write, a hand edit).
    static func parse(_ line: Substring) -> (digest: String, stamp: Stamp)? {
        let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0].utf8.count == 64,
              fields[0].utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
              let size = Int64(fields[1]), !fields[3].isEmpty else { return nil }
        let time = fields[2].split(separator: ".", omittingEmptySubsequences: false)
        guard time.count == 2, time[1].count == 9, let seconds = Int64(time[0]), let nanos = Int64(time[1]) else { return nil }
        return (String(fields[0]), Stamp(path: String(fields[3]), size: size, seconds: seconds, nanoseconds: nanos))
    }

    /// Reads the cache file (under the lock); the last line for a stamp wins.
    private func load() {
        loaded = true
        guard let file, let data = FileManager.default.contents(atPath: file) else { return }
        var lines = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            lines += 1
            if let entry = Self.parse(line) { digests[entry.stamp] = entry.digest }
        }
        // Files that changed leave stale lines behind: rewrite the file once they outnumber the live ones.
        if lines > 2 * digests.count + 64 { rewrite(file) }
    }

    /// Writes every known entry to a new file, then renames it over `file` (readers see the old or the new one).
    private func rewrite(_ file: String) {
        let text = digests.map { Self.line($0.value, $0.key) }.sorted().joined()
        let scratch = file + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: scratch, contents: Data(text.utf8)) else { return }
        if rename(scratch, file) != 0 { unlink(scratch) }
    }

    /// Appends one line in a single `write` (appends of a few hundred bytes do not interleave).
    private func store(_ digest: String, for stamp: Stamp) {
        guard let file, !stamp.path.contains("\n"), !stamp.path.contains("\t") else { return }
        let directory = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let descriptor = open(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array(Self.line(digest, stamp).utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
