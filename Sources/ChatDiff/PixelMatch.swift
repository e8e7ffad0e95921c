import ChatRaster

/// Pixel-level image comparison with the semantics of pixelmatch 7.2.0 (mapbox/pixelmatch, ISC licence):
/// perceptual YIQ colour distance with a threshold, anti-aliased pixels detected and not counted, and the same
/// diff image. Counts equal pixelmatch's on the same PNGs.
///
/// pixelmatch reads straight (non-premultiplied) RGBA; `Pixmap` is premultiplied, so both images are converted
/// with `Pixmap.straightRGBA()` first — exactly the bytes a PNG of the pixmap holds.
public enum ChatPixelMatch {
    /// Compares `a` (pixelmatch's `img1`, the expected image) with `b` (`img2`, the actual one).
    ///
    /// Different sizes are reported with `sizeMismatch` and no counts. Byte-identical images take a fast path
    /// (`identical`) without examining pixels. Otherwise every pixel is classified; see `DiffResult`.
    public static func compare(_ a: Pixmap, _ b: Pixmap, options: PixelMatchOptions = .init()) -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            return DiffResult(width: a.width, height: a.height, mismatchedPixels: 0, antialiasedPixels: 0, totalPixels: 0,
                              sizeMismatch: true, identical: false, regions: [], diffImage: nil)
        }
        if ByteComparison.equal(a.pixels, b.pixels) {
            return identicalResult(straight: options.outputDiff ? a.straightRGBA() : [], width: a.width, height: a.height, options: options)
        }
        let straightA = a.straightRGBA(), straightB = b.straightRGBA()
        if ByteComparison.equal(straightA, straightB) {
            return identicalResult(straight: straightA, width: a.width, height: a.height, options: options)
        }
        return compareStraight(straightA, straightB, width: a.width, height: a.height, options: options)
    }

    /// The result for images with the same pixels: no differences, and the diff image all faded grey
    /// (all transparent with `diffMask`).
    private static func identicalResult(straight: [UInt8], width: Int, height: Int, options: PixelMatchOptions) -> DiffResult {
        var image: Pixmap?
        if options.outputDiff {
            var canvas = DiffCanvas(width: width, height: height)
            if !options.diffMask {
                straight.withUnsafeBufferPointer { source in
                    source.withMemoryRebound(to: UInt32.self) { words in
                        canvas.bytes.withUnsafeMutableBufferPointer { out in
                            guard let src = source.baseAddress, let dst = out.baseAddress else { return }
                            var cache = DiffCanvas.GreyCache()
                            for i in 0..<words.count {
                                DiffCanvas.paintGrey(dst, i * 4, source: src, sourcePos: i * 4, word: words[i], alpha: options.alpha, cache: &cache)
                            }
                        }
                    }
                }
            }
            image = canvas.pixmap()
        }
        return DiffResult(width: width, height: height, mismatchedPixels: 0, antialiasedPixels: 0, totalPixels: width * height,
                          sizeMismatch: false, identical: true, regions: [], diffImage: image)
    }

    /// pixelmatch's main loop over two straight RGBA buffers of the same size that are known to differ.
    private static func compareStraight(_ img1: [UInt8], _ img2: [UInt8], width: Int, height: Int,
                                        options: PixelMatchOptions) -> DiffResult {
        var canvas = DiffCanvas(width: options.outputDiff ? width : 0, height: options.outputDiff ? height : 0)
        var tally = Tally(mergeDistance: options.regionMergeDistance)
        canvas.bytes.withUnsafeMutableBufferPointer { out in
            classify(img1, img2, width: width, height: height, rows: 0..<height, windowTop: 0, options: options,
                     out: out.baseAddress, tally: &tally)
        }
        return DiffResult(width: width, height: height, mismatchedPixels: tally.mismatched, antialiasedPixels: tally.antialiased,
                          totalPixels: width * height, sizeMismatch: false, identical: false,
                          regions: tally.clusterer.regions(), diffImage: options.outputDiff ? canvas.pixmap() : nil)
    }

    /// Counts and regions as pixels are classified, top to bottom.
    struct Tally {
        var mismatched = 0
        var antialiased = 0
        var clusterer: RegionClusterer
        var greyCache = DiffCanvas.GreyCache()

        init(mergeDistance: Int) {
            clusterer = RegionClusterer(mergeDistance: mergeDistance)
        }
    }

    /// Classifies the pixels of `rows` of two straight RGBA images `height` rows tall, whose buffers hold the rows
    /// from `windowTop` on (two rows of context above and below `rows`, where the image has them), painting the
    /// diff image's rows into `out` (from `rows.lowerBound`; nil: no image).
    static func classify(_ img1: [UInt8], _ img2: [UInt8], width: Int, height: Int, rows: Range<Int>, windowTop: Int,
                         options: PixelMatchOptions, out: UnsafeMutablePointer<UInt8>?, tally: inout Tally) {
        let maxDelta = YIQDelta.maximum * options.threshold * options.threshold
        let drawOutput = options.outputDiff && out != nil
        let drawBackground = drawOutput && !options.diffMask
        let checkerboard = options.checkerboard
        let alpha = options.alpha
        let aaColor = options.aaColor, diffColor = options.diffColor, altColor = options.diffColorAlt ?? options.diffColor
        img1.withUnsafeBufferPointer { buffer1 in
            img2.withUnsafeBufferPointer { buffer2 in
                buffer1.withMemoryRebound(to: UInt32.self) { words1 in
                    buffer2.withMemoryRebound(to: UInt32.self) { words2 in
                        guard let p1 = buffer1.baseAddress, let p2 = buffer2.baseAddress,
                              let w1 = words1.baseAddress, let w2 = words2.baseAddress else { return }
                        var detector1 = AntialiasingDetector(image: p1, words: w1, otherWords: w2, width: width, height: height, checkerboard: checkerboard)
                        var detector2 = AntialiasingDetector(image: p2, words: w2, otherWords: w1, width: width, height: height, checkerboard: checkerboard)
                        detector1.rowOffset = windowTop
                        detector2.rowOffset = windowTop
                        for y in rows {
                            var i = (y - windowTop) * width
                            var o = (y - rows.lowerBound) * width * 4
                            for x in 0..<width {
                                defer { i += 1; o += 4 }
                                let pos = i * 4
                                let delta = w1[i] == w2[i] ? 0 : YIQDelta.color(p1, pos, p2, pos, checkerboard: checkerboard,
                                                                                 origin: windowTop * width * 4)
                                if abs(delta) > maxDelta {
                                    if !options.includeAA && (detector1.isAntialiased(x1: x, y1: y) || detector2.isAntialiased(x1: x, y1: y)) {
                                        tally.antialiased += 1
                                        if drawBackground, let out { DiffCanvas.paint(out, o, aaColor) }
                                    } else {
                                        tally.mismatched += 1
                                        tally.clusterer.add(x: x, y: y)
                                        if drawOutput, let out { DiffCanvas.paint(out, o, delta < 0 ? altColor : diffColor) }
                                    }
                                } else if drawBackground, let out {
                                    DiffCanvas.paintGrey(out, o, source: p1, sourcePos: pos, word: w1[i], alpha: alpha, cache: &tally.greyCache)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
