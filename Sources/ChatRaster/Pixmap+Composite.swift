import ChatGeometry
import CChatRaster
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
                guard let source = src.baseAddress, let target = dst.baseAddress else { return }
                for row in visible.y..<visible.maxY {
                    let s = ((row - y) * sourceWidth + (visible.x - x)) * 4
                    let d = (row * canvasWidth + visible.x) * 4
                    crs_draw_row(target + d, source + s, visible.width, level)
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
            guard let target = dst.baseAddress else { return }
            for row in visible.y..<visible.maxY {
                crs_fill_color(target + (row * canvasWidth + visible.x) * 4, visible.width, r, g, b, a)
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
                guard let cover = coverage.baseAddress, let target = dst.baseAddress else { return }
                for row in visible.y..<visible.maxY {
                    let m = (row - y) * maskWidth + (visible.x - x)
                    let d = (row * canvasWidth + visible.x) * 4
                    crs_fill_color_masked(target + d, cover + m, visible.width, r, g, b, a)
                }
            }
        }
    }
}
