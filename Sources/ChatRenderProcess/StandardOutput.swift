import ChatCodec
import ChatRender
import Foundation
import Synchronization

/// Standard output as an output (`-o -`): written directly, never closed (the process still owns it), nothing to
/// remove when given up. A reader that went away ends the process quietly (`BrokenPipe`).
package final class StandardOutput: ChatPendingFile {
    package let path = "<stdout>"
    private var closed = false

    private init() {}

    /// Standard output, unless it is closed now or was closed when the process started (a descriptor opened since,
    /// by fontconfig for instance, may have taken number 1: writing there would not be standard output).
    package static func open() throws(ChatRenderError) -> StandardOutput {
        guard !closedAtStart.load(ordering: .acquiring), fcntl(STDOUT_FILENO, F_GETFL) != -1 else {
            throw .outputUnwritable(path: "<stdout>", reason: "standard output is closed; redirect it to a file, or pass -o FILE")
        }
        return StandardOutput()
    }

    /// Records whether standard output is closed now, at the start of the process (`ProcessSetup.prepare`).
    static func noteStateAtStart() {
        closedAtStart.store(fcntl(STDOUT_FILENO, F_GETFL) == -1, ordering: .releasing)
    }

    /// Prints `text` (a command's report, JSON, the man page) to standard output. A reader that went away ends the
    /// process quietly (`BrokenPipe`); any other failure (a closed or full standard output) is `outputUnwritable`.
    package static func print(_ text: String) throws(ChatRenderError) {
        if let reason = Array(text.utf8).withUnsafeBytes(writeAll) {
            throw .outputUnwritable(path: "<stdout>", reason: reason)
        }
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {
        guard !closed else { throw .writeFailed("the output was already closed") }
        if let reason = Self.writeAll(bytes) { throw .writeFailed(reason) }
    }

    package func commit() throws(ChatRenderError) {
        closed = true
    }

    package func discard() {
        closed = true
    }

    /// Writes all of `bytes` to descriptor 1, retrying short and interrupted writes; EPIPE ends the process.
    /// Returns nil when everything was written, else the system's reason.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard var base = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(STDOUT_FILENO, base, left)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { BrokenPipe.end() }
                return String(cString: strerror(errno))
            }
            left -= written
            base += written
        }
        return nil
    }
}

/// Whether standard output was closed when `ProcessSetup.prepare` ran (false when it never ran). An atomic, not a
/// `Mutex`: a copy of the render daemon (forked) keeps its parent's cached thread id, which Swift's `Mutex` would
/// hand to the kernel (see `Locked`).
private let closedAtStart = Atomic<Bool>(false)
