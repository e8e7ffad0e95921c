/// The fonts an engine has opened, each once, numbered in order of opening. Owns the FreeType library
/// they share. Not thread-safe: the engine uses it under its lock.
final class FontTable {
    private let library: FreeTypeLibrary
    private(set) var fonts: [LoadedFont] = []
    private var idByFace: [FontFace: Int] = [:]
    /// Faces that failed to open (system fallback candidates are skipped after one failure).
    private var failed: Set<FontFace> = []

    init() throws {
        library = try FreeTypeLibrary()
    }

    subscript(id: Int) -> LoadedFont { fonts[id] }

    /// Opens `face` (or returns it when already open).
    func load(_ face: FontFace) throws -> LoadedFont {
        if let id = idByFace[face] { return fonts[id] }
        let font = try LoadedFont(id: fonts.count, face: face, library: library)
        fonts.append(font)
        idByFace[face] = font.id
        return font
    }

    /// Opens `face`, or returns nil when it cannot be opened (remembered, so it is not tried again).
    func loadIfPossible(_ face: FontFace) -> LoadedFont? {
        guard !failed.contains(face) else { return nil }
        do {
            return try load(face)
        } catch {
            failed.insert(face)
            return nil
        }
    }
}
