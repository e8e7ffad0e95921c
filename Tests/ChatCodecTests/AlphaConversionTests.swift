import Testing
@testable import ChatCodec

@Suite struct AlphaConversionTests {
    @Test func premultipliesWithRoundingToNearest() {
        var pixels: [UInt8] = [255, 128, 1, 128, 200, 100, 50, 0, 10, 20, 30, 255, 255, 255, 255, 1]
        AlphaConversion.premultiply(&pixels)
        #expect(pixels == [128, 64, 1, 128, 0, 0, 0, 0, 10, 20, 30, 255, 1, 1, 1, 1])
    }

    @Test func unpremultipliesWithRoundingAndClamping() {
        let straight = AlphaConversion.unpremultiplied([64, 1, 0, 128, 9, 9, 9, 0, 200, 100, 0, 100, 7, 8, 9, 255])
        // (64·255 + 64) / 128 = 128; (1·255 + 64) / 128 = 2; invalid 200 > alpha clamps to 255.
        #expect(straight == [128, 2, 0, 128, 0, 0, 0, 0, 255, 255, 0, 100, 7, 8, 9, 255])
    }

    @Test func premultiplyUndoesUnpremultiplyForEveryValidValue() {
        var premultiplied: [UInt8] = []
        for alpha in 0...255 { for value in 0...alpha { premultiplied += [UInt8(value), UInt8(alpha - value), 0, UInt8(alpha)] } }
        var roundTrip = AlphaConversion.unpremultiplied(premultiplied)
        AlphaConversion.premultiply(&roundTrip)
        #expect(roundTrip == premultiplied)
    }

    @Test func flattensOntoWhite() {
        let rgb = AlphaConversion.flattenedOntoWhiteRGB([0, 0, 0, 0, 128, 0, 0, 128, 10, 20, 30, 255, 250, 0, 0, 10])
        #expect(rgb == [255, 255, 255, 255, 127, 127, 10, 20, 30, 255, 245, 245])
    }
}
