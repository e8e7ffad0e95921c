import ChatRaster

/// Something that draws an image band by band, from the top down: the screenshot (`ScreenBands`) or the
/// screenshot in a device frame (`FramedBands`).
protocol BandSource {
    /// The image's size in pixels.
    var width: Int { get }
    var height: Int { get }
    /// The colour a band is filled with before it is drawn. When it is opaque, every pixel of the image is.
    var fill: PremultipliedColor { get }
    /// Draws the rows of `band`, already filled with `fill`, and returns how many display-list elements it drew.
    /// Bands come in order, from the top down.
    @discardableResult
    mutating func draw(_ band: inout Band) throws(RenderError) -> Int
    /// Drops whatever was kept for later bands (after the last band, or when giving up early).
    mutating func finish()
}

extension BandSource {
    /// The whole image in one band.
    mutating func renderWhole() throws(RenderError) -> Pixmap {
        var band = Band(width: width, height: height, top: 0, fill: fill)
        defer { finish() }
        try draw(&band)
        return band.pixmap
    }

    /// Draws the image in bands of at most `bandHeight` rows, handing each finished band to `consume`. One
    /// band's memory is reused throughout (the last band may be shorter).
    mutating func renderBands(height bandHeight: Int, statistics: inout RenderStatistics,
                              _ consume: (Band) throws(RenderError) -> Void) throws(RenderError) {
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

/// The screenshot: a display list drawn band by band.
struct ScreenBands: BandSource {
    let renderer: DisplayListRenderer
    private var sweep: ElementSweep
    /// Prepares coming photos and maps on another thread (see `prefetch(bandHeight:lookahead:aheadBytes:)`).
    private var prefetcher: ElementPrefetcher?

    init(renderer: DisplayListRenderer) {
        self.renderer = renderer
        sweep = ElementSweep(list: renderer.list)
    }

    var width: Int { renderer.list.canvas.pixelWidth }
    var height: Int { renderer.list.canvas.pixelHeight }
    var fill: PremultipliedColor { renderer.backgroundFill }

    /// Lets one more thread prepare the elements up to `lookahead` rows beyond the band being drawn, holding at
    /// most `aheadBytes` of prepared pixmaps ahead of the sweep. The output is the same with or without it.
    mutating func prefetch(bandHeight: Int, lookahead: Int, aheadBytes: Int) {
        prefetcher = ElementPrefetcher(renderer: renderer, sweep: sweep, rows: 0..<height, bandHeight: bandHeight,
                                       lookahead: lookahead)
        guard let prefetcher else { return }
        renderer.prepared.allowAhead(aheadBytes)
        // Waiting for an element the prefetcher is making, the drawing thread makes the next one instead.
        renderer.prepared.whileWaiting { [weak prefetcher] in prefetcher?.helpOnce() ?? false }
    }

    mutating func draw(_ band: inout Band) throws(RenderError) -> Int {
        prefetcher?.advance(to: band.rows)
        return try renderer.draw(&band, sweep: &sweep)
    }

    mutating func finish() {
        prefetcher?.stop()
        renderer.finish(&sweep)
    }
}
