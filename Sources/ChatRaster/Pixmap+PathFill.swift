import ChatGeometry

extension Pixmap {
    /// Fills `path` (coordinates in this pixmap's pixels) with `color`, antialiased, using `rule`. Only the
    /// part of the path's bounding box inside the pixmap is rasterized.
    public mutating func fill(_ path: Path, color: PremultipliedColor, rule: FillRule = .nonZero) {
        fill(path, color: color, rule: rule, rowOffset: 0)
    }

    /// Fills `path`, given in the pixels of a taller canvas of which this pixmap holds the rows
    /// `rowOffset ..< rowOffset + height`. The path is always rasterized in its own grid (moved by the whole
    /// pixels of its top-left corner, whatever part of it is drawn), so each pixel gets the same coverage
    /// whichever band of the canvas it is drawn in.
    public mutating func fill(_ path: Path, color: PremultipliedColor, rule: FillRule = .nonZero, rowOffset: Int) {
        fill(path, color: color, rule: rule, rowOffset: rowOffset, masks: nil)
    }

    /// Fills `path` as `fill(_:color:rule:rowOffset:)` does, taking its coverage from `masks` when they hold it (and
    /// leaving it there when not): the same bytes either way.
    package mutating func fill(_ path: Path, color: PremultipliedColor, rule: FillRule, rowOffset: Int, masks: (any CoverageMaskCache)?) {
        guard let box = path.controlPointBounds, box.x.isFinite, box.y.isFinite, !isEmpty else { return }
        // Beyond ±2^40 pixels nothing can reach a pixmap; the origin stays an exactly representable integer.
        let limit = Double(1 << 40)
        guard abs(box.x) < limit, abs(box.y) < limit, box.width < limit, box.height < limit else { return }
        let originX = Int(box.x.rounded(.down)), originY = Int(box.y.rounded(.down))
        let boxWidth = Int((box.x + box.width).rounded(.up)) - originX
        let boxHeight = Int((box.y + box.height).rounded(.up)) - originY
        guard boxWidth > 0, boxHeight > 0 else { return }
        // The pixmap's pixels in the path's grid, intersected with the path's box.
        let visible = PixelRect(x: -originX, y: rowOffset - originY, width: width, height: height)
            .intersection(PixelRect(x: 0, y: 0, width: boxWidth, height: boxHeight))
        guard !visible.isEmpty else { return }
        let local = path.transformed(by: .translation(x: Double(-originX), y: Double(-originY)))
        let scanConvert = { ScanlineRasterizer(path: local).coverage(window: visible, rule: rule) }
        let mask = masks?.mask(of: local, window: visible, rule: rule, make: scanConvert) ?? scanConvert()
        fill(mask, x: visible.x + originX, y: visible.y + originY - rowOffset, color: color)
    }
}
