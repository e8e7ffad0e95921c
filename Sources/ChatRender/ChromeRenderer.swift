import ChatLayout
import ChatModel
import ChatRaster
import Foundation

/// Draws the mock-up chrome of a display list: bands, hairlines, texts, and the iOS glyphs (signal bars,
/// wifi fan, battery, back chevron, video camera, plus, microphone, home indicator) as antialiased paths.
extension DisplayListRenderer {
    func drawChrome(_ chrome: ChromeElement, frame: Rect, on canvas: inout Pixmap) throws(RenderError) {
        switch chrome {
        case .statusBar(let bar): try drawStatusBar(bar, on: &canvas)
        case .header(let header): try drawHeader(header, frame: frame, on: &canvas)
        case .composer(let composer): try drawComposer(composer, frame: frame, on: &canvas)
        }
    }

    // MARK: Status bar

    func drawStatusBar(_ bar: StatusBarElement, on canvas: inout Pixmap) throws(RenderError) {
        try drawPlaced(bar.time, on: &canvas)
        drawSignal(in: bar.signalFrame, lit: bar.signal, color: bar.color, on: &canvas)
        if let wifi = bar.wifiFrame { drawWifi(in: wifi, color: bar.color, on: &canvas) }
        drawBattery(in: bar.batteryFrame, charge: bar.battery, color: bar.color, low: bar.lowBatteryColor, on: &canvas)
    }

    /// Four rounded bars rising left to right, bottom-aligned; the unlit ones faded.
    func drawSignal(in frame: Rect, lit: Int, color: Color, on canvas: inout Pixmap) {
        let barWidth = 3.0
        let gap = (frame.width - 4 * barWidth) / 3
        let heights = [0.36, 0.57, 0.78, 1.0].map { $0 * frame.height }
        for (index, height) in heights.enumerated() {
            var path = Path()
            path.addRoundedRect(points(Rect(x: frame.minX + Double(index) * (barWidth + gap), y: frame.maxY - height,
                                            width: barWidth, height: height)), radii: CornerRadii(all: 0.9 * scale))
            canvas.fill(path, color: premultiplied(color, opacity: index < lit ? 1 : 0.3))
        }
    }

    /// A wedge and two arcs of a 90° fan opening upwards from the bottom centre.
    func drawWifi(in frame: Rect, color: Color, on canvas: inout Pixmap) {
        let apex = PathPoint(x: frame.midX * scale, y: (frame.maxY - 0.4) * scale)
        let start = 1.25 * Double.pi, end = 1.75 * Double.pi
        let stroke = 2.1 * scale
        var arcs = Path()
        for radius in [6.3, 9.9] {
            arcs.append(Self.arc(center: apex, radius: radius * scale, from: start, to: end))
        }
        var shape = arcs.strokeOutline(width: stroke)
        var wedge = Path()
        wedge.move(to: apex)
        let inner = Self.arc(center: apex, radius: 3.4 * scale, from: start, to: end)
        for element in inner.elements {
            if case .line(let p) = element { wedge.line(to: p) } else if case .move(let p) = element { wedge.line(to: p) }
        }
        wedge.close()
        shape.append(wedge)
        shape.append(wedge.strokeOutline(width: 0.8 * scale))
        canvas.fill(shape, color: premultiplied(color))
    }

