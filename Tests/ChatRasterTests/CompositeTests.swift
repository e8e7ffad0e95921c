import ChatGeometry
import Testing
@testable import ChatRaster

@Suite("Compositing")
struct CompositeTests {
    @Test func sourceOverExactValues() {
        var canvas = Pixmap(width: 1, height: 1, fill: PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        canvas.draw(Pixmap(width: 1, height: 1, fill: PremultipliedColor(red: 0, green: 0, blue: 128, alpha: 128)), x: 0, y: 0)
        // d × (255 − 128) / 255 = 255 × 127 / 255 = 127.
        #expect(Fixtures.rgba(canvas, 0, 0) == [127, 0, 128, 255])

        var translucent = Pixmap(width: 1, height: 1, fill: PremultipliedColor(red: 40, green: 80, blue: 0, alpha: 100))
        translucent.draw(Pixmap(width: 1, height: 1, fill: PremultipliedColor(red: 60, green: 0, blue: 30, alpha: 60)), x: 0, y: 0)
        // 40·195/255 = 30.6 → 31; 80·195/255 = 61.2 → 61; 100·195/255 = 76.5 → 76 (76.47).
        #expect(Fixtures.rgba(translucent, 0, 0) == [91, 61, 30, 136])
    }

    @Test func opaqueSourceReplacesTransparentSourceKeeps() {
        var canvas = Fixtures.coordinates(width: 2, height: 1)
        let before = canvas
        canvas.draw(Pixmap(width: 1, height: 1, fill: .transparent), x: 0, y: 0)
        #expect(canvas == before)
        canvas.draw(Pixmap(width: 1, height: 1, fill: Fixtures.blue), x: 1, y: 0)
        #expect(canvas[1, 0] == Fixtures.blue && canvas[0, 0] == before[0, 0])
    }

    @Test func opacityScalesTheSourceFirst() {
        var canvas = Pixmap(width: 1, height: 1, fill: .white)
        canvas.draw(Pixmap(width: 1, height: 1, fill: PremultipliedColor(red: 200, green: 100, blue: 0, alpha: 255)), x: 0, y: 0, opacity: 0.5)
        // Opacity 0.5 → 128: source (100, 50, 0, 128), then + 255 × 127 / 255 = 127.
        #expect(Fixtures.rgba(canvas, 0, 0) == [227, 177, 127, 255])
        let before = canvas
        canvas.draw(Pixmap(width: 1, height: 1, fill: .black), x: 0, y: 0, opacity: 0)
        canvas.draw(Pixmap(width: 1, height: 1, fill: .black), x: 0, y: 0, opacity: .nan)
        #expect(canvas == before)
    }

    @Test func drawingIsClippedToTheCanvas() {
        var canvas = Pixmap(width: 4, height: 4)
        let source = Fixtures.coordinates(width: 3, height: 3)
        canvas.draw(source, x: -1, y: -1)
        for y in 0..<4 {
            for x in 0..<4 {
                #expect(canvas[x, y] == (x < 2 && y < 2 ? source[x + 1, y + 1] : .transparent))
            }
        }
        canvas.draw(source, x: 3, y: 3)
        #expect(canvas[3, 3] == source[0, 0])
        canvas.draw(source, x: 100, y: -100)
        canvas.draw(source, x: -3, y: 0)
        #expect(canvas[3, 3] == source[0, 0])
    }

    @Test func fillRectIsClippedSourceOver() {
        var canvas = Pixmap(width: 3, height: 2, fill: .white)
        canvas.fill(PixelRect(x: 1, y: -5, width: 10, height: 6), color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 51))
        // 255 × 204 / 255 = 204.
        #expect(Fixtures.rgba(canvas, 0, 0) == [255, 255, 255, 255])
        #expect(Fixtures.rgba(canvas, 1, 0) == [204, 204, 204, 255] && Fixtures.rgba(canvas, 2, 0) == [204, 204, 204, 255])
        #expect(Fixtures.rgba(canvas, 1, 1) == [255, 255, 255, 255])
    }

    @Test func fillThroughCoverageMask() {
        var canvas = Pixmap(width: 3, height: 1)
        let mask = CoverageMask(width: 2, height: 1, values: [128, 255])
        canvas.fill(mask, x: 1, y: 0, color: PremultipliedColor(red: 200, green: 0, blue: 100, alpha: 200))
        #expect(canvas[0, 0] == .transparent)
        #expect(Fixtures.rgba(canvas, 1, 0) == [100, 0, 50, 100])    // × 128/255
        #expect(Fixtures.rgba(canvas, 2, 0) == [200, 0, 100, 200])
        canvas.fill(mask, x: -1, y: 0, color: .white)
        #expect(Fixtures.rgba(canvas, 0, 0) == [255, 255, 255, 255])
    }

    @Test func fillPathOnlyTouchesItsPixels() {
        var canvas = Pixmap(width: 6, height: 6, fill: .white)
        var square = Path()
        square.addRect(Rect(x: 1, y: 2, width: 3, height: 2))
        canvas.fill(square, color: Fixtures.blue)
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = (1..<4).contains(x) && (2..<4).contains(y)
                #expect(canvas[x, y] == (inside ? Fixtures.blue : .white))
            }
        }
        var outside = Path()
        outside.addRect(Rect(x: -50, y: 20, width: 10, height: 10))
        let before = canvas
        canvas.fill(outside, color: .black)
        canvas.fill(Path(), color: .black)
        #expect(canvas == before)
    }
}

@Suite("Pixel rectangles")
struct PixelRectTests {
    @Test func intersectionClipsAndReportsEmpty() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 5)
        #expect(a.intersection(PixelRect(x: 8, y: -2, width: 5, height: 4)) == PixelRect(x: 8, y: 0, width: 2, height: 2))
        #expect(a.intersection(PixelRect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
        #expect(a.contains(x: 9, y: 4) && !a.contains(x: 10, y: 4))
    }

    @Test func extremePositionsClipInsteadOfOverflowing() {
        let far = PixelRect(x: Int.max - 1, y: Int.min + 1, width: 10, height: -10)
        #expect(far.maxX == Int.max && far.maxY == Int.min)
        var canvas = Pixmap(width: 4, height: 4)
        canvas.draw(Pixmap(width: 3, height: 3, fill: .white), x: Int.max - 1, y: Int.max - 1)
        canvas.fill(PixelRect(x: Int.min, y: 0, width: Int.max, height: 2), color: .white)
        canvas.fill(CoverageMask(width: 2, height: 2, values: [255, 255, 255, 255]), x: Int.max, y: 0, color: .white)
        #expect(canvas == Pixmap(width: 4, height: 4))
    }
}
