import ChatRaster
import Testing
@testable import ChatCodec

@Suite struct JPEGTests {
    @Test func roundTripsWithinTolerance() throws {
        let original = TestPixmaps.opaqueScene(width: 96, height: 64)
        let jpeg = try JPEGEncoder.encode(original, quality: 95)
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(jpeg.suffix(2).elementsEqual([0xFF, 0xD9]))
        let decoded = try JPEGDecoder.decode(jpeg)
        #expect(decoded.width == 96 && decoded.height == 64)
        #expect(decoded.isOpaque)
        let difference = TestPixmaps.difference(original, decoded)
        #expect(difference.mean < 2.0, "mean error \(difference.mean)")
        #expect(difference.max < 48, "max error \(difference.max)")
    }

    @Test func lowerQualityIsSmallerAndStillClose() throws {
        let original = TestPixmaps.opaqueScene(width: 96, height: 64)
        let high = try JPEGEncoder.encode(original, quality: 95)
        let low = try JPEGEncoder.encode(original, quality: 40)
        #expect(low.count < high.count)
        #expect(TestPixmaps.difference(original, try JPEGDecoder.decode(low)).mean < 6)
    }

    @Test func isDeterministic() throws {
        let pixmap = TestPixmaps.opaqueScene(width: 40, height: 30)
        #expect(try JPEGEncoder.encode(pixmap, quality: 85) == JPEGEncoder.encode(pixmap, quality: 85))
    }

    @Test func flattensAlphaOntoWhite() throws {
        var pixmap = Pixmap(width: 16, height: 16)  // transparent
        for y in 8..<16 { for x in 0..<16 { pixmap[x, y] = PremultipliedColor(red: 128, green: 0, blue: 0, alpha: 128) } }
        let decoded = try JPEGDecoder.decode(try JPEGEncoder.encode(pixmap, quality: 100))
        let white = PremultipliedColor.white
        #expect(TestPixmaps.close(decoded[4, 2], white, tolerance: 2))
        // Half-transparent red over white: 128 + 127 = 255 red, 127 green and blue.
        #expect(TestPixmaps.close(decoded[4, 12], PremultipliedColor(red: 255, green: 127, blue: 127, alpha: 255), tolerance: 3))
    }

    /// Where the stored top-left pixel and the stored top-right pixel appear when displayed, per the
    /// EXIF specification's description of each orientation value (0th row / 0th column position).
    static let cornerTable: [(orientation: UInt32, topLeftGoesTo: (Int, Int), topRightGoesTo: (Int, Int))] = [
        (1, (0, 0), (1, 0)), (2, (1, 0), (0, 0)), (3, (1, 1), (0, 1)), (4, (0, 1), (1, 1)),
        (5, (0, 0), (0, 1)), (6, (1, 0), (1, 1)), (7, (1, 1), (1, 0)), (8, (0, 1), (0, 0)),
    ]

