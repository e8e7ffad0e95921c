import Foundation

/// SVG's elliptical arc (the path command `A`), from its end points to cubic Bézier curves of at most a quarter
/// turn each, as SVG 1.1's implementation notes (F.6.5, F.6.6) describe: radii too small to reach are scaled up,
/// zero radii give a straight line, equal end points give nothing.
package enum EllipticalArc {
    /// The curves from `start` to `end` along the ellipse of radii `rx`, `ry` turned `rotation` degrees; `largeArc`
    /// and `sweep` choose which of the four arcs (sweep: clockwise on screen, y pointing down).
    package static func elements(from start: Point, to end: Point, rx: Double, ry: Double, rotation: Double,
                                largeArc: Bool, sweep: Bool) -> [PathElement] {
        guard start != end else { return [] }
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return [.line(to: end)] }
        let phi = rotation * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in the ellipse's own axes, relative to the chord's middle.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: radii too small for the chord grow in proportion.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let grow = lambda.squareRoot()
            rx *= grow
            ry *= grow
        }
        // F.6.5.2: the centre in the ellipse's axes.
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        // F.6.5.3: the centre on the page.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        // F.6.5.5–6: the start angle and the angle swept.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep, delta < 0 { delta += 2 * Double.pi }
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        return curves(center: Point(x: cx, y: cy), rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi, start: theta1,
                      sweep: delta, end: end)
    }

    /// The arc of the circle around `center` from angle `start` to `end` (radians, y pointing down, so a growing
    /// angle turns clockwise on screen) as cubic curves of at most a quarter turn; the first point is not added.
    package static func elements(center: Point, radius: Double, from start: Double, to end: Double) -> [PathElement] {
        let last = Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
        return curves(center: center, rx: radius, ry: radius, cosPhi: 1, sinPhi: 0, start: start, sweep: end - start, end: last)
    }

    private static func curves(center: Point, rx: Double, ry: Double, cosPhi: Double, sinPhi: Double, start: Double,
                               sweep: Double, end: Point) -> [PathElement] {
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control distance that makes a cubic follow a circular arc of `step` radians.
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: Double) -> Point {
            let x = rx * cos(angle), y = ry * sin(angle)
            return Point(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
        }
        func tangent(_ angle: Double) -> Point {
            let x = -rx * sin(angle), y = ry * cos(angle)
            return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var elements: [PathElement] = []
        for index in 0..<pieces {
            let a0 = start + step * Double(index), a1 = index == pieces - 1 ? start + sweep : a0 + step
            let p0 = point(a0), p1 = index == pieces - 1 ? end : point(a1)
            let t0 = tangent(a0), t1 = tangent(a1)
            elements.append(.curve(to: p1, control1: Point(x: p0.x + k * t0.x, y: p0.y + k * t0.y),
                                   control2: Point(x: p1.x - k * t1.x, y: p1.y - k * t1.y)))
        }
        return elements
    }
}
