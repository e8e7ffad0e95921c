/// Why an input file could not be read. `description` says what is wrong with the file, without naming what
/// it was meant to be (callers add "the theme", "image \"a.png\"" …).
package enum InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path names something that is not a regular file (a directory, FIFO, device, socket).
    case notRegular(path: String, kind: FileKind)
    /// The file holds more than `limit` bytes; `size` is its size, nil for a pipe (read until the limit passed).
    case tooLarge(path: String, size: Int?, limit: Int)
    /// The system refused to open or read it; `reason` is its message ("Permission denied").
    case unreadable(path: String, reason: String)
    /// A file of a theme pack whose real location (symbolic links resolved) is outside the pack directory.
    case outsidePack(path: String, resolved: String, pack: String)
    /// A path that no file name can hold (it contains a NUL character).
    case invalidPath(path: String)

    package var description: String {
        switch self {
        case .missing(let path):
            return "\(path) does not exist"
        case .notRegular(let path, let kind):
            return "\(path) is \(kind), not a regular file; only regular files are read (copy the data into a file)"
        case .tooLarge(let path, let size, let limit):
            let held = size.map { "holds \(ByteCountText.format($0)), more than" } ?? "holds more than"
            return "\(path) \(held) the \(ByteCountText.format(limit)) read at most; "
                + "a file this large is not what chatrender expects here (check the path)"
        case .unreadable(let path, let reason):
            return "\(path) cannot be read: \(reason)"
        case .outsidePack(let path, let resolved, let pack):
            return "\(path) is a symbolic link to \(resolved), outside the theme pack \(pack); "
                + "keep every file of a pack inside its directory (copy the file instead of linking it)"
        case .invalidPath(let path):
            return "the path \(path.debugDescription) contains a NUL character, which no file name can hold"
        }
    }
}

/// Byte counts as messages show them: "512 bytes", "32 MiB".
enum ByteCountText {
    static func format(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 20 { return "\(bytes >> 20)+ MiB (\(bytes) bytes)" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
