import CFontconfig
import ChatGeometry

/// Queries of the process's shared fontconfig configuration (`SharedFontconfig`): family names resolved to
/// files and, with system fallback on, a font for characters no listed font covers. Each query holds the shared
/// configuration's lock for its duration.
final class FontconfigSession {
    private let shared: SharedFontconfig

    /// A session over the shared configuration, which is loaded now unless it already is (or is being loaded).
    init() throws {
        shared = SharedFontconfig.shared
        _ = try shared.withConfig { _ in 0 }
    }

    /// Every face fontconfig lists for `family` (matched ignoring case and blanks), sorted by path then index so
    /// the result does not depend on fontconfig's cache order; a variable font's default entry is skipped, its
    /// named instances are listed with FreeType's instance index bits. Each is described from fontconfig's
    /// own cache (weight, slant, family, colour) instead of opening each file: resolving a family such as Noto
    /// Sans CJK (dozens of faces in large collections) costs no file reads. The weight is fontconfig's weight
    /// converted back to the OpenType scale, which for installed fonts is their OS/2 `usWeightClass` (or a named
    /// instance's `wght`), the value `FaceInspector` reads. A face fontconfig has no weight for is left out of
    /// the result and described by the caller with FreeType.
    func describedFaces(ofFamily family: String) -> (described: [FaceDescription], undescribed: [FontFace]) {
        let listed = try? shared.withConfig { config in Self.describedFaces(ofFamily: family, config: config) }
        return listed ?? ([], [])
    }

    static func describedFaces(ofFamily family: String, config: OpaquePointer) -> ListedFaces {
        guard let pattern = FcPatternCreate() else { return ([], []) }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            _ = FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer(name).assumingMemoryBound(to: FcChar8.self))
        }
        guard let objects = FcObjectSetCreate() else { return ([], []) }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FILE, FC_INDEX, FC_VARIABLE, FC_WEIGHT, FC_SLANT, FC_FAMILY, FC_STYLE, FC_COLOR] {
            _ = FcObjectSetAdd(objects, object)
        }
        guard let list = FcFontList(config, pattern, objects) else { return ([], []) }
        defer { FcFontSetDestroy(list) }
        var described: [FontFace: FaceDescription] = [:]
        var undescribed: Set<FontFace> = []
        for font in Self.patterns(in: list) where !Self.bool(font, FC_VARIABLE) {
            guard let face = Self.face(of: font) else { continue }
            var weight = 0.0, slant: Int32 = 0
            guard FcPatternGetDouble(font, FC_WEIGHT, 0, &weight) == FcResultMatch else { undescribed.insert(face); continue }
            if FcPatternGetInteger(font, FC_SLANT, 0, &slant) != FcResultMatch { slant = 0 }
            let openType = FcWeightToOpenTypeDouble(weight)
            guard openType.isFinite, openType >= 1, openType <= 1000 else { undescribed.insert(face); continue }
            described[face] = FaceDescription(face: face, family: Self.string(font, FC_FAMILY) ?? family,
                                              style: Self.string(font, FC_STYLE) ?? "", weight: Int(openType.rounded()),
                                              isItalic: slant != 0, isColor: Self.bool(font, FC_COLOR))
        }
        let order: (FontFace, FontFace) -> Bool = { ($0.path, $0.index) < ($1.path, $1.index) }
        return (described.values.sorted { order($0.face, $1.face) }, undescribed.sorted(by: order))
    }

    /// The best installed face that has glyphs for every scalar of `scalars`, in fontconfig's order of
    /// preference for the default sans-serif family at `weight`. With `colorOnly`, only colour fonts count.
    func face(covering scalars: [UInt32], colorOnly: Bool, weight: FontWeight) -> FontFace? {
        let found = try? shared.withConfig { config in Self.face(covering: scalars, colorOnly: colorOnly, weight: weight, config: config) }
        return found ?? nil
    }

    static func face(covering scalars: [UInt32], colorOnly: Bool, weight: FontWeight, config: OpaquePointer) -> FontFace? {
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

    /// A family's faces: those fontconfig describes, and those the caller must describe with FreeType.
    typealias ListedFaces = (described: [FaceDescription], undescribed: [FontFace])

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

    private static func string(_ font: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    private static func bool(_ font: OpaquePointer, _ object: String) -> Bool {
        var value: FcBool = 0
        return FcPatternGetBool(font, object, 0, &value) == FcResultMatch && value != 0
    }
}
