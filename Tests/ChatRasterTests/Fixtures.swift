@testable import ChatRaster

/// Small hand-made images for the tests.
enum Fixtures {
    static let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
    static let green = PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255)

    /// An image whose pixels come from `color(x, y)`.
    static func image(width: Int, height: Int, _ color: (Int, Int) -> PremultipliedColor) -> Pixmap {
        var image = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { image[x, y] = color(x, y) }
        }
        return image
    }

    /// Every pixel distinct and opaque: red encodes x, green encodes y.
    static func coordinates(width: Int, height: Int) -> Pixmap {
        image(width: width, height: height) { x, y in
            PremultipliedColor(red: UInt8(x * 20 + 5), green: UInt8(y * 20 + 5), blue: 77, alpha: 255)
        }
    }

    /// A one-pixel black and white opaque checkerboard.
    static func checkerboard(width: Int, height: Int) -> Pixmap {
        image(width: width, height: height) { x, y in (x + y) % 2 == 0 ? .black : .white }
    }

    /// The pixel at (x, y) of `image`, as four numbers, for readable failures.
    static func rgba(_ image: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let p = image[x, y]
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// `image` rebuilt by copying source pixel (mapX(x), mapY(y)) to every (x, y).
    static func remapped(_ source: Pixmap, width: Int, height: Int, _ mapX: (Int) -> Int, _ mapY: (Int) -> Int) -> Pixmap {
        image(width: width, height: height) { x, y in source[mapX(x), mapY(y)] }
    }

    /// Sum of a mask's coverage in pixel units (255 = one pixel).
    static func coveredArea(_ mask: CoverageMask) -> Double {
        Double(mask.values.reduce(0) { $0 + Int($1) }) / 255
    }
}
