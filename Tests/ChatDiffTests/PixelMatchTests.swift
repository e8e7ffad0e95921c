import ChatGeometry
import ChatDiff
import ChatRaster
import Testing

@Suite("PixelMatch behaviour")
struct PixelMatchTests {
    let grey = PremultipliedColor(red: 200, green: 200, blue: 200, alpha: 255)

    /// A `width × height` canvas of `fill` with the given pixels set to `color`.
    func canvas(_ width: Int, _ height: Int, fill: PremultipliedColor, set pixels: [(Int, Int)] = [],
                to color: PremultipliedColor = .black) -> Pixmap {
        var out = Pixmap(width: width, height: height, fill: fill)
        for (x, y) in pixels { out[x, y] = color }
        return out
    }

    @Test("identical images take the fast path and report nothing")
    func identical() {
        let image = DiffFixtures.pair("bubble").a
        let result = PixelMatch.compare(image, image)
        #expect(result.identical && result.matches && !result.sizeMismatch)
        #expect(result.mismatchedPixels == 0 && result.antialiasedPixels == 0 && result.regions.isEmpty)
        #expect(result.totalPixels == image.width * image.height && result.percentage == 0)
        #expect(result.diffImage == nil)
    }

    @Test("premultiplied pixels that straighten to the same bytes are identical, as pixelmatch sees the PNGs")
    func identicalAfterStraightening() {
        let a = Pixmap(width: 2, height: 1, pixels: [0, 0, 0, 0, 10, 20, 30, 255])
        let b = Pixmap(width: 2, height: 1, pixels: [9, 9, 9, 0, 10, 20, 30, 255])
        #expect(PixelMatch.compare(a, b).identical)
    }

    @Test("the fast path still paints the faded original when a diff image is asked for")
    func identicalDiffImage() throws {
        let image = canvas(3, 2, fill: .black)
        let result = PixelMatch.compare(image, image, options: try PixelMatchOptions(outputDiff: true))
        let diff = try #require(result.diffImage)
        // 255 + (0 − 255) · 0.1 = 229.5 → 229.
        #expect(diff[0, 0] == PremultipliedColor(red: 229, green: 229, blue: 229, alpha: 255))
        let masked = PixelMatch.compare(image, image, options: try PixelMatchOptions(diffMask: true, outputDiff: true))
        #expect(masked.diffImage == Pixmap(width: 3, height: 2))
    }

    @Test("different sizes are a size mismatch, not pixel counts")
    func sizeMismatch() {
        let result = PixelMatch.compare(Pixmap(width: 780, height: 12, fill: .white), Pixmap(width: 780, height: 13, fill: .white))
        #expect(result.sizeMismatch && !result.matches && !result.identical)
        #expect(result.mismatchedPixels == 0 && result.totalPixels == 0 && result.percentage == 0)
        #expect(result.width == 780 && result.height == 12)
    }

    @Test("empty images are identical")
    func empty() {
        #expect(PixelMatch.compare(Pixmap(width: 0, height: 0), Pixmap(width: 0, height: 0)).identical)
    }

    @Test("one blob gives one tight box")
    func oneBlob() {
        let a = canvas(40, 30, fill: .white)
        var b = a
        for y in 7...11 { for x in 12...20 where (x + y) % 3 != 0 { b[x, y] = .black } }
        let result = PixelMatch.compare(a, b)
        #expect(result.regions == [PixelRect(x: 12, y: 7, width: 9, height: 5)])
        let changed = (7...11).flatMap { y in (12...20).filter { ($0 + y) % 3 != 0 } }.count
        #expect(result.mismatchedPixels == changed)
    }

    @Test("two blobs far apart give two boxes, top to bottom then left to right")
    func twoBlobs() {
        let a = canvas(60, 60, fill: .white)
        let b = canvas(60, 60, fill: .white, set: [(40, 5), (41, 5), (40, 6), (3, 30), (4, 31), (5, 32)])
        let result = PixelMatch.compare(a, b)
        #expect(result.regions == [PixelRect(x: 40, y: 5, width: 2, height: 2), PixelRect(x: 3, y: 30, width: 3, height: 3)])
        #expect(result.mismatchedPixels == 6)
    }

    @Test("pixels up to the merge distance apart join one region; one pixel more splits it")
    func mergeDistance() throws {
        let a = canvas(40, 40, fill: .white)
        let near = PixelMatch.compare(a, canvas(40, 40, fill: .white, set: [(2, 2), (10, 10)]))
        #expect(near.regions == [PixelRect(x: 2, y: 2, width: 9, height: 9)])
        let far = PixelMatch.compare(a, canvas(40, 40, fill: .white, set: [(2, 2), (11, 3)]))
        #expect(far.regions.count == 2)
        let custom = PixelMatch.compare(a, canvas(40, 40, fill: .white, set: [(2, 2), (11, 3)]),
                                        options: try PixelMatchOptions(regionMergeDistance: 9))
        #expect(custom.regions == [PixelRect(x: 2, y: 2, width: 10, height: 2)])
    }

    @Test("a chain of close pixels joins regions transitively, even across rows in between")
    func chain() {
        let a = canvas(80, 80, fill: .white)
        let b = canvas(80, 80, fill: .white, set: [(0, 0), (8, 8), (16, 16), (70, 0), (62, 8)])
        let result = PixelMatch.compare(a, b)
        #expect(result.regions == [PixelRect(x: 0, y: 0, width: 17, height: 17), PixelRect(x: 62, y: 0, width: 9, height: 9)])
    }

