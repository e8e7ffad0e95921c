import Foundation

/// Names snapshots that the test does not name: the test function's name (`supportChat()` → `supportChat`), and
/// for its second and later unnamed snapshots `supportChat-2`, `supportChat-3`, … in call order.
public enum ChatSnapshotName {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    /// The name for an unnamed snapshot taken in `function` of `file`.
    public static func derived(function: String, file: String) -> String {
        let base = sanitized(function)
        let count = lock.withLock { () -> Int in
            let key = file + "\u{0}" + base
            counts[key, default: 0] += 1
            return counts[key] ?? 1
        }
        return count == 1 ? base : "\(base)-\(count)"
    }

    /// A function name as a file name: the argument list dropped, anything but letters, digits, `-` and `_`
    /// replaced by `_`.
    static func sanitized(_ function: String) -> String {
        let bare = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
        let cleaned = String(bare.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
        })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }
}
