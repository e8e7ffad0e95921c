/// Alpha handling the encoders need beyond `Pixmap`'s own straight-alpha conversions
/// (`Pixmap(straightRGBA:)`, `straightRGBA()`).
enum AlphaConversion {
    /// Premultiplied RGBA composited over opaque white, as packed RGB (3 bytes per pixel):
    /// `c + (255 − a)` per channel, exact for premultiplied input.
    static func flattenedOntoWhiteRGB(_ pixels: [UInt8]) -> [UInt8] {
        let pixelCount = pixels.count / 4
        return [UInt8](unsafeUninitializedCapacity: pixelCount * 3) { output, initialized in
            pixels.withUnsafeBufferPointer { input in
                for pixel in 0..<pixelCount {
                    let coverageGap = 255 - UInt32(input[pixel * 4 + 3])
                    // Valid premultiplied colour has c ≤ a, so c + (255 − a) ≤ 255; clamp anyway for invalid input.
                    output[pixel * 3] = UInt8(min(255, UInt32(input[pixel * 4]) + coverageGap))
                    output[pixel * 3 + 1] = UInt8(min(255, UInt32(input[pixel * 4 + 1]) + coverageGap))
                    output[pixel * 3 + 2] = UInt8(min(255, UInt32(input[pixel * 4 + 2]) + coverageGap))
                }
            }
            initialized = pixelCount * 3
        }
    }
}
