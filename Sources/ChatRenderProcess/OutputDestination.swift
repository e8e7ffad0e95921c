import ChatRender

/// Where a command-line program's outputs go, written as they are produced so that readers never see half a file:
/// `-` is standard output (`StandardOutput`); any other path an `ChatAtomicFile` (a temporary file renamed into
/// place, a device or FIFO written through) whose temporary file `SignalCleanup` removes should SIGINT, SIGTERM or
/// SIGHUP end the process (once `ProcessSetup.prepare` installed the handlers).
package enum OutputDestination {
    /// Opens `path` for writing as described above.
    package static func open(_ path: String) throws(ChatRenderError) -> any ChatPendingFile {
        if path == "-" { return try StandardOutput.open() }
        return try ChatAtomicFile.open(path, temporaryFiles: SignalCleanup.shared)
    }

    /// The same outputs as a `ChatFileWriter`, for the library code a command runs (a batch, a check).
    package static let files: any ChatFileWriter = CommandLineFiles()
}

/// `OutputDestination.open` as a `ChatFileWriter`.
private struct CommandLineFiles: ChatFileWriter {
    func open(_ path: String) throws(ChatRenderError) -> any ChatPendingFile {
        try OutputDestination.open(path)
    }
}
