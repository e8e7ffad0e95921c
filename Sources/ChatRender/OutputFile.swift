import Foundation

/// Writes files so that readers never see half of one: a temporary file beside the target, then a rename.
public enum OutputFile {
    /// Writes `bytes` to `path` atomically. On any failure nothing is left behind (the temporary file is removed).
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .outputUnwritable(path: path, reason: "the directory \(directory) does not exist")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw .outputUnwritable(path: path, reason: "cannot create a file in \(directory) (permissions or disk space)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .outputUnwritable(path: path, reason: reason)
        }
    }
}
