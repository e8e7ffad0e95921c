import Testing
@testable import ChatRaster

@Suite("Nine-slice")
struct NineSliceTests {
    /// 7×5, every pixel distinct; caps top 2, left 2, bottom 1, right 3 leave a 2×2 centre.
    let template = Fixtures.coordinates(width: 7, height: 5)
    let insets = NineSliceInsets(top: 2, left: 2, bottom: 1, right: 3)

    @Test func cornersAreCopiedByteForByte() {
        let out = template.nineSliced(width: 23, height: 17, insets: insets)
        #expect(out.width == 23 && out.height == 17)
        for y in 0..<2 {
            for x in 0..<2 { #expect(out[x, y] == template[x, y]) }          // top-left
            for x in 0..<3 { #expect(out[20 + x, y] == template[4 + x, y]) } // top-right
        }
        for x in 0..<2 { #expect(out[x, 16] == template[x, 4]) }              // bottom-left
        for x in 0..<3 { #expect(out[20 + x, 16] == template[4 + x, 4]) }     // bottom-right
    }

    @Test func edgesStretchAlongOneAxisOnly() {
        let out = template.nineSliced(width: 23, height: 17, insets: insets)
        // Top and bottom edges keep their source rows (green encodes y) and vary only along x.
        for x in 2..<20 {
            for y in 0..<2 { #expect(out[x, y].green == template[0, y].green) }
            #expect(out[x, 16].green == template[0, 4].green)
        }
        // Left and right edges keep their source columns (red encodes x) and vary only along y.
        for y in 2..<16 {
            for x in 0..<2 { #expect(out[x, y].red == template[x, 0].red) }
            for x in 0..<3 { #expect(out[20 + x, y].red == template[4 + x, 0].red) }
        }
        // The top edge interpolates the two centre columns: it runs monotonically from one to the other.
        let row = (2..<20).map { Int(out[$0, 0].red) }
        #expect(row.first == Int(template[2, 0].red) && row.last == Int(template[3, 0].red))
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func centreIsFilledWithInterpolatedCentre() {
        let out = template.nineSliced(width: 23, height: 17, insets: insets)
        let lowRed = template[2, 0].red, highRed = template[3, 0].red
        let lowGreen = template[0, 2].green, highGreen = template[0, 3].green
        for y in 2..<16 {
            for x in 2..<20 {
                let p = out[x, y]
                #expect(p.alpha == 255 && p.blue == 77)
                #expect(p.red >= lowRed && p.red <= highRed && p.green >= lowGreen && p.green <= highGreen)
            }
        }
    }

    @Test func legacyInsetsStretchExactlyOneColumnAndRow() {
        let legacy = NineSliceInsets.legacy(leftCapWidth: 3, topCapHeight: 2, imageWidth: 7, imageHeight: 5)
        #expect(legacy == NineSliceInsets(top: 2, left: 3, bottom: 2, right: 3))
        let out = template.nineSliced(width: 20, height: 12, insets: legacy)
        let expected = Fixtures.remapped(template, width: 20, height: 12,
                                         { x in x < 3 ? x : (x >= 17 ? x - 13 : 3) },
                                         { y in y < 2 ? y : (y >= 10 ? y - 7 : 2) })
        #expect(out == expected)
    }

    @Test func legacyInsetsAreClampedToTheImage() {
        #expect(NineSliceInsets.legacy(leftCapWidth: 40, topCapHeight: -3, imageWidth: 10, imageHeight: 6)
                == NineSliceInsets(top: 0, left: 9, bottom: 5, right: 0))
        #expect(NineSliceInsets.legacy(leftCapWidth: 4, topCapHeight: 4, imageWidth: 0, imageHeight: 0) == .zero)
    }

    @Test func zeroWidthCentreStretchesTheMiddlePixel() {
        // Insets at the image centre (JSQ / MessageKit): the centre has no width or height.
        let image = Fixtures.coordinates(width: 8, height: 6)
        let centred = NineSliceInsets(top: 3, left: 4, bottom: 3, right: 4)
        let out = image.nineSliced(width: 20, height: 10, insets: centred)
        let expected = Fixtures.remapped(image, width: 20, height: 10,
                                         { x in x < 4 ? x : (x >= 16 ? x - 12 : 4) },
                                         { y in y < 3 ? y : (y >= 7 ? y - 4 : 3) })
        #expect(out == expected)
    }

    @Test func capsShrinkInProportionWhenTheTargetIsSmaller() {
        // Left cap red, right cap blue, a green centre column; caps of 4 on a 9-wide image.
        let image = Fixtures.image(width: 9, height: 3) { x, _ in x < 4 ? Fixtures.red : (x > 4 ? Fixtures.blue : Fixtures.green) }
        let caps = NineSliceInsets(top: 0, left: 4, bottom: 0, right: 4)
        let small = image.nineSliced(width: 4, height: 3, insets: caps)
        let expected = Fixtures.image(width: 4, height: 3) { x, _ in x < 2 ? Fixtures.red : Fixtures.blue }
        #expect(small == expected)
        // Odd target: the leading cap gets round(4 × 5 / 8) = 3 columns; no green bleeds in.
        let odd = image.nineSliced(width: 5, height: 3, insets: caps)
        #expect(odd == Fixtures.image(width: 5, height: 3) { x, _ in x < 3 ? Fixtures.red : Fixtures.blue })
        // Unequal caps shrink by their share of the target: round(2 × 4 / 8) = 1 and 3 columns.
        let lopsided = Fixtures.image(width: 9, height: 1) { x, _ in x < 2 ? Fixtures.red : (x == 2 ? Fixtures.green : Fixtures.blue) }
        let unequal = lopsided.nineSliced(width: 4, height: 1, insets: NineSliceInsets(top: 0, left: 2, bottom: 0, right: 6))
        #expect(unequal == Fixtures.image(width: 4, height: 1) { x, _ in x < 1 ? Fixtures.red : Fixtures.blue })
    }

    @Test func uniformCentreStaysUniformWithoutSeams() {
        // Caps of different colours around a uniform grey centre: nothing bleeds across the slice borders.
        let grey = PremultipliedColor(red: 90, green: 90, blue: 90, alpha: 200)
        let image = Fixtures.image(width: 9, height: 9) { x, y in
            if (3..<6).contains(x) && (3..<6).contains(y) { return grey }
            return x < 3 ? Fixtures.red : (x >= 6 ? Fixtures.blue : Fixtures.green)
        }
        let out = image.nineSliced(width: 40, height: 31, insets: NineSliceInsets(top: 3, left: 3, bottom: 3, right: 3))
        for y in 3..<28 {
            for x in 3..<37 { #expect(out[x, y] == grey) }
            for x in 0..<3 { #expect(out[x, y] == Fixtures.red) }
            for x in 37..<40 { #expect(out[x, y] == Fixtures.blue) }
        }
        for x in 3..<37 {
            #expect(out[x, 0] == Fixtures.green && out[x, 30] == Fixtures.green)
        }
    }

    @Test func sameSizeIsACopy() {
        #expect(template.nineSliced(width: 7, height: 5, insets: insets) == template)
    }

    @Test func invalidInsetsAreClampedNotFatal() {
        let wild = NineSliceInsets(top: -5, left: 100, bottom: 3, right: 100)
        #expect(wild.clamped(imageWidth: 7, imageHeight: 5) == NineSliceInsets(top: 0, left: 4, bottom: 3, right: 3))
        let out = template.nineSliced(width: 15, height: 9, insets: wild)
        #expect(out.width == 15 && out.height == 9)
        #expect(template.nineSliced(width: -4, height: 9, insets: insets).width == 0)
        #expect(Pixmap(width: 0, height: 0).nineSliced(width: 5, height: 5, insets: insets) == Pixmap(width: 5, height: 5))
        #expect(template.nineSliced(width: 1, height: 1, insets: insets).width == 1)
    }

    @Test func sphBubbleInsetsStretchOnlyTheCentre() {
        // SPHChatCollectionView: a 43×32 mask with insets (13, 13, 13, 21) leaves a 9×6 centre.
        let mask = Fixtures.image(width: 43, height: 32) { x, y in
            PremultipliedColor(red: 0, green: 0, blue: 0, alpha: UInt8((x * 7 + y * 3) % 256))
        }
        let caps = NineSliceInsets(top: 13, left: 13, bottom: 13, right: 21)
        let out = mask.nineSliced(width: 200, height: 90, insets: caps)
        for y in 0..<13 {
            for x in 0..<13 { #expect(out[x, y] == mask[x, y]) }
            for x in 0..<21 { #expect(out[179 + x, 77 + y] == mask[22 + x, 19 + y]) }
        }
    }

    /// A centre slice whose columns are equal within every row is read as one column; the stretch must be the
    /// one the interpolating table gives, in either pass order, and a centre that is not uniform is left alone.
    @Test func uniformCentreColumnsCollapseToTheSameStretch() {
        // 12 × 9 template: caps of 3 and 4 columns with varied pixels; centre columns 3 ..< 8 equal in each row.
        var pixels: [UInt8] = []
        for y in 0..<9 {
            for x in 0..<12 {
                let alpha = UInt8(120 + y * 15)
                let centre = (3..<8).contains(x)
                let value: UInt8 = centre ? UInt8(y * 13) : UInt8((x * 37 + y * 11) % Int(alpha))
                let blue: UInt8 = centre ? UInt8(y * 5) : UInt8(x * 9)
                pixels += [min(value, alpha), min(UInt8(y * 7), alpha), min(blue, alpha), alpha]
            }
        }
        let source = Pixmap(width: 12, height: 9, pixels: pixels)
        let segments = NineSliceAxis.segments(sourceCount: 12, leading: 3, trailing: 4, targetCount: 157)
        let horizontal = AxisResampleTable(sourceCount: 12, segments: segments, filter: .triangle)
        let collapsed = horizontal.collapsing(within: 3..<8)
        let verticalSegments = NineSliceAxis.segments(sourceCount: 9, leading: 2, trailing: 3, targetCount: 41)
        let vertical = AxisResampleTable(sourceCount: 9, segments: verticalSegments, filter: .triangle)
        for horizontalFirst in [true, false] {
            let same = SeparableResampler.resample(source, horizontal: collapsed, vertical: vertical, horizontalFirst: horizontalFirst)
                == SeparableResampler.resample(source, horizontal: horizontal, vertical: vertical, horizontalFirst: horizontalFirst)
            #expect(same, "horizontal first: \(horizontalFirst)")
        }
        // And through the public call: uniform centre columns, and the same template with one centre pixel changed.
        let stretched = source.nineSliced(width: 157, height: 41, insets: NineSliceInsets(top: 2, left: 3, bottom: 3, right: 4))
        #expect(stretched.width == 157 && stretched.height == 41)
        var uneven = pixels
        uneven[(4 * 12 + 5) * 4] = 1
        let other = Pixmap(width: 12, height: 9, pixels: uneven).nineSliced(width: 157, height: 41,
                                                                             insets: NineSliceInsets(top: 2, left: 3, bottom: 3, right: 4))
        let differs = other != stretched
        #expect(differs)
    }
}
