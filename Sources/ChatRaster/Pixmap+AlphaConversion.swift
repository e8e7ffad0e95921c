extension Pixmap {
    /// A pixmap from straight (non-premultiplied) RGBA bytes, as PNG and JPEG decoders produce them.
    ///
    /// Each colour channel becomes `(c × a + 127) / 255` (rounded to nearest); alpha 0 gives all-zero pixels.
    /// A buffer whose length is not `width × height × 4`, or a negative size, is a programmer error.
    public init(straightRGBA bytes: [UInt8], width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "negative pixmap size \(width)×\(height)")
        precondition(bytes.count == width * height * 4, "straight RGBA buffer does not match \(width)×\(height)")
        var out = bytes
        out.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let a = buffer[i + 3]
                if a == 0 {
                    buffer[i] = 0; buffer[i + 1] = 0; buffer[i + 2] = 0
                } else if a != 255 {
                    buffer[i] = PixelMath.multiply(buffer[i], a)
                    buffer[i + 1] = PixelMath.multiply(buffer[i + 1], a)
                    buffer[i + 2] = PixelMath.multiply(buffer[i + 2], a)
                }
                i += 4
            }
        }
        self.init(width: width, height: height, pixels: out)
    }

    /// The pixels as straight (non-premultiplied) RGBA bytes, for encoders.
    ///
    /// Each colour channel becomes `min(255, (c × 255 + a / 2) / a)` (rounded to nearest); alpha 0 gives
    /// (0, 0, 0, 0). Alpha 255 pixels are returned unchanged, so opaque images round-trip exactly.
    public func straightRGBA() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let a = UInt32(buffer[i + 3])
                if a == 0 {
                    buffer[i] = 0; buffer[i + 1] = 0; buffer[i + 2] = 0
                } else if a != 255 {
                    let half = a / 2
                    for c in i..<(i + 3) {
                        let value = (UInt32(buffer[c]) &* 255 &+ half) / a
                        buffer[c] = UInt8(truncatingIfNeeded: Swift.min(value, 255))
                    }
                }
                i += 4
            }
        }
        return out
    }
}
