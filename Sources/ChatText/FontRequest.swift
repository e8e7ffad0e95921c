/// One entry of a font list, as a theme or the command line gives it.
package enum FontRequest: Sendable, Hashable {
    /// A font file; `index` selects the face of a collection.
    case file(path: String, index: Int)
    /// The face of a font file (typically a `.ttc` collection) whose family is `family`,
    /// e.g. the "Noto Sans CJK SC" face of `NotoSansCJK-Regular.ttc`.
    case fileFace(path: String, family: String)
    /// An installed family, resolved through fontconfig (e.g. "Inter", "Noto Sans CJK SC").
    case family(String)

    /// Parses a font list entry:
    /// - `path#3` (digits after the last `#`): face 3 of the file;
    /// - `path#Family Name`: the face of that family inside the file;
    /// - anything containing `/` or ending in `.ttf`, `.otf`, `.ttc` or `.otc`: a file;
    /// - anything else: a family name.
    package init(parsing text: String) throws {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw TextError.invalidFontRequest(text, reason: "it is empty") }
        if let hash = trimmed.lastIndex(of: "#"), Self.looksLikePath(String(trimmed[..<hash])) {
            let path = String(trimmed[..<hash])
            let selector = String(trimmed[trimmed.index(after: hash)...]).trimmingWhitespace()
            guard !selector.isEmpty else {
                throw TextError.invalidFontRequest(text, reason: "nothing follows '#'; give a face index or a family")
            }
            if selector.allSatisfy(\.isASCIIDigit) {
                guard let index = Int(selector), index <= Int(Int32.max) else {
                    throw TextError.invalidFontRequest(text, reason: "face index \(selector) is too large")
                }
                self = .file(path: path, index: index)
            } else {
                self = .fileFace(path: path, family: selector)
            }
        } else if Self.looksLikePath(trimmed) {
            self = .file(path: trimmed, index: 0)
        } else {
            self = .family(trimmed)
        }
    }

    private static func looksLikePath(_ text: String) -> Bool {
        if text.contains("/") { return true }
        let lower = text.lowercased()
        return [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
