import ChatGeometry

extension LocationElement {
    /// The map's pixels relative to the element's `target` at `scale`: the band across the top, or the framed map's
    /// box rounded to whole pixels, inside the target. The drawing and the memory plan both use it.
    func mapPixels(in target: PixelRect, scale: Double) -> PixelRect {
        guard let frame = mapFrame else {
            return PixelRect(x: 0, y: 0, width: target.width, height: min(target.height, max(1, Int((mapHeight * scale).rounded()))))
        }
        let x = min(max(0, Int((frame.minX * scale).rounded())), target.width - 1)
        let y = min(max(0, Int((frame.minY * scale).rounded())), target.height - 1)
        let maxX = min(target.width, Int((frame.maxX * scale).rounded())), maxY = min(target.height, Int((frame.maxY * scale).rounded()))
        return PixelRect(x: x, y: y, width: max(1, maxX - x), height: max(1, maxY - y))
    }
}
