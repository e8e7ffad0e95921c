/// An 8-bit alpha-only image: how much of each pixel a shape covers (0 = none, 255 = all), rows top to bottom,
/// no padding (`values.count == width * height`). The rasterizer produces it; masking and filling consume it.
public struct CoverageMask: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// One coverage byte per pixel, `width * height` of them, row after row.
    public var values: [UInt8]

    /// An empty (all-zero) mask. A negative size is a programmer error.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "negative mask size \(width)×\(height)")
        self.width = width
        self.height = height
        self.values = [UInt8](repeating: 0, count: width * height)
    }

    /// Wraps existing coverage bytes; a buffer of the wrong length is a programmer error.
    public init(width: Int, height: Int, values: [UInt8]) {
        precondition(width >= 0 && height >= 0, "negative mask size \(width)×\(height)")
        precondition(values.count == width * height, "coverage buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.values = values
    }

    /// The alpha channel of a pixmap as a mask.
    public init(alphaOf pixmap: Pixmap) {
        var values = [UInt8](repeating: 0, count: pixmap.width * pixmap.height)
        pixmap.pixels.withUnsafeBufferPointer { src in
            values.withUnsafeMutableBufferPointer { dst in
                for i in 0..<dst.count { dst[i] = src[i * 4 + 3] }
            }
        }
        self.init(width: pixmap.width, height: pixmap.height, values: values)
    }

    /// The coverage at (x, y); (0, 0) is the top-left. Coordinates outside the mask are a programmer error.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)×\(height)")
            return values[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)×\(height)")
            values[y * width + x] = newValue
        }
    }

    /// The mask with every value replaced by `255 − value`.
    public func inverted() -> CoverageMask {
        CoverageMask(width: width, height: height, values: values.map { 255 &- $0 })
    }
}
