import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A video's overlay: the gradient along the bottom (if any), the translucent play button with a white triangle,
    /// and the duration, on its pill or after its camera glyph.
    func drawVideo(_ video: VideoElement, frame: Rect, on canvas: inout Band) throws(RenderError) {
        if let shade = video.shade { try drawVideoShade(shade, in: pixels(frame), on: &canvas) }
        let button = video.buttonFrame.offsetBy(dx: frame.minX, dy: frame.minY)
        var disc = Path()
        disc.addCircle(center: Point(x: button.midX * scale, y: button.midY * scale), radius: button.width / 2 * scale)
        canvas.fill(disc, color: premultiplied(video.buttonColor))
        try drawGlyph("play", in: button, color: video.glyphColor, on: &canvas)
        if let badge = video.badgeFrame {
            let pill = badge.offsetBy(dx: frame.minX, dy: frame.minY)
            canvas.fill(roundedRect(pill, radius: pill.height / 2), color: premultiplied(video.badgeColor))
        }
        if var glyph = video.durationGlyph {
            glyph.frame = glyph.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            try drawGlyph(glyph, on: &canvas)
        }
        if let text = video.duration {
            let origin = Point(x: frame.minX + video.durationOffset.x, y: frame.minY + video.durationOffset.y)
            try drawText(text.block, style: text.style, color: text.color, origin: origin, on: &canvas)
        }
    }

    /// The shade's rows of the thumbnail's shape, in its colour, each row's opacity rising linearly from clear at the
    /// shade's top to full at the thumbnail's bottom edge; only the rows inside the band are made.
    private func drawVideoShade(_ shade: VideoShade, in target: PixelRect, on canvas: inout Band) throws(RenderError) {
        let height = min(target.height, Int((shade.height * scale).rounded()))
        let top = target.maxY - height
        let rows = canvas.visibleRows(top..<target.maxY)
        guard height > 0, !rows.isEmpty else { return }
        var mask = shade.mask
        mask.color = Color(red: shade.color.red, green: shade.color.green, blue: shade.color.blue, alpha: 255)
        var part = try templates.bubble(mask, tinted: true).nineSliced(width: target.width, height: target.height,
                                                                        rows: (rows.lowerBound - target.y)..<(rows.upperBound - target.y))
        let width = part.width
        part.pixels.withUnsafeMutableBufferPointer { bytes in
            for row in 0..<part.height {
                // Row centres from the shade's top: (i + 0.5) / height of the way down, times the colour's alpha.
                let along = (Double(rows.lowerBound + row - top) + 0.5) / Double(height)
                let factor = UInt32((along * Double(shade.color.alpha)).rounded())
                let start = row * width * 4
                for i in start..<(start + width * 4) {
                    bytes[i] = UInt8((UInt32(bytes[i]) * factor + 127) / 255)
                }
            }
        }
        canvas.draw(part, x: target.x, y: rows.lowerBound)
    }
}
