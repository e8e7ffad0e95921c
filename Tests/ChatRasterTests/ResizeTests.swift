import ChatGeometry
import Testing
@testable import ChatRaster

@Suite("Resampling, aspect fill and crop")
struct ResizeTests {
    @Test(arguments: ResamplingFilter.allCases)
    func constantImageStaysConstant(filter: ResamplingFilter) {
        let colour = PremultipliedColor(red: 30, green: 60, blue: 90, alpha: 128)
        let image = Pixmap(width: 37, height: 23, fill: colour)
        for (w, h) in [(11, 7), (60, 50), (5, 40), (1, 1), (37, 3)] {
            #expect(image.resized(width: w, height: h, filter: filter) == Pixmap(width: w, height: h, fill: colour))
        }
    }

    @Test(arguments: ResamplingFilter.allCases)
    func checkerboardDownscalesToGrey(filter: ResamplingFilter) {
        // 96 → 12 (factor 8). Where the widened filter lies wholly inside the image (output pixels 3...8 for
        // Lanczos-3's 24 px radius, more for the others) the average is exact; near the border, where taps are
        // cut off and renormalised, the result is still a grey.
        let small = Fixtures.checkerboard(width: 96, height: 96).resized(width: 12, height: 12, filter: filter)
        for y in 0..<12 {
            for x in 0..<12 {
                let p = small[x, y]
                #expect(p.red == p.green && p.green == p.blue && p.alpha == 255)
                #expect((112...143).contains(p.red))
                if (3...8).contains(x) && (3...8).contains(y) { #expect((127...128).contains(p.red)) }
            }
        }
        // Halving (an even factor) with a one-pixel filter window inside: exactly grey.
        let half = Fixtures.checkerboard(width: 8, height: 8).resized(width: 4, height: 4, filter: .triangle)
        for y in 1...2 {
            for x in 1...2 { #expect((127...128).contains(half[x, y].red)) }
        }
    }

    /// A photo-like image: every channel differs from its neighbours, premultiplied with varying alpha.
    private static func noise(width: Int, height: Int) -> Pixmap {
        var state: UInt32 = 0x9E37_79B9
        return Fixtures.image(width: width, height: height) { _, _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            let alpha = Int(state >> 24) | 0x40
            func channel(_ shift: UInt32) -> Int { Int((state >> shift) & 0xFF) * alpha / 255 }
            return PremultipliedColor(red: UInt8(channel(0)), green: UInt8(channel(8)), blue: UInt8(channel(16)),
                                      alpha: UInt8(alpha))
        }
    }

    @Test("a large resample split among threads gives the bytes of one thread")
    func threadsDoNotChangeBytes() {
        let photo = Self.noise(width: 800, height: 600)
        // Big enough that both passes are split (the test would not see a broken split otherwise).
        #expect(SeparableResampler.parts(taps: 600 * 4_780, threads: 8) > 1)
        let filled = photo.aspectFilled(width: 702, height: 528)
        let scaled = photo.resized(width: 1_000, height: 300)
        let shrunk = photo.resized(width: 300, height: 1_000, filter: .triangle)
        for threads in [2, 3, 8, 64] {
            #expect(photo.aspectFilled(width: 702, height: 528, threads: threads) == filled, "\(threads) threads")
            #expect(photo.resized(width: 1_000, height: 300, threads: threads) == scaled, "\(threads) threads")
            #expect(photo.resized(width: 300, height: 1_000, filter: .triangle, threads: threads) == shrunk, "\(threads) threads")
        }
        // More threads than rows: each row still written once.
        let strip = Self.noise(width: 4_000, height: 3)
        #expect(strip.resized(width: 3_000, height: 2, threads: 8) == strip.resized(width: 3_000, height: 2))
    }

    @Test func smallResamplesStayOnOneThread() {
        #expect(SeparableResampler.parts(taps: SeparableResampler.tapsPerThread - 1, threads: 8) == 1)
        #expect(SeparableResampler.parts(taps: 10 * SeparableResampler.tapsPerThread, threads: 2) == 2)
        #expect(SeparableResampler.parts(taps: 10 * SeparableResampler.tapsPerThread, threads: 1) == 1)
    }

    @Test func onePixelSourceFillsAnySize() {
        let colour = PremultipliedColor(red: 10, green: 200, blue: 30, alpha: 255)
        #expect(Pixmap(width: 1, height: 1, fill: colour).resized(width: 5, height: 3) == Pixmap(width: 5, height: 3, fill: colour))
    }

    @Test func downscaleToOnePixelAverages() {
        let pair = Pixmap(width: 2, height: 1, pixels: [0, 0, 0, 255,   255, 255, 255, 255])
        let out = pair.resized(width: 1, height: 1)
        #expect((127...128).contains(out.pixels[0]) && out.pixels[3] == 255)
    }

    @Test func sameSizeIsIdentity() {
        let image = Fixtures.coordinates(width: 6, height: 4)
        #expect(image.resized(width: 6, height: 4) == image)
        #expect(image.aspectFilled(width: 6, height: 4) == image)
    }

    @Test func oneAxisAtOriginalSizeKeepsThatAxisExact() {
        let image = Fixtures.coordinates(width: 6, height: 4)
        let wider = image.resized(width: 12, height: 4)
        for y in 0..<4 {
            for x in 0..<12 { #expect(wider[x, y].green == image[0, y].green) }
        }
    }

    @Test func emptyAndNegativeSizesDoNotCrash() {
        let image = Fixtures.coordinates(width: 6, height: 4)
        #expect(image.resized(width: 0, height: 5) == Pixmap(width: 0, height: 5))
        #expect(image.resized(width: -3, height: -1) == Pixmap(width: 0, height: 0))
        #expect(Pixmap(width: 0, height: 0).resized(width: 3, height: 2) == Pixmap(width: 3, height: 2))
        #expect(Pixmap(width: 0, height: 0).aspectFilled(width: 3, height: 2) == Pixmap(width: 3, height: 2))
    }

    @Test(arguments: ResamplingFilter.allCases)
    func premultipliedResamplingHasNoDarkFringe(filter: ResamplingFilter) {
        // Opaque red next to transparent black: every partly covered pixel must stay pure red.
        let edge = Pixmap(width: 2, height: 1, pixels: [255, 0, 0, 255,   0, 0, 0, 0])
        for out in [edge.resized(width: 11, height: 3, filter: filter), edge.resized(width: 1, height: 1, filter: filter)] {
            for i in stride(from: 0, to: out.pixels.count, by: 4) {
                #expect(out.pixels[i] == out.pixels[i + 3] && out.pixels[i + 1] == 0 && out.pixels[i + 2] == 0)
            }
        }
    }

    @Test func overshootIsClampedToValidPremultipliedValues() {
        let bars = Fixtures.image(width: 9, height: 1) { x, _ in x % 3 == 0 ? .white : PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 40) }
        let out = bars.resized(width: 31, height: 2, filter: .lanczos3)
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            #expect(out.pixels[i] <= out.pixels[i + 3] && out.pixels[i + 1] <= out.pixels[i + 3])
        }
    }

    @Test func aspectFillCropsTheCentreOfALandscapeSource() {
        let halves = Fixtures.image(width: 40, height: 10) { x, _ in x < 20 ? Fixtures.red : Fixtures.blue }
        let out = halves.aspectFilled(width: 10, height: 10)
        #expect(out == Fixtures.image(width: 10, height: 10) { x, _ in x < 5 ? Fixtures.red : Fixtures.blue })
    }

    @Test func aspectFillCropsTheCentreOfAPortraitSource() {
        let halves = Fixtures.image(width: 10, height: 40) { _, y in y < 20 ? Fixtures.red : Fixtures.blue }
        let out = halves.aspectFilled(width: 10, height: 10)
        #expect(out == Fixtures.image(width: 10, height: 10) { _, y in y < 5 ? Fixtures.red : Fixtures.blue })
    }

    @Test func aspectFillScalesAndCropsInOnePass() {
        // 80×20 → 10×10: scale ½, a 20×20 source window starting at x = 30.
        let halves = Fixtures.image(width: 80, height: 20) { x, _ in x < 40 ? Fixtures.red : Fixtures.blue }
        let out = halves.aspectFilled(width: 10, height: 10)
        #expect(out.width == 10 && out.height == 10)
        for y in 0..<10 {
            #expect(out[0, y] == Fixtures.red && out[1, y] == Fixtures.red)
            #expect(out[8, y] == Fixtures.blue && out[9, y] == Fixtures.blue)
            #expect(out[4, y].red > out[4, y].blue && out[5, y].blue > out[5, y].red)
        }
        // The quarters outside the window never show: a green stripe there leaves the output unchanged.
        let striped = Fixtures.image(width: 80, height: 20) { x, _ in
            x < 20 || x >= 60 ? Fixtures.green : (x < 40 ? Fixtures.red : Fixtures.blue)
        }
        #expect(striped.aspectFilled(width: 10, height: 10) == out)
    }

    @Test func aspectFillWithMatchingRatioEqualsResize() {
        let image = Fixtures.coordinates(width: 12, height: 8)
        #expect(image.aspectFilled(width: 9, height: 6) == image.resized(width: 9, height: 6))
    }

    @Test func cropCopiesExactlyAndPadsOutsideWithTransparency() {
        let image = Fixtures.coordinates(width: 6, height: 4)
        let inner = image.cropped(to: PixelRect(x: 2, y: 1, width: 3, height: 2))
        #expect(inner == Fixtures.remapped(image, width: 3, height: 2, { $0 + 2 }, { $0 + 1 }))
        let overhang = image.cropped(to: PixelRect(x: -1, y: 3, width: 3, height: 2))
        #expect(overhang[0, 0] == .transparent && overhang[0, 1] == .transparent && overhang[1, 1] == .transparent)
        #expect(overhang[1, 0] == image[0, 3] && overhang[2, 0] == image[1, 3])
        #expect(image.cropped(to: PixelRect(x: 10, y: 10, width: 2, height: 2)) == Pixmap(width: 2, height: 2))
        #expect(image.cropped(to: PixelRect(x: 0, y: 0, width: -2, height: 2)).width == 0)
    }
}
