import ChatCodec
import ChatPaint

/// How library code opens the files it writes: a batch's images (`BatchRender`), `check`'s goldens and artifacts
/// (`SnapshotCheck`), ChatRenderTesting's snapshots. `AtomicFileWriter` is the library's own; a command-line
/// program hands in one whose temporary files its signal handlers remove (`ChatRenderProcess`).
public protocol FileWriter: Sendable {
    /// Opens `path` for writing; throws `outputUnwritable` saying why it cannot.
    func open(_ path: String) throws(RenderError) -> any PendingFile
}

extension FileWriter {
    /// Writes the whole file `path` at once: on any failure nothing is left behind.
    public func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
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

/// The library's writer: every file an `AtomicFile`, its temporary file told to `temporaryFiles` when given.
public struct AtomicFileWriter: FileWriter {
    /// Hears of each temporary file while it exists (nil: nobody).
    public var temporaryFiles: (any TemporaryFileRegistry)?

    /// A writer whose temporary files `temporaryFiles` hears of.
    public init(temporaryFiles: (any TemporaryFileRegistry)? = nil) {
        self.temporaryFiles = temporaryFiles
    }

    public func open(_ path: String) throws(RenderError) -> any PendingFile {
        try AtomicFile.open(path, temporaryFiles: temporaryFiles)
    }
}
