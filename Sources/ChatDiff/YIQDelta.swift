/// pixelmatch 7.2.0's perceptual colour distance: the squared difference in the YIQ colour space
/// (Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications", 2010), on straight RGBA bytes.
///
/// Semi-transparent pixels are first composited over a background: plain white, or with `checkerboard` one of
/// pixelmatch's position-dependent colours (each channel 48 or 207, chosen from the byte offset `k` of the
/// first pixel, so transparent-over-white differences are not invisible). The arithmetic is done in the same
/// order as pixelmatch's JavaScript so results agree to the last bit.
enum YIQDelta {
    /// The largest possible squared YIQ distance (black against white); `threshold²` scales it.
    static let maximum = 35215.0

    /// The signed squared YIQ distance between pixel `k` of `a` and pixel `m` of `b` (byte offsets):
    /// 0 when equal, negative when the first pixel is the brighter one. `origin` is the byte offset in the whole
    /// image of the buffers' first byte (a band of a taller image): the checkerboard follows the whole image.
    @inline(__always)
    static func color(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int, checkerboard: Bool,
                      origin: Int = 0) -> Double {
        guard let (dr, dg, db) = channelDifferences(a, k, b, m, checkerboard: checkerboard, origin: origin) else { return 0 }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference between pixels `k` and `m` of one image: positive when pixel `k` is brighter.
    @inline(__always)
    static func brightness(_ image: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool, origin: Int = 0) -> Double {
        guard let (dr, dg, db) = channelDifferences(image, k, image, m, checkerboard: checkerboard, origin: origin) else { return 0 }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Red, green and blue differences after compositing over the background; nil when the pixels are equal.
    @inline(__always)
    private static func channelDifferences(_ a: UnsafePointer<UInt8>, _ k: Int, _ b: UnsafePointer<UInt8>, _ m: Int,
                                           checkerboard: Bool, origin: Int) -> (Double, Double, Double)? {
        let r1 = Int(a[k]), g1 = Int(a[k + 1]), b1 = Int(a[k + 2]), a1 = Int(a[k + 3])
        let r2 = Int(b[m]), g2 = Int(b[m + 1]), b2 = Int(b[m + 2]), a2 = Int(b[m + 3])
        let da = a1 - a2
        if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return nil }
        guard a1 < 255 || a2 < 255 else {
            return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
        }
        let (rb, gb, bb) = checkerboard ? checkerboardBackground(origin + k) : (255, 255, 255)
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// pixelmatch's background colour for byte offset `k`: each channel 48 or 48 + 159, picked by the parity of
    /// `k`, `⌊k / φ⌋` and `⌊k / φ²⌋` (φ the golden ratio).
    @inline(__always)
    static func checkerboardBackground(_ k: Int) -> (Int, Int, Int) {
        let r = 48 + 159 * (k % 2)
        let g = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
        let b = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
        return (r, g, b)
    }
}
