import ChatRaster
import Testing
@testable import ChatDiff

/// Comparing in bands gives exactly what comparing whole images gives: counts, regions, the diff image.
@Suite("pixelmatch in bands")
struct BandedPixelMatchTests {
    /// Compares `pair` in bands of `bandHeight` rows, gathering the diff image's bands.
    static func banded(_ a: Pixmap, _ b: Pixmap, options: PixelMatchOptions, bandHeight: Int) throws -> (DiffResult, Pixmap?) {
        var rows: [UInt8] = []
        var height = 0
        let result = try PixelMatch.compare(PixmapRows(a), PixmapRows(b), options: options, bandHeight: bandHeight) { band in
            rows += band.pixels
            height += band.height
        }
        return (result, options.outputDiff ? Pixmap(width: a.width, height: height, pixels: rows) : nil)
    }

    @Test("every fixture pair, every band height, with and without anti-aliasing and diff masks",
          arguments: DiffFixtures.all.map(\.name))
    func bandsMatchTheWholeComparison(name: String) throws {
        let pair = DiffFixtures.pair(name)
        let variants = [try PixelMatchOptions(outputDiff: true), try PixelMatchOptions(includeAA: true, outputDiff: true),
                        try PixelMatchOptions(threshold: 0, diffMask: true, outputDiff: true), PixelMatchOptions()]
        for options in variants {
            let whole = PixelMatch.compare(pair.a, pair.b, options: options)
            for bandHeight in [1, 2, 3, 7, 64, 1_000] {
                let (banded, image) = try Self.banded(pair.a, pair.b, options: options, bandHeight: bandHeight)
                #expect(banded.mismatchedPixels == whole.mismatchedPixels, "\(name) in bands of \(bandHeight)")
                #expect(banded.antialiasedPixels == whole.antialiasedPixels, "\(name) in bands of \(bandHeight)")
                #expect(banded.regions == whole.regions, "\(name) in bands of \(bandHeight)")
                #expect(banded.identical == whole.identical)
                #expect(image == whole.diffImage, "\(name) diff image in bands of \(bandHeight)")
            }
        }
    }

    @Test("identical images in bands: identical, and the faded original as the diff image")
    func identicalInBands() throws {
        let pair = DiffFixtures.pair("bubble")
        let options = try PixelMatchOptions(outputDiff: true)
        let (result, image) = try Self.banded(pair.a, pair.a, options: options, bandHeight: 5)
        #expect(result.identical && result.matches)
        #expect(image == PixelMatch.compare(pair.a, pair.a, options: options).diffImage)
    }

    @Test("different sizes are a size mismatch in bands too, and nothing is read")
    func sizeMismatch() throws {
        let result = try PixelMatch.compare(PixmapRows(Pixmap(width: 4, height: 4)), PixmapRows(Pixmap(width: 4, height: 5)))
        #expect(result.sizeMismatch && !result.matches)
    }
}
