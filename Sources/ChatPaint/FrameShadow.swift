import ChatGeometry
import ChatRaster

/// The device frame's blurred shadow, row by row as the whole image would have it, at the cost of its pixels.
///
/// The shadow is a rounded rectangle blurred by three box passes per axis, so a row depends on the rows up to
/// `reach` above and below it. Rows whose neighbourhood misses the shape are empty; rows whose neighbourhood lies
/// in the shape's straight middle (between the corners) are all the same row, blurred once; only the rows near the
/// top and bottom edges are blurred as a window, in chunks of at least `2 × reach` rows that later bands reuse.
/// So a tall or wide frame costs about its pixels, not a window of `2 × reach` extra rows for every band.
struct FrameShadow {
    let width: Int
    let height: Int
    private let shape: Path
    private let sigma: Double
    /// How far a row's blurred value reaches: three box radii.
    let reach: Int
    /// Rows that the shape covers (any coverage).
    private let covered: Range<Int>
    /// Rows whose every neighbour within `reach` is a straight row (same coverage as any other): the blurred middle.
    private let middle: Range<Int>
    /// The blurred middle row (empty until needed).
    private var middleRow: [UInt8] = []
    /// The last chunk of edge rows blurred, and its values.
    private var chunk: Range<Int> = 0..<0
    private var chunkValues: [UInt8] = []

    /// The shadow of `shape` (a rounded rectangle from `top` to `bottom` with corner radius `radius`, in pixels)
    /// blurred like a Gaussian of `sigma` pixels, in an image of `width × height` pixels.
    init(shape: Path, top: Double, bottom: Double, radius: Double, sigma: Double, width: Int, height: Int) {
        self.shape = shape
        self.sigma = sigma
        self.width = width
        self.height = height
        reach = 3 * BoxBlur.radius(sigma: sigma)
        covered = max(0, Int(top.rounded(.down)))..<min(height, max(0, Int(bottom.rounded(.up))))
        // Pixel rows [y, y + 1) entirely between the corners, inside the image (outside it counts as empty).
        let first = Int((top + radius).rounded(.up))
        let straight = (first..<max(first, Int((bottom - radius).rounded(.down)))).clamped(to: 0..<height)
        let lower = straight.lowerBound + reach, upper = straight.upperBound - reach
        middle = lower < upper ? lower..<upper : 0..<0
    }

    /// The shadow's coverage for `rows` of the image.
    mutating func coverage(rows: Range<Int>) -> CoverageMask {
        var mask = CoverageMask(width: width, height: rows.count)
        guard !rows.isEmpty else { return mask }
        var y = rows.lowerBound
        while y < rows.upperBound {
            let offset = (y - rows.lowerBound) * width
            if y + reach < covered.lowerBound || y - reach >= covered.upperBound {
                y += 1
            } else if middle.contains(y) {
                if middleRow.isEmpty { middleRow = blurred(window: (y - reach)..<(y + reach + 1), keeping: y..<(y + 1)) }
                let end = min(rows.upperBound, middle.upperBound)
                mask.values.withUnsafeMutableBufferPointer { out in
                    middleRow.withUnsafeBufferPointer { row in
                        for line in 0..<(end - y) {
                            (out.baseAddress! + offset + line * width).update(from: row.baseAddress!, count: width)
                        }
                    }
                }
                y = end
            } else {
                if !chunk.contains(y) { blurChunk(from: y, atLeast: rows.upperBound - y) }
                let end = min(rows.upperBound, chunk.upperBound)
                let start = (y - chunk.lowerBound) * width
                mask.values.withUnsafeMutableBufferPointer { out in
                    chunkValues.withUnsafeBufferPointer { values in
                        (out.baseAddress! + offset).update(from: values.baseAddress! + start, count: (end - y) * width)
                    }
                }
                y = end
            }
        }
        return mask
    }

    /// Blurs the edge rows from `y`: at least `count` and `2 × reach` rows, up to the middle (or the image's end).
    private mutating func blurChunk(from y: Int, atLeast count: Int) {
        var end = min(height, y + max(count, 2 * reach, 1))
        if y < middle.lowerBound { end = min(end, middle.lowerBound) }
        let window = max(0, y - reach)..<min(height, end + reach)
        chunkValues = blurred(window: window, keeping: y..<end)
        chunk = y..<end
    }

    /// The rows `keeping` of the shape rasterized in `window` (clamped to the image) and blurred there; each kept row
    /// is what blurring the whole image gives it, its neighbours within `reach` being in the window.
    private func blurred(window: Range<Int>, keeping: Range<Int>) -> [UInt8] {
        let window = window.clamped(to: 0..<height)
        var mask = rasterize(shape, window: PixelRect(x: 0, y: window.lowerBound, width: width, height: window.count))
        BoxBlur.approximateGaussian(&mask, sigma: sigma)
        let first = keeping.lowerBound - window.lowerBound
        return Array(mask.values[(first * width)..<((first + keeping.count) * width)])
    }
}
