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
        /// Telegram's own doodles, none of them WhatsApp's: planets, rockets, cats, game pads, crowns, bulbs,
        /// diamonds, cups, pencils, keys, ghosts, snowflakes, umbrellas and sailboats.
        static let telegram = Pattern(cells: 7, kinds: [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 13, 16, 12, 19, 22],
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
        case 13: // a rocket
            return [[(0, -8.5), (3, -4), (3, 4), (-3, 4), (-3, -4), (0, -8.5)], [(-3, 0.5), (-5.5, 5), (-3, 4)], [(3, 0.5), (5.5, 5), (3, 4)],
                    arc(0, -2, 1.3, 1.3, from: 0, to: 2 * Double.pi), [(-1.5, 5.5), (0, 8.5), (1.5, 5.5)]]
        case 14: // a cat's face
            return [arc(0, 1.5, 7, 6, from: -Double.pi / 2 + 0.5, to: 1.5 * Double.pi - 0.5),
                    [(-4.4, -3.2), (-5.4, -8), (-1.6, -4.4)], [(4.4, -3.2), (5.4, -8), (1.6, -4.4)],
                    arc(-2.5, 0.5, 0.8, 0.8, from: 0, to: 2 * Double.pi), arc(2.5, 0.5, 0.8, 0.8, from: 0, to: 2 * Double.pi),
                    [(-8.5, 2.5), (-4, 3)], [(8.5, 2.5), (4, 3)]]
        case 15: // a game pad
            return [[(-8, -2), (-4.5, -4), (4.5, -4), (8, -2), (8.5, 4), (6, 5.5), (3, 2.5), (-3, 2.5), (-6, 5.5), (-8.5, 4), (-8, -2)],
                    [(-6.5, 0.2), (-3.5, 0.2)], [(-5, -1.3), (-5, 1.7)],
                    arc(4, -0.6, 0.8, 0.8, from: 0, to: 2 * Double.pi), arc(5.9, 1, 0.8, 0.8, from: 0, to: 2 * Double.pi)]
        case 16: // a crown
            return [[(-7, 4), (-8, -5), (-3.5, -1), (0, -7), (3.5, -1), (8, -5), (7, 4), (-7, 4)], [(-7, 6.5), (7, 6.5)]]
        case 17: // a light bulb
            return [arc(0, -2.5, 5.5, 5.5, from: Double.pi / 2 + 0.7, to: Double.pi / 2 - 0.7 + 2 * Double.pi) + [(2.5, 5), (-2.5, 5), (-3.54, 1.7)],
                    [(-2.2, 7), (2.2, 7)], [(-1.5, -2), (-0.5, 0.5), (0.5, -2), (1.5, 0.5)]]
        case 18: // a diamond
            return [[(-8, -2), (-4.5, -6.5), (4.5, -6.5), (8, -2), (0, 8), (-8, -2)], [(-8, -2), (8, -2)],
                    [(-4.5, -6.5), (-2, -2), (0, 8)], [(4.5, -6.5), (2, -2), (0, 8)]]
        case 19: // a cup with steam
            return [[(-6, -2.5), (-5, 7), (3, 7), (4, -2.5), (-6, -2.5)], arc(4.3, 1.5, 2.6, 2.6, from: -Double.pi / 2, to: Double.pi / 2),
                    [(-2.5, -4.5), (-1.5, -6.5), (-2.5, -8.5)], [(1, -4.5), (2, -6.5), (1, -8.5)]]
        case 20: // a pencil
            return [[(-7, 7), (-6, 3), (4, -7), (7, -4), (-3, 6), (-7, 7)], [(-6, 3), (-3, 6)], [(2, -5), (5, -2)]]
        case 21: // a key
            return [arc(-4.5, 0, 3.5, 3.5, from: 0, to: 2 * Double.pi), [(-1, 0), (8, 0)], [(5, 0), (5, 3)], [(7.5, 0), (7.5, 2.5)]]
        case 22: // a ghost
            return [[(-6, 8), (-6, -2)] + arc(0, -2, 6, 6, from: Double.pi, to: 2 * Double.pi)
                    + [(6, 8), (4, 6), (2, 8), (0, 6), (-2, 8), (-4, 6), (-6, 8)],
                    arc(-2.2, -2, 0.9, 0.9, from: 0, to: 2 * Double.pi), arc(2.2, -2, 0.9, 0.9, from: 0, to: 2 * Double.pi)]
        case 23: // a snowflake
            var lines: [[(Double, Double)]] = []
            for spoke in 0..<6 {
                let a = Double(spoke) * Double.pi / 3
                let tip = (8 * cos(a), 8 * sin(a)), mid = (4.5 * cos(a), 4.5 * sin(a))
                lines.append([(0, 0), tip])
                lines.append([(mid.0 + 2.4 * cos(a + 0.9), mid.1 + 2.4 * sin(a + 0.9)), mid, (mid.0 + 2.4 * cos(a - 0.9), mid.1 + 2.4 * sin(a - 0.9))])
            }
            return lines
        case 24: // an umbrella
            return [arc(0, 0, 8, 7, from: Double.pi, to: 2 * Double.pi) + [(-8, 0)], [(0, 0), (0, 6)] + arc(-1.5, 6, 1.5, 1.5, from: 0, to: Double.pi)]
        case 25: // a sailboat
            return [[(-8, 3), (8, 3), (5, 7), (-5, 7), (-8, 3)], [(0, 3), (0, -8)], [(0, -8), (6.5, 1), (0, 1)], [(-0.8, -6), (-6, 1), (-0.8, 1)]]
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
