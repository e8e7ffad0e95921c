#if canImport(Glibc)
import Glibc
#endif

/// What a file or a directory tree looks like on disk, cheaply (each file's size, modification time and inode,
/// no contents): two stamps differ when a file was written, replaced, added or removed in between. The render
/// daemon's cache keys its entries by them, so an edited theme pack or font is read again.
enum FileStamp {
    /// The stamp of one path ("" when it does not exist).
    static func file(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        return describe(info)
    }

    /// The stamp of every entry under `directory`, in name order, subdirectories included (symbolic links are
    /// stamped by what they point to, and not followed into).
    static func tree(_ directory: String) -> String {
        var stamp = ""
        walk(directory, prefix: "", into: &stamp, depth: 0)
        return stamp
    }

    private static func walk(_ directory: String, prefix: String, into stamp: inout String, depth: Int) {
        guard depth < 8, let handle = opendir(directory) else { return }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(handle)
        for name in names.sorted() {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let isLink = (info.st_mode & S_IFMT) == S_IFLNK
            if isLink, stat(path, &info) != 0 { continue }
            stamp += prefix + name + ":" + describe(info) + ";"
            if !isLink, (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, prefix: prefix + name + "/", into: &stamp, depth: depth + 1)
            }
        }
    }

    private static func describe(_ info: stat) -> String {
        "\(info.st_size),\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec),\(info.st_ino)"
    }
}
