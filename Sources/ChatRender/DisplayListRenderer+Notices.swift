import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A day separator or system notice: the optional rounded pill, then the text inside its padding.
    func drawNotice(_ notice: NoticeElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        if let background = notice.background {
            var pill = Path()
            pill.addRoundedRect(Rect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale,
                                         height: frame.height * scale),
                                radii: CornerRadii(all: notice.cornerRadius * scale))
            canvas.fill(pill, color: premultiplied(background))
        }
        let origin = Point(x: frame.minX + notice.padding.left, y: frame.minY + notice.padding.top)
        try drawText(notice.text.block, style: notice.text.style, color: notice.text.color, origin: origin, on: &canvas)
    }
}
