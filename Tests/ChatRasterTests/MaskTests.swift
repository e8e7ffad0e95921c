import Testing
@testable import ChatRaster

@Suite("Masking")
struct MaskTests {
    let photo = Fixtures.coordinates(width: 4, height: 2)

    @Test func coverageOutsideIsTransparentInsideUnchanged() {
        let mask = CoverageMask(width: 4, height: 2, values: [255, 255, 0, 0,
                                                             255, 128, 0, 255])
        let out = photo.masked(by: mask)
        #expect(out[0, 0] == photo[0, 0] && out[1, 0] == photo[1, 0] && out[0, 1] == photo[0, 1] && out[3, 1] == photo[3, 1])
        #expect(out[2, 0] == .transparent && out[3, 0] == .transparent && out[2, 1] == .transparent)
        let p = photo[1, 1]   // (25, 25, 77, 255) × 128/255
        #expect(out[1, 1] == PremultipliedColor(red: 13, green: 13, blue: 39, alpha: 128))
        #expect(p == PremultipliedColor(red: 25, green: 25, blue: 77, alpha: 255))
    }

    @Test func pixmapMaskUsesOnlyItsAlpha() {
        let template = Pixmap(width: 4, height: 2, pixels: [
            9, 9, 9, 255,   0, 0, 0, 255,   0, 0, 0, 0,   200, 1, 2, 0,
            1, 2, 3, 255,   50, 0, 0, 128,   7, 7, 7, 0,   0, 0, 0, 255,
        ])
        let byPixmap = photo.masked(by: template)
        let byCoverage = photo.masked(by: CoverageMask(width: 4, height: 2, values: [255, 255, 0, 0, 255, 128, 0, 255]))
        #expect(byPixmap == byCoverage)
    }

    @Test func mismatchedMaskLeavesUnreachedPixelsTransparent() {
        let small = CoverageMask(width: 2, height: 1, values: [255, 255])
        let out = photo.masked(by: small)
        #expect(out.width == 4 && out.height == 2)
        #expect(out[0, 0] == photo[0, 0] && out[1, 0] == photo[1, 0])
        #expect(out[2, 0] == .transparent && out[0, 1] == .transparent)
        let large = CoverageMask(width: 9, height: 9, values: [UInt8](repeating: 255, count: 81))
        #expect(photo.masked(by: large) == photo)
    }

    @Test func photoInBubbleTakesTheStretchedTemplateOutline() {
        // A template with a transparent corner: the masked photo is transparent exactly there.
        let template = Fixtures.image(width: 5, height: 5) { x, y in
            x == 0 && y == 0 ? .transparent : PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        }
        let bubble = template.nineSliced(width: 12, height: 9, insets: NineSliceInsets(top: 2, left: 2, bottom: 2, right: 2))
        let photo = Pixmap(width: 30, height: 30, fill: Fixtures.green).aspectFilled(width: 12, height: 9)
        let clipped = photo.masked(by: bubble)
        #expect(clipped[0, 0] == .transparent)
        #expect(clipped[1, 0] == Fixtures.green && clipped[11, 8] == Fixtures.green)
    }

    @Test func coverageMaskFromAlphaAndInversion() {
        let mask = CoverageMask(alphaOf: Pixmap(width: 2, height: 1, pixels: [1, 2, 3, 40,   0, 0, 0, 255]))
        #expect(mask.values == [40, 255])
        #expect(mask.inverted().values == [215, 0])
        #expect(mask[1, 0] == 255)
    }
}
