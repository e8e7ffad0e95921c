import ChatGeometry

extension Path {
    /// The outline of this path stroked `width` pixels wide with round caps and round joins, as a path to fill
    /// with the `.nonZero` rule.
    ///
    /// After flattening, each subpath becomes one contour that runs along one side of the stroke and back along
    /// the other (a closed subpath: one contour per side, the second reversed). At a vertex the side on the
    /// outside of the turn follows an arc of radius `width / 2` around the vertex; the inside goes through the
    /// vertex itself (the pivot), and the ends of an open subpath get half-disc caps. As chains these contours
    /// are the sum of every segment's rectangle, every outside join's pie slice and the caps, all wound the same
    /// way, so the non-zero rule fills exactly their union: the round-joined stroke, drawn with a few edges per
    /// segment (a circle at every vertex would cost dozens). A subpath that draws but never moves away from its
    /// start becomes a dot. Filling the outline with `.evenOdd` gives wrong results. A non-positive or
    /// non-finite width gives an empty path.
    public func strokeOutline(width: Double) -> Path {
        var outline = Path()
        guard width.isFinite, width > 0 else { return outline }
        let half = width / 2
        for subpath in PathFlattener.flatten(self) {
            var points: [Point] = []
            points.reserveCapacity(subpath.points.count)
            for p in subpath.points where p.isFinite && points.last != p { points.append(p) }
            if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard !points.isEmpty else { continue }
            if points.count == 1 {
                // A zero-length stroke that still draws (a line to its own start) is a round dot.
                if subpath.points.count > 1 || subpath.isClosed { outline.addCircle(center: points[0], radius: half) }
                continue
            }
            let stroker = StrokeContours(points: points, closed: subpath.isClosed, half: half)
            stroker.append(to: &outline)
        }
        return outline
    }
}

/// The contours of one flattened subpath's stroke (see `Path.strokeOutline(width:)`).
private struct StrokeContours {
    let points: [Point]
    let closed: Bool
    let half: Double
    /// Unit directions of the segments (`points[i]` → `points[i + 1]`, the last one closing when `closed`).
    let directions: [Point]
    /// The largest angle one chord of a join or cap arc may span so that it strays no more than the flattening
    /// tolerance from the true circle.
    let arcStep: Double

    init(points: [Point], closed: Bool, half: Double) {
        self.points = points
        self.closed = closed
        self.half = half
        let count = closed ? points.count : points.count - 1
        directions = (0..<count).map { i in
            let p = points[i], q = points[(i + 1) % points.count]
            let dx = q.x - p.x, dy = q.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 && length.isFinite ? Point(x: dx / length, y: dy / length) : Point(x: 1, y: 0)
        }
        let tolerance = PathFlattener.tolerance
        arcStep = half > tolerance ? 2 * CMath.arcCosine(1 - tolerance / half) : Double.pi
    }

    /// The side normal of segment `i` scaled to the half width: `side` +1 is the left of the direction
    /// (rotated +90°), −1 the right.
    private func normal(_ i: Int, side: Double) -> Point {
        let d = directions[i]
        return Point(x: -d.y * half * side, y: d.x * half * side)
    }

    /// The signed turn from segment `i` to segment `j` in (−π, π]; a full reversal counts as −π.
    private func turn(from i: Int, to j: Int) -> Double {
        let a = directions[i], b = directions[j]
        let cross = a.x * b.y - a.y * b.x, dot = a.x * b.x + a.y * b.y
        if cross == 0 && dot < 0 { return -Double.pi }
        return CMath.angle(y: cross, x: dot)
    }

    /// Appends the contour(s) to `path`, wound clockwise on screen like the shapes icons fill beside them (a
    /// stroke and a fill of the same clockwise outline add up instead of cancelling).
    func append(to path: inout Path) {
        let segments = directions.count
        var contour: [Point] = []
        if closed {
            // Left side forward, then the right side as its own contour backward.
            side(forward: true, segments: segments, into: &contour)
            emitReversed(contour, into: &path)
            contour.removeAll(keepingCapacity: true)
            side(forward: false, segments: segments, into: &contour)
            emitReversed(contour, into: &path)
        } else {
            side(forward: true, segments: segments, into: &contour)
            // End cap: from the left offset round the front to the right offset.
            arc(around: points[points.count - 1], from: normal(segments - 1, side: 1), sweep: -Double.pi, into: &contour)
            side(forward: false, segments: segments, into: &contour)
            // Start cap: from the right offset round the back to the left offset.
            arc(around: points[0], from: normal(0, side: -1), sweep: -Double.pi, into: &contour)
            emitReversed(contour, into: &path)
        }
    }

    /// Walking a side forward on the left and back on the right winds counter-clockwise on screen (y down);
    /// the contour is emitted backwards to wind clockwise.
    private func emitReversed(_ contour: [Point], into path: inout Path) {
        guard let last = contour.last else { return }
        path.move(to: last)
        for point in contour.dropLast().reversed() { path.line(to: point) }
        path.close()
    }

    /// One side of the stroke: the left side walking the segments forward, or the right side walking them
    /// backward, with joins between consecutive segments (and between the last and first when closed).
    private func side(forward: Bool, segments: Int, into contour: inout [Point]) {
        let order = forward ? Array(0..<segments) : Array((0..<segments).reversed())
        let sideSign: Double = forward ? 1 : -1
        for (k, i) in order.enumerated() {
            let n = normal(i, side: sideSign)
            // The segment's start and end in the direction of travel along this side.
            let start = forward ? points[i] : points[(i + 1) % points.count]
            let end = forward ? points[(i + 1) % points.count] : points[i]
            if k == 0 { contour.append(Point(x: start.x + n.x, y: start.y + n.y)) }
            contour.append(Point(x: end.x + n.x, y: end.y + n.y))
            // The join at `end` towards the next segment along this side.
            if k == order.count - 1 && !closed { continue }
            let next = order[(k + 1) % order.count]
            let nextNormal = normal(next, side: sideSign)
            // In the frame of travel this side is always the left one (walking backward, −n is the left normal of
            // −d), and the turn of travel is turn(i → next) either way (negating both directions keeps it): the
            // side is outside of a negative turn, where its normal sweeps by that turn round the vertex.
            let theta = turn(from: i, to: next)
            if theta < 0 {
                arc(around: end, from: n, sweep: theta, into: &contour)
            } else {
                if theta > 0 { contour.append(end) }
                contour.append(Point(x: end.x + nextNormal.x, y: end.y + nextNormal.y))
            }
        }
    }

    /// Points along the circle of radius `half` around `center`, from `center + offset` (already in the contour)
    /// turning by `sweep` radians.
    private func arc(around center: Point, from offset: Point, sweep: Double, into contour: inout [Point]) {
        let steps = Swift.max(1, Int((abs(sweep) / arcStep).rounded(.up)))
        let start = CMath.angle(y: offset.y, x: offset.x)
        for s in 1...steps {
            let angle = start + sweep * Double(s) / Double(steps)
            contour.append(Point(x: center.x + half * CMath.cosine(angle), y: center.y + half * CMath.sine(angle)))
        }
    }
}
