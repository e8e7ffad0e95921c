import ChatRender

/// Where a command-line program's outputs go, written as they are produced so that readers never see half a file:
/// `-` is standard output (`StandardOutput`); any other path an `AtomicFile` (a temporary file renamed into
/// place, a device or FIFO written through) whose temporary file `SignalCleanup` removes should SIGINT, SIGTERM or
/// SIGHUP end the process (once `ProcessSetup.prepare` installed the handlers).
public enum OutputDestination {
    /// Opens `path` for writing as described above.
    public static func open(_ path: String) throws(RenderError) -> any PendingFile {
        if path == "-" { return try StandardOutput.open() }
        return try AtomicFile.open(path, temporaryFiles: SignalCleanup.shared)
    }

    /// The same outputs as a `FileWriter`, for the library code a command runs (a batch, a check).
    public static let files: any FileWriter = CommandLineFiles()
}

/// `OutputDestination.open` as a `FileWriter`.
private struct CommandLineFiles: FileWriter {
    func open(_ path: String) throws(RenderError) -> any PendingFile {
        try OutputDestination.open(path)
    }
}
