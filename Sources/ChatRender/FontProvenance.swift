import ChatLayout
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
        for element in list.elements {
            switch element.content {
            case .text(let text), .label(let text):
                paths.formUnion(text.block.fonts)
            case .avatar(let avatar):
                if let initials = avatar.initials { paths.formUnion(initials.block.fonts) }
            case .day(let notice), .system(let notice):
                paths.formUnion(notice.text.block.fonts)
            case .location(let location):
                paths.formUnion(location.title.block.fonts)
                if let subtitle = location.subtitle { paths.formUnion(subtitle.block.fonts) }
            case .video(let video):
                if let text = video.duration { paths.formUnion(text.block.fonts) }
            case .audio(let audio):
                paths.formUnion(audio.duration.block.fonts)
            case .file(let file):
                paths.formUnion(file.name.block.fonts)
                paths.formUnion(file.size.block.fonts)
                if let label = file.iconLabel { paths.formUnion(label.block.fonts) }
            case .quote(let quote):
                paths.formUnion(quote.name.block.fonts)
                paths.formUnion(quote.text.block.fonts)
            case .reactions(let badge):
                paths.formUnion(badge.text.block.fonts)
            case .chrome(let chrome):
                for text in chrome.texts { paths.formUnion(text.block.fonts) }
            case .bubble, .photo, .status, .typing, .sticker, .backdrop:
                break
            }
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
    /// `"fonts"` array added. "fonts" sorts after "canvas" and "elements", so it goes last and the keys stay
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
        return body + separator + "  \"fonts\" : " + indented + "\n}\n"
    }

    private static let digests = LockedCache<String, String>()
}
