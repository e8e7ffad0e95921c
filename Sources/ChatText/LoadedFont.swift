import CFreeType
import CHarfBuzz

/// One open font face: a FreeType face for rasterising and a HarfBuzz font for shaping, both over the
/// same mapped file. Owns `FT_Face`, `hb_face_t` and `hb_font_t` and releases each exactly once.
/// Not thread-safe: the engine uses it under its lock.
final class LoadedFont {
    /// Index of this font in the engine's font table.
    let id: Int
    let face: FontFace
    let metrics: FontMetrics
    /// A colour font (CBDT/sbix bitmaps or COLR layers): drawn in its own colours and sized to the
    /// primary font's ascender + descender.
    let isColor: Bool
    /// True when the face has outlines; false for bitmap-only fonts such as Noto Color Emoji (CBDT).
    let isScalable: Bool
    /// The ppem of each bitmap strike (empty for outline-only fonts).
    let strikes: [Int]

    let ftFace: FT_Face
    let hbFont: OpaquePointer
    private let hbFace: OpaquePointer
    private let file: FontFileBlob
    private let library: FreeTypeLibrary
    /// The character size last set on `ftFace`, in 26.6 pixels (-1: none yet).
    private var charSize: Int = -1
    /// The strike last selected on `ftFace` (-1: none yet).
    private var selectedStrike: Int = -1

    init(id: Int, face: FontFace, library: FreeTypeLibrary) throws {
        let file = try FontFileBlob(path: face.path)
        let ftFace = try library.openFace(in: file, index: face.index)
        guard let hbFace = hb_face_create(file.blob, UInt32(face.index & 0xFFFF)) else {
            FT_Done_Face(ftFace)
            throw TextError.harfBuzz(operation: "create a face", path: face.path)
        }
        guard let hbFont = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            FT_Done_Face(ftFace)
            throw TextError.harfBuzz(operation: "create a font", path: face.path)
        }
        let instance = face.index >> 16
        if instance > 0 { hb_font_set_var_named_instance(hbFont, UInt32(instance - 1)) }
        // hb_font_create uses HarfBuzz's own OpenType functions at scale = units per em, so every
        // position HarfBuzz returns is in unhinted font units.
        self.id = id
        self.face = face
        self.file = file
        self.library = library
        self.ftFace = ftFace
        self.hbFace = hbFace
        self.hbFont = hbFont
        let record = ftFace.pointee
        let colorFlag = FT_Long(1 << 14), scalableFlag = FT_Long(1 << 0)
        self.isColor = (record.face_flags & colorFlag) != 0
        self.isScalable = (record.face_flags & scalableFlag) != 0
        self.strikes = (0..<Int(record.num_fixed_sizes)).map { Int(record.available_sizes[$0].y_ppem + 32) >> 6 }
        self.metrics = Self.readMetrics(hbFont: hbFont, hbFace: hbFace, ftFace: ftFace)
    }

    deinit {
        FT_Done_Face(ftFace)
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
    }

    /// The glyph the font's cmap maps `scalar` to, or nil when the font lacks it.
    func nominalGlyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 ? glyph : nil
    }

    /// True when the font has a glyph for `scalar`.
    func covers(_ scalar: UInt32) -> Bool { nominalGlyph(for: scalar) != nil }

    /// Sets the outline rendering size in 26.6 pixels per em (only when it changed).
    func setCharSize(_ size: Int) throws {
        guard size != charSize else { return }
        let error = FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(size), 72, 72)
        guard error == 0 else {
            throw TextError.freeType(operation: "set the size \(Double(size) / 64) px", path: face.path, code: error)
        }
        charSize = size
        selectedStrike = -1
    }

    /// Selects the bitmap strike best suited to draw at `pixelsPerEm`: the smallest strike at least that
    /// large (so it is scaled down), else the largest. Returns the strike's ppem.
    func selectStrike(forPixelsPerEm pixelsPerEm: Double) throws -> Int {
        let invalidPixelSize: FT_Error = 0x17
        guard !strikes.isEmpty else {
            throw TextError.freeType(operation: "find a bitmap strike", path: face.path, code: invalidPixelSize)
        }
        var best = 0
        for (index, ppem) in strikes.enumerated() {
            let bestPpem = strikes[best]
            let fits = Double(ppem) >= pixelsPerEm, bestFits = Double(bestPpem) >= pixelsPerEm
            if (fits && (!bestFits || ppem < bestPpem)) || (!fits && !bestFits && ppem > bestPpem) { best = index }
        }
        if best != selectedStrike {
            let error = FT_Select_Size(ftFace, FT_Int(best))
            guard error == 0 else {
                throw TextError.freeType(operation: "select bitmap strike \(strikes[best]) ppem", path: face.path, code: error)
            }
            selectedStrike = best
            charSize = -1
        }
        return strikes[best]
    }

    private static func readMetrics(hbFont: OpaquePointer, hbFace: OpaquePointer, ftFace: FT_Face) -> FontMetrics {
        let upem = Double(max(hb_face_get_upem(hbFace), 1))
        func position(_ tag: hb_ot_metrics_tag_t) -> Double? {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(hbFont, tag, &value) != 0 ? Double(value) : nil
        }
        var ascender = position(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) ?? Double(ftFace.pointee.ascender)
        var descender = -(position(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) ?? Double(ftFace.pointee.descender))
        let lineGap = max(position(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) ?? 0, 0)
        if ascender + descender <= 0 {
            // A font without usable vertical metrics: use the common 0.8 / 0.2 em split.
            ascender = upem * 0.8
            descender = upem * 0.2
        }
        let underline = readUnderline(ftFace: ftFace, unitsPerEm: upem)
        return FontMetrics(unitsPerEm: upem, ascender: ascender, descender: descender, lineGap: lineGap,
                           underlinePosition: underline.position, underlineThickness: underline.thickness)
    }

    /// The underline's top and thickness in font units: the `post` table's values (the OpenType spec reads
    /// `underlinePosition` as the top of the stroke); else FreeType's (the centre of the stroke, from a
    /// Type 1 or CFF font dictionary); else 1/14 em thick, its top 1/10 em below the baseline.
    private static func readUnderline(ftFace: FT_Face, unitsPerEm: Double) -> (position: Double, thickness: Double) {
        if let table = FT_Get_Sfnt_Table(ftFace, FT_SFNT_POST) {
            let post = table.assumingMemoryBound(to: TT_Postscript.self).pointee
            if post.underlineThickness > 0 {
                return (Double(post.underlinePosition), Double(post.underlineThickness))
            }
        }
        let record = ftFace.pointee
        if record.underline_thickness > 0 {
            let thickness = Double(record.underline_thickness)
            return (Double(record.underline_position) + thickness / 2, thickness)
        }
        return (-unitsPerEm / 10, unitsPerEm / 14)
    }
}
