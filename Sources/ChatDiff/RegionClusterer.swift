import ChatGeometry
import ChatRaster

/// Groups changed pixels into boxes: two changed pixels belong to the same region when a chain of changed
/// pixels joins them in which consecutive pixels are at most `mergeDistance` apart (Chebyshev distance:
/// the larger of |Δx| and |Δy|). With distance 1 this is plain 8-connectivity.
///
/// Pixels are fed row by row, left to right (`add(x:y:)`), and kept as horizontal runs; runs are joined with
/// a union–find, so the cost grows with the number of runs, not of pixels. Regions come out sorted by top,
/// then left, then bottom, then right edge — the same input always gives the same list.
struct RegionClusterer {
    /// A horizontal stretch of a row whose changed pixels are at most `mergeDistance` apart.
    private struct Run {
        var y: Int
        var x0: Int
        var x1: Int
    }

    let mergeDistance: Int
    private var runs: [Run] = []
    /// Index in `runs` of the first run of each row seen, and that row (rows without runs are absent).
    private var rowStarts: [(y: Int, first: Int)] = []

    /// A clusterer that joins pixels at most `mergeDistance` (≥ 1) apart.
    init(mergeDistance: Int) {
        self.mergeDistance = Swift.max(1, mergeDistance)
    }

    /// Records the changed pixel (`x`, `y`); calls must come in row-major order.
    @inline(__always)
    mutating func add(x: Int, y: Int) {
        if let last = runs.last, last.y == y, x - last.x1 <= mergeDistance {
            runs[runs.count - 1].x1 = x
            return
        }
        if rowStarts.last?.y != y { rowStarts.append((y, runs.count)) }
        runs.append(Run(y: y, x0: x, x1: x))
    }

    /// The bounding boxes of the clusters, sorted top to bottom, then left to right.
    func regions() -> [PixelRect] {
        guard !runs.isEmpty else { return [] }
        var parent = Array(0..<runs.count)
        func find(_ i: Int) -> Int {
            var root = i
            while parent[root] != root { root = parent[root] }
            var node = i
            while parent[node] != root { let next = parent[node]; parent[node] = root; node = next }
            return root
        }
        func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[Swift.max(ra, rb)] = Swift.min(ra, rb) }
        }
        let d = mergeDistance
        for row in rowStarts.indices {
            let (y, first) = rowStarts[row]
            let end = row + 1 < rowStarts.count ? rowStarts[row + 1].first : runs.count
            // Earlier rows within reach, newest first; stop once a row is too far above.
            var earlier = row - 1
            while earlier >= 0, y - rowStarts[earlier].y <= d {
                let otherFirst = rowStarts[earlier].first
                let otherEnd = rowStarts[earlier + 1].first
                for r in first..<end {
                    let low = runs[r].x0 - d, high = runs[r].x1 + d
                    var o = firstRun(from: otherFirst, to: otherEnd, endingAtOrAfter: low)
                    while o < otherEnd, runs[o].x0 <= high {
                        union(r, o)
                        o += 1
                    }
                }
                earlier -= 1
            }
        }
        // One box per root run, in run order (roots are the smallest run index of their cluster).
        var boxes: [(x0: Int, y0: Int, x1: Int, y1: Int)?] = Array(repeating: nil, count: runs.count)
        for i in runs.indices {
            let root = find(i), run = runs[i]
            if let box = boxes[root] {
                boxes[root] = (Swift.min(box.x0, run.x0), Swift.min(box.y0, run.y), Swift.max(box.x1, run.x1), Swift.max(box.y1, run.y))
            } else {
                boxes[root] = (run.x0, run.y, run.x1, run.y)
            }
        }
        return boxes.compactMap { $0 }
            .map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) }
            .sorted { ($0.y, $0.x, $0.maxY, $0.maxX) < ($1.y, $1.x, $1.maxY, $1.maxX) }
    }

    /// The first run in `start..<end` (one row, sorted by x) whose right end is at or after `x`.
    private func firstRun(from start: Int, to end: Int, endingAtOrAfter x: Int) -> Int {
        var low = start, high = end
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].x1 < x { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
