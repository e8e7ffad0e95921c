import ChatRaster
import Foundation
import Testing
@testable import ChatCodec

/// Photos as phones show them: ICC profiles (JPEG APP2, PNG iCCP), PNG cHRM/gAMA/sRGB chunks and CMYK/YCCK JPEGs are
/// converted to sRGB. Every image is built here (`ColorFixture`); expected colours come from the primaries.
@Suite("Colour management")
struct ColorManagementTests {
    /// Colours inside both gamuts, with channels far enough from each other that a missing conversion shows.
    static let colors: [(UInt8, UInt8, UInt8)] = [(180, 120, 90), (60, 140, 200), (200, 200, 60), (128, 128, 128)]

    private func expectConverted(_ decoded: Pixmap, from primaries: ColorFixture.Primaries, decode: (Double) -> Double,
                                 tolerance: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        var differsSomewhere = false
        for (index, color) in Self.colors.enumerated() {
            let expected = ColorFixture.expectedSRGB(color, from: primaries, decode: decode)
            let actual = ColorFixture.block(index, of: decoded)
            #expect(ColorFixture.close(actual, expected, tolerance: tolerance),
                    "colour \(color): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
            if !ColorFixture.close(expected, (Int(color.0), Int(color.1), Int(color.2)), tolerance: 5) { differsSomewhere = true }
        }
        // Otherwise an unconverted image would pass too.
        #expect(differsSomewhere, "the test colours do not tell converted from unconverted", sourceLocation: sourceLocation)
    }

