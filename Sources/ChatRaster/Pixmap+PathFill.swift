extension Pixmap {
    /// Fills `path` (coordinates in this pixmap's pixels) with `color`, antialiased, using `rule`. Only the
    /// path's bounding box (clipped to the pixmap) is rasterized.
    public mutating func fill(_ path: Path, color: PremultipliedColor, rule: FillRule = .nonZero) {
        guard let box = path.pixelBounds(clippedTo: bounds) else { return }
        let local = path.transformed(by: .translation(x: Double(-box.x), y: Double(-box.y)))
        let mask = rasterize(local, width: box.width, height: box.height, rule: rule)
        fill(mask, x: box.x, y: box.y, color: color)
    }
}
