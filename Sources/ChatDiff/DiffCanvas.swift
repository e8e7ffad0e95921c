import ChatRaster

/// The diff image being painted, as pixelmatch paints its `output`: straight RGBA, every painted pixel opaque
/// (so the bytes are also valid premultiplied RGBA), unpainted pixels transparent.
struct DiffCanvas {
    let width: Int
    let height: Int
    /// `width × height × 4` bytes, all zero at first.
    var bytes: [UInt8]

    /// A transparent canvas.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Paints an opaque colour at byte offset `pos`.
    @inline(__always)
    static func paint(_ out: UnsafeMutablePointer<UInt8>, _ pos: Int, _ color: DiffColor) {
        out[pos] = color.red; out[pos + 1] = color.green; out[pos + 2] = color.blue; out[pos + 3] = 255
    }

    /// Paints the source pixel at byte offset `sourcePos` of `source` at `pos` of `out` as grey, faded towards white: pixelmatch's
    /// `255 + (Y − 255) · alpha · a / 255` with Y the YIQ brightness, truncated to an integer (as storing
    /// into a Node `Buffer` does). `cache` remembers the last pixel's value: screenshots repeat colours.
    @inline(__always)
    static func paintGrey(_ out: UnsafeMutablePointer<UInt8>, _ pos: Int, source: UnsafePointer<UInt8>, sourcePos: Int,
                          word: UInt32, alpha: Double, cache: inout GreyCache) {
        let grey: UInt8
        if cache.valid && cache.word == word {
            grey = cache.grey
        } else {
            let luma = Double(source[sourcePos]) * 0.29889531 + Double(source[sourcePos + 1]) * 0.58662247
                + Double(source[sourcePos + 2]) * 0.11448223
            let value = 255 + (luma - 255) * alpha * Double(source[sourcePos + 3]) / 255
            grey = UInt8(Swift.min(255, Swift.max(0, value)))
            cache = GreyCache(word: word, grey: grey, valid: true)
        }
        out[pos] = grey; out[pos + 1] = grey; out[pos + 2] = grey; out[pos + 3] = 255
    }

    /// The last source pixel painted grey and its grey level.
    struct GreyCache {
        var word: UInt32 = 0
        var grey: UInt8 = 0
        var valid = false
    }

    /// The finished image.
    func pixmap() -> Pixmap { Pixmap(width: width, height: height, pixels: bytes) }
}
