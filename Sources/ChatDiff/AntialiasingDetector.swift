/// pixelmatch's anti-aliasing test (after Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector", 2009):
/// a pixel is anti-aliasing when, among its 8 neighbours, at most two have its exact brightness, some are darker
/// and some brighter, and the darkest or the brightest neighbour sits inside a flat area (3 or more identical
/// neighbours) in both images.
struct AntialiasingDetector {
    /// Straight RGBA bytes of the image whose pixel is tested, from row `rowOffset` on (a window of a taller
    /// image must hold two rows above and below every row tested).
    let image: UnsafePointer<UInt8>
    /// The same image as one `UInt32` per pixel, for exact-equality tests.
    let words: UnsafePointer<UInt32>
    /// The other image as one `UInt32` per pixel.
    let otherWords: UnsafePointer<UInt32>
    let width: Int
    /// The whole image's height (its edges count as neighbours).
    let height: Int
    let checkerboard: Bool
    /// The image row held at the start of `image`, `words` and `otherWords`.
    var rowOffset = 0

    /// True when pixel (`x1`, `y1`) is likely anti-aliasing.
    func isAntialiased(x1: Int, y1: Int) -> Bool {
        let x0 = Swift.max(x1 - 1, 0), y0 = Swift.max(y1 - 1, 0)
        let x2 = Swift.min(x1 + 1, width - 1), y2 = Swift.min(y1 + 1, height - 1)
        let k = ((y1 - rowOffset) * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column-major neighbour order, as pixelmatch: ties keep the first neighbour found.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQDelta.brightness(image, k, ((y - rowOffset) * width + x) * 4, checkerboard: checkerboard,
                                                origin: rowOffset * width * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; minX = x; minY = y
                } else if delta > brightest {
                    brightest = delta; maxX = x; maxY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(words, minX, minY) && hasManySiblings(otherWords, minX, minY))
            || (hasManySiblings(words, maxX, maxY) && hasManySiblings(otherWords, maxX, maxY))
    }

    /// True when pixel (`x1`, `y1`) has 3 or more neighbours of exactly its colour (an image edge counts as one).
    private func hasManySiblings(_ pixels: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = Swift.max(x1 - 1, 0), y0 = Swift.max(y1 - 1, 0)
        let x2 = Swift.min(x1 + 1, width - 1), y2 = Swift.min(y1 + 1, height - 1)
        let value = pixels[(y1 - rowOffset) * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if pixels[(y - rowOffset) * width + x] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
