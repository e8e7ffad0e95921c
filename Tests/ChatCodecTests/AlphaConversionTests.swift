import ChatRaster
import Testing
@testable import ChatCodec

/// The alpha conversions the codecs rely on: `Pixmap`'s straight-alpha round trip (PNG) and flattening (JPEG).
@Suite struct AlphaConversionTests {
    @Test func premultipliesWithRoundingToNearest() {
        let straight: [UInt8] = [255, 128, 1, 128, 200, 100, 50, 0, 10, 20, 30, 255, 255, 255, 255, 1]
        let pixmap = Pixmap(straightRGBA: straight, width: 4, height: 1)
        #expect(pixmap.pixels == [128, 64, 1, 128, 0, 0, 0, 0, 10, 20, 30, 255, 1, 1, 1, 1])
    }

    @Test func unpremultipliesWithRoundingAndClamping() {
        let straight = Pixmap(width: 4, height: 1, pixels: [64, 1, 0, 128, 9, 9, 9, 0, 200, 100, 0, 100, 7, 8, 9, 255]).straightRGBA()
        // (64·255 + 64) / 128 = 128; (1·255 + 64) / 128 = 2; invalid 200 > alpha clamps to 255.
        #expect(straight == [128, 2, 0, 128, 0, 0, 0, 0, 255, 255, 0, 100, 7, 8, 9, 255])
    }

    @Test func premultiplyUndoesUnpremultiplyForEveryValidValue() {
        var premultiplied: [UInt8] = []
        for alpha in 0...255 { for value in 0...alpha { premultiplied += [UInt8(value), UInt8(alpha - value), 0, UInt8(alpha)] } }
        let count = premultiplied.count / 4
        let straight = Pixmap(width: count, height: 1, pixels: premultiplied).straightRGBA()
        #expect(Pixmap(straightRGBA: straight, width: count, height: 1).pixels == premultiplied)
    }

    @Test func flattensOntoWhite() {
        let rgb = AlphaConversion.flattenedOntoWhiteRGB([0, 0, 0, 0, 128, 0, 0, 128, 10, 20, 30, 255, 250, 0, 0, 10])
        #expect(rgb == [255, 255, 255, 255, 127, 127, 10, 20, 30, 255, 245, 245])
    }
}
