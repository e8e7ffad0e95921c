import ChatLayout
import ChatPaint
import Foundation

/// A font file a layout used, with its SHA-256: what explains a changed golden when only the fonts changed.
public struct FontProvenance: Sendable, Hashable, Encodable {
    /// The file's path, as the font list named it.
    public let path: String
    /// The file's SHA-256, 64 lowercase hexadecimal digits (as `sha256sum` prints it).
    public let sha256: String

    /// A file and its digest.
    public init(path: String, sha256: String) {
        self.path = path
        self.sha256 = sha256
    }

    /// Every font file used by a text element of `list` (message text, labels, avatar initials), sorted
    /// bytewise by path, each hashed (files are streamed; a digest is computed once per process).
    public static func fonts(of list: DisplayList) throws(RenderError) -> [FontProvenance] {
        var paths = Set<String>()
        for node in list.nodes {
            for run in node.glyphRuns { paths.formUnion(run.block.fonts) }
        }
        let sorted = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var fonts: [FontProvenance] = []
        for path in sorted {
            fonts.append(FontProvenance(path: path, sha256: try digests.value(for: path) { () throws(RenderError) -> String in
                try SHA256.hex(ofFile: path)
            }))
        }
        return fonts
    }

    /// `layoutJSON` (as `LayoutJSON.encode` writes it: pretty-printed, sorted keys) with a top-level
    /// `"fonts"` array and a `"libraries"` object (name → run-time version, `ChatRenderVersion.libraries`) added. "fonts" sorts after "canvas" and "elements", so it goes last and the keys stay
    /// sorted; the rest of the text is untouched.
    static func adding(_ fonts: [FontProvenance], to layoutJSON: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings only: encoding cannot fail.
        let array = String(decoding: (try? encoder.encode(fonts)) ?? Data("[]".utf8), as: UTF8.self)
        let indented = array.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 0 ? String($0.element) : "  " + $0.element }.joined(separator: "\n")
        var body = Substring(layoutJSON)
        while body.last?.isNewline == true { body.removeLast() }
        guard body.last == "}" else { return layoutJSON }
        body.removeLast()
        while body.last?.isNewline == true || body.last == " " { body.removeLast() }
        let separator = body.hasSuffix("{") ? "\n" : ",\n"
        // The libraries that shaped and drew the text, beside the fonts: with both the same, so are the pixels.
        let libraries = ChatRenderVersion.libraries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }.map { "    \"\($0.name)\" : \"\($0.version)\"" }.joined(separator: ",\n")
        return body + separator + "  \"fonts\" : " + indented + ",\n  \"libraries\" : {\n" + libraries + "\n  }\n}\n"
    }

    private static let digests = LockedCache<String, String>()
}
