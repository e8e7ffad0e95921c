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

    /// How doodles are scattered over a tile: WhatsApp's loose grid of large doodles, or Telegram's denser pattern
    /// of small ones in several sizes, paper planes and planets among them.
    struct Pattern {
        var cells: Int
        /// The doodles in cell order (repeated), and each cell's size factor in turn.
        var kinds: [Int]
        var sizes: [Double]
        var jitter: Double

        static let whatsapp = Pattern(cells: 5, kinds: Array(0..<12), sizes: [1], jitter: 0.6)
        static let telegram = Pattern(cells: 7, kinds: [8, 12, 4, 1, 7, 2, 12, 9, 8, 5, 3, 10, 12, 6, 11, 0, 8],
                                      sizes: [0.78, 0.62, 0.7, 0.85, 0.66], jitter: 0.35)
    }

    /// A tile at `scale` with doodles of `ink` on `base`, scattered by `pattern`.
    static func tile(base: UInt32, ink: UInt32, scale: Int, pattern: Pattern = .whatsapp) -> ChatPixmap {
        let side = Int((tileSize * Double(scale)).rounded())
        var pixmap = ChatPixmap(width: side, height: side, fill: RGB(base).premultiplied)
        var pen = Pen(scale: Double(scale))
        let cells = pattern.cells
        let cell = tileSize / Double(cells)
        for row in 0..<cells {
            for column in 0..<cells {
                let index = row * cells + column
                // Deterministic jitter and turn per cell; the doodle (about 16 pt times its size) stays inside its cell.
                let jitterX = (Double((index * 37) % 11) - 5) * pattern.jitter
                let jitterY = (Double((index * 53) % 11) - 5) * pattern.jitter
                let turn = Double((index * 71) % 360) * Double.pi / 180
                let size = pattern.sizes[index % pattern.sizes.count]
                let center = (column.asDouble * cell + cell / 2 + jitterX, row.asDouble * cell + cell / 2 + jitterY)
                for line in doodle(pattern.kinds[index % pattern.kinds.count]) {
                    pen.stroke(line.map { point in rotate((point.0 * size, point.1 * size), by: turn, around: center) }, width: lineWidth)
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
        case 12: // a ringed planet (Telegram's pattern)
            return [arc(0, 0, 5, 5, from: 0, to: 2 * Double.pi), arc(0, 0, 9, 3, from: -0.35, to: Double.pi + 0.35, clockwise: true)]
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
