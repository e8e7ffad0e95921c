import ChatLayout
import ChatModel
import ChatRaster

/// The engine's state and work: open fonts, font matching, shaping and glyph caches, layout and drawing.
/// Not thread-safe: `TextEngine` serialises every call with its lock.
final class Typesetter {
    /// The largest font size accepted, in points.
    static let maximumFontSize = 4096.0

    private let table: FontTable
    private let matcher: FontMatcher
    private let shaper: Shaper
    private let painter: GlyphPainter

    init(fonts: FontSet) throws {
        table = try FontTable()
        matcher = try FontMatcher(fonts: fonts, table: table)
        shaper = try Shaper()
        painter = GlyphPainter()
    }

    /// Line metrics of the primary font of `style.weight` at `style.fontSize`.
    func lineMetrics(for style: TextStyle) throws -> LineMetrics {
        try sizing(for: style).line
    }

    /// Lays out `text`: hard breaks (`\n`, `\r\n`, U+2028…) end paragraphs; each paragraph wraps greedily at
    /// `maxWidth`. Every line is then measured on its own, exactly as `draw` will shape it.
    func layout(_ text: String, style: TextStyle, maxWidth: Double) throws -> TextBlock {
        guard !maxWidth.isNaN, maxWidth >= 0 else { throw TextError.invalidMaxWidth(maxWidth) }
        let sizing = try sizing(for: style)
        let builder = SegmentBuilder(shaper: shaper, table: table, sizing: sizing)
        let analyzer = TextAnalyzer(matcher: matcher)
        var measured: [(text: Substring, width: Double)] = []
        var fonts: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let analyzed = analyzer.analyze(paragraph, weight: style.weight)
            for range in LineBreaker(text: analyzed, builder: builder, maxWidth: maxWidth).lines() {
                let lineText = analyzed.text(of: range)
                let line = shapeLine(lineText, weight: style.weight, builder: builder)
                measured.append((lineText, line.width))
                for path in line.fontPaths where !fonts.contains(path) { fonts.append(path) }
            }
        }
        let blockWidth = measured.reduce(0.0) { max($0, $1.width) }
        let lineHeight = sizing.line.lineHeight
        let lines = measured.enumerated().map { index, line in
            let top = Double(index) * lineHeight
            return TextLine(text: String(line.text),
                            frame: Rect(x: Self.alignedX(width: line.width, in: blockWidth, alignment: style.alignment),
                                        y: top, width: line.width, height: lineHeight),
                            baseline: top + sizing.line.baselineOffset)
        }
        return TextBlock(lines: lines, size: Size(width: blockWidth, height: Double(lines.count) * lineHeight),
                         fonts: fonts)
    }

    /// Draws one line's text with its left end at `x` and its baseline at `baseline` (points).
    func draw(lineText: String, style: TextStyle, color: Color, x: Double, baseline: Double, scale: Double,
              into pixmap: inout Pixmap) throws {
        let sizing = try sizing(for: style)
        let line = shapedLine(lineText, style: style, sizing: sizing)
        try painter.draw(line, sizing: sizing, color: color, x: x, baseline: baseline, scale: scale, into: &pixmap)
    }

    /// Draws every line of `block`, re-shaping each line's text and aligning it within the block's width.
    func draw(_ block: TextBlock, style: TextStyle, color: Color, origin: Point, scale: Double,
              into pixmap: inout Pixmap) throws {
        let sizing = try sizing(for: style)
        for blockLine in block.lines {
            let line = shapedLine(blockLine.text, style: style, sizing: sizing)
            let x = origin.x + Self.alignedX(width: line.width, in: block.size.width, alignment: style.alignment)
            try painter.draw(line, sizing: sizing, color: color, x: x, baseline: origin.y + blockLine.baseline,
                             scale: scale, into: &pixmap)
        }
    }

    /// The advance width of `text` set on one line (no wrapping; hard breaks are not expected).
    func width(of text: String, style: TextStyle) throws -> Double {
        shapedLine(text, style: style, sizing: try sizing(for: style)).width
    }

    /// Number of cached shaped runs (for tests of the cache).
    var cachedRunCount: Int { shaper.cachedRunCount }

    /// The font chosen for each grapheme cluster of `text` (for tests).
    func clusterFonts(_ text: String, weight: FontWeight) -> [(cluster: String, fontPath: String)] {
        let analyzed = TextAnalyzer(matcher: matcher).analyze(Substring(text), weight: weight)
        return analyzed.clusters.map { (String(text[$0.text]), table[$0.font].face.path) }
    }

    private func shapedLine(_ text: String, style: TextStyle, sizing: FontSizing) -> ShapedLine {
        shapeLine(Substring(text), weight: style.weight,
                  builder: SegmentBuilder(shaper: shaper, table: table, sizing: sizing))
    }

    private func shapeLine(_ text: Substring, weight: FontWeight, builder: SegmentBuilder) -> ShapedLine {
        let analyzed = TextAnalyzer(matcher: matcher).analyze(text, weight: weight)
        return ShapedLine(segments: builder.segments(of: analyzed, in: 0..<analyzed.clusters.count))
    }

    private func sizing(for style: TextStyle) throws -> FontSizing {
        guard style.fontSize > 0, style.fontSize <= Self.maximumFontSize else {
            throw TextError.invalidFontSize(style.fontSize)
        }
        return FontSizing(fontSize: style.fontSize, primary: matcher.primary(for: style.weight).metrics)
    }

    private static func alignedX(width: Double, in blockWidth: Double, alignment: TextAlignment) -> Double {
        switch alignment {
        case .natural, .left: return 0  // every paragraph is left-to-right until bidi lands
        case .center: return (blockWidth - width) / 2
        case .right: return blockWidth - width
        }
    }
}
