import ChatGeometry

extension Pixmap {
    /// The pixels inside `rect`, copied exactly. The result is always `rect.width × rect.height` (negative sizes
    /// count as 0); parts of `rect` outside this pixmap come out transparent, like extending a canvas.
    public func cropped(to rect: PixelRect) -> Pixmap {
        var out = Pixmap(width: Swift.max(0, rect.width), height: Swift.max(0, rect.height))
        let visible = rect.intersection(bounds)
        guard !visible.isEmpty else { return out }
        let rowBytes = visible.width * 4
        let outWidth = out.width
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in visible.y..<visible.maxY {
                    let s = (y * width + visible.x) * 4
                    let d = ((y - rect.y) * outWidth + (visible.x - rect.x)) * 4
                    for i in 0..<rowBytes { dst[d + i] = src[s + i] }
                }
            }
        }
        return out
    }
}
