import ChatRaster
import Testing
@testable import ChatCodec

@Suite struct PNGEncoderTests {
    @Test func roundTripsEveryPremultipliedValueExactly() throws {
        let original = TestPixmaps.allPremultipliedPairs()
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(original))
        #expect(decoded.width == 256 && decoded.height == 256)
        #expect(decoded == original)
    }

    @Test func writesOpaqueImagesAsRGBAndOthersAsRGBA() throws {
        let opaque = TestPixmaps.opaqueScene(width: 40, height: 30)
        let opaquePNG = try PNGEncoder.encode(opaque)
        // IHDR data starts at byte 16: width, height, bit depth (24), colour type (25).
        #expect(opaquePNG[24] == 8)
        #expect(opaquePNG[25] == 2)
        #expect(try PNGDecoder.decode(opaquePNG) == opaque)

        var translucent = opaque
        translucent[3, 4] = PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 40)
        let translucentPNG = try PNGEncoder.encode(translucent)
        #expect(translucentPNG[24] == 8)
        #expect(translucentPNG[25] == 6)
        #expect(try PNGDecoder.decode(translucentPNG) == translucent)
    }

    @Test func isDeterministicAndWritesOnlyFixedChunks() throws {
        let pixmap = TestPixmaps.allPremultipliedPairs()
        let first = try PNGEncoder.encode(pixmap)
        let second = try PNGEncoder.encode(pixmap)
        #expect(first == second)
        let types = PNGFixture.chunkTypes(first)
        #expect(types.first == "IHDR")
        #expect(types.last == "IEND")
        #expect(types.contains("sRGB"))
        #expect(Set(types).isSubset(of: ["IHDR", "sRGB", "IDAT", "IEND"]))
        for forbidden in ["tIME", "tEXt", "zTXt", "iTXt"] {
            #expect(!types.contains(forbidden))
        }
    }

    @Test(arguments: [
        PNGEncodeOptions.default, .smallest, .fastest,
        PNGEncodeOptions(compressionLevel: 0, filtering: .uniform(.none)),
        PNGEncodeOptions(compressionLevel: 3, filtering: .uniform(.sub)),
        PNGEncodeOptions(compressionLevel: 6, filtering: .uniform(.up)),
        PNGEncodeOptions(compressionLevel: 9, filtering: .uniform(.average)),
        PNGEncodeOptions(compressionLevel: 6, filtering: .byRowDetail(flat: .sub, detailed: .paeth)),
        PNGEncodeOptions(compressionLevel: 6, filtering: .uniform(.all)),
    ])
    func everyOptionRoundTrips(options: PNGEncodeOptions) throws {
        for pixmap in [TestPixmaps.opaqueScene(width: 97, height: 61), TestPixmaps.allPremultipliedPairs()] {
            #expect(try PNGDecoder.decode(try PNGEncoder.encode(pixmap, options: options)) == pixmap)
        }
    }

    @Test(arguments: [(1, 1), (1, 9), (9, 1), (3, 2)])
    func roundTripsTinyShapes(width: Int, height: Int) throws {
        var pixmap = TestPixmaps.opaqueScene(width: width, height: height)
        pixmap[0, 0] = PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 4)
        let variants: [PNGEncodeOptions] = [
            .default, PNGEncodeOptions(filtering: .uniform(.all)),
            PNGEncodeOptions(filtering: .uniform(.sub)), PNGEncodeOptions(filtering: .uniform(.paeth)),
            PNGEncodeOptions(filtering: .byRowDetail(flat: .sub, detailed: .paeth)),
            PNGEncodeOptions(filtering: .byRowDetail(flat: .up, detailed: .average)),
        ]
        for options in variants {
            #expect(try PNGDecoder.decode(try PNGEncoder.encode(pixmap, options: options)) == pixmap)
        }
    }

    @Test func classifiesRowsByDetail() throws {
        // Flat rows (one colour, a few edges) and noisy rows (every pixel differs from its left neighbour).
        var pixmap = Pixmap(width: 64, height: 12, fill: .white)
        var seed: UInt32 = 1
        for y in 4..<8 {
            for x in 0..<64 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                pixmap[x, y] = PremultipliedColor(red: UInt8(truncatingIfNeeded: seed >> 24), green: UInt8(x * 4), blue: 40, alpha: 255)
            }
        }
        for y in [1, 2, 9, 10] {
            for x in 20..<30 { pixmap[x, y] = PremultipliedColor(red: 0, green: 122, blue: 255, alpha: 255) }
        }
        // Level 0 stores the filtered rows uncompressed, so each row's filter byte can be read back.
        let options = PNGEncodeOptions(compressionLevel: 0, filtering: .byRowDetail(flat: .none, detailed: .sub))
        let png = try PNGEncoder.encode(pixmap, options: options)
        let rows = try #require(PNGFixture.filteredRows(png, rowBytes: 64 * 3))
        #expect(rows.count == 12)
        // Flat rows → NONE (0), noisy rows → SUB (1), a row equal to the row above (2 and 10) → UP (2).
        #expect(rows.map(\.first) == [0, 0, 2, 0, 1, 1, 1, 1, 0, 0, 2, 0])
        #expect(try PNGDecoder.decode(png) == pixmap)

        let uniform = try PNGEncoder.encode(pixmap, options: PNGEncodeOptions(compressionLevel: 0, filtering: .uniform(.sub)))
        let uniformRows = try #require(PNGFixture.filteredRows(uniform, rowBytes: 64 * 3))
        #expect(uniformRows.allSatisfy { $0.first == 1 })
    }

    @Test func rejectsEmptyPixmaps() {
        #expect(throws: CodecError.emptyImage(format: .png, width: 0, height: 5)) {
            _ = try PNGEncoder.encode(Pixmap(width: 0, height: 5))
        }
    }

    @Test func rejectsOptionsOutOfRange() {
        let pixmap = Pixmap(width: 2, height: 2, fill: .black)
        #expect(throws: CodecError.invalidEncodeOptions("PNG compression level 13 is outside 0 … 12")) {
            _ = try PNGEncoder.encode(pixmap, options: PNGEncodeOptions(compressionLevel: 13))
        }
        #expect(throws: CodecError.self) {
            _ = try PNGEncoder.encode(pixmap, options: PNGEncodeOptions(filtering: .uniform([])))
        }
        #expect(throws: CodecError.self) {
            _ = try PNGEncoder.encode(pixmap, options: PNGEncodeOptions(filtering: .byRowDetail(flat: .none, detailed: PNGRowFilters(rawValue: 64))))
        }
    }
}
