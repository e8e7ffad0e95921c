extension Pixmap {
    /// The colour mask of this template: every output pixel is `color × template alpha / 255` (each of the four
    /// premultiplied channels, rounded to nearest). The template's own RGB is discarded — this is Core
    /// Graphics' clip-to-mask-then-fill (Porter–Duff source-in of a solid colour), not a multiply.
    public func tinted(_ color: PremultipliedColor) -> Pixmap {
        // The output depends only on the template alpha, so one 256-entry table holds every possible pixel.
        var table = [UInt8](repeating: 0, count: 256 * 4)
        for a in 0..<256 {
            let scaled = color.scaled(by: UInt8(a))
            table[a * 4] = scaled.red; table[a * 4 + 1] = scaled.green
            table[a * 4 + 2] = scaled.blue; table[a * 4 + 3] = scaled.alpha
        }
        var out = Pixmap(width: width, height: height)
        table.withUnsafeBufferPointer { lut in
            pixels.withUnsafeBufferPointer { src in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    var i = 0
                    while i < src.count {
                        let t = Int(src[i + 3]) * 4
                        dst[i] = lut[t]; dst[i + 1] = lut[t + 1]; dst[i + 2] = lut[t + 2]; dst[i + 3] = lut[t + 3]
                        i += 4
                    }
                }
            }
        }
        return out
    }

    /// The pixmap with red, green and blue multiplied by `1 − fraction` (rounded to nearest) and alpha unchanged:
    /// the highlighted bubble of JSQMessagesViewController is `darkened(by: 0.12)`. Scaling premultiplied
    /// channels equals scaling straight ones. `fraction` is clamped to `0...1`; NaN counts as 0.
    public func darkened(by fraction: Double) -> Pixmap {
        let table = PixelMath.scaleTable(factor: PixelMath.darkeningFactor(fraction))
        var out = self
        table.withUnsafeBufferPointer { lut in
            out.pixels.withUnsafeMutableBufferPointer { buffer in
                var i = 0
                while i < buffer.count {
                    buffer[i] = lut[Int(buffer[i])]
                    buffer[i + 1] = lut[Int(buffer[i + 1])]
                    buffer[i + 2] = lut[Int(buffer[i + 2])]
                    i += 4
                }
            }
        }
        return out
    }
}
