import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster
import Foundation

/// The chrome glyphs as antialiased paths. The iOS Messages ones (chevron, outlined video camera, plus,
/// microphone) keep their original point geometry; the others are drawn on a 24-unit design grid scaled to
/// their frame, in the spirit of Material and SF Symbols icons.
extension DisplayListRenderer {
    /// The glyph's disc, when it has one, then the glyph.
    func drawGlyph(_ placed: PlacedGlyph, on canvas: inout Band) {
        if let disc = placed.disc {
            var circle = Path()
            circle.addEllipse(in: points(disc.frame))
            canvas.fill(circle, color: premultiplied(disc.color))
        }
        let frame = placed.frame, color = premultiplied(placed.color)
        let grid = GlyphGrid(frame: frame, units: 24, scale: scale)
        switch placed.glyph {
        case .chevron: drawChevron(in: frame, color: color, on: &canvas)
        case .arrow: drawArrow(grid, color: color, on: &canvas)
        case .video: drawVideoCamera(in: frame, color: color, on: &canvas)
        case .videoFilled: drawFilledVideoCamera(grid, color: color, on: &canvas)
        case .phone: drawPhone(grid, color: color, on: &canvas)
        case .moreVertical: drawMoreVertical(grid, color: color, on: &canvas)
        case .plus: drawPlus(in: frame, color: color, on: &canvas)
        case .microphone: drawMicrophone(in: frame, color: color, on: &canvas)
        case .paperclip: drawPaperclip(grid, color: color, on: &canvas)
        case .camera: drawCamera(grid, color: color, on: &canvas)
        case .image: drawImage(grid, color: color, on: &canvas)
        case .smiley: drawSmiley(grid, color: color, on: &canvas)
        case .thumbsUp: drawThumbsUp(grid, color: color, on: &canvas)
        case .menu: drawMenu(grid, color: color, on: &canvas)
        case .redPacket: drawRedPacket(grid, color: color, on: &canvas)
        case .plusCircle: drawPlusCircle(grid, color: color, on: &canvas)
        case .microphoneOutline: drawMicrophoneOutline(grid, color: color, on: &canvas)
        case .imageOutline: drawImageOutline(grid, color: color, on: &canvas)
        case .cameraOutline: drawCameraOutline(grid, color: color, on: &canvas)
        }
    }

    // MARK: iOS Messages glyphs (point geometry)

    /// "<": two strokes 3 pt wide meeting at the middle of the left edge.
    func drawChevron(in back: Rect, color: PremultipliedColor, on canvas: inout Band) {
        var chevron = Path()
        chevron.move(to: point(back.maxX - 1.5, back.minY + 1.5))
        chevron.line(to: point(back.minX + 1.5, back.midY))
        chevron.line(to: point(back.maxX - 1.5, back.maxY - 1.5))
        canvas.fill(chevron.strokeOutline(width: 3 * scale), color: color)
    }

    /// An outlined camera body with the lens trapezoid on its right.
    func drawVideoCamera(in frame: Rect, color: PremultipliedColor, on canvas: inout Band) {
        let body = Rect(x: frame.minX, y: frame.minY + 1, width: 17, height: frame.height - 2)
        var shape = Path()
        shape.addRoundedRect(points(body), radii: CornerRadii(all: 4 * scale))
        shape.addRoundedRect(points(body.inset(by: EdgeInsets(top: 1.7, left: 1.7, bottom: 1.7, right: 1.7))),
                             radii: CornerRadii(all: 2.5 * scale))
        canvas.fill(shape, color: color, rule: .evenOdd)
        var lens = Path()
        lens.move(to: point(body.maxX + 2, frame.midY - 2.5))
        lens.line(to: point(frame.maxX - 0.8, frame.minY + 2))
        lens.line(to: point(frame.maxX - 0.8, frame.maxY - 2))
        lens.line(to: point(body.maxX + 2, frame.midY + 2.5))
        lens.close()
        var lensShape = lens.strokeOutline(width: 1.6 * scale)
        lensShape.append(lens)
        canvas.fill(lensShape, color: color)
    }

