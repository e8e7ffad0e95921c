import Testing
@testable import ChatRaster

@Suite("Mirroring")
struct MirrorTests {
    @Test func horizontalMirrorMovesPixelsAcross() {
        let image = Fixtures.coordinates(width: 3, height: 2)
        let mirrored = image.mirroredHorizontally()
        for y in 0..<2 {
            for x in 0..<3 { #expect(mirrored[x, y] == image[2 - x, y]) }
        }
        #expect(mirrored.mirroredHorizontally() == image)
    }

    @Test func verticalMirrorMovesRowsAcross() {
        let image = Fixtures.coordinates(width: 2, height: 3)
        let mirrored = image.mirroredVertically()
        for y in 0..<3 {
            for x in 0..<2 { #expect(mirrored[x, y] == image[x, 2 - y]) }
        }
        #expect(mirrored.mirroredVertically() == image)
    }

    @Test func mirroredInsetsSwapLeftAndRight() {
        let insets = NineSliceInsets(top: 13, left: 13, bottom: 13, right: 21)
        #expect(insets.mirrored == NineSliceInsets(top: 13, left: 21, bottom: 13, right: 13))
        #expect(insets.mirrored.mirrored == insets)
    }

    @Test func mirroringCommutesWithNineSlicingWhenInsetsAreMirrored() {
        let template = Fixtures.coordinates(width: 9, height: 7)
        let insets = NineSliceInsets(top: 2, left: 2, bottom: 3, right: 4)
        let a = template.nineSliced(width: 30, height: 20, insets: insets).mirroredHorizontally()
        let b = template.mirroredHorizontally().nineSliced(width: 30, height: 20, insets: insets.mirrored)
        #expect(a == b)
    }

    @Test func emptyImagesMirror() {
        #expect(Pixmap(width: 0, height: 4).mirroredHorizontally() == Pixmap(width: 0, height: 4))
        #expect(Pixmap(width: 3, height: 0).mirroredVertically() == Pixmap(width: 3, height: 0))
    }
}
