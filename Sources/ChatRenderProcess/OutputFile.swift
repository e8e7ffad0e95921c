import ChatRender

/// Writes whole files for the command line (`layout -o`, `check --junit`) so that readers never see half of one
/// (see `OutputDestination`).
package enum OutputFile {
    /// Writes `bytes` to `path` (`-`: standard output) atomically. On any failure nothing is left behind.
    package static func write(_ bytes: [UInt8], to path: String) throws(ChatRenderError) {
        try OutputDestination.files.write(bytes, to: path)
    }
}
