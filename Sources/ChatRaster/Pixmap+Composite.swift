extension Pixmap {
    /// Draws `source` with its top-left corner at (`x`, `y`) using premultiplied source-over:
    /// `out = s + d × (255 − sa) / 255` per channel (rounded to nearest, capped at 255), where the source is first
    /// scaled by `opacity` quantised to `round(opacity × 255)` (`opacity` clamped to `0...1`, NaN counts as 0).
    /// Parts outside this pixmap are clipped; negative `x`/`y` are fine.
    public mutating func draw(_ source: Pixmap, x: Int, y: Int, opacity: Double = 1) {
        let level = UInt32(PixelMath.unitToByte(opacity))
        guard level > 0 else { return }
        let visible = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !visible.isEmpty else { return }
        let canvasWidth = width, sourceWidth = source.width
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in visible.y..<visible.maxY {
                    var s = ((row - y) * sourceWidth + (visible.x - x)) * 4
                    var d = (row * canvasWidth + visible.x) * 4
                    for _ in 0..<visible.width {
                        var r = UInt32(src[s]), g = UInt32(src[s + 1]), b = UInt32(src[s + 2]), a = UInt32(src[s + 3])
                        if level != 255 {
                            r = PixelMath.div255(r &* level); g = PixelMath.div255(g &* level)
                            b = PixelMath.div255(b &* level); a = PixelMath.div255(a &* level)
                        }
                        Self.blendOver(r, g, b, a, at: d, in: dst)
                        s += 4
                        d += 4
                    }
                }
            }
        }
    }

    /// Fills the part of `rect` inside this pixmap with `color` (premultiplied source-over, as `draw`).
    public mutating func fill(_ rect: PixelRect, color: PremultipliedColor) {
        let visible = rect.intersection(bounds)
        guard !visible.isEmpty, color.alpha > 0 || color.red > 0 || color.green > 0 || color.blue > 0 else { return }
        let canvasWidth = width
        let r = UInt32(color.red), g = UInt32(color.green), b = UInt32(color.blue), a = UInt32(color.alpha)
        pixels.withUnsafeMutableBufferPointer { dst in
            for row in visible.y..<visible.maxY {
                var d = (row * canvasWidth + visible.x) * 4
                for _ in 0..<visible.width {
                    Self.blendOver(r, g, b, a, at: d, in: dst)
                    d += 4
                }
            }
        }
    }

    /// Fills `color × coverage / 255` through `mask` placed with its top-left at (`x`, `y`) (premultiplied
    /// source-over, as `draw`); parts outside this pixmap are clipped.
    public mutating func fill(_ mask: CoverageMask, x: Int, y: Int, color: PremultipliedColor) {
        let visible = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(bounds)
        guard !visible.isEmpty else { return }
        let canvasWidth = width, maskWidth = mask.width
        let r = UInt32(color.red), g = UInt32(color.green), b = UInt32(color.blue), a = UInt32(color.alpha)
        mask.values.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { dst in
                for row in visible.y..<visible.maxY {
                    var m = (row - y) * maskWidth + (visible.x - x)
                    var d = (row * canvasWidth + visible.x) * 4
                    for _ in 0..<visible.width {
                        let c = UInt32(coverage[m])
                        if c == 255 {
                            Self.blendOver(r, g, b, a, at: d, in: dst)
                        } else if c != 0 {
                            Self.blendOver(PixelMath.div255(r &* c), PixelMath.div255(g &* c),
                                           PixelMath.div255(b &* c), PixelMath.div255(a &* c), at: d, in: dst)
                        }
                        m += 1
                        d += 4
                    }
                }
            }
        }
    }

    /// One premultiplied source-over blend of (r, g, b, a) onto the pixel at byte offset `i`.
    @inline(__always)
    static func blendOver(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32, at i: Int,
                          in dst: UnsafeMutableBufferPointer<UInt8>) {
        if a == 255 {
            dst[i] = UInt8(truncatingIfNeeded: r); dst[i + 1] = UInt8(truncatingIfNeeded: g)
            dst[i + 2] = UInt8(truncatingIfNeeded: b); dst[i + 3] = 255
            return
        }
        if a == 0 && r == 0 && g == 0 && b == 0 { return }
        let inverse = 255 &- a
        @inline(__always) func over(_ s: UInt32, _ d: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: Swift.min(255, s &+ PixelMath.div255(UInt32(d) &* inverse)))
        }
        dst[i] = over(r, dst[i]); dst[i + 1] = over(g, dst[i + 1])
        dst[i + 2] = over(b, dst[i + 2]); dst[i + 3] = over(a, dst[i + 3])
    }
}
