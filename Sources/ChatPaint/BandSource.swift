import ChatRaster

/// Something that draws an image band by band, from the top down: the screenshot (`ScreenBands`) or the
/// screenshot in a device frame (`FramedBands`).
package protocol BandSource {
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
    package mutating func renderWhole() throws(RenderError) -> Pixmap {
        var band = Band(width: width, height: height, top: 0, fill: fill)
        defer { finish() }
        try draw(&band)
        return band.pixmap
    }
}

/// The screenshot: a display list drawn band by band.
package struct ScreenBands: BandSource {
    let renderer: DisplayListRenderer
    private var sweep: ElementSweep
    /// Prepares coming photos and maps on another thread (see `prefetch(bandHeight:lookahead:aheadBytes:)`).
    private var prefetcher: ElementPrefetcher?

    package init(renderer: DisplayListRenderer) {
        self.renderer = renderer
        sweep = ElementSweep(list: renderer.list)
    }

    package var width: Int { renderer.list.canvas.pixelWidth }
    package var height: Int { renderer.list.canvas.pixelHeight }
    package var fill: PremultipliedColor { renderer.backgroundFill }

    /// Lets one more thread prepare the elements up to `lookahead` rows beyond the band being drawn, holding at
    /// most `aheadBytes` of prepared pixmaps ahead of the sweep. The output is the same with or without it.
    package mutating func prefetch(bandHeight: Int, lookahead: Int, aheadBytes: Int) {
        prefetcher = ElementPrefetcher(renderer: renderer, sweep: sweep, rows: 0..<height, bandHeight: bandHeight,
                                       lookahead: lookahead)
        guard let prefetcher else { return }
        renderer.prepared.allowAhead(aheadBytes)
        // Waiting for an element the prefetcher is making, the drawing thread makes the next one instead.
        renderer.prepared.whileWaiting { [weak prefetcher] in prefetcher?.helpOnce() ?? false }
    }

    package mutating func draw(_ band: inout Band) throws(RenderError) -> Int {
        prefetcher?.advance(to: band.rows)
        return try renderer.draw(&band, sweep: &sweep)
    }

    package mutating func finish() {
        prefetcher?.stop()
        renderer.finish(&sweep)
    }
}
