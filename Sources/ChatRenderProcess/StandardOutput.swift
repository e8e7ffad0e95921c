import ChatCodec
import ChatRender
import Foundation
import Synchronization

/// Standard output as an output (`-o -`): written directly, never closed (the process still owns it), nothing to
/// remove when given up.
public final class StandardOutput: PendingFile {
    public let path = "<stdout>"
    private var closed = false

    private init() {}

    /// Standard output, unless it is closed now or was closed when the process started (a descriptor opened since,
    /// by fontconfig for instance, may have taken number 1: writing there would not be standard output).
    public static func open() throws(RenderError) -> StandardOutput {
        guard !closedAtStart.withLock({ $0 }), fcntl(STDOUT_FILENO, F_GETFL) != -1 else {
            throw .outputUnwritable(path: "<stdout>", reason: "standard output is closed; redirect it to a file, or pass -o FILE")
        }
        return StandardOutput()
    }

    /// Records whether standard output is closed now, at the start of the process (`ProcessSetup.prepare`).
    static func noteStateAtStart() {
        closedAtStart.withLock { $0 = fcntl(STDOUT_FILENO, F_GETFL) == -1 }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {
        guard !closed else { throw .writeFailed("the output was already closed") }
        try AtomicFile.write(bytes, to: STDOUT_FILENO)
    }

    public func commit() throws(RenderError) {
        closed = true
    }

    public func discard() {
        closed = true
    }
}

/// Whether standard output was closed when `ProcessSetup.prepare` ran (false when it never ran).
private let closedAtStart = Mutex(false)
