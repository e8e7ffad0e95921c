import ChatFiles
import ChatRender
import Foundation

/// Finds the conversations of a golden directory: every `*.json` under it, recursively, as paths relative
/// to it, sorted bytewise. Skipped: files named `theme.json` and every directory containing one (theme
/// packs, with their subdirectories), hidden files and directories (names starting with "."), and symbolic
/// links to directories (so a link cycle cannot loop). Symbolic links to files are followed. A `*.json` that is
/// not a regular file (a FIFO or device, which would block or never end; a symbolic link that loops or leads
/// nowhere) is listed too, so that `refusal(of:)` names it as a failure instead of skipping it without a word.
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
            } else if name.hasSuffix(".json"), FileKind.of(path) != .directory {
                found.append(relativePath)
            }
        }
    }

    /// Why the conversation file at `path`, found in a directory, is not read (exit 66 at the command line), or nil
    /// for a regular file: a FIFO would block and a device never end; a symbolic link that loops or leads nowhere
    /// cannot be read.
    public static func refusal(of path: String) -> ChatRenderError? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            let reason = switch code {
            case ELOOP: "it is a symbolic link that loops (too many levels of symbolic links); point it at a conversation file or remove it"
            case ENOENT: "it is a symbolic link to nothing (its target does not exist); point it at a conversation file or remove it"
            default: String(cString: strerror(code)).lowercased()
            }
            return .inputUnreadable(path: path, reason: reason)
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else {
            return .inputUnreadable(path: path, reason: "it is \(kind), not a regular file; a conversation found in a directory "
                                    + "must be a regular file (give a pipe by its own name instead)")
        }
        return nil
    }
}
