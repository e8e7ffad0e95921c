import ChatGeometry

extension Path {
    /// The cubic Bézier control distance that best approximates a quarter circle of radius 1.
    static let quarterArcKappa = 0.5522847498307936

    /// Adds a closed rectangle, clockwise on screen from the top-left corner.
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.x, y: r.y))
        line(to: Point(x: r.x + r.width, y: r.y))
        line(to: Point(x: r.x + r.width, y: r.y + r.height))
        line(to: Point(x: r.x, y: r.y + r.height))
        close()
    }

    /// Adds a closed rectangle with quarter-ellipse corners (each a cubic Bézier), clockwise on screen. The radii
    /// are made to fit first (`CornerRadii.fitted`); a zero radius gives a sharp corner.
    public mutating func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
        let r = rect.standardized
        let fit = radii.fitted(width: r.width, height: r.height)
        let k = Path.quarterArcKappa
        let left = r.x, top = r.y, right = r.x + r.width, bottom = r.y + r.height
        move(to: Point(x: left + fit.topLeft, y: top))
        line(to: Point(x: right - fit.topRight, y: top))
        if fit.topRight > 0 {
            curve(to: Point(x: right, y: top + fit.topRight),
                  control1: Point(x: right - fit.topRight * (1 - k), y: top),
                  control2: Point(x: right, y: top + fit.topRight * (1 - k)))
        }
        line(to: Point(x: right, y: bottom - fit.bottomRight))
        if fit.bottomRight > 0 {
            curve(to: Point(x: right - fit.bottomRight, y: bottom),
                  control1: Point(x: right, y: bottom - fit.bottomRight * (1 - k)),
                  control2: Point(x: right - fit.bottomRight * (1 - k), y: bottom))
        }
        line(to: Point(x: left + fit.bottomLeft, y: bottom))
        if fit.bottomLeft > 0 {
            curve(to: Point(x: left, y: bottom - fit.bottomLeft),
                  control1: Point(x: left + fit.bottomLeft * (1 - k), y: bottom),
                  control2: Point(x: left, y: bottom - fit.bottomLeft * (1 - k)))
        }
        line(to: Point(x: left, y: top + fit.topLeft))
        if fit.topLeft > 0 {
            curve(to: Point(x: left + fit.topLeft, y: top),
                  control1: Point(x: left, y: top + fit.topLeft * (1 - k)),
                  control2: Point(x: left + fit.topLeft * (1 - k), y: top))
        }
        close()
    }

    /// Adds a closed ellipse inscribed in `rect` as four cubic Béziers (radial error below 0.03 %), clockwise on
    /// screen from its rightmost point.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let cx = r.x + r.width / 2, cy = r.y + r.height / 2
        let rx = r.width / 2, ry = r.height / 2
        let kx = rx * Path.quarterArcKappa, ky = ry * Path.quarterArcKappa
        move(to: Point(x: cx + rx, y: cy))
        curve(to: Point(x: cx, y: cy + ry),
              control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        curve(to: Point(x: cx - rx, y: cy),
              control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        curve(to: Point(x: cx, y: cy - ry),
              control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        curve(to: Point(x: cx + rx, y: cy),
              control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        close()
    }

    /// Adds a closed circle (see `addEllipse(in:)`); a negative radius counts as its absolute value.
    public mutating func addCircle(center: Point, radius: Double) {
        let r = abs(radius)
        addEllipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }
}
