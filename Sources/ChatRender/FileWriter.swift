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

/// The library's writer: every file an `ChatAtomicFile`, its temporary file told to `temporaryFiles` when given.
public struct ChatAtomicFileWriter: ChatFileWriter {
    /// Hears of each temporary file while it exists (nil: nobody).
    public var temporaryFiles: (any ChatTemporaryFileRegistry)?

    /// A writer whose temporary files `temporaryFiles` hears of.
    public init(temporaryFiles: (any ChatTemporaryFileRegistry)? = nil) {
        self.temporaryFiles = temporaryFiles
    }

    public func open(_ path: String) throws(ChatRenderError) -> any ChatPendingFile {
        try ChatAtomicFile.open(path, temporaryFiles: temporaryFiles)
    }
}
