import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A video's overlay: the translucent play button with a white triangle, and the duration pill.
    func drawVideo(_ video: VideoElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        let button = video.buttonFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        var disc = Path()
        disc.addCircle(center: PathPoint(x: button.midX * scale, y: button.midY * scale), radius: button.width / 2 * scale)
        canvas.fill(disc, color: premultiplied(video.buttonColor))
        canvas.fill(playTriangle(in: button), color: premultiplied(video.glyphColor))
        if let badge = video.badgeFrame, let text = video.duration {
            let pill = badge.offsetBy(dx: frame.minX, dy: frame.minY)
            canvas.fill(roundedRect(pill, radius: pill.height / 2), color: premultiplied(video.badgeColor))
            let origin = Point(x: frame.minX + video.durationOffset.x, y: frame.minY + video.durationOffset.y)
            try drawText(text.block, style: text.style, color: text.color, origin: origin, on: &canvas)
        }
    }
}
