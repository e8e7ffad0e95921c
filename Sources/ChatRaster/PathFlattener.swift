import ChatGeometry

/// One subpath turned into straight segments.
struct FlatSubpath: Sendable, Equatable {
    /// The vertices in order (the start point first).
    var points: [Point]
    /// True when the subpath ended with `close`.
    var isClosed: Bool
}

/// Turns a `Path` into polylines. Each Bézier is split into `n` equal parameter steps, with `n` from Wang's
/// formula so that no chord strays more than `tolerance` pixels from the curve:
/// quadratic `n = ⌈√(|P0 − 2P1 + P2| / (4·tol))⌉`, cubic `n = ⌈√(3·max(|P0 − 2P1 + P2|, |P1 − 2P2 + P3|) / (4·tol))⌉`,
/// capped at `maximumSegments` per curve (only reachable by curves tens of thousands of pixels long).
enum PathFlattener {
    /// The default chord tolerance in pixels (well under the 0.1 px the renderer requires).
    static let tolerance = 0.025
    /// The most segments one curve is split into.
    static let maximumSegments = 4096

    /// The subpaths of `path` as polylines.
    static func flatten(_ path: Path, tolerance: Double = tolerance) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(FlatSubpath(points: current, isClosed: closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quad(let p, let c):
                let start = current.last ?? .zero
                let n = segmentCount(secondDifference: length(start, c, p), factor: 1 / 4, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(i == n ? p : Point(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                                          y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let start = current.last ?? .zero
                let dd = Swift.max(length(start, c1, c2), length(c1, c2, p))
                let n = segmentCount(secondDifference: dd, factor: 3 / 4, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                    current.append(i == n ? p : Point(x: b0 * start.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
                                                          y: b0 * start.y + b1 * c1.y + b2 * c2.y + b3 * p.y))
                }
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// `|a − 2b + c|`.
    private static func length(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let x = a.x - 2 * b.x + c.x, y = a.y - 2 * b.y + c.y
        return (x * x + y * y).squareRoot()
    }

    /// `⌈√(factor · dd / tolerance)⌉` limited to `1...maximumSegments` (1 for non-finite input).
    private static func segmentCount(secondDifference dd: Double, factor: Double, tolerance: Double) -> Int {
        let n = (factor * dd / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n > 1 else { return 1 }
        return n >= Double(maximumSegments) ? maximumSegments : Int(n)
    }
}
