#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths inside a theme pack. A pack names its files relative to its directory and never with `..` (the decoder
/// checks the text); this checks the disk: a symbolic link inside the pack that resolves outside it is refused
/// in the same way, so a downloaded pack cannot make chatrender read, say, `~/.ssh/id_rsa` as a bubble.
package enum PackPath {
    /// `relative` joined to `pack`, after checking that its real location (every symbolic link resolved) lies
    /// inside the pack's real directory. A path that does not exist is returned as joined: reading it reports that.
    package static func resolve(_ relative: String, in pack: String) throws(InputFileError) -> String {
        let joined = pack.hasSuffix("/") ? pack + relative : pack + "/" + relative
        guard !joined.utf8.contains(0) else { throw .invalidPath(path: joined) }
        guard let root = realPath(pack), let resolved = realPath(joined) else { return joined }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard resolved.utf8.starts(with: prefix.utf8) else { throw .outsidePack(path: joined, resolved: resolved, pack: pack) }
        return joined
    }

    /// The canonical absolute path (`realpath`), or nil when it cannot be resolved (a missing file).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
