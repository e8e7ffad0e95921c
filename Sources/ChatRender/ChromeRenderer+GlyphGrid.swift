import ChatGeometry
import ChatLayout
import ChatModel
import ChatRaster

/// Maps a glyph's design grid (`units` × `units`, y down) onto its frame in device pixels, so one drawing
/// serves every size a layout places the glyph at.
struct GlyphGrid {
    let frame: Rect
    let units: Double
    /// Device pixels per point.
    let scale: Double

    /// Pixels per design unit.
    var unit: Double { frame.width / units * scale }

    /// A design point in pixels.
    func point(_ x: Double, _ y: Double) -> Point {
        Point(x: frame.minX * scale + x * unit, y: frame.minY * scale + y * unit)
    }

    /// A design rectangle in pixels.
    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: frame.minX * scale + x * unit, y: frame.minY * scale + y * unit, width: width * unit, height: height * unit)
    }

    /// A design length in pixels.
    func length(_ value: Double) -> Double { value * unit }

    /// Rotates `path` (in pixels) by `radians`, clockwise on screen, about the design point (`x`, `y`).
    func rotated(_ path: Path, by radians: Double, aboutX x: Double, y: Double) -> Path {
        let center = point(x, y)
        return path.transformed(by: AffineTransform.translation(x: -center.x, y: -center.y)
            .concatenating(.rotation(radians: radians))
            .concatenating(.translation(x: center.x, y: center.y)))
    }
}
