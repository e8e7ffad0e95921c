import Testing
@testable import ChatRaster

/// `AxisPlacement`, its resample table and `Pixmap.placed(scale:offsetX:)`: glyph bitmaps scaled to the text size
/// at a fractional x.
@Suite("Placed bitmaps (glyph resampling)")
struct PlacementTests {
    private static let one = Int(AxisResampleTable.one)

    /// The weights of output pixel `i` of `table`.
    private func weights(_ table: AxisResampleTable, _ i: Int) -> [Int] {
        table.weights[table.offset[i]..<(table.offset[i] + table.count[i])].map(Int.init)
    }

    private func table(_ count: Int, scale: Double, offset: Double) throws -> (AxisPlacement, AxisResampleTable) {
        let placement = try AxisPlacement(sourceCount: count, scale: scale, offset: offset)
        return (placement, AxisResampleTable(placement: placement))
    }

    @Test(arguments: [(136, 0.15), (136, 0.47), (7, 1.0), (10, 1.7), (3, 5.0), (109, 0.33)])
    func weightsSumToOneInsideAndToTheCoverageAtTheEdges(count: Int, scale: Double) throws {
        for offset in [0, 0.25, 0.5, 0.75] {
            let (placement, table) = try table(count, scale: scale, offset: offset)
            #expect(table.outputCount == Int((offset + Double(count) * scale).rounded(.up)))
            for i in 0..<table.outputCount {
                let sum = weights(table, i).reduce(0, +)
                let coverage = placement.coverage(ofOutput: i)
                if coverage == 1 {
                    #expect(sum == Self.one, "output \(i), offset \(offset)")
                } else {
                    #expect(sum == Int((coverage * Double(Self.one)).rounded()), "output \(i), offset \(offset)")
                }
                #expect(weights(table, i).allSatisfy { $0 >= 0 })
                #expect(table.first[i] >= 0 && table.first[i] + table.count[i] <= count)
            }
        }
    }

