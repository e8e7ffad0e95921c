/// Scan-converts flattened paths into antialiased coverage.
///
/// Each pixel row is sampled by `samplesPerRow` (N = 64) evenly spaced horizontal sub-scanlines (at `(s + 0.5) / N`).
/// On each sub-scanline the exact crossings with every edge are found and the fill rule is applied to the
/// winding numbers between them, giving exact spans; each span adds its exact horizontal overlap with every
/// pixel it touches (fractional at its ends). Coverage is the mean over the sub-scanlines, rounded to 8 bits.
/// Horizontal coverage is therefore exact, vertical coverage is quantised to 1/64 (at most 2 of 255 levels off
/// on a near-horizontal edge), and overlapping subpaths are handled exactly under either fill rule (unlike
/// signed-area accumulation, which over-counts where the edges of overlapping shapes share a pixel).
///
/// Coordinates beyond ±2²⁴ pixels are clamped; edges with non-finite coordinates are ignored.
struct ScanlineRasterizer {
    /// Sub-scanlines per pixel row.
    static let samplesPerRow = 64
    /// Largest coordinate magnitude kept, so that every computed crossing stays finite.
    static let coordinateLimit = Double(1 << 24)

    /// A non-horizontal edge, stored top to bottom.
    private struct Edge {
        var top: Double
        var bottom: Double
        var xAtTop: Double
        var slope: Double
        var direction: Int32
    }

    /// Where one sub-scanline meets an edge.
    private struct Crossing {
        var x: Double
        var direction: Int32
    }

    private var edges: [Edge] = []

    /// Prepares the edges of `path` (every subpath implicitly closed).
    init(path: Path, tolerance: Double = PathFlattener.tolerance) {
        let limit = Self.coordinateLimit
        func clamp(_ p: PathPoint) -> PathPoint {
            PathPoint(x: Swift.min(Swift.max(p.x, -limit), limit), y: Swift.min(Swift.max(p.y, -limit), limit))
        }
        for subpath in PathFlattener.flatten(path, tolerance: tolerance) {
            let points = subpath.points
            guard points.count > 1 else { continue }
            for i in 0..<points.count {
                let p = points[i], q = points[(i + 1) % points.count]
                guard p.isFinite, q.isFinite else { continue }
                addEdge(clamp(p), clamp(q))
            }
        }
        edges.sort { $0.top < $1.top }
    }

    private mutating func addEdge(_ p: PathPoint, _ q: PathPoint) {
        guard p.y != q.y else { return }
        let (upper, lower, direction): (PathPoint, PathPoint, Int32) = p.y < q.y ? (p, q, 1) : (q, p, -1)
        let slope = (lower.x - upper.x) / (lower.y - upper.y)
        edges.append(Edge(top: upper.y, bottom: lower.y, xAtTop: upper.x, slope: slope, direction: direction))
    }

    /// The coverage of the prepared edges on a `width × height` grid whose pixel (x, y) spans
    /// `[x, x + 1) × [y, y + 1)`.
    func coverage(width: Int, height: Int, rule: FillRule) -> CoverageMask {
        coverage(window: PixelRect(x: 0, y: 0, width: width, height: height), rule: rule)
    }

