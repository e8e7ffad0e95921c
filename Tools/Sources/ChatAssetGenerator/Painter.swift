import ChatGeometry
import ChatRaster

/// Straight-alpha RGB colour for procedural pictures.
struct RGB {
    var r: Double
    var g: Double
    var b: Double

    init(_ hex: UInt32) {
        r = Double((hex >> 16) & 0xFF)
        g = Double((hex >> 8) & 0xFF)
        b = Double(hex & 0xFF)
    }

    init(r: Double, g: Double, b: Double) { self.r = r; self.g = g; self.b = b }

    func mix(_ other: RGB, _ t: Double) -> RGB {
        RGB(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t)
    }

    var premultiplied: ChatPremultipliedColor {
        func c(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
        return ChatPremultipliedColor(red: c(r), green: c(g), blue: c(b), alpha: 255)
    }
}

/// Draws procedural "photos": gradients, filled paths in pixel coordinates, and film grain.
struct Painter {
    var pixmap: ChatPixmap
    var width: Int { pixmap.width }
    var height: Int { pixmap.height }

    init(width: Int, height: Int) { pixmap = ChatPixmap(width: width, height: height, fill: .black) }

    /// A vertical gradient through `stops` (position 0…1, colour) over rows `from`…`to` (fractions of the height).
    mutating func verticalGradient(_ stops: [(Double, RGB)], from: Double = 0, to: Double = 1) {
        let y0 = Int(from * Double(height)), y1 = Int(to * Double(height))
        for y in y0..<max(y0, y1) {
            let t = Double(y - y0) / Double(max(1, y1 - y0 - 1))
            var color = stops[0].1
            for i in 1..<stops.count where t <= stops[i].0 || i == stops.count - 1 {
                let (p0, c0) = stops[i - 1], (p1, c1) = stops[i]
                color = c0.mix(c1, max(0, min(1, (t - p0) / max(1e-9, p1 - p0))))
                break
            }
            let px = color.premultiplied
            for x in 0..<width { pixmap[x, y] = px }
        }
    }

    /// Fills a path given in fractions of the image size.
    mutating func fill(_ color: RGB, alpha: Double = 1, _ build: (inout Path, Double, Double) -> Void) {
        var path = Path()
        build(&path, Double(width), Double(height))
        let a = UInt8(max(0, min(255, (alpha * 255).rounded())))
        pixmap.fill(path, color: ChatPremultipliedColor(straightRed: color.premultiplied.red, green: color.premultiplied.green,
                                                    blue: color.premultiplied.blue, alpha: a), rule: .nonZero)
    }

    /// A ridge line of mountains across the image: deterministic sum of sines, filled to the bottom.
    mutating func ridge(_ color: RGB, base: Double, amplitude: Double, seed: Double, alpha: Double = 1) {
        fill(color, alpha: alpha) { path, w, h in
            path.move(to: Point(x: 0, y: h))
            let steps = 240
            for i in 0...steps {
                let u = Double(i) / Double(steps)
                let v = sin(u * 7.1 + seed) * 0.5 + sin(u * 17.3 + seed * 2.1) * 0.28 + sin(u * 41.7 + seed * 3.7) * 0.12
                path.line(to: Point(x: u * w, y: (base - amplitude * (0.5 + 0.5 * v)) * h))
            }
            path.line(to: Point(x: w, y: h))
            path.close()
        }
    }

    /// Adds deterministic luminance grain (a fixed linear congruential sequence) so photos look photographic.
    mutating func grain(strength: Double, seed: UInt32) {
        var state = seed
        pixmap.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                state = state &* 1_664_525 &+ 1_013_904_223
                let n = (Double(state >> 8) / Double(1 << 24) - 0.5) * 2 * strength
                for c in 0..<3 { p[i + c] = UInt8(max(0, min(255, Double(p[i + c]) + n))) }
                i += 4
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
