import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// The vector glyphs (chrome icons, status bar icons, the play button, the map pin, the document icon): the
/// theme's glyph placed in its frame and painted as paths.
extension DisplayListRenderer {
    /// The glyph's disc, when it has one, then the glyph.
    func drawGlyph(_ placed: PlacedGlyph, on canvas: inout Band) throws(RenderError) {
        if let disc = placed.disc {
            var circle = Path()
            circle.addEllipse(in: points(disc.frame))
            canvas.fill(circle, color: premultiplied(disc.color))
        }
        try drawGlyph(placed.glyph.rawValue, in: placed.frame, color: placed.color, on: &canvas)
    }

    /// The theme glyph `name` in `frame`, its layers in `color` or in `namedColors`, its expressions reading
    /// `variables`.
    func drawGlyph(_ name: String, in frame: Rect, color: Color, namedColors: [String: Color] = [:], variables: [String: Double] = [:],
                   on canvas: inout Band) throws(RenderError) {
        guard let glyph = BuiltInGlyphs.table[name] else { throw .layout(.glyph(name: name, reason: "the theme has no such glyph")) }
        let nodes: [PathNode]
        do {
            nodes = try GlyphPlacement(glyph: glyph, name: name, frame: frame, color: color, namedColors: namedColors,
                                       variables: variables).pathNodes()
        } catch {
            throw .layout(error)
        }
        let painter = PathPainter(scale: scale)
        for node in nodes { painter.paint(node, frame: frame, on: &canvas) }
    }
}
