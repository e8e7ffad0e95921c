/// The device-pixel grid of an output: `scale` pixels per point. Layout and painting snap to it the same way, so
/// that a box the layout sizes in pixels is the box the painter fills.
package struct PixelGrid: Sendable, Hashable {
    /// Device pixels per point.
    package var scale: Double

    /// The grid of an output at `scale` pixels per point.
    package init(scale: Double) { self.scale = scale }

    /// `rect` (points) snapped to whole device pixels: each edge rounded to the nearest pixel, so neighbours never
    /// overlap or gap; any finite or infinite input gives a valid rectangle.
    package func snap(_ rect: Rect) -> PixelRect {
        let x0 = Self.clamped((rect.minX * scale).rounded()), y0 = Self.clamped((rect.minY * scale).rounded())
        let x1 = Self.clamped((rect.maxX * scale).rounded()), y1 = Self.clamped((rect.maxY * scale).rounded())
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// `rect`, already in device pixels, with each edge rounded to the nearest pixel.
    package func snapPixels(_ rect: Rect) -> PixelRect {
        let x0 = Self.clamped(rect.minX.rounded()), y0 = Self.clamped(rect.minY.rounded())
        let x1 = Self.clamped(rect.maxX.rounded()), y1 = Self.clamped(rect.maxY.rounded())
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The rectangle in points whose snapped pixels are exactly `pixels` (each edge k / scale, which rounds back to
    /// k at any scale).
    package func points(_ pixels: PixelRect) -> Rect {
        Rect(x: Double(pixels.x) / scale, y: Double(pixels.y) / scale,
             width: Double(pixels.maxX) / scale - Double(pixels.x) / scale, height: Double(pixels.maxY) / scale - Double(pixels.y) / scale)
    }

    /// A whole number of pixels as an `Int`, NaN as 0 and anything beyond ±2^52 at ±2^52.
    package static func clamped(_ value: Double) -> Int {
        let limit = Double(1 << 52)
        return value.isNaN ? 0 : Int(min(max(value, -limit), limit))
    }
}