    /// "+" as wide as the frame, its strokes 2.2 pt for a 14 pt frame and in proportion otherwise.
    func drawPlus(in frame: Rect, color: PremultipliedColor, on canvas: inout Band) {
        let arm = frame.width / 2
        var cross = Path()
        cross.move(to: point(frame.midX - arm, frame.midY)); cross.line(to: point(frame.midX + arm, frame.midY))
        cross.move(to: point(frame.midX, frame.midY - arm)); cross.line(to: point(frame.midX, frame.midY + arm))
        canvas.fill(cross.strokeOutline(width: 2.2 * (frame.width / 14) * scale), color: color)
    }

    /// A capsule head, a cradle arc under it, a stem; designed for a 20 pt frame and scaled to others.
    func drawMicrophone(in frame: Rect, color: PremultipliedColor, on canvas: inout Band) {
        let k = frame.height / 20
        let cx = frame.midX
        var shape = Path()
        shape.addRoundedRect(points(Rect(x: cx - 3.25 * k, y: frame.minY + 1 * k, width: 6.5 * k, height: 11.5 * k)),
                             radii: CornerRadii(all: 3.25 * k * scale))
        var lines = Self.arc(center: point(cx, frame.minY + 8.5 * k), radius: 6 * k * scale, from: 0, to: Double.pi)
        lines.move(to: point(cx, frame.minY + 14.5 * k)); lines.line(to: point(cx, frame.maxY - 1.5 * k))
        shape.append(lines.strokeOutline(width: 1.6 * k * scale))
        canvas.fill(shape, color: color)
    }

    // MARK: Grid glyphs

    /// "←": a shaft and a 90° head, 2 units wide.
    func drawArrow(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var arrow = Path()
        arrow.move(to: g.point(20, 12)); arrow.line(to: g.point(4.6, 12))
        arrow.move(to: g.point(11.2, 5.4)); arrow.line(to: g.point(4.6, 12)); arrow.line(to: g.point(11.2, 18.6))
        canvas.fill(arrow.strokeOutline(width: g.length(2)), color: color)
    }

    /// A rounded camera body and the lens triangle at its right, filled.
    func drawFilledVideoCamera(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var shape = Path()
        shape.addRoundedRect(g.rect(1.5, 5.5, 14.5, 13), radii: CornerRadii(all: g.length(3)))
        var lens = Path()
        lens.move(to: g.point(17.2, 10.2)); lens.line(to: g.point(21.8, 7)); lens.line(to: g.point(21.8, 17))
        lens.line(to: g.point(17.2, 13.8)); lens.close()
        shape.append(lens)
        shape.append(lens.strokeOutline(width: g.length(1.2)))
        canvas.fill(shape, color: color)
    }

    /// A telephone handset: the ear pad at the top left, the mouth pad at the bottom right, joined by a curved grip.
    func drawPhone(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var handset = Path()
        handset.move(to: g.point(4.2, 3.2))
        handset.line(to: g.point(8.2, 3.2))
        handset.line(to: g.point(9.6, 7.8))
        handset.line(to: g.point(7.4, 10))
        handset.quad(to: g.point(14, 16.6), control: g.point(10, 14))
        handset.line(to: g.point(16.2, 14.4))
        handset.line(to: g.point(20.8, 15.8))
        handset.line(to: g.point(20.8, 19.8))
        handset.quad(to: g.point(19.6, 20.8), control: g.point(20.8, 20.8))
        handset.curve(to: g.point(3.2, 4.4), control1: g.point(10.6, 20.8), control2: g.point(3.2, 13.4))
        handset.quad(to: g.point(4.2, 3.2), control: g.point(3.2, 3.2))
        handset.close()
        var shape = handset
        shape.append(handset.strokeOutline(width: g.length(1)))
        canvas.fill(shape, color: color)
    }

    /// Three dots one above the other.
    func drawMoreVertical(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var dots = Path()
        for y in [5.0, 12, 19] { dots.addCircle(center: g.point(12, y), radius: g.length(2)) }
        canvas.fill(dots, color: color)
    }

    /// A paperclip: three straight runs joined by two bends, tilted 45° to the right.
    func drawPaperclip(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var clip = Path()
        clip.move(to: g.point(13.6, 8.5))
        clip.line(to: g.point(13.6, 16.5))
        clip.arcLines(center: g.point(12, 16.5), radius: g.length(1.6), from: 0, to: Double.pi)
        clip.line(to: g.point(10.4, 6))
        clip.arcLines(center: g.point(13.2, 6), radius: g.length(2.8), from: Double.pi, to: 2 * Double.pi)
        clip.line(to: g.point(16, 17))
        clip.arcLines(center: g.point(12, 17), radius: g.length(4), from: 0, to: Double.pi)
        clip.line(to: g.point(8, 9))
        let tilted = g.rotated(clip, by: Double.pi / 4, aboutX: 12, y: 12)
        canvas.fill(tilted.strokeOutline(width: g.length(1.7)), color: color)
    }

