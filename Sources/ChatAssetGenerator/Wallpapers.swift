import ChatRaster
#if canImport(Glibc)
import Glibc
#endif

/// Chat wallpapers: a flat colour with thin line doodles (chat bubbles, hearts, stars, notes…) scattered on a
/// jittered grid, as WhatsApp and Telegram draw theirs. Each doodle stays inside the tile, so tiles repeat
/// without seams.
enum Wallpapers {
    /// Side of the square tile in points.
    static let tileSize = 150.0
    /// Doodle line width in points.
    static let lineWidth = 1.15

    /// A tile at `scale` with doodles of `ink` on `base`.
    static func tile(base: UInt32, ink: UInt32, scale: Int) -> Pixmap {
        let side = Int((tileSize * Double(scale)).rounded())
        var pixmap = Pixmap(width: side, height: side, fill: RGB(base).premultiplied)
        var pen = Pen(scale: Double(scale))
        let cells = 5
        let cell = tileSize / Double(cells)
        for row in 0..<cells {
            for column in 0..<cells {
                let index = row * cells + column
                // Deterministic jitter and turn per cell; the doodle (about 16 pt) stays inside its 30 pt cell.
                let jitterX = (Double((index * 37) % 11) - 5) * 0.6
                let jitterY = (Double((index * 53) % 11) - 5) * 0.6
                let turn = Double((index * 71) % 360) * Double.pi / 180
                let center = (column.asDouble * cell + cell / 2 + jitterX, row.asDouble * cell + cell / 2 + jitterY)
                for line in doodle(index % doodleCount) {
                    pen.stroke(line.map { point in rotate(point, by: turn, around: center) }, width: lineWidth)
                }
            }
        }
        pixmap.fill(pen.path, color: RGB(ink).premultiplied)
        return pixmap
    }

    static let doodleCount = 12

    /// The polylines of doodle `kind`, about 16 pt across, centred on the origin.
    static func doodle(_ kind: Int) -> [[(Double, Double)]] {
        switch kind {
        case 0: // a speech bubble
            return [arc(-1, -2, 7.5, 5.5, from: 0.62, to: 2.35 + Double.pi * 2 - 0.2) + [(-5.5, 7.5), (-2.6, 2.9)]]
        case 1: // a heart
            var points: [(Double, Double)] = []
            for i in 0...40 {
                let t = Double(i) / 40 * 2 * Double.pi
                let x = 16 * pow(sin(t), 3), y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
                points.append((x * 0.45, -y * 0.45 - 1))
            }
            return [points]
        case 2: // a five-pointed star
            let points = (0...10).map { i -> (Double, Double) in
                let r = i % 2 == 0 ? 8.0 : 3.4
                let a = -Double.pi / 2 + Double(i) * Double.pi / 5
                return (r * cos(a), r * sin(a))
            }
            return [points]
        case 3: // a balloon on a string
            return [arc(0, -3, 5.5, 6.5, from: 0, to: 2 * Double.pi), [(0, 3.5), (-1.5, 6), (1, 8), (-0.5, 9.5)]]
        case 4: // a crescent moon
            return [arc(0, 0, 7.5, 7.5, from: 0.9, to: 5.4) + arc(2.6, -0.6, 5.8, 5.8, from: 4.95, to: 1.35, clockwise: false)]
        case 5: // a music note
            return [arc(-3.5, 5, 2.6, 2, from: 0, to: 2 * Double.pi), [(-1, 5), (-1, -7), (5, -5), (5, -2), (-1, -4)]]
        case 6: // a camera
            return [[(-8, -3.5), (-3.5, -3.5), (-2, -6), (2, -6), (3.5, -3.5), (8, -3.5), (8, 6), (-8, 6), (-8, -3.5)],
                    arc(0, 1.2, 3.2, 3.2, from: 0, to: 2 * Double.pi)]
        case 7: // a cloud
            return [arc(-4, 1, 3.6, 3.6, from: Double.pi / 2, to: 3 * Double.pi / 2 + 0.3)
                    + arc(0.5, -1.5, 4.6, 4.6, from: 3.5, to: 6.0) + arc(5, 1.2, 3.2, 3.2, from: 4.4, to: 7.85) + [(-4, 4.6)]]
        case 8: // a paper plane
            return [[(-8, 0), (8, -6), (3, 7), (0, 2), (-8, 0)], [(0, 2), (8, -6)]]
        case 9: // a smiley
            return [arc(0, 0, 7.5, 7.5, from: 0, to: 2 * Double.pi), arc(0, 0.5, 4, 3.6, from: 0.45, to: Double.pi - 0.45),
                    arc(-2.6, -2.4, 0.7, 0.7, from: 0, to: 2 * Double.pi), arc(2.6, -2.4, 0.7, 0.7, from: 0, to: 2 * Double.pi)]
        case 10: // a lightning bolt
            return [[(1.5, -8.5), (-4.5, 1), (0, 1), (-1.5, 8.5), (4.5, -1.5), (0, -1.5), (1.5, -8.5)]]
        default: // a flower
            var lines: [[(Double, Double)]] = [arc(0, 0, 2, 2, from: 0, to: 2 * Double.pi)]
            for petal in 0..<5 {
                let a = Double(petal) * 2 * Double.pi / 5
                lines.append(arc(5 * cos(a), 5 * sin(a), 2.8, 2.8, from: a + 2.3, to: a + 2 * Double.pi - 2.3))
            }
            return lines
        }
    }

    /// Points on an ellipse centred at (`cx`, `cy`) from angle `from` to `to` (radians, y down).
    static func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from: Double, to: Double,
                    clockwise: Bool = true) -> [(Double, Double)] {
        let span = clockwise ? to - from : -(from - to + (from < to ? 2 * Double.pi : 0))
        let steps = max(8, Int(abs(span) * 8))
        return (0...steps).map { i in
            let a = from + span * Double(i) / Double(steps)
            return (cx + rx * cos(a), cy + ry * sin(a))
        }
    }

    static func rotate(_ point: (Double, Double), by angle: Double, around center: (Double, Double)) -> (Double, Double) {
        let c = cos(angle), s = sin(angle)
        return (center.0 + point.0 * c - point.1 * s, center.1 + point.0 * s + point.1 * c)
    }
}

private extension Int {
    var asDouble: Double { Double(self) }
}
