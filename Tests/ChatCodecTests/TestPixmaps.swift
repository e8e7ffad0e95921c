import ChatRaster

/// Deterministic pixmaps for tests.
enum TestPixmaps {
    /// Every valid premultiplied (colour, alpha) pair: alpha runs along y (0…255), colour along x
    /// (0…alpha, the rest transparent); red, green and blue take the value, its complement within
    /// alpha, and its half.
    static func allPremultipliedPairs() -> Pixmap {
        var pixmap = Pixmap(width: 256, height: 256)
        for alpha in 0...255 {
            for value in 0...alpha {
                pixmap[value, alpha] = PremultipliedColor(red: UInt8(value), green: UInt8(alpha - value),
                                                          blue: UInt8(value / 2), alpha: UInt8(alpha))
            }
        }
        return pixmap
    }

    /// An opaque image with smooth gradients and some hard edges, like a photo next to flat UI.
    static func opaqueScene(width: Int, height: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let inBox = x > width / 4 && x < width * 3 / 4 && y > height / 3 && y < height * 2 / 3
                pixmap[x, y] = inBox
                    ? PremultipliedColor(red: 0, green: 122, blue: 255, alpha: 255)
                    : PremultipliedColor(red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
                                         blue: UInt8((x + y) * 255 / max(1, width + height - 2)), alpha: 255)
            }
        }
        return pixmap
    }

    /// Four solid quadrants: red top-left, green top-right, blue bottom-left, white bottom-right.
    static func quadrants(width: Int, height: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                pixmap[x, y] = quadrantColor(x: x, y: y, width: width, height: height)
            }
        }
        return pixmap
    }

    static func quadrantColor(x: Int, y: Int, width: Int, height: Int) -> PremultipliedColor {
        switch (x < width / 2, y < height / 2) {
        case (true, true): PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        case (false, true): PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255)
        case (true, false): PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
        case (false, false): PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        }
    }

    /// The largest per-channel difference between two same-sized pixmaps, and the mean.
    static func difference(_ a: Pixmap, _ b: Pixmap) -> (max: Int, mean: Double) {
        var maximum = 0, total = 0
        for index in a.pixels.indices {
            let delta = abs(Int(a.pixels[index]) - Int(b.pixels[index]))
            maximum = max(maximum, delta)
            total += delta
        }
        return (maximum, Double(total) / Double(max(1, a.pixels.count)))
    }

    /// Whether two colours differ by at most `tolerance` in every channel.
    static func close(_ a: PremultipliedColor, _ b: PremultipliedColor, tolerance: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }
}