    /// A filled camera body with its top hump, a ring cut out around a round lens.
    func drawCamera(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var shape = Path()
        shape.addRoundedRect(g.rect(2, 6.5, 20, 14.5), radii: CornerRadii(all: g.length(2.6)))
        // The hump sits on the body's straight top edge, so the even-odd rule adds it rather than cutting it out.
        shape.move(to: g.point(7.2, 6.5))
        shape.line(to: g.point(8.5, 4.3))
        shape.quad(to: g.point(9.6, 3.7), control: g.point(8.8, 3.7))
        shape.line(to: g.point(14.4, 3.7))
        shape.quad(to: g.point(15.5, 4.3), control: g.point(15.2, 3.7))
        shape.line(to: g.point(16.8, 6.5))
        shape.close()
        shape.addCircle(center: g.point(12, 13.6), radius: g.length(4.6))
        shape.addCircle(center: g.point(12, 13.6), radius: g.length(3))
        canvas.fill(shape, color: color, rule: .evenOdd)
    }

    /// A filled rounded square with two mountains and a sun cut out.
    func drawImage(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var shape = Path()
        shape.addRoundedRect(g.rect(2.5, 2.5, 19, 19), radii: CornerRadii(all: g.length(4)))
        var mountains = Path()
        mountains.move(to: g.point(5, 18.5)); mountains.line(to: g.point(9.8, 11.6)); mountains.line(to: g.point(13, 15.6))
        mountains.line(to: g.point(15.4, 12.8)); mountains.line(to: g.point(19, 18.5)); mountains.close()
        shape.append(mountains)
        shape.addCircle(center: g.point(8.4, 7.9), radius: g.length(1.9))
        canvas.fill(shape, color: color, rule: .evenOdd)
    }

    /// An outlined face: a ring, two dot eyes and a smiling arc.
    func drawSmiley(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var face = Path()
        face.addCircle(center: g.point(12, 12), radius: g.length(9.2))
        face.addCircle(center: g.point(12, 12), radius: g.length(7.5))
        var features = face
        features.addCircle(center: g.point(8.9, 9.8), radius: g.length(1.35))
        features.addCircle(center: g.point(15.1, 9.8), radius: g.length(1.35))
        canvas.fill(features, color: color, rule: .evenOdd)
        let mouth = Self.arc(center: g.point(12, 12.2), radius: g.length(4.6), from: 0.18 * Double.pi, to: 0.82 * Double.pi)
        canvas.fill(mouth.strokeOutline(width: g.length(1.7)), color: color)
    }

    /// A filled thumbs-up: the cuff at the left and the hand with its raised thumb.
    func drawThumbsUp(_ g: GlyphGrid, color: PremultipliedColor, on canvas: inout Band) {
        var shape = Path()
        shape.addRoundedRect(g.rect(1.8, 10, 4.4, 11.5), radii: CornerRadii(all: g.length(1.2)))
        var hand = Path()
        hand.move(to: g.point(7.8, 10.4))
        hand.line(to: g.point(10.4, 4.4))
        hand.quad(to: g.point(13, 2.4), control: g.point(11.2, 2.3))
        hand.quad(to: g.point(15.2, 5.4), control: g.point(15.6, 2.9))
        hand.line(to: g.point(14.4, 9.4))
        hand.line(to: g.point(19.4, 9.4))
        hand.quad(to: g.point(21.6, 12), control: g.point(21.8, 9.6))
        hand.line(to: g.point(20.3, 19.4))
        hand.quad(to: g.point(17.8, 21.5), control: g.point(19.9, 21.5))
        hand.line(to: g.point(7.8, 21.5))
        hand.close()
        shape.append(hand)
        shape.append(hand.strokeOutline(width: g.length(1)))
        canvas.fill(shape, color: color)
    }
}

private extension Path {
    /// Continues the current subpath with lines along a circle (y down) from angle `start` to `end`.
    mutating func arcLines(center: Point, radius: Double, from start: Double, to end: Double) {
        let steps = 16
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            line(to: Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
    }
}
