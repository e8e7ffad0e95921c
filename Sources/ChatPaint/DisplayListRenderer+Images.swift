import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// Image nodes: theme templates (nine-sliced, stretched, tiled) and files (aspect-filled, stretched, in a disc),
/// tinted, mirrored, faded. Images drawn straight onto the canvas compute only the band's rows where they can.
extension DisplayListRenderer {
    /// Paints `image` in `frame`; `whole` when painting into a group's buffer (an aspect-filled file is then made
    /// whole, as a photo is, instead of band by band).
    func paintImage(_ image: ImageNode, frame: Rect, whole: Bool, on canvas: inout Band) throws(RenderError) {
        let target = pixels(frame)
        guard target.width > 0, target.height > 0, canvas.intersects(target.y..<target.maxY) else { return }
        switch (image.source, image.placement) {
        case (.theme(let name), .nineSlice(let caps)):
            let template = try templates.stretchable(name, capInsets: caps, tint: image.tint, mirrored: image.mirrored)
            drawStretched(template, in: target, fade: image.fade, on: &canvas)
        case (.theme(let name), .tile):
            drawTiled(adjusted(try templates.atOutputScale(name), image), in: target, on: &canvas)
        case (.theme(let name), .stretch):
            var icon = try templates.icon(name, color: image.tint, width: target.width, height: target.height)
            if image.mirrored { icon = icon.mirroredHorizontally() }
            draw(icon, fade: image.fade, at: target, on: &canvas)
        case (.theme(let name), .aspectFill), (.theme(let name), .circle), (.theme(let name), .roundedFill):
            var pixmap = try templates.atOutputScale(name).aspectFilled(width: target.width, height: target.height)
            if image.placement == .circle { pixmap = pixmap.clippedToCircle() }
            if case .roundedFill(let radii) = image.placement { pixmap = pixmap.clipped(toCorners: pixelRadii(radii)) }
            draw(adjusted(pixmap, image), fade: image.fade, at: target, on: &canvas)
        case (.file(let path, let usedBy), .roundedFill(let radii)):
            let filled = try images.aspectFilled(path, usedBy: usedBy, width: target.width, height: target.height, threads: threads)
            draw(adjusted(filled.clipped(toCorners: pixelRadii(radii)), image), fade: image.fade, at: target, on: &canvas)
        case (.file(let path, let usedBy), .aspectFill):
            if whole || image.fade != nil {
                let filled = try images.aspectFilled(path, usedBy: usedBy, width: target.width, height: target.height, threads: threads)
                draw(adjusted(filled, image), fade: image.fade, at: target, on: &canvas)
            } else {
                // Straight onto the canvas (a background): the band's rows of it only, from the file decoded whole.
                let rows = canvas.visibleRows(target.y..<target.maxY)
                let source = try images.pixmap(path, usedBy: usedBy)
                let part = source.aspectFilled(width: target.width, height: target.height,
                                               rows: (rows.lowerBound - target.y)..<(rows.upperBound - target.y))
                canvas.draw(adjusted(part, image), x: target.x, y: rows.lowerBound)
            }
        case (.file(let path, let usedBy), .stretch):
            draw(adjusted(try images.resized(path, usedBy: usedBy, width: target.width, height: target.height), image), fade: image.fade,
                 at: target, on: &canvas)
        case (.file(let path, let usedBy), .circle):
            draw(adjusted(try images.circle(path, usedBy: usedBy, diameter: min(target.width, target.height)), image), fade: image.fade,
                 at: target, on: &canvas)
        case (.file(let path, let usedBy), .nineSlice(let caps)):
            let source = try images.pixmap(path, usedBy: usedBy)
            var insets = templates.insets(caps, imageWidth: source.width, imageHeight: source.height)
            if image.mirrored { insets = insets.mirrored }
            let template = StretchableTemplate(pixmap: adjusted(source, image), insets: insets)
            drawStretched(template, in: target, fade: image.fade, on: &canvas)
        case (.file(let path, let usedBy), .tile):
            drawTiled(adjusted(try images.pixmap(path, usedBy: usedBy), image), in: target, on: &canvas)
        }
    }

    /// Corner radii in points as device pixels.
    private func pixelRadii(_ radii: CornerRadii) -> CornerRadii {
        let scale = grid.scale
        return CornerRadii(topLeft: radii.topLeft * scale, topRight: radii.topRight * scale, bottomRight: radii.bottomRight * scale,
                           bottomLeft: radii.bottomLeft * scale)
    }

