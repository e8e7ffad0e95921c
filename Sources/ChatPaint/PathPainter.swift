import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// Paints path nodes: their parts turned into one outline in device pixels (strokes expanded into their outline),
/// filled with a colour or a vertical gradient, crisp rectangles snapped to whole pixels, knockouts subtracted.
/// Only the rows inside the band are computed.
struct PathPainter {
    /// Device pixels per point.
    let scale: Double
    /// Where plain colour fills keep and find their coverage (nil: always scan-converted).
    var masks: SharedCoverage? = nil

    /// Paints `node` placed in `frame` (points; a view box is mapped onto it, gradients and knockouts span it).
    func paint(_ node: PathNode, frame: Rect, on canvas: inout Band) {
        if node.crisp {
            for part in node.parts {
                guard case .rect(let rect, _) = part.shape else { continue }
                let target = node.coordinates == .points ? pixels(points: rect) : pixels(map(rect, node.coordinates, frame: frame))
                switch node.paint {
                case .color(let color): canvas.fill(target, color: premultiplied(color))
                case .gradient(let gradient): fillRows(gradient, in: target, on: &canvas)
                }
            }
            return
        }
        let path = devicePath(node.parts, node.coordinates, frame: frame)
        if !node.knockout.isEmpty {
            guard case .color(let color) = node.paint else { return }
            fill(path, less: devicePath(node.knockout, node.coordinates, frame: frame), rule: node.rule, frame: frame, color: color,
                 on: &canvas)
            return
        }
        switch node.paint {
        case .color(let color): canvas.fill(path, color: premultiplied(color), rule: node.rule, masks: masks)
        case .gradient(let gradient): fill(path, with: gradient, rule: node.rule, over: frame, on: &canvas)
        }
    }

    // MARK: Geometry

    /// The parts as one path in device pixels.
    func devicePath(_ parts: [PathPart], _ coordinates: PathCoordinates, frame: Rect) -> Path {
        var path = Path()
        for part in parts {
            var shape = Path()
            let unit = lengthUnit(coordinates, frame: frame)
            switch part.shape {
            case .rect(let rect, let radii):
                shape.addRoundedRect(map(rect, coordinates, frame: frame),
                                     radii: CornerRadii(topLeft: radii.topLeft * unit, topRight: radii.topRight * unit,
                                                        bottomRight: radii.bottomRight * unit, bottomLeft: radii.bottomLeft * unit))
            case .ellipse(let rect):
                shape.addEllipse(in: map(rect, coordinates, frame: frame))
            case .circle(let center, let radius):
                shape.addCircle(center: map(center, coordinates, frame: frame), radius: radius * unit)
            case .elements(let elements):
                for element in elements {
                    switch element {
                    case .move(let p): shape.move(to: map(p, coordinates, frame: frame))
                    case .line(let p): shape.line(to: map(p, coordinates, frame: frame))
                    case .quad(let p, let c): shape.quad(to: map(p, coordinates, frame: frame), control: map(c, coordinates, frame: frame))
                    case .curve(let p, let c1, let c2):
                        shape.curve(to: map(p, coordinates, frame: frame), control1: map(c1, coordinates, frame: frame),
                                    control2: map(c2, coordinates, frame: frame))
                    case .close: shape.close()
                    }
                }
            }
            if let stroke = part.stroke {
                path.append(shape.strokeOutline(width: stroke * unit))
            } else {
                path.append(shape)
            }
        }
        return path
    }

    /// Device pixels per unit of length (radii, stroke widths).
    func lengthUnit(_ coordinates: PathCoordinates, frame: Rect) -> Double {
        switch coordinates {
        case .points: scale
        case .pixels: 1
        case .viewBox(let box): frame.width / box.width * scale
        }
    }

    func map(_ p: Point, _ coordinates: PathCoordinates, frame: Rect) -> Point {
        switch coordinates {
        case .points:
            return Point(x: p.x * scale, y: p.y * scale)
        case .pixels:
            return p
        case .viewBox(let box):
            return Point(x: frame.minX * scale + (p.x - box.minX) * (frame.width / box.width * scale),
                         y: frame.minY * scale + (p.y - box.minY) * (frame.height / box.height * scale))
        }
    }

