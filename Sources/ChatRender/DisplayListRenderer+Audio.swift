import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A voice message: the play button (a disc with the theme's play glyph), the waveform bars and the duration.
    func drawAudio(_ audio: AudioElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        let s = scale
        let button = audio.buttonFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        var disc = Path()
        disc.addCircle(center: Point(x: button.midX * s, y: button.midY * s), radius: button.width / 2 * s)
        canvas.fill(disc, color: premultiplied(audio.buttonColor))
        try drawGlyph("play", in: button, color: audio.glyphColor, on: &canvas)
        var bars = Path()
        for index in audio.bars.indices {
            let bar = audio.barFrame(index).offsetBy(dx: frame.minX, dy: frame.minY)
            bars.addRoundedRect(Rect(x: bar.minX * s, y: bar.minY * s, width: bar.width * s, height: bar.height * s),
                                radii: CornerRadii(all: bar.width / 2 * s))
        }
        canvas.fill(bars, color: premultiplied(audio.barColor))
        let origin = Point(x: frame.minX + audio.durationOffset.x, y: frame.minY + audio.durationOffset.y)
        try drawText(audio.duration.block, style: audio.duration.style, color: audio.duration.color, origin: origin, on: &canvas)
    }
}
