extension Path {
    /// The outline of this path stroked `width` pixels wide with round caps and round joins, as a path to fill
    /// with the `.nonZero` rule: after flattening, each segment becomes a rectangle (a quad of four corners)
    /// and each vertex a circle of diameter `width`, all wound clockwise on screen, so their union under the
    /// non-zero rule is the stroke. Closed subpaths include their closing segment; a subpath that draws but
    /// never moves away from its start becomes a dot. Good for icons; it is not a minimal outline, and filling
    /// it with `.evenOdd` gives wrong results. A non-positive or non-finite width gives an empty path.
    public func strokeOutline(width: Double) -> Path {
        var outline = Path()
        guard width.isFinite, width > 0 else { return outline }
        let half = width / 2
        for subpath in PathFlattener.flatten(self) {
            var points: [PathPoint] = []
            points.reserveCapacity(subpath.points.count)
            for p in subpath.points where p.isFinite && points.last != p { points.append(p) }
            if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard !points.isEmpty else { continue }
            if points.count == 1 {
                // A zero-length stroke that still draws (a line to its own start) is a round dot.
                if subpath.points.count > 1 || subpath.isClosed { outline.addCircle(center: points[0], radius: half) }
                continue
            }
            let segmentCount = subpath.isClosed ? points.count : points.count - 1
            for i in 0..<segmentCount {
                outline.addSegmentQuad(from: points[i], to: points[(i + 1) % points.count], halfWidth: half)
            }
            for p in points { outline.addCircle(center: p, radius: half) }
        }
        return outline
    }

    /// Adds the rectangle of half-width `half` around the segment `p`→`q`, clockwise on screen.
    private mutating func addSegmentQuad(from p: PathPoint, to q: PathPoint, halfWidth half: Double) {
        let dx = q.x - p.x, dy = q.y - p.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        // The left normal (−dy, dx) scaled to `half`: P−n, Q−n, Q+n, P+n runs clockwise on screen.
        let nx = -dy / length * half, ny = dx / length * half
        move(to: PathPoint(x: p.x - nx, y: p.y - ny))
        line(to: PathPoint(x: q.x - nx, y: q.y - ny))
        line(to: PathPoint(x: q.x + nx, y: q.y + ny))
        line(to: PathPoint(x: p.x + nx, y: p.y + ny))
        close()
    }
}
