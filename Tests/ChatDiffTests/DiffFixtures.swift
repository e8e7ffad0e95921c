import ChatGeometry
import ChatRaster

/// Deterministic image pairs for the pixelmatch agreement table: rendered-looking shapes with anti-aliased
/// edges, noise, transparency and flat colour shifts around the default threshold. Everything is drawn with
/// ChatRaster and a fixed linear congruential generator, so the pixels never change between runs or machines.
enum DiffFixtures {
    /// A named pair: `a` is pixelmatch's img1 (expected), `b` its img2 (actual).
    struct Pair {
        let name: String
        let a: Pixmap
        let b: Pixmap
    }

    static let size = 64

    /// Every pair, in table order.
    static let all: [Pair] = [
        circleShift(), strokes(), noise(), alphaGradient(), transparentVersusWhite(),
        colorShift(), bubble(), gradient(), transparentCircle(),
    ]

    static func pair(_ name: String) -> Pair {
        guard let pair = all.first(where: { $0.name == name }) else { preconditionFailure("no fixture named \(name)") }
        return pair
    }

    static let white = PremultipliedColor.white
    static let blue = PremultipliedColor(red: 0, green: 122, blue: 255, alpha: 255)
    static let ink = PremultipliedColor(red: 28, green: 28, blue: 30, alpha: 255)

    /// A filled anti-aliased circle.
    static func circle(on base: Pixmap, center: Point, radius: Double, color: PremultipliedColor) -> Pixmap {
        var out = base
        var path = Path()
        path.addCircle(center: center, radius: radius)
        out.fill(path, color: color)
        return out
    }

    /// A blue disc on white; the second one 1 px to the right (every edge pixel is anti-aliasing).
    static func circleShift() -> Pair {
        let base = Pixmap(width: size, height: size, fill: white)
        return Pair(name: "circle-shift",
                    a: circle(on: base, center: Point(x: 30.5, y: 32), radius: 14, color: blue),
                    b: circle(on: base, center: Point(x: 31.5, y: 32), radius: 14, color: blue))
    }

    /// Strokes that look like a line of handwriting-thin text; the second has one stroke moved and a dot added.
    static func strokes() -> Pair {
        func draw(offset: Double, dot: Bool) -> Pixmap {
            var out = Pixmap(width: size, height: size, fill: white)
            let polylines: [[(Double, Double)]] = [
                [(6, 40), (10, 20), (14, 40)], [(8, 32), (12, 32)],
                [(18, 20), (18, 40), (24, 34), (18, 30)],
                [(30 + offset, 26), (28 + offset, 40), (34 + offset, 40)],
                [(40, 24), (46, 40), (52, 24)], [(56, 20), (56.6, 40.3)],
            ]
            for line in polylines {
                var path = Path()
                path.move(to: Point(x: line[0].0, y: line[0].1))
                for point in line.dropFirst() { path.line(to: Point(x: point.0, y: point.1)) }
                out.fill(path.strokeOutline(width: 1.6), color: ink)
            }
            if dot { out = circle(on: out, center: Point(x: 60.2, y: 46.7), radius: 1.3, color: ink) }
            return out
        }
        return Pair(name: "strokes", a: draw(offset: 0, dot: false), b: draw(offset: 0.6, dot: true))
    }

    /// Opaque random colours; about one pixel in seven changed by up to ±60 per channel.
    static func noise() -> Pair {
        var random = LCG(seed: 7)
        var a = [UInt8](repeating: 255, count: size * size * 4)
        for i in 0..<(size * size) { for c in 0..<3 { a[i * 4 + c] = random.byte() } }
        var b = a
        for i in 0..<(size * size) where random.next() % 7 == 0 {
            for c in 0..<3 {
                let shifted = Int(b[i * 4 + c]) + Int(random.next() % 121) - 60
                b[i * 4 + c] = UInt8(max(0, min(255, shifted)))
            }
        }
        return Pair(name: "noise", a: Pixmap(straightRGBA: a, width: size, height: size),
                    b: Pixmap(straightRGBA: b, width: size, height: size))
    }

    /// Red fading in from left to right; the second slightly more opaque, with a differently coloured band.
    static func alphaGradient() -> Pair {
        var a = [UInt8](repeating: 0, count: size * size * 4), b = a
        for y in 0..<size {
            for x in 0..<size {
                let i = (y * size + x) * 4
                let alpha = UInt8(x * 4)
                a[i] = 220; a[i + 1] = 40; a[i + 2] = 30; a[i + 3] = alpha
                b[i] = 220; b[i + 1] = 40; b[i + 2] = 30; b[i + 3] = UInt8(min(255, Int(alpha) + 3))
                if (20..<30).contains(y) { b[i] = 40; b[i + 1] = 200; b[i + 2] = 30 }
            }
        }
        return Pair(name: "alpha-gradient", a: Pixmap(straightRGBA: a, width: size, height: size),
                    b: Pixmap(straightRGBA: b, width: size, height: size))
    }