    /// A rounded outline (faded), a cap on the right and a fill proportional to the charge (red at 20 % or less).
    func drawBattery(in frame: Rect, charge: Double, color: Color, low: Color, on canvas: inout Pixmap) {
        var outline = Path()
        outline.addRoundedRect(points(frame), radii: CornerRadii(all: 4 * scale))
        outline.addRoundedRect(points(frame.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))), radii: CornerRadii(all: 3 * scale))
        canvas.fill(outline, color: premultiplied(color, opacity: 0.4), rule: .evenOdd)
        var cap = Path()
        cap.addRoundedRect(points(Rect(x: frame.maxX + 1, y: frame.midY - 2, width: 1.5, height: 4)),
                           radii: CornerRadii(topLeft: 0, topRight: 1 * scale, bottomRight: 1 * scale, bottomLeft: 0))
        canvas.fill(cap, color: premultiplied(color, opacity: 0.4))
        let inner = frame.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        let width = inner.width * min(max(charge, 0), 100) / 100
        guard width > 0 else { return }
        var fill = Path()
        fill.addRoundedRect(points(Rect(x: inner.minX, y: inner.minY, width: width, height: inner.height)),
                            radii: CornerRadii(all: 2 * scale))
        canvas.fill(fill, color: premultiplied(charge <= 20 ? low : color))
    }

    // MARK: Header

    func drawHeader(_ header: HeaderElement, frame: Rect, on canvas: inout Pixmap) throws(RenderError) {
        canvas.fill(pixels(frame), color: premultiplied(header.background))
        canvas.fill(pixels(header.separatorFrame), color: premultiplied(header.separator))
        let back = header.backFrame
        var chevron = Path()
        chevron.move(to: point(back.maxX - 1.5, back.minY + 1.5))
        chevron.line(to: point(back.minX + 1.5, back.midY))
        chevron.line(to: point(back.maxX - 1.5, back.maxY - 1.5))
        canvas.fill(chevron.strokeOutline(width: 3 * scale), color: premultiplied(header.tint))
        drawVideoCamera(in: header.videoFrame, color: header.tint, on: &canvas)
        let target = pixels(header.avatarFrame)
        if let path = header.avatar.image, header.avatar.participant.isEmpty {
            // The header's own picture: errors name chrome.header.avatar, not a participant.
            let diameter = min(target.width, target.height)
            let photo = try images.pixmap(path, usedBy: "chrome.header.avatar")
            canvas.draw(photo.aspectFilled(width: diameter, height: diameter).clippedToCircle(), x: target.x, y: target.y)
        } else {
            try drawAvatar(header.avatar, frame: header.avatarFrame, target: target, message: nil, on: &canvas)
        }
        try drawPlaced(header.title, on: &canvas)
        if let subtitle = header.subtitle { try drawPlaced(subtitle, on: &canvas) }
    }

    /// An outlined camera body with the lens trapezoid on its right.
    func drawVideoCamera(in frame: Rect, color: Color, on canvas: inout Pixmap) {
        let body = Rect(x: frame.minX, y: frame.minY + 1, width: 17, height: frame.height - 2)
        var shape = Path()
        shape.addRoundedRect(points(body), radii: CornerRadii(all: 4 * scale))
        shape.addRoundedRect(points(body.inset(by: EdgeInsets(top: 1.7, left: 1.7, bottom: 1.7, right: 1.7))),
                             radii: CornerRadii(all: 2.5 * scale))
        canvas.fill(shape, color: premultiplied(color), rule: .evenOdd)
        var lens = Path()
        lens.move(to: point(body.maxX + 2, frame.midY - 2.5))
        lens.line(to: point(frame.maxX - 0.8, frame.minY + 2))
        lens.line(to: point(frame.maxX - 0.8, frame.maxY - 2))
        lens.line(to: point(body.maxX + 2, frame.midY + 2.5))
        lens.close()
        var lensShape = lens.strokeOutline(width: 1.6 * scale)
        lensShape.append(lens)
        canvas.fill(lensShape, color: premultiplied(color))
    }

    // MARK: Composer

    func drawComposer(_ composer: ComposerElement, frame: Rect, on canvas: inout Pixmap) throws(RenderError) {
        canvas.fill(pixels(frame), color: premultiplied(composer.background))
        canvas.fill(pixels(composer.separatorFrame), color: premultiplied(composer.separator))

        var disc = Path()
        disc.addEllipse(in: points(composer.plusFrame))
        canvas.fill(disc, color: premultiplied(composer.buttonFill))
        let plus = composer.plusFrame, arm = 7.0
        var cross = Path()
        cross.move(to: point(plus.midX - arm, plus.midY)); cross.line(to: point(plus.midX + arm, plus.midY))
        cross.move(to: point(plus.midX, plus.midY - arm)); cross.line(to: point(plus.midX, plus.midY + arm))
        canvas.fill(cross.strokeOutline(width: 2.2 * scale), color: premultiplied(composer.glyph))

        let field = points(composer.fieldFrame)
        var fill = Path()
        fill.addRoundedRect(field, radii: CornerRadii(all: field.height / 2))
        canvas.fill(fill, color: premultiplied(composer.fieldFill))
        var border = fill
        border.addRoundedRect(PathRect(x: field.x + 1, y: field.y + 1, width: field.width - 2, height: field.height - 2),
                              radii: CornerRadii(all: field.height / 2 - 1))
        canvas.fill(border, color: premultiplied(composer.fieldBorder), rule: .evenOdd)
        try drawPlaced(composer.placeholder, on: &canvas)
        drawMicrophone(in: composer.micFrame, color: composer.glyph, on: &canvas)

        var indicator = Path()
        let home = points(composer.homeIndicatorFrame)
        indicator.addRoundedRect(home, radii: CornerRadii(all: home.height / 2))
        canvas.fill(indicator, color: premultiplied(composer.homeIndicator))
    }

    /// A capsule head, a cradle arc under it, a stem and a foot.
    func drawMicrophone(in frame: Rect, color: Color, on canvas: inout Pixmap) {
        let cx = frame.midX
        var shape = Path()
        shape.addRoundedRect(points(Rect(x: cx - 3.25, y: frame.minY + 1, width: 6.5, height: 11.5)), radii: CornerRadii(all: 3.25 * scale))
        var lines = Self.arc(center: point(cx, frame.minY + 8.5), radius: 6 * scale, from: 0, to: Double.pi)
        lines.move(to: point(cx, frame.minY + 14.5)); lines.line(to: point(cx, frame.maxY - 1.5))
        shape.append(lines.strokeOutline(width: 1.6 * scale))
        canvas.fill(shape, color: premultiplied(color))
    }

    // MARK: Helpers

    func drawPlaced(_ placed: PlacedText, on canvas: inout Pixmap) throws(RenderError) {
        try drawText(placed.text.block, style: placed.text.style, color: placed.text.color, origin: placed.frame.origin, on: &canvas)
    }

    /// A rectangle in points as a path rectangle in pixels.
    func points(_ rect: Rect) -> PathRect {
        PathRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    /// A point in points as a path point in pixels.
    func point(_ x: Double, _ y: Double) -> PathPoint { PathPoint(x: x * scale, y: y * scale) }

    /// An open polyline along a circle (y down), from angle `start` to `end` in radians, fine enough for icons.
    static func arc(center: PathPoint, radius: Double, from start: Double, to end: Double) -> Path {
        var path = Path()
        let steps = 24
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            let p = PathPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        return path
    }
}

/// Premultiplies a straight model colour with its alpha scaled by `opacity`.
func premultiplied(_ color: Color, opacity: Double) -> PremultipliedColor {
    let alpha = UInt8((Double(color.alpha) * min(max(opacity, 0), 1)).rounded())
    return PremultipliedColor(straightRed: color.red, green: color.green, blue: color.blue, alpha: alpha)
}
