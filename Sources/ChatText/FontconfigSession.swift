import CFontconfig
import ChatLayout

/// A loaded fontconfig configuration (`FcConfig`), released exactly once in `deinit`.
/// Used to resolve family names to files and, with system fallback on, to find a font for characters
/// no listed font covers. Not thread-safe on its own: callers serialise access.
final class FontconfigSession {
    private let config: OpaquePointer

    init() throws {
        guard let config = FcInitLoadConfigAndFonts() else { throw TextError.fontconfigUnavailable }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// Every face fontconfig lists for `family` (matched ignoring case and blanks), sorted by path then
    /// index so the result does not depend on fontconfig's cache order. A variable font's default entry
    /// is skipped; its named instances are listed with FreeType's instance index bits.
    func faces(ofFamily family: String) -> [FontFace] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            _ = FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer(name).assumingMemoryBound(to: FcChar8.self))
        }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FILE, FC_INDEX, FC_VARIABLE] { _ = FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var faces: Set<FontFace> = []
        for font in Self.patterns(in: list) where !Self.bool(font, FC_VARIABLE) {
            if let face = Self.face(of: font) { faces.insert(face) }
        }
        return faces.sorted { ($0.path, $0.index) < ($1.path, $1.index) }
    }

    /// The best installed face that has glyphs for every scalar of `scalars`, in fontconfig's order of
    /// preference for the default sans-serif family at `weight`. With `colorOnly`, only colour fonts count.
    func face(covering scalars: [UInt32], colorOnly: Bool, weight: FontWeight) -> FontFace? {
        guard !scalars.isEmpty, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        for scalar in scalars { _ = FcCharSetAddChar(wanted, scalar) }
        _ = FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        if colorOnly { _ = FcPatternAddBool(pattern, FC_COLOR, 1) }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, weight == .semibold ? 180 : 80)
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        for font in Self.patterns(in: sorted) {
            if colorOnly && !Self.bool(font, FC_COLOR) { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            guard scalars.allSatisfy({ FcCharSetHasChar(charset, $0) != 0 }) else { continue }
            if let face = Self.face(of: font) { return face }
        }
        return nil
    }

    private static func patterns(in set: UnsafeMutablePointer<FcFontSet>) -> [OpaquePointer] {
        let count = Int(set.pointee.nfont)
        guard count > 0, let fonts = set.pointee.fonts else { return [] }
        return (0..<count).compactMap { fonts[$0] }
    }

    private static func face(of font: OpaquePointer) -> FontFace? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        return FontFace(path: path, index: Int(index))
    }

    private static func bool(_ font: OpaquePointer, _ object: String) -> Bool {
        var value: FcBool = 0
        return FcPatternGetBool(font, object, 0, &value) == FcResultMatch && value != 0
    }
}
