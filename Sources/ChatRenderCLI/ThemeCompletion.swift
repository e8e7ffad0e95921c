import ChatRender
import Foundation

/// What the shells complete `--theme` with: the built-in names this program finds (asked at completion time, so
/// an installed binary offers its installed packs), then the directories matching what is typed, for a pack of
/// one's own.
enum ThemeCompletion {
    /// The built-in names starting with `prefix`, then the directories starting with it (each ending in `/`).
    static func candidates(prefix: String) -> [String] {
        let names = ThemeLocator(includeSourceCheckout: false).builtInNames.filter { $0.hasPrefix(prefix) }
        return names + directories(prefix: prefix)
    }

    /// The directories (not hidden, unless `prefix` names a hidden one) whose path starts with `prefix`.
    static func directories(prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let parent = slash.map { String(prefix[...$0]) } ?? ""
        let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent)) ?? []
        return entries.sorted().compactMap { entry in
            guard entry.hasPrefix(start), !entry.hasPrefix(".") || start.hasPrefix(".") else { return nil }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: parent + entry, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            return parent + entry + "/"
        }
    }
}
