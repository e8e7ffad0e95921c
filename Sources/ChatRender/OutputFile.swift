import ChatCodec

/// Writes whole files so that readers never see half of one (see `OutputDestination`).
public enum OutputFile {
    /// Writes `bytes` to `path` atomically. On any failure nothing is left behind.
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let output = try OutputDestination.open(path)
        do {
            try output.write(bytes)
        } catch {
            output.discard()
            throw .outputUnwritable(path: output.path, reason: error.description)
        }
        try output.commit()
    }
}
