import ChatCodec
import ChatPaint

/// How library code opens the files it writes: a batch's images (`BatchRender`), `check`'s goldens and artifacts
/// (`SnapshotCheck`), ChatRenderTesting's snapshots. `ChatAtomicFileWriter` is the library's own; a command-line
/// program hands in one whose temporary files its signal handlers remove (`ChatRenderProcess`).
public protocol ChatFileWriter: Sendable {
    /// Opens `path` for writing; throws `outputUnwritable` saying why it cannot.
    func open(_ path: String) throws(ChatRenderError) -> any ChatPendingFile
}

extension ChatFileWriter {
    /// Writes the whole file `path` at once: on any failure nothing is left behind.
    public func write(_ bytes: [UInt8], to path: String) throws(ChatRenderError) {
        let output = try open(path)
        do throws(CodecError) {
            try output.write(bytes)
        } catch {
            output.discard()
            throw .outputUnwritable(path: output.path, reason: error.description)
        }
        try output.commit()
    }
}

/// The library's writer: every file written to a temporary file beside it and renamed into place by `commit()`, so a
/// failed or interrupted write leaves nothing.
public struct ChatAtomicFileWriter: ChatFileWriter {
    /// Hears of each temporary file while it exists (nil: nobody): the command line's signal handlers.
    package var temporaryFiles: (any ChatTemporaryFileRegistry)?

    /// A writer: each file written to a temporary file beside it, renamed into place when complete.
    public init() {}

    /// A writer whose temporary files `temporaryFiles` hears of.
    package init(temporaryFiles: (any ChatTemporaryFileRegistry)?) {
        self.temporaryFiles = temporaryFiles
    }

    public func open(_ path: String) throws(ChatRenderError) -> any ChatPendingFile {
        try ChatAtomicFile.open(path, temporaryFiles: temporaryFiles)
    }
}
