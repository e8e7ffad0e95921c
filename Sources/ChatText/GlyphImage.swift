/// A rasterised glyph, positioned relative to the pen's whole-pixel x and the baseline.
struct GlyphImage: Sendable {
    enum Pixels: Sendable {
        /// 8-bit coverage (an outline glyph), one byte per pixel.
        case coverage([UInt8])
        /// Premultiplied RGBA (a colour glyph), four bytes per pixel.
        case color([UInt8])
    }

    var width: Int
    var height: Int
    /// Columns from the pen's whole-pixel x to the image's left edge.
    var left: Int
    /// Rows from the baseline up to the image's top edge.
    var top: Int
    var pixels: Pixels

    static let empty = GlyphImage(width: 0, height: 0, left: 0, top: 0, pixels: .coverage([]))

    /// Bytes held, for the cache's budget.
    var byteCount: Int {
        switch pixels {
        case .coverage(let bytes), .color(let bytes): return bytes.count
        }
    }
}
