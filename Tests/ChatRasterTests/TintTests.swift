import Testing
@testable import ChatRaster

@Suite("Tint and darkening")
struct TintTests {
    /// Alpha 0, 128, 255 with arbitrary (discarded) colour.
    let template = Pixmap(width: 3, height: 1, pixels: [0, 0, 0, 0,   90, 10, 128, 128,   255, 3, 77, 255])

    @Test func opaqueColourTimesTemplateAlpha() {
        let blue = PremultipliedColor(red: 0, green: 122, blue: 255, alpha: 255)
        let out = template.tinted(blue)
        #expect(Fixtures.rgba(out, 0, 0) == [0, 0, 0, 0])
        #expect(Fixtures.rgba(out, 1, 0) == [0, 61, 128, 128])   // 122·128/255 = 61.2
        #expect(Fixtures.rgba(out, 2, 0) == [0, 122, 255, 255])
    }

    @Test func translucentColourTimesTemplateAlpha() {
        let colour = PremultipliedColor(red: 100, green: 50, blue: 0, alpha: 200)
        let out = template.tinted(colour)
        #expect(Fixtures.rgba(out, 1, 0) == [50, 25, 0, 100])    // 12800/255 = 50.2, 6400/255 = 25.1, 25600/255 = 100.4
        #expect(Fixtures.rgba(out, 2, 0) == [100, 50, 0, 200])
    }

    @Test func templateColourIsDiscarded() {
        let other = Pixmap(width: 3, height: 1, pixels: [0, 0, 0, 0,   0, 0, 0, 128,   1, 255, 255, 255])
        #expect(template.tinted(Fixtures.green) == other.tinted(Fixtures.green))
    }

    @Test func darkeningScalesColourChannelsOnly() {
        let image = Pixmap(width: 2, height: 1, pixels: [200, 100, 50, 255,   255, 255, 255, 255])
        #expect(image.darkened(by: 0.12).pixels == [176, 88, 44, 255,   224, 224, 224, 255])   // 255·0.88 = 224.4
        let translucent = Pixmap(width: 1, height: 1, pixels: [100, 60, 0, 128])
        #expect(translucent.darkened(by: 0.12).pixels == [88, 53, 0, 128])                      // 52.8 → 53
        #expect(PremultipliedColor(red: 200, green: 100, blue: 50, alpha: 255).darkened(by: 0.12)
                == PremultipliedColor(red: 176, green: 88, blue: 44, alpha: 255))
    }

    @Test func darkeningFractionIsClamped() {
        let image = Pixmap(width: 1, height: 1, pixels: [200, 100, 50, 255])
        #expect(image.darkened(by: -1) == image)
        #expect(image.darkened(by: .nan) == image)
        #expect(image.darkened(by: 3).pixels == [0, 0, 0, 255])
    }
}
