import ChatPaint
import ChatRaster

extension BandSource {
    /// Draws the image in bands of at most `bandHeight` rows, handing each finished band to `consume`. One
    /// band's memory is reused throughout (the last band may be shorter).
    mutating func renderBands(height bandHeight: Int, statistics: inout ChatRenderStatistics,
                              _ consume: (Band) throws(ChatRenderError) -> Void) throws(ChatRenderError) {
        defer { finish() }
        let rows = max(1, bandHeight)
        // One band's memory for the whole image: made filled for the first band, refilled for each next one (the
        // last, shorter band in the same memory).
        var band = Band(width: width, height: min(rows, height), top: 0, fill: fill)
        var top = 0
        while top < height {
            let count = min(rows, height - top)
            if top > 0 { band.reset(top: top, height: count, fill: fill) }
            let drawing = ChatRenderer.now()
            statistics.elementDraws += try draw(&band)
            let encoding = ChatRenderer.now()
            try consume(band)
            statistics.drawSeconds += encoding - drawing
            statistics.encodeSeconds += ChatRenderer.now() - encoding
            statistics.bands += 1
            top += count
        }
    }
}
