/// Conversions between the premultiplied RGBA of `Pixmap` and the straight alpha that PNG stores.
/// Rounding: premultiply `(c·a + 127) / 255`; unpremultiply `(c·255 + a/2) / a`, at most 255.
enum AlphaConversion {
    /// Premultiplies straight RGBA bytes in place.
    static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { bytes in
            var index = 0
            while index + 3 < bytes.count {
                let alpha = UInt32(bytes[index + 3])
                if alpha == 0 {
                    bytes[index] = 0; bytes[index + 1] = 0; bytes[index + 2] = 0
                } else if alpha != 255 {
                    bytes[index] = UInt8((UInt32(bytes[index]) * alpha + 127) / 255)
                    bytes[index + 1] = UInt8((UInt32(bytes[index + 1]) * alpha + 127) / 255)
                    bytes[index + 2] = UInt8((UInt32(bytes[index + 2]) * alpha + 127) / 255)
                }
                index += 4
            }
        }
    }

    /// Straight-alpha copy of premultiplied RGBA bytes. Fully transparent pixels become (0, 0, 0, 0).
    static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count) { output, initialized in
            pixels.withUnsafeBufferPointer { input in
                var index = 0
                while index + 3 < input.count {
                    let alpha = UInt32(input[index + 3])
                    output[index + 3] = input[index + 3]
                    if alpha == 255 {
                        output[index] = input[index]; output[index + 1] = input[index + 1]; output[index + 2] = input[index + 2]
                    } else if alpha == 0 {
                        output[index] = 0; output[index + 1] = 0; output[index + 2] = 0
                    } else {
                        let half = alpha / 2
                        output[index] = UInt8(min(255, (UInt32(input[index]) * 255 + half) / alpha))
                        output[index + 1] = UInt8(min(255, (UInt32(input[index + 1]) * 255 + half) / alpha))
                        output[index + 2] = UInt8(min(255, (UInt32(input[index + 2]) * 255 + half) / alpha))
                    }
                    index += 4
                }
            }
            initialized = pixels.count
        }
    }

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
