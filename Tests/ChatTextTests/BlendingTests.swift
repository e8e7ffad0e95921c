import ChatGeometry
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
