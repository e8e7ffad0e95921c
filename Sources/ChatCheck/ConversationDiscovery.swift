import ChatFiles
import Foundation

/// Finds the conversations of a golden directory: every `*.json` under it, recursively, as paths relative
/// to it, sorted bytewise. Skipped: files named `theme.json` and every directory containing one (theme
/// packs, with their subdirectories), hidden files and directories (names starting with "."), and symbolic
/// links to directories (so a link cycle cannot loop), and anything that is not a regular file (a FIFO or device
/// named `*.json` would block or never end). Symbolic links to files are followed.
public enum ConversationDiscovery {
    /// The relative paths of the conversations under `directory`.
    public static func conversations(in directory: String) throws(CheckError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(path: directory)
        }
        var found: [String] = []
        collect(directory: directory, relative: "", into: &found)
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func collect(directory: String, relative: String, into found: inout [String]) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory), !names.contains("theme.json") else { return }
        for name in names where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            let type = (try? fm.attributesOfItem(atPath: path)[.type] as? FileAttributeType) ?? nil
            if type == .typeDirectory {
                collect(directory: path, relative: relativePath, into: &found)
            } else if name.hasSuffix(".json"), FileKind.of(path) == .regular {
                found.append(relativePath)
            }
        }
    }
}
