import ChatModel
import ChatRaster

/// Draws shaped lines into a pixmap: positions each glyph (quarter-pixel x, whole-pixel baseline),
/// fetches its image from the rasteriser and composites it — coverage in linear light with the text
/// colour, colour glyphs source-over in their own colours (scaled by the text colour's alpha).
final class GlyphPainter {
    /// The largest glyph size drawn, in device pixels per em (a bigger one would need gigabytes).
    static let maximumPixelsPerEm = 4096.0
    /// Positions (device pixels) beyond this are off any pixmap: such lines and glyphs are skipped.
    private static let maximumCoordinate = 1e9

    private let rasterizer = GlyphRasterizer()

    /// Draws `line` with its left end at `x` and its baseline at `baseline` (points), at `scale` device
    /// pixels per point, its segments in visual order. `sourceOffset` is where the line's first scalar is
    /// in the laid-out string: a glyph whose cluster starts at a scalar inside a decoration's range takes
    /// the decoration's colour, and the glyphs of an underlined decoration get an underline, one stroke per
    /// visually contiguous piece (across the spaces inside it), at the primary font's `post` position and
    /// thickness snapped to whole device pixels. The pixmap holds the canvas rows from `rowOffset` on (a band of a
    /// taller canvas); positions are rounded on the canvas first, so a glyph lands on the same pixels in any band.
    /// Nothing is drawn outside the pixmap rows `clipRows` (all rows when nil).
    func draw(_ line: ShapedLine, sizing: FontSizing, paint: TextPaint, sourceOffset: Int, x: Double,
              baseline: Double, scale: Double, rowOffset: Int = 0, clipRows: Range<Int>? = nil,
              into pixmap: inout Pixmap) throws {
        guard scale.isFinite, scale > 0 else { throw TextError.invalidScale(scale) }
        for segment in line.segments where sizing.emSize(segment.font) * scale > Self.maximumPixelsPerEm {
            throw TextError.textTooLarge(pixelsPerEm: sizing.emSize(segment.font) * scale)
        }
        guard pixmap.width > 0, pixmap.height > 0, abs(baseline * scale) < Self.maximumCoordinate else { return }
        let rows = (clipRows ?? 0..<pixmap.height).clamped(to: 0..<pixmap.height)
        guard !rows.isEmpty else { return }
        let decorated = paint.hasDecorations(overlapping: sourceOffset..<(sourceOffset + line.scalarCount))
        let colors = [paint.color] + paint.decorations.map(\.color)
        let blenders = colors.map { LinearLightBlender(color: $0) }
        let baselinePixel = Int((baseline * scale).rounded()) - rowOffset
        var underlines: [UnderlineSpan] = []
        var pen = x
        for index in line.visualOrder {
            let segment = line.segments[index]
            let font = segment.font, unit = segment.pointsPerUnit
            let pixelsPerEm = sizing.emSize(font) * scale
            let shift = Int((sizing.baselineShift(font) * scale).rounded())
            for glyph in segment.run.glyphs {
                let start = pen
                pen += Double(glyph.xAdvance) * unit
                var paintIndex = 0
                if decorated, let decoration = paint.decoration(at: sourceOffset + segment.scalarOffset + Int(glyph.cluster)) {
                    paintIndex = decoration + 1
                    if paint.decorations[decoration].underline {
                        if let last = underlines.last, last.decoration == decoration, last.end == start {
                            underlines[underlines.count - 1].end = pen
                        } else {
                            underlines.append(UnderlineSpan(decoration: decoration, start: start, end: pen))
                        }
                    }
                }
                let color = colors[paintIndex]
                let exactX = (start + Double(glyph.xOffset) * unit) * scale
                guard color.alpha > 0, abs(exactX) < Self.maximumCoordinate else { continue }
                var wholeX = Int(exactX.rounded(.down))
                var quarter = Int(((exactX - Double(wholeX)) * 4).rounded())
                if quarter == 4 { wholeX += 1; quarter = 0 }
                let image = try rasterizer.image(font: font, glyph: glyph.glyph, pixelsPerEm: pixelsPerEm, quarter: quarter)
                guard image.width > 0, image.height > 0 else { continue }
                let left = wholeX + image.left
                let top = baselinePixel + shift - Int((Double(glyph.yOffset) * unit * scale).rounded()) - image.top
                switch image.pixels {
                case .coverage(let coverage):
                    Self.composite(coverage: coverage, image: image, left: left, top: top, rows: rows,
                                   blender: blenders[paintIndex], into: &pixmap)
                case .color(let rgba):
                    Self.composite(rgba: rgba, opacity: color.alpha, image: image, left: left, top: top, rows: rows,
                                   into: &pixmap)
                }
            }
        }
        let top = baselinePixel + Int((sizing.underlineOffset * scale).rounded())
        let thickness = max(1, Int((sizing.underlineThickness * scale).rounded()))
        for span in underlines where colors[span.decoration + 1].alpha > 0 {
            let x0 = span.start * scale, x1 = span.end * scale
            guard abs(x0) < Self.maximumCoordinate, abs(x1) < Self.maximumCoordinate else { continue }
            Self.fill(x0: Int(x0.rounded()), x1: Int(x1.rounded()), y0: max(top, rows.lowerBound),
                      y1: min(top + thickness, rows.upperBound), blender: blenders[span.decoration + 1], into: &pixmap)
        }
    }

