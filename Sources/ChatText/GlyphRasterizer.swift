import CChatRenderText
import CFreeType
import ChatRaster

/// Rasterises glyphs with FreeType and caches the images per (font, glyph, pixel size, quarter-pixel x
/// offset). Outline glyphs: light hinting (vertical only, so advances stay linear), 8-bit antialiasing,
/// the outline shifted by the subpixel offset before rendering. Colour bitmap glyphs (CBDT): loaded
/// from the best strike with FT_LOAD_COLOR and resampled to the size. Not thread-safe.
final class GlyphRasterizer {
    private struct Key: Hashable {
        var font: Int
        var glyph: UInt32
        /// Pixels per em in 1/64 px.
        var size: Int
        /// Subpixel x offset in quarter pixels (0...3).
        var quarter: Int
    }

    private var cache: [Key: GlyphImage] = [:]
    private var cachedBytes = 0
    /// The cache is emptied when its images exceed this many bytes (no output changes: rasterising is
    /// deterministic).
    private let byteLimit: Int

    private static let loadTargetLight = Int32(truncatingIfNeeded: crs_ft_load_target_light())
    private static let loadNoBitmap: Int32 = 1 << 3
    private static let loadColor: Int32 = 1 << 20

    init(byteLimit: Int = TextEngine.glyphCacheBytes) {
        self.byteLimit = byteLimit
    }

    /// The image of `glyph` of `font` at `pixelsPerEm`, its left edge `quarter`/4 px right of the pen's
    /// whole-pixel position.
    func image(font: LoadedFont, glyph: UInt32, pixelsPerEm: Double, quarter: Int) throws -> GlyphImage {
        let size = max(1, Int((pixelsPerEm * 64).rounded()))
        let key = Key(font: font.id, glyph: glyph, size: size, quarter: quarter)
        if let cached = cache[key] { return cached }
        let image = font.isScalable
            ? try renderOutline(font: font, glyph: glyph, size: size, quarter: quarter)
            : try renderStrike(font: font, glyph: glyph, pixelsPerEm: Double(size) / 64, quarter: quarter)
        if cachedBytes + image.byteCount > byteLimit {
            cache.removeAll(keepingCapacity: true)
            cachedBytes = 0
        }
        cache[key] = image
        cachedBytes += image.byteCount
        return image
    }

