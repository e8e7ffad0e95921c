import ChatCodec
import ChatRaster
import Testing
@testable import ChatDiff

/// `ImageComparison`, the one comparison every caller uses: its defaults, its refusal of settings out of range, and
/// the same answers from pixmaps, row sources and encoded bytes.
@Suite("ImageComparison")
struct ImageComparisonTests {
    @Test("the defaults are pixelmatch's: threshold 0.1, anti-aliasing not counted, alpha 0.1, nothing allowed")
    func defaults() throws {
        let comparison = ImageComparison()
        #expect(comparison.threshold == 0.1 && !comparison.includeAntialiasing && comparison.diffAlpha == 0.1)
        #expect(comparison.allowedMismatch == 0)
        #expect(try ImageComparison(threshold: 0.1) == comparison)
        #expect(try comparison.pixelMatchOptions(diffImage: true) == PixelMatchOptions(outputDiff: true))
    }

    @Test("settings out of range are refused with a typed error naming them, never clamped",
          arguments: [(-0.1, 0.1, 0.0), (1.5, 0.1, 0.0), (.nan, 0.1, 0.0), (.infinity, 0.1, 0.0),
                      (0.1, 3.0, 0.0), (0.1, -1.0, 0.0), (0.1, 0.1, 101.0), (0.1, 0.1, -1.0)])
    func outOfRange(threshold: Double, alpha: Double, allowed: Double) {
        do {
            _ = try ImageComparison(threshold: threshold, diffAlpha: alpha, allowedMismatch: allowed)
            Issue.record("accepted threshold \(threshold), alpha \(alpha), allowed \(allowed)")
        } catch {
            switch error {
            case .thresholdOutOfRange: #expect(!(0...1).contains(threshold) && error.description.contains("threshold"))
            case .diffAlphaOutOfRange: #expect(!(0...1).contains(alpha) && error.description.contains("alpha"))
            case .allowedMismatchOutOfRange: #expect(!(0...100).contains(allowed) && error.description.contains("percentage"))
            default: Issue.record("unexpected \(error)")
            }
        }
        #expect(throws: Never.self) { try ImageComparison(threshold: 0, diffAlpha: 1, allowedMismatch: 100) }
    }

    @Test("pixmaps, row sources and PNG bytes give the same result on every fixture pair", arguments: DiffFixtures.all.map(\.name))
    func threeWays(name: String) throws {
        let pair = DiffFixtures.pair(name)
        for comparison in [ImageComparison(), try ImageComparison(threshold: 0.05, includeAntialiasing: true)] {
            let inMemory = comparison.compare(expected: pair.a, actual: pair.b)
            let rows = try comparison.compare(expected: PixmapRows(pair.a), actual: PixmapRows(pair.b))
            let encoded = try comparison.compare(expected: PNGEncoder.encode(pair.a), actual: PNGEncoder.encode(pair.b))
            for other in [rows, encoded] {
                #expect(other.mismatchedPixels == inMemory.mismatchedPixels, "\(name)")
                #expect(other.pixels.antialiasedPixels == inMemory.pixels.antialiasedPixels, "\(name)")
                #expect(other.regions == inMemory.regions && other.matches == inMemory.matches, "\(name)")
            }
        }
    }

    @Test("identical bytes match without decoding; identical pixels in other bytes are identical too")
    func identical() throws {
        let image = DiffFixtures.pair("noise").a
        let png = try PNGEncoder.encode(image)
        let same = try ImageComparison().compare(expected: png, actual: png)
        #expect(same.identical && same.matches && same.expectedSize == .init(width: 64, height: 64))
        let jpeg = try JPEGEncoder.encode(image, quality: 90)
        #expect(try ImageComparison().compare(expected: jpeg, actual: jpeg).identical)
        let recompressed = try PNGEncoder.encode(image, options: .smallest)
        #expect(recompressed != png)
        #expect(try ImageComparison().compare(expected: png, actual: recompressed).identical)
    }

    @Test("different sizes are a size mismatch with both sizes, never a match, and no diff image is opened")
    func sizes() throws {
        let small = Pixmap(width: 10, height: 12, fill: .white), tall = Pixmap(width: 10, height: 13, fill: .white)
        let result = ImageComparison().compare(expected: small, actual: tall, diffImage: true)
        #expect(result.sizeMismatch && !result.matches && result.diffImage == nil)
        #expect("\(result.expectedSize) vs \(result.actualSize)" == "10×12 vs 10×13")
        var opened = false
        let encoded = try ImageComparison().compare(expected: PNGEncoder.encode(small), actual: PNGEncoder.encode(tall),
                                                    diffImage: DiffImageOutput(evenWhenIdentical: true) { opened = true; return MemorySink() })
        #expect(encoded.sizeMismatch && !opened)
    }

    @Test("allowedMismatch lets a share of changed pixels match")
    func allowed() throws {
        let pair = DiffFixtures.pair("color-shift")
        #expect(!ImageComparison().compare(expected: pair.a, actual: pair.b).matches)
        #expect(try ImageComparison(threshold: 0.1, allowedMismatch: 50).compare(expected: pair.a, actual: pair.b).matches)
        #expect(try !ImageComparison(threshold: 0.1, allowedMismatch: 49.9).compare(expected: pair.a, actual: pair.b).matches)
    }

    @Test("the encoded diff image is the in-memory one, written only for different files unless asked")
    func diffImage() throws {
        let pair = DiffFixtures.pair("bubble")
        let a = try PNGEncoder.encode(pair.a), b = try PNGEncoder.encode(pair.b)
        let sink = MemorySink()
        _ = try ImageComparison().compare(expected: a, actual: b, diffImage: DiffImageOutput { sink })
        let whole = try #require(ImageComparison().compare(expected: pair.a, actual: pair.b, diffImage: true).diffImage)
        #expect(try PNGDecoder.decode(sink.bytes) == whole)
        var opened = 0
        _ = try ImageComparison().compare(expected: a, actual: a, diffImage: DiffImageOutput { opened += 1; return MemorySink() })
        #expect(opened == 0)
        let grey = MemorySink()
        let same = try ImageComparison().compare(expected: a, actual: a, diffImage: DiffImageOutput(evenWhenIdentical: true) { grey })
        #expect(same.identical)
        #expect(try PNGDecoder.decode(grey.bytes) == ImageComparison().compare(expected: pair.a, actual: pair.a, diffImage: true).diffImage)
    }

    @Test("an image that cannot be read is named; a diff image that cannot be written says so")
    func failures() throws {
        let png = try PNGEncoder.encode(DiffFixtures.pair("noise").a)
        let text = Array("<html>not an image</html>".utf8)
        #expect(throws: ImageComparisonError.undecodable(.expected, reason: CodecError.unrecognizedFormat(leadingBytes: Array(text.prefix(8))).description)) {
            try ImageComparison().compare(expected: text, actual: png)
        }
        #expect { try ImageComparison().compare(expected: png, actual: Array(png.prefix(png.count - 40))) } throws: { error in
            guard case .undecodable(.actual, _) = error as? ImageComparisonError else { return false }
            return true
        }
        let other = try PNGEncoder.encode(DiffFixtures.pair("noise").b)
        #expect(throws: ImageComparisonError.diffImageUnwritable(reason: "disk full")) {
            try ImageComparison().compare(expected: png, actual: other, diffImage: DiffImageOutput { () throws(CodecError) in
                throw .writeFailed("disk full")
            })
        }
    }
}
