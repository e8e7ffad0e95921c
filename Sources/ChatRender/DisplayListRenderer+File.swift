import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A document: the theme's page glyph (a rounded page with a folded top-right corner), its extension, name and size.
    func drawFile(_ file: FileElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        let icon = file.iconFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        try drawGlyph("document", in: icon, color: file.iconColor, namedColors: ["fold": file.foldColor], on: &canvas)
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
