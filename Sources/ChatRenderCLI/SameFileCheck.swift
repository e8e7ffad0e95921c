import Foundation

/// Refuses an output that is one of the command's inputs: the same file (device and inode, whatever the paths
/// say: a hard link, a symbolic link, `./a.png`), which writing would replace (`chatrender conv.json --format png
/// -o conv.json`, `chatrender diff a.png b.png -o a.png`).
enum SameFileCheck {
    /// Throws a usage error when `output` names the same existing file as one of `inputs` (`-` is never compared).
    static func refuse(output: String, inputs: [(path: String, role: String)]) throws(CLIError) {
        guard output != "-", let written = identity(output) else { return }
        for input in inputs where input.path != "-" {
            guard let read = identity(input.path), read == written else { continue }
            let same = input.path == output ? "" : " (\(input.path))"
            throw .usage("-o \(output) is \(input.role)\(same) itself: writing the image would replace it. "
                         + "Name another output file")
        }
    }

    /// The device and inode of what `path` names, symbolic links followed; nil when nothing is there.
    private static func identity(_ path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }
}