    /// Transparent, half-transparent white and opaque white against all-white: blended over white these are
    /// invisible; pixelmatch 7's checkerboard background makes them differ.
    static func transparentVersusWhite() -> Pair {
        var a = Pixmap(width: size, height: size, fill: white)
        for y in 0..<size {
            for x in 0..<size where x < 20 || (40..<52).contains(y) {
                a[x, y] = x < 10 ? .transparent : PremultipliedColor(straightRed: 255, green: 255, blue: 255, alpha: 128)
            }
        }
        return Pair(name: "transparent-vs-white", a: a, b: Pixmap(width: size, height: size, fill: white))
    }

    /// A flat colour; the second image adds 78 to blue on the left half (YIQ distance 343.9, just under the
    /// default threshold's 352.15) and 79 on the right half (352.8, just over), plus a 10 px square of +1 red.
    static func colorShift() -> Pair {
        let base = PremultipliedColor(red: 100, green: 150, blue: 120, alpha: 255)
        let a = Pixmap(width: size, height: size, fill: base)
        var b = a
        for y in 0..<size {
            for x in 0..<size {
                b[x, y] = PremultipliedColor(red: 100, green: 150, blue: x < size / 2 ? 198 : 199, alpha: 255)
                if (4..<14).contains(x), (4..<14).contains(y) { b[x, y] = PremultipliedColor(red: 101, green: 150, blue: 120, alpha: 255) }
            }
        }
        return Pair(name: "color-shift", a: a, b: b)
    }

    /// A chat bubble with two text-like bars; the second bubble is 1 px wider with rounder corners and a
    /// longer second bar.
    static func bubble() -> Pair {
        func draw(width: Double, radius: Double, bar: Double) -> Pixmap {
            var out = Pixmap(width: size, height: size, fill: PremultipliedColor(red: 242, green: 242, blue: 247, alpha: 255))
            var shape = Path()
            shape.addRoundedRect(Rect(x: 8.3, y: 12, width: width, height: 34), radii: CornerRadii(all: radius))
            out.fill(shape, color: blue)
            for (y, length) in [(20.0, 30.0), (30.0, bar)] {
                var text = Path()
                text.addRoundedRect(Rect(x: 15.5, y: y, width: length, height: 4.5), radii: CornerRadii(all: 1.5))
                out.fill(text, color: white)
            }
            return out
        }
        return Pair(name: "bubble", a: draw(width: 44, radius: 12, bar: 18), b: draw(width: 45, radius: 13, bar: 23.4))
    }

    /// A smooth two-way gradient; the second has green raised by 2 everywhere and a small blob recoloured.
    static func gradient() -> Pair {
        var a = [UInt8](repeating: 255, count: size * size * 4), b = a
        for y in 0..<size {
            for x in 0..<size {
                let i = (y * size + x) * 4
                a[i] = UInt8(x * 4); a[i + 1] = UInt8(y * 3); a[i + 2] = UInt8(255 - x * 2)
                b[i] = a[i]; b[i + 1] = a[i + 1] + 2; b[i + 2] = a[i + 2]
                let dx = x - 44, dy = y - 20
                if dx * dx + dy * dy < 36 { b[i] = 250; b[i + 1] = 250; b[i + 2] = 20 }
            }
        }
        return Pair(name: "gradient", a: Pixmap(straightRGBA: a, width: size, height: size),
                    b: Pixmap(straightRGBA: b, width: size, height: size))
    }

    /// A dark circle on a transparent background (semi-transparent anti-aliased edge), moved by half a pixel.
    static func transparentCircle() -> Pair {
        let base = Pixmap(width: size, height: size)
        return Pair(name: "transparent-circle",
                    a: circle(on: base, center: Point(x: 32, y: 32), radius: 20, color: ink),
                    b: circle(on: base, center: Point(x: 32.5, y: 31.5), radius: 20, color: ink))
    }
}

/// Numerical Recipes' 32-bit linear congruential generator: the same numbers on every platform.
struct LCG {
    private var state: UInt32

    init(seed: UInt32) { state = seed }

    mutating func next() -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return state >> 8
    }

    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
