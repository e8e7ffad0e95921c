import ChatFiles
import ChatPaint
import Foundation

/// The fonts of a pinned-font directory (`--fonts DIR`): every `.ttf`, `.otf`, `.ttc` and `.otc` file
/// under it (subdirectories included, hidden entries skipped, symbolic links to files followed), sorted
/// by path (bytewise), each collection contributing all its faces in index order.
///
/// The order is the fallback order, so the first file sorting first gives the primary font (line metrics)
/// unless the theme pack lists its own font files, which come first. Name files so the primary one sorts
/// first (`01-Inter-Regular.otf`) when it matters.
public enum ChatFontDirectory {
    /// File name extensions taken as fonts (compared case-insensitively).
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font list entries of `directory`, in fallback order: a path for a single-face file, `path#index`
    /// for each face of a collection. Throws when the directory is missing or holds no font file.
    public static func entries(in directory: String) throws(ChatRenderError) -> [String] {
        var entries: [String] = []
        for file in try fontFiles(in: directory) {
            let faces = faceCount(ofFile: file)
            if faces <= 1 {
                entries.append(file)
            } else {
                entries.append(contentsOf: (0..<faces).map { "\(file)#\($0)" })
            }
        }
        return entries
    }

    /// The font files under `directory`, sorted bytewise by path.
    public static func fontFiles(in directory: String) throws(ChatRenderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .fonts(reason: "the font directory \(directory) does not exist or is not a directory; "
                         + "give a directory holding .ttf, .otf, .ttc or .otc files")
        }
        var files: [String] = []
        try collect(in: directory, into: &files)
        guard !files.isEmpty else {
            throw .fonts(reason: "the font directory \(directory) holds no .ttf, .otf, .ttc or .otc file; "
                         + "copy or link the fonts to render with into it")
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Number of faces in a font file: the `numFonts` of a collection header (`ttcf`), else 1.
    /// An unreadable file counts as one face; opening it later reports the real problem.
    static func faceCount(ofFile path: String) -> Int {
        guard let (descriptor, _) = try? InputFile.openRegular(path) else { return 1 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 12)
        let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 12) }
        guard got == 12, bytes[0..<4].elementsEqual(Array("ttcf".utf8)) else { return 1 }
        let count = bytes[8..<12].reduce(0) { $0 << 8 | Int($1) }
        // A collection holds at least one face; a count this large is a corrupt header.
        return (1...10_000).contains(count) ? count : 1
    }

    /// Font files under `directory`: regular files, and symbolic links resolving to one (links to directories are
    /// not followed, so a link cycle cannot loop). A font-named FIFO, device or socket is an error, not skipped: it
    /// would block or never end if opened, and leaving it out silently would change the fallback order.
    private static func collect(in directory: String, into files: inout [String]) throws(ChatRenderError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            let type = (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) ?? nil
            if type == .typeDirectory {
                try collect(in: path, into: &files)
            } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                switch FileKind.of(path) {
                case .regular:
                    files.append(path)
                case .directory, nil:
                    break  // a link to a directory, or a dangling link
                case let kind?:
                    throw .fonts(reason: "\(path) in the font directory is \(kind), not a regular file; only regular font "
                                 + "files are read: replace it by the font file or remove it")
                }
            }
        }
    }
}