    @Test("the diff image: red for differences, yellow for anti-aliasing, faded grey elsewhere")
    func diffImageColours() throws {
        let pair = DiffFixtures.pair("strokes")
        let result = PixelMatch.compare(pair.a, pair.b, options: try PixelMatchOptions(outputDiff: true))
        let diff = try #require(result.diffImage)
        var red = 0, yellow = 0, other = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let p = diff[x, y]
                #expect(p.alpha == 255)
                if p == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255) { red += 1 }
                else if p == PremultipliedColor(red: 255, green: 255, blue: 0, alpha: 255) { yellow += 1 }
                else { other += 1; #expect(p.red == p.green && p.green == p.blue && p.red >= 229) }
            }
        }
        #expect(red == result.mismatchedPixels && yellow == result.antialiasedPixels)
        #expect(red > 0 && yellow > 0 && other == diff.width * diff.height - red - yellow)
        // White background fades to white; the ink (28, 28, 30) to 255 + (28.1 − 255) · 0.1 = 232.
        #expect(diff[0, 0] == .white)
    }

    @Test("diffColorAlt marks pixels that are darker in the first image; diffMask leaves the rest transparent")
    func altColourAndMask() throws {
        let a = canvas(20, 20, fill: grey, set: [(3, 3)], to: .black)
        let b = canvas(20, 20, fill: grey, set: [(15, 15)], to: .black)
        let options = try PixelMatchOptions(diffColorAlt: .green, diffMask: true, outputDiff: true)
        let diff = try #require(PixelMatch.compare(a, b, options: options).diffImage)
        // (3, 3) turned lighter in b (img1 darker → delta positive → diffColor); (15, 15) turned darker → alt.
        #expect(diff[3, 3] == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(diff[15, 15] == PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(diff[0, 0] == .transparent)
    }

    @Test("alpha sets how strongly the original shows through")
    func alphaOption() throws {
        let a = canvas(4, 4, fill: .black, set: [(0, 0)], to: .white)
        let b = canvas(4, 4, fill: .black)
        let full = try #require(PixelMatch.compare(a, b, options: try PixelMatchOptions(alpha: 1, outputDiff: true)).diffImage)
        #expect(full[2, 2] == .black)
        let none = try #require(PixelMatch.compare(a, b, options: try PixelMatchOptions(alpha: 0, outputDiff: true)).diffImage)
        #expect(none[2, 2] == .white)
    }

    @Test("threshold 0 counts any change; threshold 1 counts none; just under and over the default split exactly")
    func thresholdEdges() throws {
        let pair = DiffFixtures.pair("color-shift")
        #expect(PixelMatch.compare(pair.a, pair.b, options: try PixelMatchOptions(threshold: 0)).mismatchedPixels == 64 * 64)
        #expect(PixelMatch.compare(pair.a, pair.b, options: try PixelMatchOptions(threshold: 1)).mismatchedPixels == 0)
        // +78 blue (YIQ 343.9) stays under 35215 · 0.1² = 352.15, +79 (352.8) goes over: exactly the right half.
        let result = PixelMatch.compare(pair.a, pair.b)
        #expect(result.mismatchedPixels == 64 * 32)
        #expect(result.regions == [PixelRect(x: 32, y: 0, width: 32, height: 64)])
        #expect(result.percentage == 50)
    }

    @Test("a threshold or alpha out of range is refused with the typed error chatrender diff prints, never clamped")
    func refusesOutOfRange() throws {
        #expect(throws: ImageComparisonError.thresholdOutOfRange(-3)) { try PixelMatchOptions(threshold: -3) }
        #expect(throws: ImageComparisonError.thresholdOutOfRange(5)) { try PixelMatchOptions(threshold: 5) }
        #expect(throws: ImageComparisonError.self) { try PixelMatchOptions(threshold: .nan) }
        #expect(throws: ImageComparisonError.diffAlphaOutOfRange(2)) { try PixelMatchOptions(alpha: 2) }
        // In chatrender diff's words.
        #expect((try? PixelMatchOptions(threshold: 5)) == nil)
        #expect(ImageComparisonError.thresholdOutOfRange(5).description
                == "the threshold must be between 0 and 1 (0 counts any change, 1 none; 0.1 by default), got 5.0")
        #expect(try PixelMatchOptions(threshold: 0).threshold == 0)
        #expect(try PixelMatchOptions(threshold: 1).threshold == 1)
        #expect(try PixelMatchOptions(regionMergeDistance: -5).regionMergeDistance == 0)
    }

    @Test("a 1×1 image and image edges do not go out of bounds in anti-aliasing detection")
    func tinyImages() {
        let result = PixelMatch.compare(canvas(1, 1, fill: .white), canvas(1, 1, fill: .black))
        #expect(result.mismatchedPixels == 1 && result.regions == [PixelRect(x: 0, y: 0, width: 1, height: 1)])
        let row = PixelMatch.compare(canvas(5, 1, fill: .white), canvas(5, 1, fill: .white, set: [(4, 0)]))
        #expect(row.mismatchedPixels == 1)
    }

    @Test("the same input always gives the same result")
    func deterministic() throws {
        let pair = DiffFixtures.pair("noise")
        let options = try PixelMatchOptions(outputDiff: true)
        #expect(PixelMatch.compare(pair.a, pair.b, options: options) == PixelMatch.compare(pair.a, pair.b, options: options))
    }
}
