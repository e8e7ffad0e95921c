import CHarfBuzz

/// Shapes text with HarfBuzz and caches the result per (scalars, font): shaping uses unhinted font units,
/// which do not depend on the size, so each distinct word is shaped once per font, whatever the size.
/// Owns one `hb_buffer_t`, reused for every call and released once in `deinit`. Not thread-safe.
final class Shaper {
    private struct Key: Hashable {
        var font: Int
        var scalars: [UInt32]
    }

    private let buffer: OpaquePointer
    private var cache: [Key: ShapedRun] = [:]
    /// The cache is emptied when it holds this many runs (shaping is deterministic, so this changes no output).
    private let cacheLimit: Int

    init(cacheLimit: Int = 50_000) throws {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            throw TextError.harfBuzz(operation: "create a shaping buffer", path: "(HarfBuzz)")
        }
        self.buffer = buffer
        self.cacheLimit = cacheLimit
    }

    deinit { hb_buffer_destroy(buffer) }

    /// Number of cached runs (for tests).
    var cachedRunCount: Int { cache.count }

    /// Shapes `scalars` with `font`. Script, language and direction are guessed from the text
    /// (`hb_buffer_guess_segment_properties`); lines are laid out left to right, and a right-to-left word
    /// keeps HarfBuzz's visual glyph order.
    func shape(_ scalars: ArraySlice<UInt32>, font: LoadedFont) -> ShapedRun {
        guard !scalars.isEmpty else { return .empty }
        let key = Key(font: font.id, scalars: Array(scalars))
        if let cached = cache[key] { return cached }
        let run = shapeUncached(key.scalars, font: font)
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = run
        return run
    }

    private func shapeUncached(_ scalars: [UInt32], font: LoadedFont) -> ShapedRun {
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font.hbFont, buffer, nil, 0)
        guard hb_buffer_allocation_successful(buffer) != 0 else { return .empty }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count > 0,
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return .empty }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var advance = 0
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            glyphs.append(ShapedGlyph(glyph: info.codepoint, cluster: info.cluster, xAdvance: position.x_advance,
                                      xOffset: position.x_offset, yOffset: position.y_offset))
            advance += Int(position.x_advance)
        }
        return ShapedRun(glyphs: glyphs, advance: advance)
    }
}
