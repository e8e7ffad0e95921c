import Foundation

/// Creates an output directory and its missing parents, saying in plain words why it cannot: a part of the path that
/// is a file, a permission, a read-only file system (Foundation's own error reads "NSCocoaErrorDomain error 512").
enum OutputDirectory {
    /// Creates `path` and its missing parents; nil when it exists as a directory afterwards, else the reason.
    /// Another process or thread creating a part at the same moment is no failure.
    static func create(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                if (info.st_mode & S_IFMT) != S_IFDIR { return "\(prefix) exists and is not a directory" }
                continue
            }
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                return "cannot create \(prefix): \(String(cString: strerror(errno)).lowercased())"
            }
        }
        return nil
    }
}