    /// A file or template pixmap tinted and mirrored as the node asks.
    private func adjusted(_ pixmap: Pixmap, _ image: ImageNode) -> Pixmap {
        var result = pixmap
        if let tint = image.tint { result = result.tinted(premultiplied(tint)) }
        if image.mirrored { result = result.mirroredHorizontally() }
        return result
    }

    /// `pixmap` drawn at `target`'s corner, its fade applied.
    private func draw(_ pixmap: Pixmap, fade: VerticalFade?, at target: PixelRect, on canvas: inout Band) {
        guard let fade else {
            canvas.draw(pixmap, x: target.x, y: target.y)
            return
        }
        let box = PixelRect(x: target.x, y: target.y, width: pixmap.width, height: pixmap.height)
        guard let (part, rows) = faded(box, fade: fade, on: canvas, rowsOf: { pixmap.cropped(to: PixelRect(x: 0, y: $0.lowerBound, width: pixmap.width, height: $0.count)) })
        else { return }
        canvas.draw(part, x: box.x, y: rows.lowerBound)
    }

    /// A template nine-sliced to `target`, only the rows inside the band stretched; with a fade, only the fade's rows,
    /// each row's opacity rising linearly from clear at the fade's top to `fade.opacity` at the target's bottom edge.
    func drawStretched(_ template: StretchableTemplate, in target: PixelRect, fade: VerticalFade?, on canvas: inout Band) {
        let sliced = { (rows: Range<Int>) -> Pixmap in template.nineSliced(width: target.width, height: target.height, rows: rows) }
        if let fade {
            guard let (part, rows) = faded(target, fade: fade, on: canvas, rowsOf: sliced) else { return }
            canvas.draw(part, x: target.x, y: rows.lowerBound)
            return
        }
        let rows = canvas.visibleRows(target.y..<target.maxY)
        guard !rows.isEmpty else { return }
        canvas.draw(sliced((rows.lowerBound - target.y)..<(rows.upperBound - target.y)), x: target.x, y: rows.lowerBound)
    }

    /// The rows of `target` a fade shows inside the band, made by `rowsOf` (rows relative to the target) and faded,
    /// with the canvas rows they go to; nil when none shows.
    private func faded(_ target: PixelRect, fade: VerticalFade, on canvas: Band,
                       rowsOf: (Range<Int>) -> Pixmap) -> (Pixmap, Range<Int>)? {
        let height = min(target.height, Int((fade.height * scale).rounded()))
        let top = target.maxY - height
        let rows = canvas.visibleRows(top..<target.maxY)
        guard height > 0, !rows.isEmpty else { return nil }
        var part = rowsOf((rows.lowerBound - target.y)..<(rows.upperBound - target.y))
        let width = part.width
        part.pixels.withUnsafeMutableBufferPointer { bytes in
            for row in 0..<part.height {
                // Row centres from the fade's top: (i + 0.5) / height of the way down, times the opacity.
                let along = (Double(rows.lowerBound + row - top) + 0.5) / Double(height)
                let factor = UInt32((along * Double(fade.opacity)).rounded())
                let start = row * width * 4
                for i in start..<(start + width * 4) {
                    bytes[i] = UInt8((UInt32(bytes[i]) * factor + 127) / 255)
                }
            }
        }
        return (part, rows)
    }

    /// `tile` repeated from `target`'s top-left corner over the target (the tiles meeting the band).
    func drawTiled(_ tile: Pixmap, in target: PixelRect, on canvas: inout Band) {
        guard tile.width > 0, tile.height > 0 else { return }
        let rows = canvas.visibleRows(target.y..<target.maxY)
        guard !rows.isEmpty else { return }
        var y = target.y + ((rows.lowerBound - target.y) / tile.height) * tile.height
        while y < rows.upperBound {
            var x = target.x
            while x < target.maxX {
                // Tiles are cut at the target's edge, unless that edge is the canvas's own.
                let width = target.maxX < canvas.width ? min(tile.width, target.maxX - x) : tile.width
                let height = target.maxY < canvas.rows.upperBound ? min(tile.height, target.maxY - y) : tile.height
                let piece = width == tile.width && height == tile.height ? tile
                    : tile.cropped(to: PixelRect(x: 0, y: 0, width: width, height: height))
                canvas.draw(piece, x: x, y: y)
                x += tile.width
            }
            y += tile.height
        }
    }
}
