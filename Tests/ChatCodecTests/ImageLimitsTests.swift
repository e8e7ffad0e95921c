import Testing
@testable import ChatCodec

@Suite struct ImageLimitsTests {
    @Test func defaultAllowsPhoneImagesAndRefusesAbsurdOnes() {
        let limits = ImageLimits.default
        #expect(limits.permits(width: 4032, height: 3024))
        #expect(limits.permits(width: 1170, height: 2532))
        #expect(limits.permits(width: 20_000, height: 5_000))
        #expect(!limits.permits(width: 20_001, height: 1))
        #expect(!limits.permits(width: 1, height: 20_001))
        #expect(!limits.permits(width: 20_000, height: 20_000))  // 400 megapixels
        #expect(!limits.permits(width: -1, height: 10))
    }

    @Test func survivesOverflowingProducts() {
        let wide = ImageLimits(maxWidth: Int.max, maxHeight: Int.max, maxPixels: Int.max)
        #expect(!wide.permits(width: Int.max / 2, height: 3))
        #expect(wide.permits(width: 1 << 20, height: 1 << 20))
    }
}