    /// The coverage of the pixels of `window` (in the path's own pixel grid, where pixel (x, y) spans
    /// `[x, x + 1) × [y, y + 1)`): a mask of the window's size whose (0, 0) is the window's top-left pixel.
    /// Every pixel gets exactly the value the whole grid would give it: rows are independent, and spans reaching
    /// past the window's left edge count there as the running cover they would be, not as clipped area.
    func coverage(window: PixelRect, rule: FillRule) -> CoverageMask {
        let width = Swift.max(0, window.width), height = Swift.max(0, window.height)
        var mask = CoverageMask(width: width, height: height)
        guard width > 0, height > 0, !edges.isEmpty else { return mask }
        let minY = edges[0].top
        let maxY = edges.reduce(-Double.infinity) { Swift.max($0, $1.bottom) }
        let top = Double(window.y), bottom = Double(window.y) + Double(height)
        guard maxY > top, minY < bottom else { return mask }
        let firstRow = Swift.max(window.y, Int(minY.rounded(.down)))
        let endRow = Swift.min(window.y + height, Int(maxY.rounded(.up)))
        guard firstRow < endRow else { return mask }

        let samples = Self.samplesPerRow
        let left = Double(window.x), right = Double(window.x) + Double(width)
        var area = [Double](repeating: 0, count: width + 1)
        var cover = [Int32](repeating: 0, count: width + 1)
        var active: [Int] = []
        var crossings: [Crossing] = []
        var nextEdge = 0

        mask.values.withUnsafeMutableBufferPointer { out in
        area.withUnsafeMutableBufferPointer { area in
        cover.withUnsafeMutableBufferPointer { cover in
            /// Adds the span [a, b) of one sub-scanline, clipped to the window's columns (indices relative to it).
            func addSpan(_ a: Double, _ b: Double) {
                let end = Swift.min(b, right)
                guard end > Swift.max(a, left) else { return }
                let last = Int((end - left).rounded(.down))
                if a < left {
                    // Starts left of the window: full cover from its first column, as the running sum would have it.
                    cover[0] += 1
                    cover[last] -= 1
                    if last < width { area[last] += end - (left + Double(last)) }
                    return
                }
                let first = Int((a - left).rounded(.down))
                if first == last {
                    area[first] += end - a
                } else {
                    area[first] += (left + Double(first + 1)) - a
                    cover[first + 1] += 1
                    cover[last] -= 1
                    if last < width { area[last] += end - (left + Double(last)) }
                }
            }
            for row in firstRow..<endRow {
                for x in 0...width { area[x] = 0; cover[x] = 0 }
                for s in 0..<samples {
                    let y = Double(row) + (Double(s) + 0.5) / Double(samples)
                    while nextEdge < edges.count && edges[nextEdge].top <= y {
                        active.append(nextEdge)
                        nextEdge += 1
                    }
                    active.removeAll { edges[$0].bottom <= y }
                    guard !active.isEmpty else { continue }
                    crossings.removeAll(keepingCapacity: true)
                    for index in active {
                        let edge = edges[index]
                        crossings.append(Crossing(x: edge.xAtTop + (y - edge.top) * edge.slope, direction: edge.direction))
                    }
                    Self.sortByX(&crossings)
                    var winding: Int32 = 0
                    var spanStart = 0.0
                    for crossing in crossings {
                        let wasInside = rule.isInside(winding)
                        winding += crossing.direction
                        let isInside = rule.isInside(winding)
                        if !wasInside && isInside {
                            spanStart = crossing.x
                        } else if wasInside && !isInside {
                            addSpan(spanStart, crossing.x)
                        }
                    }
                }
                var run: Int32 = 0
                let rowBase = (row - window.y) * width
                for x in 0..<width {
                    run += cover[x]
                    let value = (area[x] + Double(run)) / Double(samples)
                    out[rowBase + x] = value >= 1 ? 255 : (value <= 0 ? 0 : UInt8(value * 255 + 0.5))
                }
            }
        }}}
        return mask
    }

    /// Sorts crossings by x: insertion sort for the usual handful (nearly sorted from one sub-scanline to the
    /// next), the standard library's sort for many.
    private static func sortByX(_ crossings: inout [Crossing]) {
        if crossings.count > 32 {
            crossings.sort { $0.x < $1.x }
            return
        }
        var i = 1
        while i < crossings.count {
            let item = crossings[i]
            var j = i - 1
            while j >= 0 && crossings[j].x > item.x {
                crossings[j + 1] = crossings[j]
                j -= 1
            }
            crossings[j + 1] = item
            i += 1
        }
    }
}
