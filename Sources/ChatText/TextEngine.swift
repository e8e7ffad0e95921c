import ChatGeometry
import ChatModel
import ChatRaster
import ChatWorkers

/// Lays out and draws text with HarfBuzz (shaping), FreeType (rasterising), ICU (UAX #14 line breaking
/// and UAX #9 bidi levels) and, optionally, fontconfig (system fallback). Thread-safe: every call runs
/// under one internal lock.
///
/// Layout works in points and does not depend on the output scale: glyph advances are HarfBuzz's unhinted
/// font units scaled to the size. Line height comes from the primary font only (ascender + descender +
/// line gap, see `LineMetrics`); emoji are scaled so their ascender + descender box equals the primary
/// font's. Drawing rasterises at `size × scale` pixels with light hinting and quarter-pixel positioning and
/// composites in linear light.
package final class TextEngine: TextMeasuring, @unchecked Sendable {
    private let state: Locked<Typesetter>
    /// The fonts this engine was created with.
    package let fonts: FontSet
    /// The most memory the engine's rasterised glyphs take before its cache is emptied (64 MiB).
    package static let glyphCacheBytes = 64 << 20

    /// Opens every face of `fonts`. Throws `TextError` when a file is missing, unreadable or not a font,
    /// or when a weight has no face.
    package init(fonts: FontSet) throws {
        self.fonts = fonts
        state = Locked(try Typesetter(fonts: fonts))
    }

    /// Shapes `text` in `style`, wraps it at `maxWidth` points (infinity: no wrapping) and returns its lines.
    /// Every hard break (`\n`, `\r\n`, U+2028…) ends a paragraph, and an empty line keeps its height. Each
    /// paragraph takes its base direction from `style.direction` (natural: its first strong character) and
    /// breaks at the opportunities of ICU's UAX #14 rules (after spaces and hyphens, between CJK ideographs,
    /// never before closing punctuation such as `。，、）」`), as late as the width allows; trailing spaces
    /// are dropped and do not count. A word wider than a line breaks between grapheme clusters, preferably
    /// after a URL separator. Each line's frame is relative to the block: x follows `style.alignment`
    /// within the block's width (natural: right-to-left lines flush right); its range locates its text in
    /// `text` in Unicode scalars.
    package func layout(_ text: String, style: TextStyle, maxWidth: Double) throws -> TextBlock {
        try state.withLock { try $0.layout(text, style: style, maxWidth: maxWidth) }
    }

    /// `layout(_:style:maxWidth:)` that stops after the first line making the block taller than `maxHeight`
    /// points (the block then ends there): an absurdly long text costs no more than the height that matters.
    package func layout(_ text: String, style: TextStyle, maxWidth: Double, maxHeight: Double) throws -> TextBlock {
        try state.withLock { try $0.layout(text, style: style, maxWidth: maxWidth, maxHeight: maxHeight) }
    }

    /// Draws `block` (as returned by `layout`) in `color` with its top-left corner at `origin` (points) into
    /// `pixmap`, at `scale` device pixels per point. Each line is shaped again alone (from the caches) in its
    /// paragraph's direction, exactly as `layout` measured it, placed at its frame's x, and its runs are
    /// drawn in visual order. Glyphs whose cluster starts inside a decoration's range (Unicode scalar
    /// offsets into the laid-out text) take the decoration's colour (the last listed wins where they
    /// overlap); an underlined decoration gets a stroke under each visually contiguous piece, from the
    /// primary font's `post` metrics, snapped to whole pixels.
    ///
    /// `pixmap` may be a band of a taller canvas holding its rows from `rowOffset` on (see `ChatRaster.Band`):
    /// only the lines reaching it are drawn, each pixel exactly as on the whole canvas.
    package func draw(_ block: TextBlock, style: TextStyle, color: Color, decorations: [TextDecoration] = [],
                     origin: Point, scale: Double, rowOffset: Int = 0, into pixmap: inout Pixmap) throws {
        try state.withLock {
            try $0.draw(block, style: style, color: color, decorations: decorations, origin: origin, scale: scale,
                        rowOffset: rowOffset, into: &pixmap)
        }
    }

    /// Draws one line of text (no wrapping) with its left end at `origin.x` and its baseline at `origin.y`
    /// (points), at `scale` device pixels per point, as a paragraph with base direction `style.direction`.
    package func draw(line text: String, style: TextStyle, color: Color, baselineOrigin origin: Point, scale: Double,
                     rowOffset: Int = 0, into pixmap: inout Pixmap) throws {
        try state.withLock {
            try $0.draw(lineText: text, style: style, color: color, x: origin.x, baseline: origin.y, scale: scale,
                        rowOffset: rowOffset, into: &pixmap)
        }
    }

    /// The advance width in points of `text` set on one line without wrapping.
    package func width(of text: String, style: TextStyle) throws -> Double {
        try state.withLock { try $0.width(of: text, style: style) }
    }

    /// The line metrics (primary font of `style.weight` at `style.fontSize`) that `layout` uses.
    package func lineMetrics(for style: TextStyle) throws -> LineMetrics {
        try state.withLock { try $0.lineMetrics(for: style) }
    }

    /// The font file chosen for each grapheme cluster of `text` (without wrapping): for diagnostics and tests.
    package func clusterFonts(of text: String, weight: FontWeight = .regular) -> [(cluster: String, fontPath: String)] {
        state.withLock { $0.clusterFonts(text, weight: weight) }
    }

    /// The runs of `text` set alone as one line (base direction `style.direction`; with `context`, as one line of a
    /// wrapped paragraph), in the visual order drawing paints them: for diagnostics and tests.
    func visualRuns(of text: String, style: TextStyle, context: BidiContext? = nil) throws -> [VisualRun] {
        try state.withLock { try $0.visualRuns(text, style: style, direction: style.direction, context: context) }
    }

    /// Number of distinct (text, font) runs shaped and cached so far.
    package var cachedShapeCount: Int {
        state.withLock { $0.cachedRunCount }
    }
}
