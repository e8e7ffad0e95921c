import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// QQ's chrome glyphs on the 24-unit design grid, outlined in the style of the app's line icons: the header's menu
/// (three lines), and the composer row's voice, picture, camera, red packet and circled plus.
extension DisplayListRenderer {
    /// Three horizontal lines with round ends, the middle one as long as the others.
    func drawMenu(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var lines = Path()
        for y in [6.0, 12, 18] {
            lines.move(to: g.point(4, y)); lines.line(to: g.point(20, y))
        }
        canvas.fill(lines.strokeOutline(width: g.length(2)), color: color)
    }

    /// A red packet: an upright rounded envelope, the curve of its flap across the upper third and a round seal on it.
    func drawRedPacket(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var envelope = Path()
        envelope.addRoundedRect(g.rect(4.5, 2.5, 15, 19), radii: CornerRadii(all: g.length(2.5)))
        envelope.addRoundedRect(g.rect(6.2, 4.2, 11.6, 15.6), radii: CornerRadii(all: g.length(1.2)))
        canvas.fill(envelope, color: color, rule: .evenOdd)
        var flap = Path()
        flap.move(to: g.point(5.2, 8.2))
        flap.quad(to: g.point(18.8, 8.2), control: g.point(12, 13.6))
        canvas.fill(flap.strokeOutline(width: g.length(1.7)), color: color)
        var seal = Path()
        seal.addCircle(center: g.point(12, 11.2), radius: g.length(2.3))
        canvas.fill(seal, color: color)
    }

    /// A plus inside an outlined circle.
    func drawPlusCircle(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var ring = Path()
        ring.addCircle(center: g.point(12, 12), radius: g.length(9.6))
        ring.addCircle(center: g.point(12, 12), radius: g.length(7.9))
        canvas.fill(ring, color: color, rule: .evenOdd)
        var cross = Path()
        cross.move(to: g.point(7.4, 12)); cross.line(to: g.point(16.6, 12))
        cross.move(to: g.point(12, 7.4)); cross.line(to: g.point(12, 16.6))
        canvas.fill(cross.strokeOutline(width: g.length(1.7)), color: color)
    }

    /// An outlined capsule head, the cradle arc under it and the stem.
    func drawMicrophoneOutline(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var head = Path()
        head.addRoundedRect(g.rect(8.4, 2.6, 7.2, 12), radii: CornerRadii(all: g.length(3.6)))
        head.addRoundedRect(g.rect(10.1, 4.3, 3.8, 8.6), radii: CornerRadii(all: g.length(1.9)))
        canvas.fill(head, color: color, rule: .evenOdd)
        var lines = Self.arc(center: g.point(12, 10.6), radius: g.length(6.4), from: 0, to: Double.pi)
        lines.move(to: g.point(12, 17)); lines.line(to: g.point(12, 21))
        canvas.fill(lines.strokeOutline(width: g.length(1.7)), color: color)
    }

    /// A rounded frame with a mountain line across its lower half and a small sun ring.
    func drawImageOutline(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var frame = Path()
        frame.addRoundedRect(g.rect(2.8, 3.8, 18.4, 16.4), radii: CornerRadii(all: g.length(3)))
        frame.addRoundedRect(g.rect(4.5, 5.5, 15, 13), radii: CornerRadii(all: g.length(1.6)))
        canvas.fill(frame, color: color, rule: .evenOdd)
        var hills = Path()
        hills.move(to: g.point(4.4, 16.4)); hills.line(to: g.point(9.4, 11.6)); hills.line(to: g.point(13.4, 15.2))
        hills.line(to: g.point(15.6, 13.2)); hills.line(to: g.point(19.6, 16.8))
        var sun = Path()
        sun.addCircle(center: g.point(15.4, 9), radius: g.length(1.6))
        var shape = hills.strokeOutline(width: g.length(1.6))
        shape.append(sun)
        canvas.fill(shape, color: color)
    }

    /// An outlined camera body with its top hump and a lens ring.
    func drawCameraOutline(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var body = Path()
        body.move(to: g.point(7.6, 6.4))
        body.line(to: g.point(9, 4.2))
        body.line(to: g.point(15, 4.2))
        body.line(to: g.point(16.4, 6.4))
        body.line(to: g.point(19, 6.4))
        body.quad(to: g.point(21.2, 8.6), control: g.point(21.2, 6.4))
        body.line(to: g.point(21.2, 17.8))
        body.quad(to: g.point(19, 20), control: g.point(21.2, 20))
        body.line(to: g.point(5, 20))
        body.quad(to: g.point(2.8, 17.8), control: g.point(2.8, 20))
        body.line(to: g.point(2.8, 8.6))
        body.quad(to: g.point(5, 6.4), control: g.point(2.8, 6.4))
        body.close()
        canvas.fill(body.strokeOutline(width: g.length(1.7)), color: color)
        var lens = Path()
        lens.addCircle(center: g.point(12, 13), radius: g.length(4.3))
        lens.addCircle(center: g.point(12, 13), radius: g.length(2.6))
        canvas.fill(lens, color: color, rule: .evenOdd)
    }
}
