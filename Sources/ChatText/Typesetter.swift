import ChatGeometry
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
    private let analyzer: TextAnalyzer

    init(fonts: FontSet) throws {
        table = try FontTable()
        matcher = try FontMatcher(fonts: fonts, table: table)
        shaper = try Shaper()
        painter = GlyphPainter()
        analyzer = TextAnalyzer(matcher: matcher, lineBreaker: try ICULineBreaker(), bidi: try ICUBidi())
    }

    /// Line metrics of the primary font of `style.weight` at `style.fontSize`.
    func lineMetrics(for style: TextStyle) throws -> LineMetrics {
        try sizing(for: style).line
    }

    /// Lays out `text`: hard breaks (`\n`, `\r\n`, U+2028…) end paragraphs; each paragraph gets its base
    /// direction (`style.direction`), its bidi levels and its line-break opportunities, and wraps greedily
    /// at `maxWidth`. Every line is then measured on its own, exactly as `draw` will shape it: set alone with
    /// its paragraph's direction.
    /// With `maxHeight`, it stops after the first line that makes the block taller.
    func layout(_ text: String, style: TextStyle, maxWidth: Double, maxHeight: Double = .infinity) throws -> TextBlock {
        guard !maxWidth.isNaN, maxWidth >= 0 else { throw TextError.invalidMaxWidth(maxWidth) }
        let sizing = try sizing(for: style)
        let lineLimit = maxHeight.isFinite ? Int(min(max(0, maxHeight / sizing.line.lineHeight), 1e15)) + 1 : Int.max
        let builder = builder(for: sizing)
        var measured: [(text: Substring, width: Double, range: Range<Int>, rightToLeft: Bool, context: BidiContext?)] = []
        var fonts: [String] = []
        var blockRightToLeft: Bool?
        var paragraphOffset = 0
        var previousStart = text.startIndex
        paragraphs: for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if measured.count >= lineLimit { break paragraphs }
            paragraphOffset += text.unicodeScalars.distance(from: previousStart, to: paragraph.startIndex)
            previousStart = paragraph.startIndex
            let analyzed = try analyzer.analyze(paragraph, weight: style.weight, direction: style.direction)
            let rightToLeft = analyzed.isRightToLeft
            if blockRightToLeft == nil { blockRightToLeft = rightToLeft }
            for range in LineBreaker(text: analyzed, builder: builder, maxWidth: maxWidth).lines() {
                let lineText = analyzed.text(of: range)
                let line: ShapedLine
                var context: BidiContext?
                if range == 0..<analyzed.clusters.count && Self.resolvesAlike(paragraph, direction: style.direction) {
                    // The line is the whole paragraph: analysing it alone would give the same clusters.
                    line = ShapedLine(segments: builder.segments(of: analyzed, in: range), scalarCount: analyzed.scalars.count)
                } else {
                    if range != 0..<analyzed.clusters.count { context = Self.context(of: lineText, in: paragraph) }
                    line = try shapedLine(lineText, weight: style.weight,
                                          direction: rightToLeft ? .rightToLeft : .leftToRight, context: context, builder: builder)
                }
                let scalars = (paragraphOffset + analyzed.scalarOffset(ofCluster: range.lowerBound))
                    ..< (paragraphOffset + analyzed.scalarOffset(ofCluster: range.upperBound))
                measured.append((lineText, line.width, scalars, rightToLeft, context))
                for face in line.fontFaces where !fonts.contains(face) { fonts.append(face) }
                if measured.count >= lineLimit { break paragraphs }
            }
        }
        let blockWidth = measured.reduce(0.0) { max($0, $1.width) }
        let lineHeight = sizing.line.lineHeight
        let lines = measured.enumerated().map { index, line in
            let top = Double(index) * lineHeight
            let x = Self.alignedX(width: line.width, in: blockWidth, alignment: style.alignment,
                                  rightToLeft: line.rightToLeft)
            return TextLine(text: String(line.text), frame: Rect(x: x, y: top, width: line.width, height: lineHeight),
                            baseline: top + sizing.line.baselineOffset, range: line.range,
                            isRightToLeft: line.rightToLeft, context: line.context)
        }
        return TextBlock(lines: lines, size: Size(width: blockWidth, height: Double(lines.count) * lineHeight),
                         fonts: fonts, isRightToLeft: blockRightToLeft ?? false)
    }

    /// Draws one line's text with its left end at `x` and its baseline at `baseline` (points), as one
    /// paragraph with base direction `style.direction`.
    func draw(lineText: String, style: TextStyle, color: Color, x: Double, baseline: Double, scale: Double,
              rowOffset: Int, into pixmap: inout Pixmap) throws {
        let sizing = try sizing(for: style)
        let line = try shapedLine(Substring(lineText), weight: style.weight, direction: style.direction,
                                  builder: builder(for: sizing))
        try painter.draw(line, sizing: sizing, paint: TextPaint(color: color), sourceOffset: 0, x: x,
                         baseline: baseline, scale: scale, rowOffset: rowOffset, into: &pixmap)
    }

    /// Draws every line of `block` at its frame's x and its baseline, re-shaping each line's text alone
    /// with its paragraph's direction (as `layout` measured it) and drawing its runs in visual order;
    /// `decorations` recolour and underline ranges of the laid-out string (found through each line's range).
    /// The pixmap holds the canvas rows from `rowOffset` on: only lines that can reach those rows are shaped and
    /// drawn. A line paints only within its box grown by one line height each way (room for tall marks and
    /// emoji), so a band draws exactly what the whole canvas has in its rows.
    func draw(_ block: TextBlock, style: TextStyle, color: Color, decorations: [TextDecoration], origin: Point,
              scale: Double, rowOffset: Int, into pixmap: inout Pixmap) throws {
        guard scale.isFinite, scale > 0 else { throw TextError.invalidScale(scale) }
        let sizing = try sizing(for: style)
        let paint = TextPaint(color: color, decorations: decorations)
        let builder = builder(for: sizing)
        let margin = sizing.line.lineHeight
        let visibleTop = Double(rowOffset) / scale - origin.y - margin
        let visibleBottom = Double(rowOffset + pixmap.height) / scale - origin.y + margin
        // Lines are stacked top to bottom: skip to the first that reaches the band.
        var index = block.lines.partitioningIndex { $0.frame.maxY > visibleTop }
        while index < block.lines.count, block.lines[index].frame.minY < visibleBottom {
            let blockLine = block.lines[index]
            index += 1
            let line = try shapedLine(Substring(blockLine.text), weight: style.weight,
                                      direction: blockLine.isRightToLeft ? .rightToLeft : .leftToRight, context: blockLine.context,
                                      builder: builder)
            // A line paints no further than a line height above and below its box, in any band or none.
            let clipTop = Self.pixelRow((origin.y + blockLine.frame.minY - margin) * scale, rounding: .down) - rowOffset
            let clipBottom = Self.pixelRow((origin.y + blockLine.frame.maxY + margin) * scale, rounding: .up) - rowOffset
            try painter.draw(line, sizing: sizing, paint: paint, sourceOffset: blockLine.range.lowerBound,
                             x: origin.x + blockLine.frame.minX, baseline: origin.y + blockLine.baseline,
                             scale: scale, rowOffset: rowOffset, clipRows: clipTop..<max(clipTop, clipBottom),
                             into: &pixmap)
        }
    }

    /// The advance width of `text` set on one line (no wrapping; hard breaks are not expected).
    func width(of text: String, style: TextStyle) throws -> Double {
        try shapedLine(Substring(text), weight: style.weight, direction: style.direction,
                       builder: builder(for: try sizing(for: style))).width
    }

    /// The runs of `text` set alone as one line of a paragraph with base direction `direction`, in the
    /// visual order `draw` paints them (for tests).
    func visualRuns(_ text: String, style: TextStyle, direction: TextDirection, context: BidiContext? = nil) throws -> [VisualRun] {
        let builder = builder(for: try sizing(for: style))
        let analyzed = try analyzer.analyze(Substring(text), weight: style.weight, direction: direction, context: context)
        let line = ShapedLine(segments: builder.segments(of: analyzed, in: 0..<analyzed.clusters.count),
                              scalarCount: analyzed.scalars.count)
        return line.visualOrder.map { index in
            let segment = line.segments[index]
            return VisualRun(text: String(analyzed.text(of: segment.clusters)), isRightToLeft: segment.level & 1 == 1,
                             fontPath: segment.font.face.path, glyphs: segment.run.glyphs.map(\.glyph),
                             width: segment.width)
        }
    }

    /// Number of cached shaped runs (for tests of the cache).
    var cachedRunCount: Int { shaper.cachedRunCount }

    /// The font chosen for each grapheme cluster of `text` (for tests).
    func clusterFonts(_ text: String, weight: FontWeight) -> [(cluster: String, fontPath: String)] {
        analyzer.clusters(of: Substring(text), weight: weight).clusters.map { (String(text[$0.text]), table[$0.font].face.path) }
    }

    /// `text` shaped alone as one line of a paragraph with base direction `direction`, resolved with the paragraph's
    /// text around it where it is one line of several (`context`).
    private func shapedLine(_ text: Substring, weight: FontWeight, direction: TextDirection, context: BidiContext? = nil,
                            builder: SegmentBuilder) throws -> ShapedLine {
        let analyzed = try analyzer.analyze(text, weight: weight, direction: direction, context: context)
        return ShapedLine(segments: builder.segments(of: analyzed, in: 0..<analyzed.clusters.count),
                          scalarCount: analyzed.scalars.count)
    }

    private func builder(for sizing: FontSizing) -> SegmentBuilder {
        SegmentBuilder(shaper: shaper, table: table, sizing: sizing)
    }

    private func sizing(for style: TextStyle) throws -> FontSizing {
        guard style.fontSize > 0, style.fontSize <= Self.maximumFontSize else {
            throw TextError.invalidFontSize(style.fontSize)
        }
        return FontSizing(fontSize: style.fontSize, primary: matcher.primary(for: style.weight).metrics)
    }

    /// The paragraph's text just before and just after `line` (a slice of `paragraph`), `BidiContext.window`
    /// characters each side at most.
    private static func context(of line: Substring, in paragraph: Substring) -> BidiContext {
        BidiContext(before: String(paragraph[paragraph.startIndex..<line.startIndex].suffix(BidiContext.window)),
                    after: String(paragraph[line.endIndex..<paragraph.endIndex].prefix(BidiContext.window)))
    }

    /// True when `paragraph` analysed with `direction` gets the same levels as with its resolved direction
    /// forced: always, except when a natural direction meets an information separator (U+001C–U+001E),
    /// which UAX #9 treats as a paragraph separator, so the text after it may resolve another direction.
    private static func resolvesAlike(_ paragraph: Substring, direction: TextDirection) -> Bool {
        direction != .natural || !paragraph.unicodeScalars.contains { (0x1C...0x1E).contains($0.value) }
    }

    /// A device row from a position in pixels, rounded as asked, NaN as 0 and clamped to ±2^40 (far beyond any
    /// canvas) so that no position can trap.
    private static func pixelRow(_ value: Double, rounding: FloatingPointRoundingRule) -> Int {
        let limit = Double(1 << 40)
        return value.isNaN ? 0 : Int(min(max(value.rounded(rounding), -limit), limit))
    }

    /// The x of a line of `width` in a block of `blockWidth`: natural alignment is flush left for
    /// left-to-right paragraphs and flush right for right-to-left ones.
    private static func alignedX(width: Double, in blockWidth: Double, alignment: TextAlignment,
                                 rightToLeft: Bool) -> Double {
        switch alignment {
        case .natural: return rightToLeft ? blockWidth - width : 0
        case .left: return 0
        case .center: return (blockWidth - width) / 2
        case .right: return blockWidth - width
        }
    }
}

extension Array {
    /// The index of the first element for which `belongs` is true, in a collection where it is false up to some
    /// index and true from there on (binary search); `count` when there is none.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
