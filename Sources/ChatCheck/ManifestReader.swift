import Foundation

/// Reads a manifest (JSON Lines) one line at a time from a regular file, a pipe or standard input (`-`), holding
/// one line and a 64 KiB buffer: a million lines cost no more memory than ten. A line longer than `maximumLineBytes`
/// is skipped without being kept (reported as `.tooLong`), so one bad line does not stop the others.
final class ManifestReader {
    /// One line: its bytes (without the `\n`, nor a `\r` before it), or its length when it was too long to keep.
    enum Line {
        case text([UInt8])
        case tooLong(bytes: Int)
    }

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let path: String
    private let maximumLineBytes: Int
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var lineNumber = 0

    /// Opens `path` (`-`: standard input); throws `ManifestError.unreadable` when it is missing or not a file or pipe.
    init(path: String, maximumLineBytes: Int) throws(ManifestError) {
        self.path = path
        self.maximumLineBytes = maximumLineBytes
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
            return
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno)).lowercased()
            throw .unreadable(path: path, reason: reason, missing: errno == ENOENT)
        }
        var info = stat()
        let kind = fstat(fd, &info) == 0 ? info.st_mode & S_IFMT : 0
        guard kind == S_IFREG || kind == S_IFIFO else {
            close(fd)
            throw .unreadable(path: path, reason: kind == S_IFDIR ? "it is a directory, not a JSON Lines file"
                              : "it is not a regular file or a pipe", missing: false)
        }
        descriptor = fd
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next line and its 1-based number, or nil at the end of the input.
    func next() throws(ManifestError) -> (number: Int, line: Line)? {
        var kept: [UInt8] = []
        var length = 0
        while true {
            if start == end {
                if atEnd { break }
                try fill()
                if start == end { break }
            }
            let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? end
            let count = stop - start
            if length + count <= maximumLineBytes { kept.append(contentsOf: buffer[start..<stop]) }
            length += count
            start = newline.map { $0 + 1 } ?? end
            if newline != nil {
                lineNumber += 1
                return (lineNumber, finish(kept, length: length))
            }
        }
        // The last line, without a newline after it.
        guard length > 0 else { return nil }
        lineNumber += 1
        return (lineNumber, finish(kept, length: length))
    }

    private func finish(_ kept: [UInt8], length: Int) -> Line {
        guard length <= maximumLineBytes else { return .tooLong(bytes: length) }
        return .text(kept.last == UInt8(ascii: "\r") ? Array(kept.dropLast()) : kept)
    }

    private func fill() throws(ManifestError) {
        start = 0
        end = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw .unreadable(path: path == "-" ? "<stdin>" : path, reason: String(cString: strerror(errno)).lowercased(), missing: false)
            }
            if count == 0 { atEnd = true }
            end = count
            return
        }
    }
}
