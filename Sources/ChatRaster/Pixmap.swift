/// A colour with premultiplied 8-bit channels: `red ≤ alpha`, and so on.
public struct PremultipliedColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Premultiplies straight sRGB channels (rounded to nearest).
    public init(straightRed r: UInt8, green g: UInt8, blue b: UInt8, alpha a: UInt8) {
        func mul(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * UInt32(a) + 127) / 255) }
        self.init(red: mul(r), green: mul(g), blue: mul(b), alpha: a)
    }

    public static let transparent = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
    public static let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
}

/// A raster image in memory: premultiplied RGBA, 8 bits per channel, rows top to bottom, no padding
/// (`pixels.count == width * height * 4`).
public struct Pixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// A transparent pixmap.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "negative pixmap size")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap filled with one colour.
    public init(width: Int, height: Int, fill: PremultipliedColor) {
        self.init(width: width, height: height)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.red; pixels[i + 1] = fill.green; pixels[i + 2] = fill.blue; pixels[i + 3] = fill.alpha
        }
    }

    /// Wraps existing premultiplied RGBA bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y); (0, 0) is the top-left.
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            let i = (y * width + x) * 4
            return PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.red; pixels[i + 1] = newValue.green; pixels[i + 2] = newValue.blue; pixels[i + 3] = newValue.alpha
        }
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