    func map(_ r: Rect, _ coordinates: PathCoordinates, frame: Rect) -> Rect {
        switch coordinates {
        case .points:
            return Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
        case .pixels:
            return r
        case .viewBox(let box):
            let ux = frame.width / box.width * scale, uy = frame.height / box.height * scale
            return Rect(x: frame.minX * scale + (r.minX - box.minX) * ux, y: frame.minY * scale + (r.minY - box.minY) * uy,
                        width: r.width * ux, height: r.height * uy)
        }
    }

    /// A rectangle in device pixels snapped to whole pixels (edges rounded, so neighbours never overlap or gap).
    func pixels(_ rect: Rect) -> PixelRect { PixelGrid(scale: scale).snapPixels(rect) }

    /// `rect` (points) snapped to device pixels.
    func pixels(points rect: Rect) -> PixelRect { PixelGrid(scale: scale).snap(rect) }

    // MARK: Fills

    /// `target` filled with `gradient`, one colour per device row, sampled at the row's centre.
    func fillRows(_ gradient: LinearGradient, in target: PixelRect, on canvas: inout Band) {
        guard target.height > 0, target.width > 0 else { return }
        for row in canvas.visibleRows(target.y..<target.maxY) {
            let t = (Double(row - target.y) + 0.5) / Double(target.height)
            canvas.fill(PixelRect(x: target.x, y: row, width: target.width, height: 1), color: premultiplied(gradient.color(at: t)))
        }
    }

    /// `path` (device pixels) filled with `gradient` running from the top to the bottom of `rect` (points).
    func fill(_ path: Path, with gradient: LinearGradient, rule: FillRule, over rect: Rect, on canvas: inout Band) {
        let target = pixels(points: rect)
        let rows = canvas.visibleRows(target.y..<target.maxY)
        guard target.height > 0, target.width > 0, !rows.isEmpty else { return }
        let window = PixelRect(x: target.x, y: rows.lowerBound, width: target.width, height: rows.count)
        let coverage = rasterize(path, window: window, rule: rule)
        var part = Pixmap(width: window.width, height: window.height)
        part.pixels.withUnsafeMutableBufferPointer { bytes in
            for row in 0..<window.height {
                let t = (Double(window.y + row - target.y) + 0.5) / Double(target.height)
                let color = premultiplied(gradient.color(at: t))
                for x in 0..<window.width {
                    let cover = UInt32(coverage[x, row])
                    guard cover > 0 else { continue }
                    let i = (row * window.width + x) * 4
                    bytes[i] = UInt8((UInt32(color.red) * cover + 127) / 255)
                    bytes[i + 1] = UInt8((UInt32(color.green) * cover + 127) / 255)
                    bytes[i + 2] = UInt8((UInt32(color.blue) * cover + 127) / 255)
                    bytes[i + 3] = UInt8((UInt32(color.alpha) * cover + 127) / 255)
                }
            }
        }
        canvas.draw(part, x: window.x, y: window.y)
    }

    /// `path` less `knockout` (device pixels) in `color`, within `frame`'s pixels: each pixel's coverage times one less
    /// the knockout's.
    func fill(_ path: Path, less knockout: Path, rule: FillRule, frame: Rect, color: Color, on canvas: inout Band) {
        let target = pixels(points: frame)
        let rows = canvas.visibleRows(target.y..<target.maxY)
        guard target.width > 0, !rows.isEmpty else { return }
        let window = PixelRect(x: target.x, y: rows.lowerBound, width: target.width, height: rows.count)
        let inside = rasterize(path, window: window, rule: rule), below = rasterize(knockout, window: window, rule: rule)
        var crescent = CoverageMask(width: window.width, height: window.height)
        for i in 0..<crescent.values.count {
            crescent.values[i] = UInt8((UInt32(inside.values[i]) * UInt32(255 - below.values[i]) + 127) / 255)
        }
        canvas.fill(crescent, x: window.x, y: window.y, color: premultiplied(color))
    }
}
