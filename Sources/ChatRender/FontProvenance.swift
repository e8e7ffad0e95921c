import ChatLayout
import ChatPaint
import ChatText
import Foundation

/// A font face a layout used, named as the font names itself, with its file's SHA-256: what explains a changed golden
/// when only the fonts changed. Nothing in it depends on where the file is, so the layout JSON is the same on every
/// machine with the same font files (the path is kept for the caller, never printed).
public struct ChatFontProvenance: Sendable, Hashable, Encodable {
    /// How the layout JSON's text nodes refer to the face: `family style` (`Inter Regular`), with ` #1`, ` #2`, …
    /// appended when faces used by one layout share family and style (numbered in order of digest, then face index).
    public let name: String
    /// The face's family, as FreeType reports it (`Noto Sans CJK SC`).
    public let family: String
    /// The face's style (`Regular`, `Bold`).
    public let style: String
    /// The face's index in its file: a collection's face, a variable font's named instance (bits 16 and up); 0 for a
    /// plain font file, and then left out of the JSON.
    public let face: Int
    /// The file's SHA-256, 64 lowercase hexadecimal digits (as `sha256sum` prints it).
    public let sha256: String
    /// The file's path on this machine (not encoded).
    public let path: String

    /// A face and its file's digest.
    public init(name: String, family: String, style: String, face: Int = 0, sha256: String, path: String) {
        self.name = name
        self.family = family
        self.style = style
        self.face = face
        self.sha256 = sha256
        self.path = path
    }

    private enum CodingKeys: String, CodingKey { case name, family, style, face, sha256 }

    /// `{"family", "name", "sha256", "style"}`, and `"face"` when it is not 0.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(family, forKey: .family)
        try c.encode(style, forKey: .style)
        if face != 0 { try c.encode(face, forKey: .face) }
        try c.encode(sha256, forKey: .sha256)
    }

    /// Every font face used by a text element of `list` (message text, labels, avatar initials), named and sorted
    /// bytewise by name, each file hashed once (`FontDigestCache`: in memory, and on disk by path, size and date).
    public static func fonts(of list: ChatDisplayList) throws(ChatRenderError) -> [ChatFontProvenance] {
        var faces = Set<String>()
        for node in list.nodes {
            for run in node.glyphRuns { faces.formUnion(run.block.fonts) }
        }
        var found: [(face: FontFace, names: FaceNames, sha256: String)] = []
        for description in faces {
            let face = FontFace(description: description)
            let sha256 = try FontDigestCache.shared.digest(ofFile: face.path)
            let names = try faceNames.value(for: FaceKey(sha256: sha256, face: face)) { () throws(ChatRenderError) -> FaceNames in
                do {
                    return try FaceNames.read(face)
                } catch {
                    throw .fonts(reason: "reading the family and style of \(face): \(error)")
                }
            }
            found.append((face, names, sha256))
        }
        let groups = Dictionary(grouping: found) { Self.baseName($0.names) }
        var fonts: [ChatFontProvenance] = []
        for (base, members) in groups {
            let ordered = members.sorted { ($0.sha256, $0.face.index) < ($1.sha256, $1.face.index) }
            for (number, member) in ordered.enumerated() {
                fonts.append(ChatFontProvenance(name: ordered.count == 1 ? base : "\(base) #\(number + 1)",
                                            family: member.names.family, style: member.names.style,
                                            face: member.face.index, sha256: member.sha256, path: member.face.path))
            }
        }
        return fonts.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The name each face goes by in the text nodes, keyed as `TextBlock.fonts` lists faces.
    static func names(of fonts: [ChatFontProvenance]) -> [String: String] {
        Dictionary(fonts.map { (FontFace(path: $0.path, index: $0.face).description, $0.name) }) { first, _ in first }
    }

    /// `family style`, or whichever of them is not empty, or `unnamed`.
    private static func baseName(_ names: FaceNames) -> String {
        let joined = [names.family, names.style].filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? "unnamed" : joined
    }

    /// `layoutJSON` (as `LayoutJSON.encode` writes it: pretty-printed, sorted keys) with a top-level `"fonts"` array
    /// added and, when `libraries` is true, a `"libraries"` object (name → run-time version,
    /// `ChatRenderVersion.libraries`). Both sort after "canvas" and "elements", so they go last and the keys stay
    /// sorted; the rest of the text is untouched.
    static func adding(_ fonts: [ChatFontProvenance], libraries: Bool, to layoutJSON: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and integers only: encoding cannot fail.
        let array = String(decoding: (try? encoder.encode(fonts)) ?? Data("[]".utf8), as: UTF8.self)
        let indented = array.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { $0.offset == 0 ? String($0.element) : "  " + $0.element }.joined(separator: "\n")
        var body = Substring(layoutJSON)
        while body.last?.isNewline == true { body.removeLast() }
        guard body.last == "}" else { return layoutJSON }
        body.removeLast()
        while body.last?.isNewline == true || body.last == " " { body.removeLast() }
        let separator = body.hasSuffix("{") ? "\n" : ",\n"
        guard libraries else { return body + separator + "  \"fonts\" : " + indented + "\n}\n" }
        // The libraries that shaped and drew the text: with them and the fonts the same, so are the pixels. They
        // differ between machines, so they are printed only on request (`chatrender layout --versions`).
        let versions = ChatRenderVersion.libraries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            .map { "    \"\($0.name)\" : \"\($0.version)\"" }.joined(separator: ",\n")
        return body + separator + "  \"fonts\" : " + indented + ",\n  \"libraries\" : {\n" + versions + "\n  }\n}\n"
    }

    /// A face of a given file content: its names do not change while its digest does not.
    private struct FaceKey: Hashable {
        var sha256: String
        var face: FontFace
    }

    private static let faceNames = LockedCache<FaceKey, FaceNames>()
}