    @Test func constantInputStaysConstantInsideAndFadesByCoverageAtTheEdges() throws {
        let colour = PremultipliedColor(red: 40, green: 90, blue: 150, alpha: 200)
        let image = Pixmap(width: 136, height: 128, fill: colour)
        for (scale, offset) in [(0.16, 0.0), (0.16, 0.25), (0.4, 0.75), (1.0, 0.5), (1.3, 0.25)] {
            let out = try image.placed(scale: scale, offsetX: offset)
            let horizontal = try AxisPlacement(sourceCount: 136, scale: scale, offset: offset)
            let vertical = try AxisPlacement(sourceCount: 128, scale: scale, offset: 0)
            #expect(out.width == horizontal.outputCount && out.height == vertical.outputCount)
            for y in 0..<out.height {
                for x in 0..<out.width {
                    let coverage = horizontal.coverage(ofOutput: x) * vertical.coverage(ofOutput: y)
                    let p = out[x, y]
                    if coverage == 1 {
                        #expect(p == colour, "(\(x), \(y)) at scale \(scale), offset \(offset)")
                    } else {
                        #expect(abs(Double(p.alpha) - Double(colour.alpha) * coverage) <= 1, "(\(x), \(y))")
                        #expect(abs(Double(p.blue) - Double(colour.blue) * coverage) <= 1, "(\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test func theOffsetShiftsCoverageFromTheFirstColumnToTheLast() throws {
        // Four source pixels at scale 1/2 span two output pixels; moved a quarter pixel right they touch three.
        let (_, still) = try table(4, scale: 0.5, offset: 0)
        #expect(still.outputCount == 2)
        #expect(weights(still, 0) == [Self.one / 2, Self.one / 2] && weights(still, 1) == [Self.one / 2, Self.one / 2])
        let (_, moved) = try table(4, scale: 0.5, offset: 0.25)
        #expect(moved.outputCount == 3)
        // Pixel 0 is covered from 0.25 on, by source 0 ..< 1.5; pixel 2 up to 0.25, by source 3.5 ..< 4.
        #expect(moved.first[0] == 0 && weights(moved, 0) == [Self.one / 2, Self.one / 4])
        #expect(moved.first[1] == 1 && weights(moved, 1) == [Self.one / 4, Self.one / 2, Self.one / 4])
        #expect(moved.first[2] == 3 && weights(moved, 2) == [Self.one / 4])
    }

    @Test func edgePixelsArePartlyCovered() throws {
        // Two opaque blue pixels at scale 1 moved half a pixel: the first and last columns are half covered.
        let blue = Pixmap(width: 2, height: 1, fill: PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
        let out = try blue.placed(scale: 1, offsetX: 0.5)
        #expect(out.width == 3 && out.height == 1)
        #expect(out.pixels == [0, 0, 128, 128, 0, 0, 255, 255, 0, 0, 128, 128])
        // Ten pixels at scale 0.35 (3.5 output pixels): the last row and column hold half the colour.
        let white = Pixmap(width: 10, height: 10, fill: .white)
        let shrunk = try white.placed(scale: 0.35, offsetX: 0)
        #expect(shrunk.width == 4 && shrunk.height == 4)
        #expect(shrunk[2, 2] == .white)
        #expect(shrunk[3, 2].alpha == 128 && shrunk[2, 3].alpha == 128 && shrunk[3, 3].alpha == 64)
    }

    @Test func shrinkingAveragesTheExactBoxWithinFixedPointRounding() throws {
        // A deterministic pseudo-random premultiplied image, shrunk at scales and offsets that cut pixels unevenly.
        var state: UInt32 = 12345
        func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let image = Fixtures.image(width: 41, height: 37) { _, _ in
            let alpha = next()
            return PremultipliedColor(red: min(next(), alpha), green: min(next(), alpha), blue: min(next(), alpha), alpha: alpha)
        }
        for (scale, offset) in [(0.5, 0.0), (1.0 / 3, 0.25), (0.37, 0.6), (0.123, 0.9)] {
            let out = try image.placed(scale: scale, offsetX: offset)
            for y in 0..<out.height {
                for x in 0..<out.width {
                    let exact = boxAverage(image, x: x, y: y, scale: scale, offset: offset)
                    let got = Fixtures.rgba(out, x, y)
                    for c in 0..<4 { #expect(abs(Double(got[c]) - exact[c]) <= 1, "(\(x), \(y)) at \(scale), \(offset)") }
                }
            }
        }
        // A checkerboard of opaque black and transparent pixels halved is 50 % black; a solid image a third.
        let checker = Fixtures.image(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? .black : .transparent }
        #expect(try checker.placed(scale: 0.5, offsetX: 0) == Pixmap(width: 2, height: 2, fill: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 128)))
        #expect(try Pixmap(width: 6, height: 6, fill: Fixtures.red).placed(scale: 1.0 / 3, offsetX: 0) == Pixmap(width: 2, height: 2, fill: Fixtures.red))
    }

    /// The exact area average of output pixel (x, y) as `placed` defines it, unnormalised at partly covered edges.
    private func boxAverage(_ image: Pixmap, x: Int, y: Int, scale: Double, offset: Double) -> [Double] {
        func overlap(_ output: Int, _ source: Int, _ offset: Double) -> Double {
            let low = (Double(output) - offset) / scale, high = (Double(output + 1) - offset) / scale
            return max(0, min(high, Double(source + 1)) - max(low, Double(source))) * scale
        }
        var sum = [0.0, 0.0, 0.0, 0.0]
        for sy in 0..<image.height {
            let wy = overlap(y, sy, 0)
            if wy == 0 { continue }
            for sx in 0..<image.width {
                let w = wy * overlap(x, sx, offset)
                if w == 0 { continue }
                let p = Fixtures.rgba(image, sx, sy)
                for c in 0..<4 { sum[c] += Double(p[c]) * w }
            }
        }
        return sum
    }

    @Test func enlargingIsBilinearBetweenPixelCentres() throws {
        let pair = Pixmap(width: 2, height: 1, pixels: [255, 255, 255, 255, 0, 0, 0, 255])
        let out = try pair.placed(scale: 2, offsetX: 0)
        #expect(out.width == 4 && out.height == 2)
        // Sample centres at source x −0.25, 0.25, 0.75, 1.25, clamped to the edge pixels: white, 75 % white,
        // 25 % white, black; the image covers every output pixel fully, so all stay opaque.
        let row: [UInt8] = [255, 255, 255, 255, 191, 191, 191, 255, 64, 64, 64, 255, 0, 0, 0, 255]
        #expect(out.pixels == row + row)
    }

    @Test func scaleOneWithoutOffsetIsTheImageItself() throws {
        let image = Fixtures.coordinates(width: 6, height: 4)
        let (_, table) = try table(6, scale: 1, offset: 0)
        #expect(table.isIdentity)
        #expect(try image.placed(scale: 1, offsetX: 0) == image)
    }

    @Test func invalidPlacementsAreTypedErrors() {
        #expect(throws: AxisPlacementError.emptySource(count: 0)) { try AxisPlacement(sourceCount: 0, scale: 1, offset: 0) }
        #expect(throws: AxisPlacementError.invalidScale(0)) { try AxisPlacement(sourceCount: 4, scale: 0, offset: 0) }
        #expect(throws: AxisPlacementError.invalidScale(.infinity)) { try AxisPlacement(sourceCount: 4, scale: .infinity, offset: 0) }
        #expect(throws: AxisPlacementError.invalidOffset(1)) { try AxisPlacement(sourceCount: 4, scale: 1, offset: 1) }
        #expect(throws: AxisPlacementError.invalidOffset(-0.25)) { try AxisPlacement(sourceCount: 4, scale: 1, offset: -0.25) }
        #expect(throws: AxisPlacementError.tooLarge(extent: 4e9)) { try AxisPlacement(sourceCount: 4, scale: 1e9, offset: 0) }
        #expect(throws: AxisPlacementError.emptySource(count: 0)) { try Pixmap(width: 0, height: 3).placed(scale: 0.5, offsetX: 0) }
    }
}
