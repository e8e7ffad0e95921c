#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files named by untrusted input (conversations, theme packs, fonts, photos) so that no file can hang
/// or exhaust the process: the kind is checked before anything is opened (a FIFO blocks until a writer
/// appears, a device such as `/dev/zero` never ends), files are opened without blocking and checked again,
/// and no more than a limit is read.
package enum InputFile {
    /// The regular file at `path`, at most `limit` bytes.
    package static func readRegular(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        let descriptor = try openChecked(path, allowing: [.regular])
        defer { close(descriptor) }
        return try readAll(descriptor, path: path, limit: limit)
    }

    /// A regular file or a pipe (a named pipe, or `<(command)` process substitution, read to its end), at most
    /// `limit` bytes, with the kind it was. Opening a named pipe waits for its writer, as reading one from the
    /// shell does.
    package static func readRegularOrPipe(_ path: String, limit: Int) throws(InputFileError) -> (bytes: [UInt8], kind: FileKind) {
        let descriptor = try openChecked(path, allowing: [.regular, .fifo])
        defer { close(descriptor) }
        var status = stat()
        let kind: FileKind = fstat(descriptor, &status) == 0 ? FileKind(mode: status.st_mode) : .fifo
        return (try readAll(descriptor, path: path, limit: limit), kind)
    }

    /// Standard input to its end, at most `limit` bytes (named `<stdin>` in errors).
    package static func readStandardInput(limit: Int) throws(InputFileError) -> [UInt8] {
        try readAll(STDIN_FILENO, path: "<stdin>", limit: limit)
    }

    /// Standard input to its end, at most `limit` bytes, unless its first `leading` bytes (or all of it, when
    /// shorter) are not what `accepts` expects: reading then stops and those bytes are returned, for the caller to
    /// refuse at once (`/dev/zero` given to `diff -` is not read for 256 MiB before it is refused).
    package static func readStandardInput(limit: Int, leading: Int, accepts: ([UInt8]) -> Bool) throws(InputFileError) -> [UInt8] {
        try readAll(STDIN_FILENO, path: "<stdin>", limit: limit, leading: leading, accepts: accepts)
    }

    /// Opens the regular file at `path` for reading (for callers that map it into memory): its descriptor, which
    /// the caller closes, and its size.
    package static func openRegular(_ path: String) throws(InputFileError) -> (descriptor: Int32, size: Int) {
        let descriptor = try openChecked(path, allowing: [.regular])
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = systemMessage(errno)
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        return (descriptor, Int(status.st_size))
    }

    /// Checks the kind of `path` (following links), opens it, and checks the kind of what was opened again (the
    /// path may have changed in between). Only a FIFO, when allowed, is opened in blocking mode.
    private static func openChecked(_ path: String, allowing kinds: [FileKind]) throws(InputFileError) -> Int32 {
        guard !path.utf8.contains(0) else { throw .invalidPath(path: path) }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(errno, path: path) }
        let kind = FileKind(mode: status.st_mode)
        guard kinds.contains(kind) else { throw .notRegular(path: path, kind: kind) }
        let flags = O_RDONLY | O_CLOEXEC | (kind == .fifo ? 0 : O_NONBLOCK)
        var descriptor: Int32
        repeat {
            descriptor = open(path, flags)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw failure(errno, path: path) }
        guard fstat(descriptor, &status) == 0 else {
            let reason = systemMessage(errno)
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        let opened = FileKind(mode: status.st_mode)
        guard kinds.contains(opened) else {
            close(descriptor)
            throw .notRegular(path: path, kind: opened)
        }
        return descriptor
    }

    /// Everything the open `descriptor` yields from where it stands to its end, refusing more than `limit` bytes; `what`
    /// names it in errors. The caller closes it.
    package static func contents(ofDescriptor descriptor: Int32, what: String, limit: Int) throws(InputFileError) -> [UInt8] {
        try readAll(descriptor, path: what, limit: limit)
    }

    /// Everything `descriptor` yields until its end, refusing more than `limit` bytes.
    private static func readAll(_ descriptor: Int32, path: String, limit: Int, leading: Int = 0,
                                accepts: ([UInt8]) -> Bool = { _ in true }) throws(InputFileError) -> [UInt8] {
        var status = stat()
        var expected = 0
        if fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular {
            expected = Int(status.st_size)
            guard expected <= limit else { throw .tooLarge(path: path, size: expected, limit: limit) }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected + 1)
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        var checked = leading <= 0
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: systemMessage(errno))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw .tooLarge(path: path, size: nil, limit: limit) }
            bytes.append(contentsOf: buffer[0..<count])
            if !checked, bytes.count >= leading {
                checked = true
                if !accepts(Array(bytes.prefix(leading))) { return bytes }
            }
        }
    }

    /// The error for a failed `stat` or `open`.
    private static func failure(_ code: Int32, path: String) -> InputFileError {
        switch code {
        case ENOENT, ENOTDIR: .missing(path: path)
        default: .unreadable(path: path, reason: systemMessage(code))
        }
    }

    /// The system's message for an `errno` value ("Permission denied").
    static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