    private func renderOutline(font: LoadedFont, glyph: UInt32, size: Int, quarter: Int) throws -> GlyphImage {
        try font.setCharSize(size)
        let face = font.ftFace
        var flags = Self.loadTargetLight | Self.loadNoBitmap
        if font.isColor { flags |= Self.loadColor }
        // The subpixel offset is a translation FreeType applies after hinting (in 26.6: a quarter is 16).
        var shift = FT_Vector(x: FT_Pos(quarter * 16), y: 0)
        FT_Set_Transform(face, nil, &shift)
        try check(FT_Load_Glyph(face, glyph, flags), "load glyph \(glyph)", font)
        guard let slot = face.pointee.glyph else { return .empty }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            try check(FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL), "render glyph \(glyph)", font)
        }
        return Self.image(of: slot, factor: 1, offsetX: 0)
    }

    private func renderStrike(font: LoadedFont, glyph: UInt32, pixelsPerEm: Double, quarter: Int) throws -> GlyphImage {
        let strike = try font.selectStrike(forPixelsPerEm: pixelsPerEm)
        let face = font.ftFace
        FT_Set_Transform(face, nil, nil)
        try check(FT_Load_Glyph(face, glyph, Self.loadColor), "load bitmap glyph \(glyph)", font)
        guard let slot = face.pointee.glyph else { return .empty }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            try check(FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL), "render glyph \(glyph)", font)
        }
        return Self.image(of: slot, factor: pixelsPerEm / Double(strike), offsetX: Double(quarter) / 4)
    }

    private func check(_ error: FT_Error, _ operation: String, _ font: LoadedFont) throws {
        guard error == 0 else { throw TextError.freeType(operation: operation, path: font.face.description, code: error) }
    }

    /// Copies the slot's bitmap into a `GlyphImage`. A strike bitmap is scaled by `factor` with its left
    /// edge moved `offsetX` px right; a rendered outline (factor 1, offset 0) is used as it is.
    private static func image(of slot: FT_GlyphSlot, factor: Double, offsetX: Double) -> GlyphImage {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * -pitch
        }
        let pixels: GlyphImage.Pixels
        switch bitmap.pixel_mode {
        case UInt8(FT_PIXEL_MODE_GRAY.rawValue):
            var coverage = [UInt8](repeating: 0, count: width * height)
            let levels = max(Int(bitmap.num_grays) - 1, 1)
            for y in 0..<height {
                let source = row(y)
                for x in 0..<width {
                    coverage[y * width + x] = levels == 255 ? source[x] : UInt8(min(255, Int(source[x]) * 255 / levels))
                }
            }
            pixels = .coverage(coverage)
        case UInt8(FT_PIXEL_MODE_MONO.rawValue):
            var coverage = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                let source = row(y)
                for x in 0..<width where source[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 { coverage[y * width + x] = 255 }
            }
            pixels = .coverage(coverage)
        case UInt8(FT_PIXEL_MODE_BGRA.rawValue):
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                let source = row(y)
                for x in 0..<width {
                    let i = x * 4, o = (y * width + x) * 4
                    rgba[o] = source[i + 2]; rgba[o + 1] = source[i + 1]; rgba[o + 2] = source[i]; rgba[o + 3] = source[i + 3]
                }
            }
            pixels = .color(rgba)
        default:
            // LCD and 2/4-bit modes are never requested (FT_RENDER_MODE_NORMAL, 8-bit strikes).
            return .empty
        }
        let image = GlyphImage(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                               top: Int(slot.pointee.bitmap_top), pixels: pixels)
        return scaled(image, factor: factor, offsetX: offsetX)
    }

    /// `image` scaled by `factor`, its left edge moved `offsetX` px right (the image itself unchanged when
    /// neither changes anything), through ChatRaster's resampler (`Pixmap.placed(scale:offsetX:)`): area
    /// averaging when shrinking, bilinear when enlarging, partly covered edge pixels weighted by their coverage.
    /// A strike that cannot be scaled (a zero-ppem strike gives an infinite factor) draws nothing.
    private static func scaled(_ image: GlyphImage, factor: Double, offsetX: Double) -> GlyphImage {
        let exactLeft = offsetX + Double(image.left) * factor
        let wholeLeft = exactLeft.rounded(.down)
        if factor == 1 && exactLeft == wholeLeft { return image }
        let rgba: [UInt8]
        switch image.pixels {
        case .color(let pixels):
            rgba = pixels
        case .coverage(let coverage):
            // Coverage is resampled as the alpha of premultiplied white.
            var white = [UInt8](repeating: 0, count: coverage.count * 4)
            for (i, value) in coverage.enumerated() where value != 0 {
                white[i * 4] = value; white[i * 4 + 1] = value; white[i * 4 + 2] = value; white[i * 4 + 3] = value
            }
            rgba = white
        }
        let result: Pixmap
        do {
            result = try Pixmap(width: image.width, height: image.height, pixels: rgba)
                .placed(scale: factor, offsetX: exactLeft - wholeLeft)
        } catch {
            return .empty
        }
        let pixels: GlyphImage.Pixels
        switch image.pixels {
        case .color: pixels = .color(result.pixels)
        case .coverage: pixels = .coverage(Swift.stride(from: 3, to: result.pixels.count, by: 4).map { result.pixels[$0] })
        }
        return GlyphImage(width: result.width, height: result.height, left: Int(wholeLeft),
                          top: Int((Double(image.top) * factor).rounded()), pixels: pixels)
    }
}
