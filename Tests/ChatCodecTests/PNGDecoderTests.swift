import ChatRaster
import Testing
@testable import ChatCodec

@Suite struct PNGDecoderTests {
    private func color(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> PremultipliedColor {
        PremultipliedColor(red: r, green: g, blue: b, alpha: a)
    }

    @Test func decodesPaletteWithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        let png = PNGFixture.png(width: 4, height: 1, bitDepth: 8, colorType: 3,
                                 chunksBeforeData: [("PLTE", palette), ("tRNS", [255, 128, 0])],
                                 scanlines: [[0, 1, 2, 3]])
        let pixmap = try PNGDecoder.decode(png)
        #expect(pixmap[0, 0] == color(255, 0, 0, 255))
        #expect(pixmap[1, 0] == color(0, 128, 0, 128))   // straight green at alpha 128, premultiplied
        #expect(pixmap[2, 0] == color(0, 0, 0, 0))
        #expect(pixmap[3, 0] == color(255, 255, 255, 255))  // no tRNS entry: opaque
    }

    @Test func decodesTwoBitPalette() throws {
        let palette: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255]
        // Indices 0, 1, 2, 1 packed two bits each, most significant first: 00 01 10 01.
        let png = PNGFixture.png(width: 4, height: 1, bitDepth: 2, colorType: 3,
                                 chunksBeforeData: [("PLTE", palette)], scanlines: [[0b0001_1001]])
        let pixmap = try PNGDecoder.decode(png)
        #expect([pixmap[0, 0], pixmap[1, 0], pixmap[2, 0], pixmap[3, 0]]
                == [color(0, 0, 0, 255), color(255, 0, 0, 255), color(0, 255, 0, 255), color(255, 0, 0, 255)])
    }

    @Test func decodesOneBitGrey() throws {
        // 10 pixels 1010110011, padded to two bytes.
        let png = PNGFixture.png(width: 10, height: 1, bitDepth: 1, colorType: 0, scanlines: [[0b1010_1100, 0b1100_0000]])
        let pixmap = try PNGDecoder.decode(png)
        let bits = [1, 0, 1, 0, 1, 1, 0, 0, 1, 1]
        for (x, bit) in bits.enumerated() {
            let value: UInt8 = bit == 1 ? 255 : 0
            #expect(pixmap[x, 0] == color(value, value, value, 255))
        }
    }

    @Test func decodesGreyWithTransparentKey() throws {
        let png = PNGFixture.png(width: 3, height: 1, bitDepth: 8, colorType: 0,
                                 chunksBeforeData: [("tRNS", [0, 0x40])], scanlines: [[0x10, 0x40, 0xF0]])
        let pixmap = try PNGDecoder.decode(png)
        #expect(pixmap[0, 0] == color(0x10, 0x10, 0x10, 255))
        #expect(pixmap[1, 0] == color(0, 0, 0, 0))
        #expect(pixmap[2, 0] == color(0xF0, 0xF0, 0xF0, 255))
    }

    @Test func decodesGreyAlpha() throws {
        let png = PNGFixture.png(width: 2, height: 1, bitDepth: 8, colorType: 4, scanlines: [[200, 255, 200, 51]])
        let pixmap = try PNGDecoder.decode(png)
        #expect(pixmap[0, 0] == color(200, 200, 200, 255))
        #expect(pixmap[1, 0] == color(40, 40, 40, 51))  // (200·51 + 127) / 255 = 40
    }

    @Test func decodesSixteenBitGreyAndColour() throws {
        let grey = PNGFixture.png(width: 3, height: 1, bitDepth: 16, colorType: 0,
                                  scanlines: [PNGFixture.bigEndian16(0) + PNGFixture.bigEndian16(0xFFFF) + PNGFixture.bigEndian16(0x8080)])
        let greyPixmap = try PNGDecoder.decode(grey)
        #expect(greyPixmap[0, 0] == color(0, 0, 0, 255))
        #expect(greyPixmap[1, 0] == color(255, 255, 255, 255))
        #expect(greyPixmap[2, 0] == color(128, 128, 128, 255))

        let rgba = PNGFixture.png(width: 2, height: 1, bitDepth: 16, colorType: 6, scanlines: [
            [0xFF, 0xFF, 0x00, 0x00, 0x80, 0x80, 0xFF, 0xFF] + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00],
        ])
        let rgbaPixmap = try PNGDecoder.decode(rgba)
        #expect(rgbaPixmap[0, 0] == color(255, 0, 128, 255))
        #expect(rgbaPixmap[1, 0] == color(0, 0, 0, 0))

        let rgb = PNGFixture.png(width: 1, height: 2, bitDepth: 16, colorType: 2, scanlines: [
            [0x12, 0x34, 0xAB, 0xCD, 0x00, 0x00], [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
        ])
        let rgbPixmap = try PNGDecoder.decode(rgb)
        #expect(TestPixmaps.close(rgbPixmap[0, 0], color(0x12, 0xAB, 0, 255), tolerance: 1))
        #expect(rgbPixmap[0, 1] == color(255, 255, 255, 255))
    }

    @Test func decodesInterlacedImages() throws {
        let expected = TestPixmaps.opaqueScene(width: 11, height: 9)
        var rows: [[UInt8]] = []
        for y in 0..<9 {
            var row: [UInt8] = []
            for x in 0..<11 { let c = expected[x, y]; row += [c.red, c.green, c.blue] }
            rows.append(row)
        }
        let png = PNGFixture.png(width: 11, height: 9, bitDepth: 8, colorType: 2, interlaced: true,
                                 scanlines: PNGFixture.adam7Scanlines(rows: rows, width: 11, bytesPerPixel: 3))
        #expect(try PNGDecoder.decode(png) == expected)
    }

    @Test func refusesHugeDeclaredSizeBeforeReadingPixels() throws {
        // A valid signature and IHDR (correct CRC) claiming 100000 × 100000, then nothing: if the
        // decoder allocated 40 GB or handed this to libpng first, this test would crash or report
        // a different error.
        let png = SniffedFormat.pngSignature + PNGFixture.ihdrChunk(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6)
        #expect(throws: CodecError.tooLarge(width: 100_000, height: 100_000, limits: .default)) {
            _ = try PNGDecoder.decode(png)
        }
        #expect(throws: CodecError.tooLarge(width: 100_000, height: 100_000, limits: .default)) {
            _ = try ImageDecoder.decode(png)
        }
        // The probe still reports the claimed size.
        #expect(try ImageProbe.probe(png) == ImageInfo(format: .png, width: 100_000, height: 100_000))
    }

    @Test func appliesCustomLimits() throws {
        let png = try PNGEncoder.encode(TestPixmaps.opaqueScene(width: 64, height: 48))
        let narrow = ImageLimits(maxWidth: 32, maxHeight: 1000, maxPixels: 1_000_000)
        #expect(throws: CodecError.tooLarge(width: 64, height: 48, limits: narrow)) { _ = try PNGDecoder.decode(png, limits: narrow) }
        let few = ImageLimits(maxWidth: 1000, maxHeight: 1000, maxPixels: 64 * 48 - 1)
        #expect(throws: CodecError.tooLarge(width: 64, height: 48, limits: few)) { _ = try PNGDecoder.decode(png, limits: few) }
        let exact = ImageLimits(maxWidth: 64, maxHeight: 48, maxPixels: 64 * 48)
        #expect(try PNGDecoder.decode(png, limits: exact).width == 64)
    }

    @Test func reportsTruncationInsideTheImage() throws {
        let pixmap = TestPixmaps.opaqueScene(width: 50, height: 40)
        let png = try PNGEncoder.encode(pixmap)
        // Every cut up to the end of the compressed pixel data loses pixels and must fail.
        let idatEnd = png.count - 12 - 4  // IEND chunk (12 bytes) and the IDAT CRC (4) follow the data
        for length in [0, 1, 7, 8, 20, 32, 33, 40, 41, 57, png.count / 2, idatEnd - 20, idatEnd - 1] {
            let cut = Array(png.prefix(length))
            #expect(throws: CodecError.self, "cut at \(length) of \(png.count)") { _ = try PNGDecoder.decode(cut) }
        }
        // Cuts that leave every pixel (losing only the last CRC bytes or IEND) decode like browsers do,
        // and then give the exact pixels.
        for length in idatEnd..<png.count {
            if let decoded = try? PNGDecoder.decode(Array(png.prefix(length))) {
                #expect(decoded == pixmap, "cut at \(length) of \(png.count)")
            }
        }
        #expect(throws: CodecError.emptyData) { _ = try PNGDecoder.decode([]) }
        // Cut inside IHDR: a specific message, not libpng's.
        #expect(throws: CodecError.corruptPNG("the file ends after 20 bytes, inside the IHDR header chunk; the file is truncated")) {
            _ = try PNGDecoder.decode(Array(png.prefix(20)))
        }
        // Cut inside the image data: libpng's message comes through.
        do {
            _ = try PNGDecoder.decode(Array(png.prefix(png.count / 2)))
            Issue.record("half a PNG decoded")
        } catch {
            guard case .corruptPNG(let message) = error else { Issue.record("unexpected \(error)"); return }
            #expect(!message.isEmpty)
        }
    }

    @Test func reportsDamagedChunks() throws {
        let png = try PNGEncoder.encode(TestPixmaps.opaqueScene(width: 50, height: 40))
        var badHeaderCRC = png
        badHeaderCRC[29] ^= 0xFF
        #expect(throws: CodecError.corruptPNG("the IHDR chunk's CRC does not match its contents")) { _ = try PNGDecoder.decode(badHeaderCRC) }

        var badDataCRC = png
        badDataCRC[png.count - 13] ^= 0xFF  // last byte of the IDAT CRC, just before IEND
        #expect(throws: CodecError.self) { _ = try PNGDecoder.decode(badDataCRC) }

        var zeroWidth = SniffedFormat.pngSignature + PNGFixture.ihdrChunk(width: 0, height: 5, bitDepth: 8, colorType: 2)
        zeroWidth += PNGFixture.chunk("IEND", [])
        #expect(throws: CodecError.invalidDimensions(format: .png, width: 0, height: 5)) { _ = try PNGDecoder.decode(zeroWidth) }

        let badDepth = SniffedFormat.pngSignature + PNGFixture.ihdrChunk(width: 1, height: 1, bitDepth: 4, colorType: 2)
        #expect(throws: CodecError.corruptPNG("IHDR declares bit depth 4 with colour type 2, which PNG does not allow")) {
            _ = try PNGDecoder.decode(badDepth)
        }
    }

    @Test func refusesOtherFormats() throws {
        let jpeg = try JPEGEncoder.encode(TestPixmaps.opaqueScene(width: 8, height: 8), quality: 80)
        #expect(throws: CodecError.formatMismatch(expected: .png, found: "a JPEG image")) { _ = try PNGDecoder.decode(jpeg) }
        #expect(throws: CodecError.unsupportedFormat(.gif)) { _ = try PNGDecoder.decode(Array("GIF89a\u{1}\u{0}".utf8)) }
    }
}