    @Test(arguments: 0..<8)
    func turnsPhotosUprightForEveryOrientation(row: Int) throws {
        let (orientation, topLeftGoesTo, topRightGoesTo) = Self.cornerTable[row]
        // 48 × 24 stored: red top-left, green top-right, blue bottom-left, white bottom-right quadrants.
        let stored = TestPixmaps.quadrants(width: 48, height: 24)
        let plain = try JPEGEncoder.encode(stored, quality: 100)
        for littleEndian in [true, false] {
            let jpeg = JPEGFixture.inserting(JPEGFixture.exifSegment(orientation: orientation, littleEndian: littleEndian), into: plain)
            let swapped = orientation >= 5
            let (width, height) = swapped ? (24, 48) : (48, 24)
            #expect(try ImageProbe.probe(jpeg) == ImageInfo(format: .jpeg, width: width, height: height))
            let shown = try JPEGDecoder.decode(jpeg)
            #expect(shown.width == width && shown.height == height)
            // Sample the middle of each displayed quadrant (corner (cx, cy) with 0 = left/top, 1 = right/bottom).
            func sample(_ corner: (Int, Int)) -> PremultipliedColor {
                shown[corner.0 == 0 ? width / 4 : width * 3 / 4, corner.1 == 0 ? height / 4 : height * 3 / 4]
            }
            let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
            let green = PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255)
            #expect(TestPixmaps.close(sample(topLeftGoesTo), red, tolerance: 8), "orientation \(orientation)")
            #expect(TestPixmaps.close(sample(topRightGoesTo), green, tolerance: 8), "orientation \(orientation)")
        }
    }

    @Test func readsOrientationStoredAsLong() throws {
        let plain = try JPEGEncoder.encode(TestPixmaps.quadrants(width: 32, height: 16), quality: 90)
        let jpeg = JPEGFixture.inserting(JPEGFixture.exifSegment(orientation: 6, littleEndian: false, type: 4), into: plain)
        #expect(try ImageProbe.probe(jpeg) == ImageInfo(format: .jpeg, width: 16, height: 32))
    }

    @Test func ignoresInvalidOrientation() throws {
        let plain = try JPEGEncoder.encode(TestPixmaps.quadrants(width: 32, height: 16), quality: 90)
        let jpeg = JPEGFixture.inserting(JPEGFixture.exifSegment(orientation: 9, littleEndian: true), into: plain)
        #expect(try JPEGDecoder.decode(jpeg).width == 32)
    }

    @Test func checksLimitsOnTheDisplayedSize() throws {
        let plain = try JPEGEncoder.encode(TestPixmaps.quadrants(width: 64, height: 16), quality: 90)
        let limits = ImageLimits(maxWidth: 32, maxHeight: 64, maxPixels: 10_000)
        #expect(throws: CodecError.tooLarge(width: 64, height: 16, limits: limits)) { _ = try JPEGDecoder.decode(plain, limits: limits) }
        let rotated = JPEGFixture.inserting(JPEGFixture.exifSegment(orientation: 8, littleEndian: true), into: plain)
        #expect(try JPEGDecoder.decode(rotated, limits: limits).width == 16)
    }

    @Test func refusesUnsupportedComponentCountsAndProcesses() {
        #expect(throws: CodecError.unsupportedJPEGColorSpace("2 colour components")) {
            _ = try JPEGDecoder.decode(JPEGFixture.bareFrame(components: 2))
        }
        #expect(throws: CodecError.unsupportedJPEGProcess("12-bit JPEG (only 8 bits per sample are supported)")) {
            _ = try JPEGDecoder.decode(JPEGFixture.bareFrame(precision: 12))
        }
        #expect(throws: CodecError.unsupportedJPEGProcess("lossless JPEG (SOF marker FF C3)")) {
            _ = try JPEGDecoder.decode(JPEGFixture.bareFrame(marker: 0xC3))
        }
        #expect(throws: CodecError.unsupportedJPEGProcess("hierarchical (differential) JPEG (SOF marker FF C5)")) {
            _ = try JPEGDecoder.decode(JPEGFixture.bareFrame(marker: 0xC5))
        }
        #expect(throws: CodecError.invalidDimensions(format: .jpeg, width: 0, height: 16)) {
            _ = try JPEGDecoder.decode(JPEGFixture.bareFrame(width: 0))
        }
    }

    @Test func reportsTruncatedAndDamagedData() throws {
        let jpeg = try JPEGEncoder.encode(TestPixmaps.opaqueScene(width: 64, height: 64), quality: 90)
        for length in [2, 3, 4, 10, 100, jpeg.count / 2, jpeg.count - 2] {
            #expect(throws: CodecError.self, "cut at \(length) of \(jpeg.count)") { _ = try JPEGDecoder.decode(Array(jpeg.prefix(length))) }
        }
        #expect(throws: CodecError.corruptJPEG("the data ends before the end-of-image marker (FF D9); the file is truncated")) {
            _ = try JPEGDecoder.decode(Array(jpeg.prefix(jpeg.count / 2)))
        }
        // Data appended after the end-of-image marker (as some phones do) is ignored.
        #expect(try JPEGDecoder.decode(jpeg + Array(repeating: 0x42, count: 100)).width == 64)
        // Scan data before any frame header.
        #expect(throws: CodecError.corruptJPEG("scan data starts at byte 2 before any frame header (SOF marker)")) {
            _ = try JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])
        }
    }

    @Test func toleratesWhatLibjpegOnlyWarnsAbout() throws {
        let original = TestPixmaps.opaqueScene(width: 64, height: 48)
        let jpeg = try JPEGEncoder.encode(original, quality: 90)
        let clean = try JPEGDecoder.decode(jpeg)
        // Two stray bytes after the JFIF APP0 segment: libjpeg warns "extraneous bytes before marker".
        let app0End = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
        #expect(jpeg[2...3].elementsEqual([0xFF, 0xE0]))
        let stray = Array(jpeg[..<app0End]) + [0x00, 0x11] + Array(jpeg[app0End...])
        let decoded = try JPEGDecoder.decode(stray)
        #expect(decoded == clean)
        #expect(decoded.isOpaque)
    }

    @Test func refusesBadEncoderInput() {
        let pixmap = Pixmap(width: 4, height: 4, fill: .black)
        #expect(throws: CodecError.invalidEncodeOptions("JPEG quality 0 is outside 1 … 100")) { _ = try JPEGEncoder.encode(pixmap, quality: 0) }
        #expect(throws: CodecError.invalidEncodeOptions("JPEG quality 101 is outside 1 … 100")) { _ = try JPEGEncoder.encode(pixmap, quality: 101) }
        #expect(throws: CodecError.emptyImage(format: .jpeg, width: 3, height: 0)) { _ = try JPEGEncoder.encode(Pixmap(width: 3, height: 0), quality: 80) }
    }

    @Test func refusesOtherFormats() throws {
        let png = try PNGEncoder.encode(Pixmap(width: 2, height: 2, fill: .white))
        #expect(throws: CodecError.formatMismatch(expected: .jpeg, found: "a PNG image")) { _ = try JPEGDecoder.decode(png) }
        #expect(throws: CodecError.emptyData) { _ = try JPEGDecoder.decode([]) }
    }
}
