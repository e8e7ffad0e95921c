import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

extension DisplayListRenderer {
    /// A location: the map (image or drawn placeholder) masked by the bubble's shape across its top, or by its own
    /// shape where it is framed, the pin, the texts.
    func drawLocation(_ location: LocationElement, frame: Rect, target: PixelRect, index: Int, message: Int?,
                      on canvas: inout Band) throws(RenderError) {
        let masked = try prepared.pixmap(for: index, bytes: Self.preparedBytes(target),
                                         what: message.map { "messages[\($0)].location" } ?? "location") { () throws(RenderError) -> Pixmap in
            try clippedMap(location, target: target, message: message)
        }
        canvas.draw(masked, x: target.x, y: target.y)
        let tip = Point(x: frame.minX + location.pinTip.x, y: frame.minY + location.pinTip.y)
        // The pin glyph's view box puts its tip at (0, 0), 10.5 pt from its left and 29.5 pt from its top.
        try drawGlyph("pin", in: Rect(x: tip.x - 10.5, y: tip.y - 29.5, width: 21, height: 31.5), color: location.pinColor, on: &canvas)
        let title = Point(x: frame.minX + location.titleOffset.x, y: frame.minY + location.titleOffset.y)
        try drawText(location.title.block, style: location.title.style, color: location.title.color, origin: title, on: &canvas)
        if let subtitle = location.subtitle {
            let origin = Point(x: frame.minX + location.subtitleOffset.x, y: frame.minY + location.subtitleOffset.y)
            try drawText(subtitle.block, style: subtitle.style, color: subtitle.color, origin: origin, on: &canvas)
        }
    }

    /// The drawn map: land, water, blocks and parks, streets, avenues, clipped to the band.
    /// The map of a location (image or drawn placeholder), `target` in size: masked by the bubble's shape across
    /// its top, or by its own shape where the theme frames it inside the bubble.
    func clippedMap(_ location: LocationElement, target: PixelRect, message: Int?) throws(RenderError) -> Pixmap {
        let box = location.mapPixels(in: target, scale: scale)
        // The map alone, the size of its box; a band across the top is its own box's width.
        var map = Pixmap(width: box.width, height: box.height, fill: .transparent)
        if let path = location.image {
            let usedBy = message.map { "messages[\($0)].location.image" } ?? "location.image"
            let image = try images.pixmap(path, usedBy: usedBy, fitting: box.width, box.height)
            map.draw(image.aspectFilled(width: box.width, height: box.height), x: 0, y: 0)
        } else if let plan = location.placeholder {
            drawPlaceholder(plan, colors: location.colors, width: box.width, height: box.height, into: &map)
        }
        if let shape = location.mapMask {
            let mask = try templates.bubble(shape, tinted: false).nineSliced(width: box.width, height: box.height)
            var whole = Pixmap(width: target.width, height: target.height, fill: .transparent)
            whole.draw(map.masked(by: mask), x: box.x, y: box.y)
            return whole
        }
        var whole = Pixmap(width: target.width, height: target.height, fill: .transparent)
        whole.draw(map, x: 0, y: 0)
        let mask = try templates.bubble(location.mask, tinted: false).nineSliced(width: target.width, height: target.height)
        return whole.masked(by: mask)
    }

    func drawPlaceholder(_ plan: MapPlaceholder, colors: MapColors, width: Int, height: Int, into map: inout Pixmap) {
        var band = Pixmap(width: width, height: height, fill: premultiplied(colors.land))
        func fill(_ rects: [Rect], _ color: Color, radius: Double) {
            var path = Path()
            for rect in rects {
                path.addRoundedRect(Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale),
                                    radii: CornerRadii(all: radius * scale))
            }
            band.fill(path, color: premultiplied(color))
        }
        fill(plan.blocks, colors.block, radius: 2)
        fill(plan.parks, colors.park, radius: 3)
        fill(plan.water, colors.water, radius: 0)
        fill(plan.streets, colors.street, radius: 0)
        fill(plan.avenues, colors.avenue, radius: 0)
        map.draw(band, x: 0, y: 0)
    }
}
