import ChatRaster

/// How two images differ: the project's own diff for golden tests (exact by default).
public struct ImageComparison: Sendable, Equatable {
    /// Number of pixels whose largest channel difference exceeds the tolerance.
    public let differentPixels: Int
    public let totalPixels: Int
    /// The smallest rectangle containing every differing pixel, nil when none differ.
    public let bounds: PixelRect?
    /// True when the sizes differ (nothing else is compared then).
    public let sizeMismatch: Bool

    /// True when the images are the same size and no pixel differs beyond the tolerance.
    public var matches: Bool { !sizeMismatch && differentPixels == 0 }

    /// Share of differing pixels, 0…100.
    public var percentage: Double { totalPixels == 0 ? 0 : Double(differentPixels) * 100 / Double(totalPixels) }

    /// Compares `actual` with `expected`, counting pixels whose premultiplied channels differ by more
    /// than `tolerance` (0 = exact).
    public static func compare(_ actual: Pixmap, _ expected: Pixmap, tolerance: Int = 0) -> ImageComparison {
        guard actual.width == expected.width, actual.height == expected.height else {
            return ImageComparison(differentPixels: max(actual.width * actual.height, expected.width * expected.height),
                                   totalPixels: max(actual.width * actual.height, expected.width * expected.height),
                                   bounds: nil, sizeMismatch: true)
        }
        if actual.pixels == expected.pixels {
            return ImageComparison(differentPixels: 0, totalPixels: actual.width * actual.height, bounds: nil, sizeMismatch: false)
        }
        var count = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        actual.pixels.withUnsafeBufferPointer { a in
            expected.pixels.withUnsafeBufferPointer { e in
                for y in 0..<actual.height {
                    for x in 0..<actual.width {
                        let i = (y * actual.width + x) * 4
                        var worst = 0
                        for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(e[i + c]))) }
                        if worst > tolerance {
                            count += 1
                            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                        }
                    }
                }
            }
        }
        let bounds = count == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return ImageComparison(differentPixels: count, totalPixels: actual.width * actual.height, bounds: bounds, sizeMismatch: false)
    }

    /// A picture of the difference: the expected image faded to grey, differing pixels in red.
    public static func diffImage(_ actual: Pixmap, _ expected: Pixmap, tolerance: Int = 0) -> Pixmap? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var out = Pixmap(width: actual.width, height: actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual[x, y], e = expected[x, y]
                let worst = max(abs(Int(a.red) - Int(e.red)), abs(Int(a.green) - Int(e.green)),
                                abs(Int(a.blue) - Int(e.blue)), abs(Int(a.alpha) - Int(e.alpha)))
                if worst > tolerance {
                    out[x, y] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
                } else {
                    let luma = (Int(e.red) * 299 + Int(e.green) * 587 + Int(e.blue) * 114) / 1000
                    let faded = UInt8(255 - (255 - luma) / 10)
                    out[x, y] = PremultipliedColor(red: faded, green: faded, blue: faded, alpha: 255)
                }
            }
        }
        return out
    }
}
