import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster
import Foundation

/// The status bar glyphs: iOS (four signal bars, a wifi fan of arcs, a horizontal battery) and Android 14 (a
/// wifi wedge, a signal triangle, a vertical battery filling from the bottom).
extension DisplayListRenderer {
    func drawStatusBar(_ bar: StatusBarElement, on canvas: inout Band) throws(RenderError) {
        try drawPlaced(bar.time, on: &canvas)
        switch bar.platform {
        case .ios:
            drawSignal(in: bar.signalFrame, lit: bar.signal, color: bar.color, on: &canvas)
            if let wifi = bar.wifiFrame { drawWifi(in: wifi, color: bar.color, on: &canvas) }
            drawBattery(in: bar.batteryFrame, charge: bar.battery, color: bar.color, low: bar.lowBatteryColor, on: &canvas)
        case .android:
            if let wifi = bar.wifiFrame { drawAndroidWifi(in: wifi, color: bar.color, on: &canvas) }
            drawAndroidSignal(in: bar.signalFrame, lit: bar.signal, color: bar.color, on: &canvas)
            drawAndroidBattery(in: bar.batteryFrame, charge: bar.battery, color: bar.color, low: bar.lowBatteryColor, on: &canvas)
        }
    }

    // MARK: iOS

    /// Four rounded bars rising left to right, bottom-aligned; the unlit ones faded.
    func drawSignal(in frame: Rect, lit: Int, color: Color, on canvas: inout Band) {
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
    func drawWifi(in frame: Rect, color: Color, on canvas: inout Band) {
        let apex = Point(x: frame.midX * scale, y: (frame.maxY - 0.4) * scale)
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
    func drawBattery(in frame: Rect, charge: Double, color: Color, low: Color, on canvas: inout Band) {
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

    // MARK: Android

    /// A filled wedge opening upwards from the bottom centre, as wide as the frame, with softened corners.
    func drawAndroidWifi(in frame: Rect, color: Color, on canvas: inout Band) {
        let radius = frame.height * scale
        let halfAngle = asin(min(1, frame.width / 2 / frame.height))
        let apex = Point(x: frame.midX * scale, y: frame.maxY * scale)
        var wedge = Path()
        wedge.move(to: apex)
        let rim = Self.arc(center: apex, radius: radius, from: 1.5 * Double.pi - halfAngle, to: 1.5 * Double.pi + halfAngle)
        for element in rim.elements {
            if case .line(let p) = element { wedge.line(to: p) } else if case .move(let p) = element { wedge.line(to: p) }
        }
        wedge.close()
        // Shrink by half the softening stroke so the rounded shape keeps the frame's size.
        let soft = 1.0 * scale
        let shrunk = wedge.transformed(by: Self.scaling(about: Point(x: apex.x, y: apex.y - radius / 2),
                                                         factor: (radius - soft) / radius))
        var shape = shrunk
        shape.append(shrunk.strokeOutline(width: soft))
        canvas.fill(shape, color: premultiplied(color))
    }

    /// A right triangle rising to the right; the first `lit` quarters of its width opaque, the rest faded.
    func drawAndroidSignal(in frame: Rect, lit: Int, color: Color, on canvas: inout Band) {
        let split = frame.minX + frame.width * Double(min(max(lit, 0), 4)) / 4
        let heightAtSplit = frame.height * (split - frame.minX) / frame.width
        if lit > 0 {
            var litPart = Path()
            litPart.move(to: point(frame.minX, frame.maxY))
            litPart.line(to: point(split, frame.maxY))
            litPart.line(to: point(split, frame.maxY - heightAtSplit))
            litPart.close()
            canvas.fill(litPart, color: premultiplied(color))
        }
        if lit < 4 {
            var unlit = Path()
            unlit.move(to: point(split, frame.maxY))
            unlit.line(to: point(frame.maxX, frame.maxY))
            unlit.line(to: point(frame.maxX, frame.minY))
            unlit.line(to: point(split, frame.maxY - heightAtSplit))
            unlit.close()
            canvas.fill(unlit, color: premultiplied(color, opacity: 0.3))
        }
    }

    /// A vertical rounded body with a cap above it, filled from the bottom in proportion to the charge (red at
    /// 20 % or less); the empty part is faded.
    func drawAndroidBattery(in frame: Rect, charge: Double, color: Color, low: Color, on canvas: inout Band) {
        let level = min(max(charge, 0), 100) / 100
        let radius = 1.5 * scale
        let fillTop = frame.maxY - frame.height * level
        var cap = Path()
        cap.addRoundedRect(points(Rect(x: frame.midX - 1.75, y: frame.minY - 1.5, width: 3.5, height: 1.5)),
                           radii: CornerRadii(topLeft: 0.5 * scale, topRight: 0.5 * scale, bottomRight: 0, bottomLeft: 0))
        canvas.fill(cap, color: premultiplied(color, opacity: level >= 1 ? 1 : 0.3))
        if level < 1 {
            var empty = Path()
            empty.addRoundedRect(points(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: fillTop - frame.minY)),
                                 radii: CornerRadii(topLeft: radius, topRight: radius, bottomRight: level > 0 ? 0 : radius,
                                                    bottomLeft: level > 0 ? 0 : radius))
            canvas.fill(empty, color: premultiplied(color, opacity: 0.3))
        }
        guard level > 0 else { return }
        var full = Path()
        full.addRoundedRect(points(Rect(x: frame.minX, y: fillTop, width: frame.width, height: frame.maxY - fillTop)),
                            radii: CornerRadii(topLeft: level >= 1 ? radius : 0, topRight: level >= 1 ? radius : 0,
                                               bottomRight: radius, bottomLeft: radius))
        canvas.fill(full, color: premultiplied(charge <= 20 ? low : color))
    }

    /// Scales by `factor` about `center`.
    static func scaling(about center: Point, factor: Double) -> ChatRaster.AffineTransform {
        ChatRaster.AffineTransform.translation(x: -center.x, y: -center.y)
            .concatenating(.scale(x: factor, y: factor))
            .concatenating(.translation(x: center.x, y: center.y))
    }
}
