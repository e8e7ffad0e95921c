/// The names a font face gives itself — its family and style as FreeType reports them (`Inter`, `Regular`;
/// `Noto Sans CJK SC`, `Bold`) — which identify it on any machine, where its path does not.
package struct FaceNames: Sendable, Hashable {
    /// The family (the typographic family, name ID 16, when the font has one).
    package var family: String
    /// The style within the family (`Regular`, `Bold`, `SemiBold Italic`; a variable font's named instance).
    package var style: String

    /// A family and a style.
    package init(family: String, style: String) {
        self.family = family
        self.style = style
    }

    /// Reads the names of `face` from its file (opened, read and closed again).
    package static func read(_ face: FontFace) throws(TextError) -> FaceNames {
        do {
            let description = try FaceInspector(library: FreeTypeLibrary()).describe(face)
            return FaceNames(family: description.family, style: description.style)
        } catch let error as TextError {
            throw error
        } catch {
            throw .fontFileUnreadable(path: face.path)
        }
    }
}