    /// A piece of an underline, in points along the line.
    private struct UnderlineSpan {
        var decoration: Int
        var start: Double
        var end: Double
    }

    /// Fills the device-pixel rectangle [x0, x1) × [y0, y1), clipped to the pixmap, in the blender's colour.
    private static func fill(x0: Int, x1: Int, y0: Int, y1: Int, blender: LinearLightBlender, into pixmap: inout Pixmap) {
        let left = max(0, x0), right = min(pixmap.width, x1)
        let top = max(0, y0), bottom = min(pixmap.height, y1)
        guard left < right, top < bottom else { return }
        let stride = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            for y in top..<bottom {
                var t = base + (y * stride + left) * 4
                for _ in left..<right {
                    blender.blend(coverage: 255, into: t)
                    t += 4
                }
            }
        }
    }

    /// The part of an image at (`left`, `top`) that falls inside the pixmap and its rows `rows`, in image pixels.
    private static func clip(_ image: GlyphImage, left: Int, top: Int, rows: Range<Int>, in pixmap: Pixmap)
        -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = max(0, -left), y0 = max(0, rows.lowerBound - top)
        let x1 = min(image.width, pixmap.width - left), y1 = min(image.height, rows.upperBound - top)
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    private static func composite(coverage: [UInt8], image: GlyphImage, left: Int, top: Int, rows: Range<Int>,
                                  blender: LinearLightBlender, into pixmap: inout Pixmap) {
        guard let area = clip(image, left: left, top: top, rows: rows, in: pixmap) else { return }
        let stride = pixmap.width
        coverage.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { target in
                guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress else { return }
                for y in area.y0..<area.y1 {
                    var s = sourceBase + y * image.width + area.x0
                    var t = targetBase + ((top + y) * stride + left + area.x0) * 4
                    for _ in area.x0..<area.x1 {
                        if s.pointee != 0 { blender.blend(coverage: s.pointee, into: t) }
                        s += 1
                        t += 4
                    }
                }
            }
        }
    }

    /// Premultiplied source-over: `out = src·k + dst·(1 − srcAlpha·k)`, with `k = opacity / 255`.
    private static func composite(rgba: [UInt8], opacity: UInt8, image: GlyphImage, left: Int, top: Int,
                                  rows: Range<Int>, into pixmap: inout Pixmap) {
        guard let area = clip(image, left: left, top: top, rows: rows, in: pixmap) else { return }
        let stride = pixmap.width
        let k = UInt32(opacity)
        rgba.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { target in
                guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress else { return }
                for y in area.y0..<area.y1 {
                    var s = sourceBase + (y * image.width + area.x0) * 4
                    var t = targetBase + ((top + y) * stride + left + area.x0) * 4
                    for _ in area.x0..<area.x1 {
                        defer { s += 4; t += 4 }
                        let sourceAlpha = k == 255 ? UInt32(s[3]) : divide255(UInt32(s[3]) * k)
                        if sourceAlpha == 0 { continue }
                        if sourceAlpha == 255 && k == 255 {
                            t[0] = s[0]; t[1] = s[1]; t[2] = s[2]; t[3] = 255
                            continue
                        }
                        let keep = 255 - sourceAlpha
                        for c in 0..<3 {
                            let sourceValue = k == 255 ? UInt32(s[c]) : divide255(UInt32(s[c]) * k)
                            t[c] = UInt8(min(255, sourceValue + divide255(UInt32(t[c]) * keep)))
                        }
                        t[3] = UInt8(min(255, sourceAlpha + divide255(UInt32(t[3]) * keep)))
                    }
                }
            }
        }
    }

    /// `value / 255` rounded to nearest, exact for `value` ≤ 255 × 255.
    @inline(__always)
    private static func divide255(_ value: UInt32) -> UInt32 {
        let biased = value + 128
        return (biased + (biased >> 8)) >> 8
    }
}