    @Test func displayP3JPEGIsConvertedAsAnIPhoneShowsIt() throws {
        let plain = try JPEGEncoder.encode(ColorFixture.blocks(Self.colors), quality: 100)
        let tagged = ColorFixture.jpeg(plain, withProfile: ColorFixture.rgbProfile(ColorFixture.displayP3, gamma: nil))
        let untagged = try JPEGDecoder.decode(plain)
        // The untagged decode is the reference for what the JPEG stores (its own compression error included).
        let stored = Self.colors.indices.map { ColorFixture.block($0, of: untagged) }
        let decoded = try JPEGDecoder.decode(tagged)
        for (index, value) in stored.enumerated() {
            let expected = ColorFixture.expectedSRGB((UInt8(value.0), UInt8(value.1), UInt8(value.2)), from: ColorFixture.displayP3,
                                                     decode: ColorFixture.srgbDecode)
            #expect(ColorFixture.close(ColorFixture.block(index, of: decoded), expected, tolerance: 2),
                    "block \(index): \(ColorFixture.block(index, of: decoded)) vs \(expected)")
        }
        #expect(TestPixmaps.difference(decoded, untagged).max > 10)
    }

    @Test func profileSplitOverSeveralSegmentsIsReassembled() throws {
        let plain = try JPEGEncoder.encode(ColorFixture.blocks(Self.colors), quality: 100)
        let profile = ColorFixture.rgbProfile(ColorFixture.adobeRGB, gamma: 2.2)
        let whole = try JPEGDecoder.decode(ColorFixture.jpeg(plain, withProfile: profile))
        let split = try JPEGDecoder.decode(ColorFixture.jpeg(plain, withProfile: profile, chunkSize: 100))
        #expect(split == whole)
        #expect(JPEGColorMetadata.read(ColorFixture.jpeg(plain, withProfile: profile, chunkSize: 100)).iccProfile == profile)
        #expect(TestPixmaps.difference(whole, try JPEGDecoder.decode(plain)).max > 10)
    }

    @Test func sRGBProfileChangesNothingAndABrokenOneIsIgnored() throws {
        let plain = try JPEGEncoder.encode(ColorFixture.blocks(Self.colors), quality: 100)
        let untagged = try JPEGDecoder.decode(plain)
        #expect(try JPEGDecoder.decode(ColorFixture.jpeg(plain, withProfile: ColorFixture.sRGBProfile())) == untagged)
        var broken = ColorFixture.rgbProfile(ColorFixture.displayP3, gamma: nil)
        broken.removeLast(broken.count / 2)
        #expect(try JPEGDecoder.decode(ColorFixture.jpeg(plain, withProfile: broken)) == untagged)
        #expect(try JPEGDecoder.decode(ColorFixture.jpeg(plain, withProfile: Array(repeating: 0xAB, count: 500))) == untagged)
        // A CMYK profile on an RGB photo describes other pixels: ignored.
        #expect(try JPEGDecoder.decode(ColorFixture.jpeg(plain, withProfile: ColorFixture.redPaperCMYKProfile())) == untagged)
    }

    @Test func ycckAndCMYKJPEGsAreConvertedWithTheInkFormula() throws {
        let inks: [(UInt8, UInt8, UInt8, UInt8)] = [(0, 0, 0, 0), (255, 0, 0, 0), (0, 200, 100, 0), (0, 0, 0, 128)]
        let ycck = try JPEGDecoder.decode(ColorFixture.cmykJPEG(inks))
        #expect(ycck.width == 64 && ycck.height == 16)
        for (index, ink) in inks.enumerated() {
            let k = 255 - Int(ink.3)
            let expected = ((255 - Int(ink.0)) * k / 255, (255 - Int(ink.1)) * k / 255, (255 - Int(ink.2)) * k / 255)
            #expect(ColorFixture.close(ColorFixture.block(index, of: ycck), expected, tolerance: 3),
                    "ink \(ink): \(ColorFixture.block(index, of: ycck)) vs \(expected)")
        }
        #expect(ycck.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })

        // A plain CMYK file. libjpeg wrote inks with C = M = Y as YCCK components (C, 128, 128, 255 − K) (its YCC step
        // works on 255 − C); read without that step, they are inverted CMYK values: ink 255 − C, 127, 127 and K.
        let greys: [(UInt8, UInt8, UInt8, UInt8)] = [(40, 40, 40, 0), (200, 200, 200, 60)]
        let plain = try JPEGDecoder.decode(ColorFixture.cmykJPEG(greys, plainCMYK: true))
        for (index, ink) in greys.enumerated() {
            let k = 255 - Int(ink.3)
            let expected = (Int(ink.0) * k / 255, 128 * k / 255, 128 * k / 255)
            #expect(ColorFixture.close(ColorFixture.block(index, of: plain), expected, tolerance: 3),
                    "ink \(ink): \(ColorFixture.block(index, of: plain)) vs \(expected)")
        }
    }

    @Test func cmykProfileIsHonoured() throws {
        let inks: [(UInt8, UInt8, UInt8, UInt8)] = [(0, 0, 0, 0), (255, 255, 0, 0), (0, 200, 100, 0), (0, 0, 0, 255)]
        let jpeg = ColorFixture.jpeg(try ColorFixture.cmykJPEG(inks), withProfile: ColorFixture.redPaperCMYKProfile())
        let decoded = try JPEGDecoder.decode(jpeg)
        // Inks without black are red in this profile; the naive formula would give blue and pink. Blank paper stays
        // white (LittleCMS maps the paper to the display's white) and full black is black.
        #expect(ColorFixture.close(ColorFixture.block(0, of: decoded), (255, 255, 255), tolerance: 3), "\(ColorFixture.block(0, of: decoded))")
        #expect(ColorFixture.close(ColorFixture.block(1, of: decoded), (255, 0, 0), tolerance: 6), "\(ColorFixture.block(1, of: decoded))")
        #expect(ColorFixture.close(ColorFixture.block(2, of: decoded), (255, 0, 0), tolerance: 6), "\(ColorFixture.block(2, of: decoded))")
        #expect(ColorFixture.close(ColorFixture.block(3, of: decoded), (0, 0, 0), tolerance: 3), "\(ColorFixture.block(3, of: decoded))")
    }

    @Test func pngICCProfileIsConverted() throws {
        let profile = ColorFixture.rgbProfile(ColorFixture.adobeRGB, gamma: 2.2)
        let decoded = try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [("iCCP", ColorFixture.iccp(profile))]))
        let wide = Pixmap(width: decoded.width * 16, height: 16, pixels: (0..<16).flatMap { _ in
            decoded.pixels.chunked(4).flatMap { pixel in (0..<16).flatMap { _ in pixel } }
        })
        expectConverted(wide, from: ColorFixture.adobeRGB, decode: { pow($0, 2.2) }, tolerance: 2)
    }

    @Test func pngGammaAndChromaticitiesAreConverted() throws {
        func widened(_ pixmap: Pixmap) -> Pixmap {
            Pixmap(width: pixmap.width * 16, height: 16, pixels: (0..<16).flatMap { _ in
                pixmap.pixels.chunked(4).flatMap { pixel in (0..<16).flatMap { _ in pixel } }
            })
        }
        // gAMA 1.0: the samples are linear light.
        let linear = try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [("gAMA", ColorFixture.gama(1.0))]))
        expectConverted(widened(linear), from: ColorFixture.sRGB, decode: { $0 }, tolerance: 2)
        // cHRM with Display P3 primaries and a 1/2.2 gamma.
        let p3 = try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [
            ("gAMA", ColorFixture.gama(0.45455)), ("cHRM", ColorFixture.chrm(ColorFixture.displayP3)),
        ]))
        expectConverted(widened(p3), from: ColorFixture.displayP3, decode: { pow($0, 1 / 0.45455) }, tolerance: 2)
    }

    @Test func sRGBChunkAndSRGBLikeGammaLeaveSamplesAsStored() throws {
        let untagged = try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: []))
        // An sRGB chunk wins over any gAMA beside it.
        #expect(try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [("sRGB", [0]), ("gAMA", ColorFixture.gama(1.0))])) == untagged)
        #expect(try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [("gAMA", ColorFixture.gama(0.45455))])) == untagged)
        #expect(try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [
            ("gAMA", ColorFixture.gama(0.45455)), ("cHRM", ColorFixture.chrm(ColorFixture.sRGB)),
        ])) == untagged)
        #expect(try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [("iCCP", ColorFixture.iccp(ColorFixture.sRGBProfile()))])) == untagged)
        // A damaged iCCP falls back to gAMA.
        let damaged = Array("test".utf8) + [0, 0, 0x78, 0x01, 0xFF]
        let linear = try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [("gAMA", ColorFixture.gama(1.0))]))
        #expect(try PNGDecoder.decode(ColorFixture.png(Self.colors, chunks: [("iCCP", damaged), ("gAMA", ColorFixture.gama(1.0))])) == linear)
        #expect(linear != untagged)
    }

    @Test func pngAlphaIsKeptThroughConversion() throws {
        let profile = ColorFixture.rgbProfile(ColorFixture.displayP3, gamma: nil)
        let png = PNGFixture.png(width: 2, height: 1, bitDepth: 8, colorType: 6, chunksBeforeData: [("iCCP", ColorFixture.iccp(profile))],
                                 scanlines: [[180, 120, 90, 255, 180, 120, 90, 0]])
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.pixels[3] == 255)
        #expect(Array(decoded.pixels[4..<8]) == [0, 0, 0, 0])
    }
}

extension Array {
    /// Consecutive slices of `size` elements.
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min(count, $0 + size)] }
    }
}
