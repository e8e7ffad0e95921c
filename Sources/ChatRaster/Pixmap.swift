import ChatGeometry

/// A raster image in memory: premultiplied RGBA, 8 bits per channel, rows top to bottom, no padding
/// (`pixels.count == width * height * 4`).
///
/// All operations of ChatRaster are value-returning or `mutating` methods on this type, work in premultiplied
/// space and round products with `(x + 127) / 255` (see `PixelMath`), so equal inputs give equal bytes.
public struct ChatPixmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Premultiplied RGBA bytes, `width * height * 4` of them, row after row.
    public var pixels: [UInt8]

    /// A transparent pixmap. A negative size is a programmer error.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "negative pixmap size \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap filled with one colour. A negative size is a programmer error.
    public init(width: Int, height: Int, fill: PremultipliedColor) {
        guard fill != .transparent else {
            self.init(width: width, height: height)
            return
        }
        self.init(width: width, height: height) { buffer in Self.fill(buffer, with: fill) }
    }

    /// A pixmap whose bytes `initialize` writes, every one of them: the buffer it gets is not cleared first (a pass
    /// that writes each pixel would otherwise write the memory twice). A byte left unwritten would make the output
    /// depend on the allocator, so only passes that provably cover the whole buffer use this.
    init(width: Int, height: Int, initializingWith initialize: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        precondition(width >= 0 && height >= 0, "negative pixmap size \(width)×\(height)")
        self.width = width
        self.height = height
        let count = width * height * 4
        self.pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let whole = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            initialize(whole)
            initializedCount = count
        }
    }

    /// Sets every pixel to `color` (no blending).
    public mutating func fill(with color: PremultipliedColor) {
        pixels.withUnsafeMutableBufferPointer { buffer in Self.fill(buffer, with: color) }
    }

    /// Sets every pixel of `buffer` (premultiplied RGBA bytes) to `color`.
    static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, with color: PremultipliedColor) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        if color == .transparent {
            buffer.update(repeating: 0)
            return
        }
        // One 32-bit store per pixel, bytes in memory order R, G, B, A.
        let pattern = UInt32(littleEndian: UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16
                                | UInt32(color.alpha) << 24)
        let raw = UnsafeMutableRawPointer(base)
        for i in 0..<(buffer.count / 4) { raw.storeBytes(of: pattern, toByteOffset: i &* 4, as: UInt32.self) }
    }

    /// Wraps existing premultiplied RGBA bytes; a buffer of the wrong length is a programmer error.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "negative pixmap size \(width)×\(height)")
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y); (0, 0) is the top-left. Coordinates outside the pixmap are a programmer error.
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.red; pixels[i + 1] = newValue.green; pixels[i + 2] = newValue.blue; pixels[i + 3] = newValue.alpha
        }
    }

    /// The whole pixmap as a rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// True when the pixmap has no pixels (zero width or height).
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var i = 3
            while i < buffer.count {
                if buffer[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }
}
