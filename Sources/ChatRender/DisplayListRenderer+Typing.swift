import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// The typing indicator's dots: antialiased discs, each at its own opacity.
    func drawTypingDots(_ dots: TypingElement, frame: Rect, on canvas: inout Band) {
        for (index, opacity) in dots.opacities.enumerated() {
            let centre = dots.dotCentre(index, in: frame)
            var disc = Path()
            disc.addCircle(center: Point(x: centre.x * scale, y: centre.y * scale), radius: dots.dotDiameter / 2 * scale)
            var color = dots.color
            color.alpha = UInt8((Double(color.alpha) * min(1, max(0, opacity))).rounded())
            canvas.fill(disc, color: premultiplied(color))
        }
    }
}
