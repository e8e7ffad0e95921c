import Testing
@testable import ChatRaster

@Suite("Rounding and alpha conversions")
struct PixelMathTests {
    @Test func div255MatchesRoundedDivisionForEveryProductOfTwoBytes() {
        var mismatches = 0
        for x in UInt32(0)...65025 where PixelMath.div255(x) != (x + 127) / 255 { mismatches += 1 }
        #expect(mismatches == 0)
    }

    @Test func premultipliedColorRoundsToNearest() {
        let c = PremultipliedColor(straightRed: 200, green: 100, blue: 50, alpha: 128)
        #expect(c == PremultipliedColor(red: 100, green: 50, blue: 25, alpha: 128))
        #expect(PremultipliedColor(straightRed: 255, green: 1, blue: 0, alpha: 255) == PremultipliedColor(red: 255, green: 1, blue: 0, alpha: 255))
        #expect(PremultipliedColor(straightRed: 255, green: 255, blue: 255, alpha: 0) == .transparent)
    }

    @Test func straightBytesArePremultiplied() {
        let image = Pixmap(straightRGBA: [200, 100, 50, 128,   10, 20, 30, 255,   99, 98, 97, 0], width: 3, height: 1)
        #expect(image.pixels == [100, 50, 25, 128,   10, 20, 30, 255,   0, 0, 0, 0])
    }

    @Test func unpremultiplyRoundsAndClamps() {
        let image = Pixmap(width: 4, height: 1, pixels: [100, 50, 25, 128,   10, 20, 30, 255,   0, 0, 0, 0,   200, 9, 0, 100])
        // 100·255/128 = 199.2, 50·255/128 = 99.6, 25·255/128 = 49.8; invalid 200 > 100 clamps to 255.
        #expect(image.straightRGBA() == [199, 100, 50, 128,   10, 20, 30, 255,   0, 0, 0, 0,   255, 23, 0, 100])
    }

    @Test func opaqueImagesRoundTripExactly() {
        let bytes = (0..<64).map { i in i % 4 == 3 ? UInt8(255) : UInt8((i * 37) % 256) }
        #expect(Pixmap(straightRGBA: bytes, width: 4, height: 4).straightRGBA() == bytes)
    }

    @Test func premultiplyThenUnpremultiplyIsCloseForEveryAlpha() {
        var worst = 0
        for a in 1...255 {
            for c in stride(from: 0, through: 255, by: 5) {
                let straight = Pixmap(straightRGBA: [UInt8(c), 0, 0, UInt8(a)], width: 1, height: 1).straightRGBA()
                worst = max(worst, abs(Int(straight[0]) - c))
                #expect(straight[3] == UInt8(a))
            }
        }
        // Premultiplying loses precision at low alpha; the error is at most half a step of 255 / alpha.
        #expect(worst <= 128)
    }
}
