import CHarfBuzz

/// Shapes text with HarfBuzz and caches the result per (scalars, font, direction, script): shaping uses
/// unhinted font units, which do not depend on the size, so each distinct word is shaped once per font,
/// whatever the size.
/// Owns one `hb_buffer_t`, reused for every call and released once in `deinit`. Not thread-safe.
final class Shaper {
    private struct Key: Hashable {
        var font: Int
        var rightToLeft: Bool
        var script: UInt32
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

    /// Shapes `scalars` with `font` in direction `rightToLeft` (from the bidi level) and script `script` (a
    /// HarfBuzz script tag; 0: guessed from the text, as is the language). The glyphs come back in visual
    /// (left-to-right) order: a right-to-left run's first glyph is its last character's.
    func shape(_ scalars: ArraySlice<UInt32>, font: LoadedFont, rightToLeft: Bool, script: UInt32) -> ShapedRun {
        guard !scalars.isEmpty else { return .empty }
        let key = Key(font: font.id, rightToLeft: rightToLeft, script: script, scalars: Array(scalars))
        if let cached = cache[key] { return cached }
        let run = shapeUncached(key, font: font)
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = run
        return run
    }

    private func shapeUncached(_ key: Key, font: LoadedFont) -> ShapedRun {
        hb_buffer_clear_contents(buffer)
        key.scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if key.script != 0 { hb_buffer_set_script(buffer, hb_script_t(rawValue: key.script)) }
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
