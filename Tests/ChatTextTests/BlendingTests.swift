import ChatModel
import ChatRaster
import Testing
@testable import ChatText

@Suite("Linear-light blending")
struct BlendingTests {
    private func blend(_ coverage: UInt8, of color: Color, over pixel: [UInt8]) -> [UInt8] {
        var pixel = pixel
        pixel.withUnsafeMutableBufferPointer { LinearLightBlender(color: color).blend(coverage: coverage, into: $0.baseAddress!) }
        return pixel
    }

    @Test func halfCoverageOfBlackOnWhiteIsLinearHalf() {
        // Exactly 50 %: linear 0.5 = sRGB 187.5. Coverage 128/255 = 0.502: linear 0.498 → sRGB 187.2.
        // A gamma-naive blend would give 127.
        let result = blend(128, of: .black, over: [255, 255, 255, 255])
        #expect(result == [187, 187, 187, 255])
        #expect(blend(127, of: .black, over: [255, 255, 255, 255]) == [188, 188, 188, 255])
        // The same from the other side: white text on black, 128/255 → linear 0.502 → sRGB 187.8.
        #expect(blend(128, of: .white, over: [0, 0, 0, 255]) == [188, 188, 188, 255])
    }

    @Test func fullAndZeroCoverage() {
        let colour = Color(red: 10, green: 120, blue: 250)
        #expect(blend(255, of: colour, over: [255, 255, 255, 255]) == [10, 120, 250, 255])
        #expect(blend(0, of: colour, over: [1, 2, 3, 255]) == [1, 2, 3, 255])
    }

    @Test func textAlphaScalesCoverage() {
        let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 128)
        #expect(blend(255, of: halfBlack, over: [255, 255, 255, 255]) == [187, 187, 187, 255])
    }

    @Test func transparentDestinationTakesTheTextColourPremultiplied() {
        #expect(blend(128, of: .white, over: [0, 0, 0, 0]) == [128, 128, 128, 128])
        #expect(blend(255, of: Color(red: 200, green: 100, blue: 0), over: [0, 0, 0, 0]) == [200, 100, 0, 255])
    }

    @Test func translucentDestinationMixesInLinearLight() {
        // Half-transparent white (premultiplied 128) under half-covering black:
        // A = 0.502 + 0.502·0.498 = 0.752; L = (0·0.502 + 1·0.502·0.498) / 0.752 = 0.3325 → sRGB 155 → ×A = 117.
        let result = blend(128, of: .black, over: [128, 128, 128, 128])
        #expect(result[3] == 192)
        #expect(abs(Int(result[0]) - 117) <= 1)
        #expect(result[0] <= result[3])
    }

    @Test func tablesRoundTripEveryByte() {
        for byte in 0..<256 {
            #expect(LinearLightBlender.encode(LinearLightBlender.decode(UInt8(byte))) == UInt8(byte))
        }
    }

    @Test("the linear-to-sRGB table built from byte runs equals the transfer formula at every one of its 65 536 entries")
    func encodeTableMatchesTheFormula() {
        let mismatches = (0..<65536).filter { let e = LinearLightBlender.encodeEntry($0); return Int(e.table) != e.formula }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }
}

@Suite("Bitmap resampling")
struct BitmapResamplerTests {
    private func solid(_ width: Int, _ height: Int, _ pixel: [UInt8]) -> [UInt8] {
        Array([[UInt8]](repeating: pixel, count: width * height).joined())
    }

    @Test func boxFilterAveragesWhenShrinking() {
        // A 4×4 checkerboard of opaque black and transparent pixels shrunk to 2×2 is 50 % black everywhere.
        var source: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { source += (x + y) % 2 == 0 ? [0, 0, 0, 255] : [0, 0, 0, 0] } }
        let out = BitmapResampler.resample(source, width: 4, height: 4, factor: 0.5, offsetX: 0)
        #expect(out.width == 2 && out.height == 2)
        #expect(out.pixels == solid(2, 2, [0, 0, 0, 128]))
        let red = BitmapResampler.resample(solid(6, 6, [255, 0, 0, 255]), width: 6, height: 6, factor: 1.0 / 3, offsetX: 0)
        #expect(red.pixels == solid(2, 2, [255, 0, 0, 255]))
    }

    @Test func subpixelOffsetSpreadsTheEdge() {
        let out = BitmapResampler.resample(solid(2, 1, [0, 0, 255, 255]), width: 2, height: 1, factor: 1, offsetX: 0.5)
        #expect(out.width == 3 && out.height == 1)
        // Half a pixel right: the first and last columns are half covered, the middle fully.
        #expect(out.pixels == [0, 0, 128, 128, 0, 0, 255, 255, 0, 0, 128, 128])
    }

    @Test func bilinearWhenEnlarging() {
        let source: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 255]
        let out = BitmapResampler.resample(source, width: 2, height: 1, factor: 2, offsetX: 0)
        #expect(out.width == 4 && out.height == 2)
        // Sample centres at source x −0.25, 0.25, 0.75, 1.25, clamped to the edge pixels: white, 75 % white,
        // 25 % white, black; the image covers every output pixel fully, so all stay opaque.
        let row: [UInt8] = [255, 255, 255, 255, 191, 191, 191, 255, 64, 64, 64, 255, 0, 0, 0, 255]
        #expect(out.pixels == row + row)
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            #expect(out.pixels[i] <= out.pixels[i + 3])
        }
    }

    @Test func degenerateInputGivesNothing() {
        #expect(BitmapResampler.resample([], width: 0, height: 0, factor: 0.5, offsetX: 0).pixels.isEmpty)
        #expect(BitmapResampler.resample([1, 1, 1, 1], width: 1, height: 1, factor: 0, offsetX: 0).pixels.isEmpty)
    }
}
