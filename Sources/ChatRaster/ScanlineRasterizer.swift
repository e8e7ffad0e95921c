import ChatGeometry

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

    /// A covered stretch of one sub-scanline.
    private struct Span {
        var start: Double
        var end: Double
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
        func clamp(_ p: Point) -> Point {
            Point(x: Swift.min(Swift.max(p.x, -limit), limit), y: Swift.min(Swift.max(p.y, -limit), limit))
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

    private mutating func addEdge(_ p: Point, _ q: Point) {
        guard p.y != q.y else { return }
        let (upper, lower, direction): (Point, Point, Int32) = p.y < q.y ? (p, q, 1) : (q, p, -1)
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
        let edgeCount = edges.count
        // Scratch memory for the whole scan, allocated once: per-row accumulators (zero between rows) with one bit
        // per column a span touched, the active edges (indices in order of `top`), one sub-scanline's crossings
        // and spans.
        let area = UnsafeMutableBufferPointer<Double>.allocate(capacity: width + 1)
        let cover = UnsafeMutableBufferPointer<Int32>.allocate(capacity: width + 1)
        let wordCount = (width + 63) >> 6
        let touched = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: wordCount)
        area.initialize(repeating: 0)
        cover.initialize(repeating: 0)
        touched.initialize(repeating: 0)
        let active = UnsafeMutableBufferPointer<Int>.allocate(capacity: edgeCount)
        let crossings = UnsafeMutableBufferPointer<Crossing>.allocate(capacity: edgeCount)
        let spans = UnsafeMutableBufferPointer<Span>.allocate(capacity: edgeCount / 2 + 1)
        // The spans of the last row whose every sub-scanline crossed only vertical edges at the same places.
        let uniformSpans = UnsafeMutableBufferPointer<Span>.allocate(capacity: edgeCount / 2 + 1)
        var uniformSpanCount = -1
        defer {
            area.deallocate(); cover.deallocate(); touched.deallocate(); active.deallocate(); crossings.deallocate()
            spans.deallocate(); uniformSpans.deallocate()
        }
        var activeCount = 0
        var nextEdge = 0

        mask.values.withUnsafeMutableBufferPointer { out in
        edges.withUnsafeBufferPointer { edges in
            /// Notes that a span changed column `x`'s accumulators (column `width` is never read).
            func touch(_ x: Int) {
                if x < width { touched[x >> 6] |= 1 << UInt64(x & 63) }
            }
            /// Adds the span [a, b) of one sub-scanline, clipped to the window's columns (indices relative to it).
            func addSpan(_ a: Double, _ b: Double) {
                let end = Swift.min(b, right)
                guard end > Swift.max(a, left) else { return }
                let last = Int((end - left).rounded(.down))
                touch(last)
                if a < left {
                    // Starts left of the window: full cover from its first column, as the running sum would have it.
                    cover[0] += 1
                    touch(0)
                    cover[last] -= 1
                    if last < width { area[last] += end - (left + Double(last)) }
                    return
                }
                let first = Int((a - left).rounded(.down))
                touch(first)
                if first == last {
                    area[first] += end - a
                } else {
                    area[first] += (left + Double(first + 1)) - a
                    cover[first + 1] += 1
                    touch(first + 1)
                    cover[last] -= 1
                    if last < width { area[last] += end - (left + Double(last)) }
                }
            }
            /// A pixel's coverage byte from its accumulated area and running cover.
            func coverageByte(_ area: Double, _ run: Int32) -> UInt8 {
                let value = (area + Double(run)) / Double(samples)
                return value >= 1 ? 255 : (value <= 0 ? 0 : UInt8(value * 255 + 0.5))
            }
            rows: for row in firstRow..<endRow {
                let rowBase = (row - window.y) * width
                // A row no span reaches stays as the mask was made (zero) and costs nothing more.
                var accumulating = false
                var uniformCount = -1
                var s = 0
                while s < samples {
                    let y = Double(row) + (Double(s) + 0.5) / Double(samples)
                    while nextEdge < edgeCount && edges[nextEdge].top <= y {
                        active[activeCount] = nextEdge
                        activeCount += 1
                        nextEdge += 1
                    }
                    var kept = 0
                    for i in 0..<activeCount where edges[active[i]].bottom > y {
                        active[kept] = active[i]
                        kept += 1
                    }
                    activeCount = kept
                    guard activeCount > 0 else { s += 1; continue }
                    var vertical = true
                    for i in 0..<activeCount {
                        let edge = edges[active[i]]
                        if edge.slope != 0 { vertical = false }
                        crossings[i] = Crossing(x: edge.xAtTop + (y - edge.top) * edge.slope, direction: edge.direction)
                    }
                    Self.sortByX(UnsafeMutableBufferPointer(rebasing: crossings[0..<activeCount]))
                    var spanCount = 0
                    var winding: Int32 = 0
                    var spanStart = 0.0
                    for i in 0..<activeCount {
                        let crossing = crossings[i]
                        let wasInside = rule.isInside(winding)
                        winding += crossing.direction
                        let isInside = rule.isInside(winding)
                        if !wasInside && isInside {
                            spanStart = crossing.x
                        } else if wasInside && !isInside {
                            spans[spanCount] = Span(start: spanStart, end: crossing.x)
                            spanCount += 1
                        }
                    }
                    // When every active edge is vertical, the following sub-scanlines cross at exactly the same
                    // places until an edge starts or ends: add the same spans for each of them, in the same order,
                    // without recomputing the crossings.
                    var repeats = 1
                    if vertical {
                        var event = nextEdge < edgeCount ? edges[nextEdge].top : Double.infinity
                        for i in 0..<activeCount { event = Swift.min(event, edges[active[i]].bottom) }
                        while s + repeats < samples && Double(row) + (Double(s + repeats) + 0.5) / Double(samples) < event {
                            repeats += 1
                        }
                    }
                    if s == 0 && repeats == samples {
                        // Every sub-scanline of this row crosses the same vertical edges at the same places. When
                        // the row above did too, at exactly the same places, its coverage is this row's: copy it.
                        // (The inside of rectangles and rounded rectangles; the result is bit for bit what adding
                        // the spans again would give.)
                        if uniformSpanCount == spanCount && (0..<spanCount).allSatisfy({
                            uniformSpans[$0].start == spans[$0].start && uniformSpans[$0].end == spans[$0].end
                        }) {
                            let base = out.baseAddress!
                            (base + rowBase).update(from: base + (rowBase - width), count: width)
                            continue rows
                        }
                        for i in 0..<spanCount { uniformSpans[i] = spans[i] }
                        uniformCount = spanCount
                    }
                    accumulating = true
                    for _ in 0..<repeats {
                        for i in 0..<spanCount { addSpan(spans[i].start, spans[i].end) }
                    }
                    s += repeats
                }
                uniformSpanCount = uniformCount
                guard accumulating else { continue }
                // Sum the row, 64 columns at a time: where no span touched a column its area is zero and the running
                // cover unchanged, so a word without touched columns is one value (the same bytes the per-column
                // sum gives). Touched columns are read and cleared for the next row.
                var run: Int32 = 0
                for word in 0..<wordCount {
                    let start = word << 6, stop = Swift.min(start + 64, width)
                    if touched[word] == 0 {
                        (out.baseAddress! + rowBase + start).update(repeating: coverageByte(0, run), count: stop - start)
                        continue
                    }
                    touched[word] = 0
                    for x in start..<stop {
                        run += cover[x]
                        out[rowBase + x] = coverageByte(area[x], run)
                        cover[x] = 0
                        area[x] = 0
                    }
                }
                cover[width] = 0
                area[width] = 0
            }
        }}
        return mask
    }

    /// Sorts crossings by x, keeping the order of equal ones (so the result is the one any stable sort gives):
    /// insertion sort, linear on crossings that are nearly sorted from one sub-scanline to the next, and the
    /// standard library's stable sort for very many.
    private static func sortByX(_ buffer: UnsafeMutableBufferPointer<Crossing>) {
        var crossings = buffer
        if crossings.count > 512 {
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
