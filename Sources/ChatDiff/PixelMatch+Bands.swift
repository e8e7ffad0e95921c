import ChatRaster

extension PixelMatch {
    /// `compare(_:_:options:)` on images handed out row by row (`PixmapRowSource`), in bands of `bandHeight`
    /// rows: memory follows the width, not the height, so two screenshots 100 000 rows tall compare in a few
    /// megabytes. Counts, regions and the diff image are those `compare` gives the whole images; the diff image,
    /// when `options.outputDiff` is set, goes to `diffRows` band by band (the result's `diffImage` stays nil).
    ///
    /// Each band is classified with two rows of its neighbours in memory (anti-aliasing looks two pixels away).
    /// Throws what the sources throw.
    public static func compare(_ a: any PixmapRowSource, _ b: any PixmapRowSource, options: PixelMatchOptions = .init(),
                               bandHeight: Int = 256, diffRows: ((Pixmap) throws -> Void)? = nil) throws -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            return DiffResult(width: a.width, height: a.height, mismatchedPixels: 0, antialiasedPixels: 0, totalPixels: 0,
                              sizeMismatch: true, identical: false, regions: [], diffImage: nil)
        }
        let width = a.width, height = a.height
        let rowBytes = width * 4
        let drawOutput = options.outputDiff && diffRows != nil
        var window1: [UInt8] = [], window2: [UInt8] = []
        var windowTop = 0, windowBottom = 0
        var identical = true
        var tally = Tally(mergeDistance: options.regionMergeDistance)
        var top = 0
        while top < height {
            let bottom = min(height, top + max(1, bandHeight))
            // Two rows of context below the band, then drop what is more than two rows above it.
            let need = min(height, bottom + 2)
            if need > windowBottom {
                window1 += try a.nextRows(need - windowBottom).straightRGBA()
                window2 += try b.nextRows(need - windowBottom).straightRGBA()
                windowBottom = need
            }
            let keepFrom = max(0, top - 2)
            if keepFrom > windowTop {
                window1.removeFirst((keepFrom - windowTop) * rowBytes)
                window2.removeFirst((keepFrom - windowTop) * rowBytes)
                windowTop = keepFrom
            }
            guard window1.count == (windowBottom - windowTop) * rowBytes, window2.count == window1.count else {
                throw PixelMatchSourceError.shortImage
            }
            let bandRange = ((top - windowTop) * rowBytes)..<((bottom - windowTop) * rowBytes)
            let bandIsSame = window1[bandRange].elementsEqual(window2[bandRange])
            var canvas = DiffCanvas(width: drawOutput ? width : 0, height: drawOutput ? bottom - top : 0)
            if bandIsSame {
                if drawOutput && !options.diffMask {
                    canvas.bytes.withUnsafeMutableBufferPointer { out in
                        window1.withUnsafeBufferPointer { source in
                            source.withMemoryRebound(to: UInt32.self) { words in
                                guard let dst = out.baseAddress, let src = source.baseAddress else { return }
                                let first = bandRange.lowerBound / 4
                                for pixel in 0..<((bottom - top) * width) {
                                    DiffCanvas.paintGrey(dst, pixel * 4, source: src, sourcePos: (first + pixel) * 4,
                                                         word: words[first + pixel], alpha: options.alpha, cache: &tally.greyCache)
                                }
                            }
                        }
                    }
                }
            } else {
                identical = false
                canvas.bytes.withUnsafeMutableBufferPointer { out in
                    classify(window1, window2, width: width, height: height, rows: top..<bottom, windowTop: windowTop,
                             options: options, out: drawOutput ? out.baseAddress : nil, tally: &tally)
                }
            }
            if drawOutput, let diffRows { try diffRows(canvas.pixmap()) }
            top = bottom
        }
        return DiffResult(width: width, height: height, mismatchedPixels: tally.mismatched,
                          antialiasedPixels: tally.antialiased, totalPixels: width * height, sizeMismatch: false,
                          identical: identical, regions: tally.clusterer.regions(), diffImage: nil)
    }
}

extension PixelMatch {
    /// What `compare(_:_:options:bandHeight:diffRows:)` gives for an image and an identical copy, reading the image
    /// once: no differences, and each band of the diff image faded grey (transparent with `diffMask`).
    static func identical(_ a: any PixmapRowSource, options: PixelMatchOptions, bandHeight: Int,
                          diffRows: (Pixmap) throws -> Void) throws -> DiffResult {
        let width = a.width, height = a.height
        var cache = DiffCanvas.GreyCache()
        var top = 0
        while top < height {
            let rows = min(height - top, max(1, bandHeight))
            let band = try a.nextRows(rows)
            guard band.width == width, band.height == rows else { throw PixelMatchSourceError.shortImage }
            var canvas = DiffCanvas(width: width, height: rows)
            if !options.diffMask {
                // Opaque pixels are the same premultiplied or straight: no copy to convert.
                let straight = band.isOpaque ? band.pixels : band.straightRGBA()
                canvas.bytes.withUnsafeMutableBufferPointer { out in
                    straight.withUnsafeBufferPointer { source in
                        source.withMemoryRebound(to: UInt32.self) { words in
                            guard let dst = out.baseAddress, let src = source.baseAddress else { return }
                            for pixel in 0..<(rows * width) {
                                DiffCanvas.paintGrey(dst, pixel * 4, source: src, sourcePos: pixel * 4, word: words[pixel],
                                                     alpha: options.alpha, cache: &cache)
                            }
                        }
                    }
                }
            }
            try diffRows(canvas.pixmap())
            top += rows
        }
        return DiffResult(width: width, height: height, mismatchedPixels: 0, antialiasedPixels: 0, totalPixels: width * height,
                          sizeMismatch: false, identical: true, regions: [], diffImage: nil)
    }
}

/// A row source that ran out of rows before its stated height.
package enum PixelMatchSourceError: Error, CustomStringConvertible {
    case shortImage

    package var description: String { "an image ended before its stated height" }
}
