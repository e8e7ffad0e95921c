#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as `stat` sees it (symbolic links followed): only a `regular` file is read as a font,
/// image or theme file, since a FIFO blocks until some writer appears and a device such as `/dev/zero` never ends.
package enum FileKind: Sendable, Equatable, CustomStringConvertible {
    case regular
    case directory
    /// A named pipe, or a pipe from process substitution (`<(command)`).
    case fifo
    case characterDevice
    case blockDevice
    case socket
    /// Anything else the system reports.
    case other

    /// The kind of a `st_mode`.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind of what `path` names, following symbolic links; nil when nothing is there (or it cannot be
    /// looked at: the open that follows reports why).
    package static func of(_ path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// With an article, for messages: "a named pipe (FIFO)", "a character device".
    package var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
