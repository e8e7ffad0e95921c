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
    /// pixels per point.
    func draw(_ line: ShapedLine, sizing: FontSizing, color: Color, x: Double, baseline: Double, scale: Double,
              into pixmap: inout Pixmap) throws {
        guard scale.isFinite, scale > 0 else { throw TextError.invalidScale(scale) }
        for segment in line.segments where sizing.emSize(segment.font) * scale > Self.maximumPixelsPerEm {
            throw TextError.textTooLarge(pixelsPerEm: sizing.emSize(segment.font) * scale)
        }
        guard pixmap.width > 0, pixmap.height > 0, color.alpha > 0,
              abs(baseline * scale) < Self.maximumCoordinate else { return }
        let blender = LinearLightBlender(color: color)
        let baselinePixel = Int((baseline * scale).rounded())
        var pen = x
        for segment in line.segments {
            let font = segment.font, unit = segment.pointsPerUnit
            let pixelsPerEm = sizing.emSize(font) * scale
            let shift = Int((sizing.baselineShift(font) * scale).rounded())
            for glyph in segment.run.glyphs {
                defer { pen += Double(glyph.xAdvance) * unit }
                let exactX = (pen + Double(glyph.xOffset) * unit) * scale
                guard abs(exactX) < Self.maximumCoordinate else { continue }
                var wholeX = Int(exactX.rounded(.down))
                var quarter = Int(((exactX - Double(wholeX)) * 4).rounded())
                if quarter == 4 { wholeX += 1; quarter = 0 }
                let image = try rasterizer.image(font: font, glyph: glyph.glyph, pixelsPerEm: pixelsPerEm, quarter: quarter)
                guard image.width > 0, image.height > 0 else { continue }
                let left = wholeX + image.left
                let top = baselinePixel + shift - Int((Double(glyph.yOffset) * unit * scale).rounded()) - image.top
                switch image.pixels {
                case .coverage(let coverage):
                    Self.composite(coverage: coverage, image: image, left: left, top: top, blender: blender, into: &pixmap)
                case .color(let rgba):
                    Self.composite(rgba: rgba, opacity: color.alpha, image: image, left: left, top: top, into: &pixmap)
                }
            }
        }
    }

    /// The part of an image at (`left`, `top`) that falls inside the pixmap, as image and pixmap origins.
    private static func clip(_ image: GlyphImage, left: Int, top: Int, in pixmap: Pixmap)
        -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = max(0, -left), y0 = max(0, -top)
        let x1 = min(image.width, pixmap.width - left), y1 = min(image.height, pixmap.height - top)
        return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
    }

    private static func composite(coverage: [UInt8], image: GlyphImage, left: Int, top: Int,
                                  blender: LinearLightBlender, into pixmap: inout Pixmap) {
        guard let area = clip(image, left: left, top: top, in: pixmap) else { return }
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
                                  into pixmap: inout Pixmap) {
        guard let area = clip(image, left: left, top: top, in: pixmap) else { return }
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
