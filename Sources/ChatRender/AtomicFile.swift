import ChatCodec
import ChatPaint
import Foundation

/// A file written so that readers never see half of it: how the library writes files (a batch's images, `check`'s
/// goldens and artifacts, ChatRenderTesting's snapshots), through `ChatAtomicFileWriter`.
///
/// - A regular file (new or existing) is written to a temporary file beside it, named
///   `.chatrender-partial-XXXXXXXX` (short, so that a target name at the length limit still works), which
///   `commit()` renames over the target; `discard()` or a failure removes it. An existing file keeps its
///   permissions. `temporaryFiles`, when given, hears of the temporary file for as long as it exists (a
///   command-line program removes such files when it is interrupted); the library itself never installs signal
///   handlers.
/// - A symbolic link is followed: the file it points to is replaced, the link stays.
/// - Anything else that exists (`/dev/null`, a terminal, a FIFO, `/dev/stdout` on a pipe) is opened and written
///   directly, never replaced.
package final class ChatAtomicFile: ChatPendingFile {
    /// The path as the caller gave it (for messages).
    package let path: String
    private let descriptor: Int32
    /// The temporary file and the file it becomes, when writing atomically.
    private let temporary: String?
    private let target: String
    private let temporaryFiles: (any ChatTemporaryFileRegistry)?
    private let registration: Int
    private var closed = false

    private init(path: String, descriptor: Int32, temporary: String?, target: String,
                 temporaryFiles: (any ChatTemporaryFileRegistry)? = nil, registration: Int = -1) {
        self.path = path
        self.descriptor = descriptor
        self.temporary = temporary
        self.target = target
        self.temporaryFiles = temporaryFiles
        self.registration = registration
    }

    deinit {
        discard()
    }

    /// Opens `path` for writing as described above, telling `temporaryFiles` of the temporary file.
    package static func open(_ path: String, temporaryFiles: (any ChatTemporaryFileRegistry)? = nil) throws(ChatRenderError) -> ChatAtomicFile {
        guard !path.isEmpty, !path.utf8.contains(0) else {
            throw .outputUnwritable(path: path, reason: "the output path is empty or contains a NUL byte")
        }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw .outputUnwritable(path: path, reason: "it is a directory; name a file inside it, e.g. \(path)/chat.png")
            }
            // A device, FIFO or socket: write through it.
            let fd = Foundation.open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw .outputUnwritable(path: path, reason: systemError()) }
            return ChatAtomicFile(path: path, descriptor: fd, temporary: nil, target: path)
        }
        let target = try resolvedTarget(of: path)
        let directory = (target as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .outputUnwritable(path: path, reason: "the directory \(folder) does not exist")
        }
        let existingMode: mode_t? = stat(target, &info) == 0 ? info.st_mode & 0o7777 : nil
        for _ in 0..<16 {
            let name = ".chatrender-partial-" + String(UInt64.random(in: .min ... .max), radix: 36)
            let temporary = (folder as NSString).appendingPathComponent(name)
            // Registered before it exists, so that no moment has the file on disk and unknown to the registry.
            // (Should the name exist already, it is unregistered at once: only an interruption in that instant, on
            // a 64-bit random name another process also drew, could remove it.)
            let registration = temporaryFiles?.register(temporary) ?? -1
            let fd = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            let openError = errno
            if fd < 0 { temporaryFiles?.unregister(registration) }
            if fd < 0 && openError == EEXIST { continue }
            guard fd >= 0 else {
                errno = openError
                throw .outputUnwritable(path: path, reason: "cannot create a file in \(folder): \(systemError())")
            }
            if let existingMode { fchmod(fd, existingMode) }
            return ChatAtomicFile(path: path, descriptor: fd, temporary: temporary, target: target,
                              temporaryFiles: temporaryFiles, registration: registration)
        }
        throw .outputUnwritable(path: path, reason: "cannot find a free temporary name in \(folder)")
    }

    /// The file a path finally names: symbolic links followed (also when the last one dangles), so that the
    /// link itself is never replaced.
    private static func resolvedTarget(of path: String) throws(ChatRenderError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
        }
        throw .outputUnwritable(path: path, reason: "too many levels of symbolic links")
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {
        guard !closed else { throw .writeFailed("the output was already closed") }
        try Self.write(bytes, to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes.
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(CodecError) {
        guard var base = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(descriptor, base, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(systemError())
            }
            left -= written
            base += written
        }
    }

    /// Finishes the file: closes it and, when writing atomically, renames the temporary file over the target.
    package func commit() throws(ChatRenderError) {
        guard !closed else { return }
        closed = true
        guard let temporary else {
            close(descriptor)
            return
        }
        let closedCleanly = close(descriptor) == 0
        let reason = Self.systemError()
        defer { temporaryFiles?.unregister(registration) }
        guard closedCleanly else {
            unlink(temporary)
            throw .outputUnwritable(path: path, reason: reason)
        }
        if rename(temporary, target) != 0 {
            let reason = Self.systemError()
            unlink(temporary)
            throw .outputUnwritable(path: path, reason: reason)
        }
    }

    /// Gives up: closes the output and removes the temporary file (nothing is left behind).
    package func discard() {
        guard !closed else { return }
        closed = true
        close(descriptor)
        if let temporary {
            unlink(temporary)
            temporaryFiles?.unregister(registration)
        }
    }

    /// The text of `errno`.
    package static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
