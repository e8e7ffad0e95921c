import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// The iOS 6 chrome's drawing: gradient bands, bordered gradient buttons (rounded, or the back button's arrow) and
/// the inset field's inner shadow. Only the device-pixel rows inside the band are computed.
extension DisplayListRenderer {
    /// Fills `rect` (points) with `gradient`, one colour per row of device pixels, sampled at the row's centre.
    func fillGradient(_ gradient: LinearGradient, in rect: Rect, on canvas: inout Band) {
        let target = pixels(rect)
        guard target.height > 0, target.width > 0 else { return }
        for row in canvas.visibleRows(target.y..<target.maxY) {
            let t = (Double(row - target.y) + 0.5) / Double(target.height)
            canvas.fill(PixelRect(x: target.x, y: row, width: target.width, height: 1), color: premultiplied(gradient.color(at: t)))
        }
    }

    /// Fills `path` (device pixels) with `gradient` running from the top to the bottom of `rect` (points).
    func fillGradient(_ gradient: LinearGradient, path: Path, over rect: Rect, on canvas: inout Band) {
        let target = pixels(rect)
        let rows = canvas.visibleRows(target.y..<target.maxY)
        guard target.height > 0, target.width > 0, !rows.isEmpty else { return }
        let window = PixelRect(x: target.x, y: rows.lowerBound, width: target.width, height: rows.count)
        let coverage = rasterize(path, window: window)
        var part = Pixmap(width: window.width, height: window.height)
        part.pixels.withUnsafeMutableBufferPointer { bytes in
            for row in 0..<window.height {
                let t = (Double(window.y + row - target.y) + 0.5) / Double(target.height)
                let color = premultiplied(gradient.color(at: t))
                for x in 0..<window.width {
                    let cover = UInt32(coverage[x, row])
                    guard cover > 0 else { continue }
                    let i = (row * window.width + x) * 4
                    bytes[i] = UInt8((UInt32(color.red) * cover + 127) / 255)
                    bytes[i + 1] = UInt8((UInt32(color.green) * cover + 127) / 255)
                    bytes[i + 2] = UInt8((UInt32(color.blue) * cover + 127) / 255)
                    bytes[i + 3] = UInt8((UInt32(color.alpha) * cover + 127) / 255)
                }
            }
        }
        canvas.draw(part, x: window.x, y: window.y)
    }

    /// A bordered button: its outline filled with the border colour, the shape one point inside it with the gradient,
    /// then the label.
    func drawButton(_ button: ChromeButton, on canvas: inout Band) throws(RenderError) {
        canvas.fill(buttonPath(button.frame, shape: button.shape, inset: 0), color: premultiplied(button.border))
        fillGradient(button.fill, path: buttonPath(button.frame, shape: button.shape, inset: 1), over: button.frame, on: &canvas)
        if let label = button.label { try drawPlaced(label, on: &canvas) }
    }

    /// The button's outline in device pixels, `inset` points inside `frame`.
    func buttonPath(_ frame: Rect, shape: ChromeButtonShape, inset: Double) -> Path {
        let box = frame.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
        let radius = max(0, frame.height * ChromeButtonShape.cornerRatio - inset)
        var path = Path()
        switch shape {
        case .rounded:
            path.addRoundedRect(points(box), radii: CornerRadii(all: radius * scale))
        case .backArrow:
            // The point at mid-height on the left; straight edges to the rectangle's corners; the right corners rounded.
            let depth = box.height * ChromeButtonShape.arrowDepth
            path.move(to: point(box.minX, box.midY))
            path.line(to: point(box.minX + depth, box.minY))
            path.line(to: point(box.maxX - radius, box.minY))
            path.quad(to: point(box.maxX, box.minY + radius), control: point(box.maxX, box.minY))
            path.line(to: point(box.maxX, box.maxY - radius))
            path.quad(to: point(box.maxX - radius, box.maxY), control: point(box.maxX, box.maxY))
            path.line(to: point(box.minX + depth, box.maxY))
            path.close()
        }
        return path
    }

    /// A shadow inside the top of the rounded field `frame` (points; `radius` in pixels): the field's shape less the
    /// same shape two points lower, in `color`.
    func drawInnerShadow(of frame: Rect, radius: Double, color: Color, on canvas: inout Band) {
        let target = pixels(frame)
        let rows = canvas.visibleRows(target.y..<target.maxY)
        guard target.width > 0, !rows.isEmpty else { return }
        let window = PixelRect(x: target.x, y: rows.lowerBound, width: target.width, height: rows.count)
        var field = Path()
        field.addRoundedRect(points(frame), radii: CornerRadii(all: radius))
        var lower = Path()
        lower.addRoundedRect(points(frame.offsetBy(dx: 0, dy: 2)), radii: CornerRadii(all: radius))
        let inside = rasterize(field, window: window), below = rasterize(lower, window: window)
        var crescent = CoverageMask(width: window.width, height: window.height)
        for i in 0..<crescent.values.count {
            crescent.values[i] = UInt8((UInt32(inside.values[i]) * UInt32(255 - below.values[i]) + 127) / 255)
        }
        canvas.fill(crescent, x: window.x, y: window.y, color: premultiplied(color))
    }
}
