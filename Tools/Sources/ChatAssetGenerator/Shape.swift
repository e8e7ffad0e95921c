import ChatGeometry
import ChatRaster

/// A drawing in points, rendered at any scale: the generator's only way of making pixels.
struct Shape: Sendable {
    /// Size of the image in points (its @1x pixel size).
    let width: Double
    let height: Double
    let fillRule: FillRule
    /// Builds the outline at `scale` pixels per point.
    let build: @Sendable (inout Pen) -> Void

    init(width: Double, height: Double, fillRule: FillRule = .nonZero, build: @escaping @Sendable (inout Pen) -> Void) {
        self.width = width
        self.height = height
        self.fillRule = fillRule
        self.build = build
    }

    /// The shape as a black-on-transparent template at `scale` (only alpha matters to the renderer).
    func render(scale: Int) -> ChatPixmap {
        var pen = Pen(scale: Double(scale))
        build(&pen)
        var pixmap = ChatPixmap(width: Int((width * Double(scale)).rounded()), height: Int((height * Double(scale)).rounded()))
        pixmap.fill(pen.path, color: .black, rule: fillRule)
        return pixmap
    }
}

/// Path building in points; every coordinate is multiplied by the scale.
struct Pen {
    let scale: Double
    var path = Path()

    init(scale: Double) { self.scale = scale }

    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x * scale, y: y * scale) }

    mutating func move(_ x: Double, _ y: Double) { path.move(to: p(x, y)) }
    mutating func line(_ x: Double, _ y: Double) { path.line(to: p(x, y)) }
    mutating func curve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        path.curve(to: p(x, y), control1: p(c1x, c1y), control2: p(c2x, c2y))
    }
    mutating func close() { path.close() }

    mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius r: Double) {
        let radii = CornerRadii(topLeft: r * scale, topRight: r * scale, bottomRight: r * scale, bottomLeft: r * scale)
        path.addRoundedRect(Rect(x: x * scale, y: y * scale, width: w * scale, height: h * scale), radii: radii)
    }

    /// A rectangle with its own radius per corner, clockwise from the top left.
    mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double,
                              radii tl: Double, _ tr: Double, _ br: Double, _ bl: Double) {
        let radii = CornerRadii(topLeft: tl * scale, topRight: tr * scale, bottomRight: br * scale, bottomLeft: bl * scale)
        path.addRoundedRect(Rect(x: x * scale, y: y * scale, width: w * scale, height: h * scale), radii: radii)
    }

    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double) {
        path.addCircle(center: p(cx, cy), radius: r * scale)
    }

    /// A polyline of `width` points with round caps and joins.
    mutating func stroke(_ points: [(Double, Double)], width: Double) {
        var line = Path()
        for (i, point) in points.enumerated() {
            if i == 0 { line.move(to: p(point.0, point.1)) } else { line.line(to: p(point.0, point.1)) }
        }
        path.append(line.strokeOutline(width: width * scale))
    }
}
