import ChatGeometry

/// A horizontal band of a taller canvas: the canvas rows `top ..< top + height`, full width, drawn in the
/// canvas's own pixel coordinates.
///
/// Streaming renders draw one band at a time into the same memory and hand each finished band to the encoder,
/// so memory follows the band, not the canvas. Every operation gives each pixel exactly the value it would get
/// on the whole canvas, so the output does not depend on the band height.
package struct Band: Sendable {
    /// The band's pixels: row 0 is canvas row `top`.
    package var pixmap: Pixmap
    /// The canvas row of the band's first row.
    package private(set) var top: Int

    /// A band of `height` rows starting at canvas row `top`, filled with `fill`.
    package init(width: Int, height: Int, top: Int, fill: PremultipliedColor) {
        pixmap = Pixmap(width: width, height: height, fill: fill)
        self.top = top
    }

    /// Wraps a pixmap holding canvas rows `top ..< top + pixmap.height`.
    package init(pixmap: Pixmap, top: Int) {
        self.pixmap = pixmap
        self.top = top
    }

    /// The band's width in pixels.
    package var width: Int { pixmap.width }
    /// The number of rows.
    package var height: Int { pixmap.height }
    /// The canvas rows the band holds.
    package var rows: Range<Int> { top..<(top + pixmap.height) }

    /// Moves the band to canvas row `top` and fills it with `color` (its size stays).
    package mutating func reset(top: Int, fill color: PremultipliedColor) {
        self.top = top
        pixmap.fill(with: color)
    }

    /// Moves the band to canvas row `top`, keeps its first `height` rows (at most the rows it has) and fills them
    /// with `color`, in the same memory: an image's last, shorter band touches no new pages.
    package mutating func reset(top: Int, height: Int, fill color: PremultipliedColor) {
        precondition(height >= 0 && height <= pixmap.height, "a band of \(pixmap.height) rows cannot hold \(height)")
        if height < pixmap.height {
            let width = pixmap.width
            var pixels: [UInt8] = []
            swap(&pixels, &pixmap.pixels)
            pixels.removeSubrange((width * height * 4)...)
            pixmap = Pixmap(width: width, height: height, pixels: pixels)
        }
        reset(top: top, fill: color)
    }

    /// The rows of `rows` (canvas rows) inside the band; empty when they miss it.
    package func visibleRows(_ rows: Range<Int>) -> Range<Int> { rows.clamped(to: self.rows) }

    /// Whether any of the canvas rows `rows` lies in the band.
    package func intersects(_ rows: Range<Int>) -> Bool { !visibleRows(rows).isEmpty }

    /// The band row of canvas row `y`, nil where the subtraction would overflow (nothing there is visible).
    private func bandRow(_ y: Int) -> Int? {
        let (row, overflow) = y.subtractingReportingOverflow(top)
        return overflow ? nil : row
    }

    /// `Pixmap.draw` with (`x`, `y`) in canvas pixels.
    package mutating func draw(_ source: Pixmap, x: Int, y: Int, opacity: Double = 1) {
        guard let row = bandRow(y) else { return }
        pixmap.draw(source, x: x, y: row, opacity: opacity)
    }

    /// `Pixmap.fill(_:color:)` with `rect` in canvas pixels.
    package mutating func fill(_ rect: PixelRect, color: PremultipliedColor) {
        guard let row = bandRow(rect.y) else { return }
        pixmap.fill(PixelRect(x: rect.x, y: row, width: rect.width, height: rect.height), color: color)
    }

    /// `Pixmap.fill(_:x:y:color:)` with the mask's top-left at (`x`, `y`) in canvas pixels.
    package mutating func fill(_ mask: CoverageMask, x: Int, y: Int, color: PremultipliedColor) {
        guard let row = bandRow(y) else { return }
        pixmap.fill(mask, x: x, y: row, color: color)
    }

    /// Fills `path`, in canvas pixels; only the rows in the band are rasterized (or their coverage taken from `masks`).
    package mutating func fill(_ path: Path, color: PremultipliedColor, rule: FillRule = .nonZero, masks: (any CoverageMaskCache)? = nil) {
        pixmap.fill(path, color: color, rule: rule, rowOffset: top, masks: masks)
    }
}
