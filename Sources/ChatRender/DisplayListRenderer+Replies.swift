import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A rounded rectangle in points, as a path in device pixels.
    func roundedRect(_ rect: Rect, radius: Double) -> Path {
        var path = Path()
        path.addRoundedRect(Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale),
                            radii: CornerRadii(all: radius * scale))
        return path
    }

    /// A reply preview: the tinted box, its accent bar clipped to the box's leading rounded edge, name and text.
    func drawQuote(_ quote: QuoteElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        canvas.fill(roundedRect(frame, radius: quote.cornerRadius), color: premultiplied(quote.background))
        // The bar follows the box's rounded left corners: a rounded rect as wide as two radii, cut to the bar width.
        let originX = (frame.minX * scale).rounded(.down), originY = (frame.minY * scale).rounded(.down)
        var box = Pixmap(width: Int((frame.width * scale).rounded(.up)) + 1, height: Int((frame.height * scale).rounded(.up)) + 1,
                         fill: .transparent)
        let local = Rect(x: frame.minX - originX / scale, y: frame.minY - originY / scale, width: frame.width, height: frame.height)
        box.fill(roundedRect(local, radius: quote.cornerRadius), color: premultiplied(quote.barColor))
        let barPixels = max(1, Int((local.minX * scale + quote.barWidth * scale).rounded()))
        let bar = box.cropped(to: PixelRect(x: 0, y: 0, width: min(barPixels, box.width), height: box.height))
        canvas.draw(bar, x: Int(originX), y: Int(originY))
        let name = Point(x: frame.minX + quote.nameOffset.x, y: frame.minY + quote.nameOffset.y)
        try drawText(quote.name.block, style: quote.name.style, color: quote.name.color, origin: name, on: &canvas)
        let text = Point(x: frame.minX + quote.textOffset.x, y: frame.minY + quote.textOffset.y)
        try drawText(quote.text.block, style: quote.text.style, color: quote.text.color, origin: text, on: &canvas)
    }

    /// The reactions badge: a pill in the border colour, the fill inset by the border width, then the emoji.
    func drawReactions(_ badge: ReactionsElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        canvas.fill(roundedRect(frame, radius: frame.height / 2), color: premultiplied(badge.borderColor))
        let b = badge.borderWidth
        let inner = Rect(x: frame.minX + b, y: frame.minY + b, width: frame.width - 2 * b, height: frame.height - 2 * b)
        canvas.fill(roundedRect(inner, radius: inner.height / 2), color: premultiplied(badge.fill))
        let origin = Point(x: frame.minX + badge.padding.left, y: frame.minY + badge.padding.top)
        try drawText(badge.text.block, style: badge.text.style, color: badge.text.color, origin: origin, on: &canvas)
    }
}
