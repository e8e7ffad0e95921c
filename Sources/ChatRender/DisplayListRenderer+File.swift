import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A document: the page icon (a rounded page with a folded top-right corner), its extension, name and size.
    func drawFile(_ file: FileElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        let icon = file.iconFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        let s = scale
        let x0 = icon.minX * s, y0 = icon.minY * s, x1 = icon.maxX * s, y1 = icon.maxY * s
        let fold = icon.width * 0.34 * s
        let r = 3 * s
        // The page: rounded corners except the folded one, which is cut diagonally.
        var page = Path()
        page.move(to: Point(x: x0 + r, y: y0))
        page.line(to: Point(x: x1 - fold, y: y0))
        page.line(to: Point(x: x1, y: y0 + fold))
        page.line(to: Point(x: x1, y: y1 - r))
        page.quad(to: Point(x: x1 - r, y: y1), control: Point(x: x1, y: y1))
        page.line(to: Point(x: x0 + r, y: y1))
        page.quad(to: Point(x: x0, y: y1 - r), control: Point(x: x0, y: y1))
        page.line(to: Point(x: x0, y: y0 + r))
        page.quad(to: Point(x: x0 + r, y: y0), control: Point(x: x0, y: y0))
        page.close()
        canvas.fill(page, color: premultiplied(file.iconColor))
        // The fold: a small triangle with a rounded inner corner.
        var corner = Path()
        corner.move(to: Point(x: x1 - fold, y: y0))
        corner.line(to: Point(x: x1, y: y0 + fold))
        corner.line(to: Point(x: x1 - fold + r, y: y0 + fold))
        corner.quad(to: Point(x: x1 - fold, y: y0 + fold - r), control: Point(x: x1 - fold, y: y0 + fold))
        corner.close()
        canvas.fill(corner, color: premultiplied(file.foldColor))
        if let label = file.iconLabel {
            let origin = Point(x: frame.minX + file.iconLabelOffset.x, y: frame.minY + file.iconLabelOffset.y)
            try drawText(label.block, style: label.style, color: label.color, origin: origin, on: &canvas)
        }
        let name = Point(x: frame.minX + file.nameOffset.x, y: frame.minY + file.nameOffset.y)
        try drawText(file.name.block, style: file.name.style, color: file.name.color, origin: name, on: &canvas)
        let size = Point(x: frame.minX + file.sizeOffset.x, y: frame.minY + file.sizeOffset.y)
        try drawText(file.size.block, style: file.size.style, color: file.size.color, origin: size, on: &canvas)
    }
}
