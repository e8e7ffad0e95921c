/// One face of a font file: the file's path and, for a collection (`.ttc`), the face's index.
/// For a variable font, FreeType's convention applies: bits 16 and up select a named instance (1-based).
package struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// Path of the font file.
    package var path: String
    /// Index of the face inside the file (0 for a single-face file).
    package var index: Int

    /// A face of `path`; `index` selects a face of a collection.
    package init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    /// The face `description` names: `path`, or `path#index` (digits after the last `#`), the inverse of
    /// `description`.
    package init(description: String) {
        if let mark = description.lastIndex(of: "#"), mark != description.startIndex {
            let digits = description[description.index(after: mark)...]
            if !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let index = Int(digits) {
                self.init(path: String(description[..<mark]), index: index)
                return
            }
        }
        self.init(path: description)
    }

    /// `path`, or `path#index` when the index is not 0.
    package var description: String { index == 0 ? path : "\(path)#\(index)" }
}
