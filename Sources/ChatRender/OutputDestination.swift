import CChatRenderSupport
import ChatCodec
import Foundation
import Synchronization

/// Where a rendered image's bytes go, written as they are produced, so that readers never see half a file.
///
/// - A regular file (new or existing) is written to a temporary file beside it, named
///   `.chatrender-partial-XXXXXXXX` (short, so that a target name at the length limit still works), which
///   `commit()` renames over the target; `discard()`, a failure or SIGINT/SIGTERM (with the CLI's handlers)
///   remove it. An existing file keeps its permissions.
/// - A symbolic link is followed: the file it points to is replaced, the link stays.
/// - Anything else that exists (`/dev/null`, a terminal, a FIFO, `/dev/stdout` on a pipe) is opened and written
///   directly, never replaced.
/// - `-` is standard output.
public final class OutputDestination: ByteSink {
    /// The path as the user gave it (for messages).
    public let path: String
    private var descriptor: Int32
    /// The temporary file and the file it becomes, when writing atomically.
    private let temporary: String?
    private let target: String
    private var cleanupSlot: Int32 = -1
    private var closed = false

    private init(path: String, descriptor: Int32, temporary: String?, target: String, cleanupSlot: Int32 = -1) {
        self.path = path
        self.descriptor = descriptor
        self.temporary = temporary
        self.target = target
        self.cleanupSlot = cleanupSlot
    }

    deinit {
        discard()
    }

    /// Opens `path` for writing as described above (`-`: standard output).
    public static func open(_ path: String) throws(RenderError) -> OutputDestination {
        if path == "-" {
            // Closed now, or closed when the process started (a descriptor opened since, by fontconfig for
            // instance, may have taken number 1: writing there would not be standard output).
            guard !standardOutputClosedAtStart.withLock({ $0 }), fcntl(STDOUT_FILENO, F_GETFL) != -1 else {
                throw .outputUnwritable(path: "<stdout>", reason: "standard output is closed; redirect it to a file, or pass -o FILE")
            }
            return OutputDestination(path: "<stdout>", descriptor: STDOUT_FILENO, temporary: nil, target: "-")
        }
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
            guard fd >= 0 else { throw .outputUnwritable(path: path, reason: Self.systemError()) }
            return OutputDestination(path: path, descriptor: fd, temporary: nil, target: path)
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
            // Registered for removal on a signal before it exists, so that no moment has the file on disk and
            // unknown to the signal handler. (Should the name exist already, it is unregistered at once: only a
            // signal in that instant, on a 64-bit random name another process also drew, could remove it.)
            let slot = crs_cleanup_add(temporary)
            let fd = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            let openError = errno
            if fd < 0 { crs_cleanup_remove(slot) }
            if fd < 0 && openError == EEXIST { continue }
            guard fd >= 0 else {
                errno = openError
                throw .outputUnwritable(path: path, reason: "cannot create a file in \(folder): \(systemError())")
            }
            if let existingMode { fchmod(fd, existingMode) }
            return OutputDestination(path: path, descriptor: fd, temporary: temporary, target: target, cleanupSlot: slot)
        }
        throw .outputUnwritable(path: path, reason: "cannot find a free temporary name in \(folder)")
    }

    /// The file a path finally names: symbolic links followed (also when the last one dangles), so that the
    /// link itself is never replaced.
    private static func resolvedTarget(of path: String) throws(RenderError) -> String {
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

    public func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {
        guard !closed else { throw .writeFailed("the output was already closed") }
        guard var base = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(descriptor, base, left)
            if written < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(Self.systemError())
            }
            left -= written
            base += written
        }
    }

    /// Finishes the file: closes it and, when writing atomically, renames the temporary file over the target.
    public func commit() throws(RenderError) {
        guard !closed else { return }
        closed = true
        if temporary == nil {
            if descriptor != STDOUT_FILENO { close(descriptor) }
            return
        }
        let closedCleanly = close(descriptor) == 0
        let reason = Self.systemError()
        guard let temporary else { return }
        defer { crs_cleanup_remove(cleanupSlot) }
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
    public func discard() {
        guard !closed else { return }
        closed = true
        if descriptor != STDOUT_FILENO { close(descriptor) }
        if let temporary {
            unlink(temporary)
            crs_cleanup_remove(cleanupSlot)
        }
    }

    /// For command-line programs: SIGINT, SIGTERM and SIGHUP remove the temporary files of outputs not yet
    /// committed before ending the process, and writing to a closed pipe fails with an error instead of killing
    /// it. (A library never changes its host's signal handling on its own.)
    ///
    /// An abort (the Swift runtime's answer to an allocation that fails) becomes exit status 70 with `abortMessage`
    /// on standard error, the temporary files removed.
    ///
    /// Large freed blocks are kept for reuse instead of being returned to the system (see `crs_malloc.h`): a
    /// one-shot process then pays the page faults of a band or photo buffer once, not at every allocation.
    public static func prepareProcess(abortMessage: String) {
        crs_malloc_keep_large_blocks()
        standardOutputClosedAtStart.withLock { $0 = fcntl(STDOUT_FILENO, F_GETFL) == -1 }
        crs_cleanup_install()
        crs_ignore_sigpipe()
        crs_abort_exits(abortMessage)
    }

    /// The text of `errno`.
    static func systemError() -> String {
        String(cString: strerror(errno))
    }
}

/// Whether standard output was closed when `OutputDestination.prepareProcess` ran (false when it never ran).
private let standardOutputClosedAtStart = Mutex(false)
