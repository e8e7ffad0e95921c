import ChatGeometry
import Testing
@testable import ChatRaster

@Suite("Rasterizer")
struct RasterizerTests {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var path = Path()
        path.addRect(Rect(x: x, y: y, width: w, height: h))
        return path
    }

    @Test func halfPixelRectangleGivesHalfCoverage() {
        #expect(rasterize(rect(0, 0, 0.5, 1), width: 1, height: 1).values == [128])
        #expect(rasterize(rect(0, 0, 1, 0.5), width: 1, height: 1).values == [128])
        #expect(rasterize(rect(0, 0, 0.5, 0.5), width: 1, height: 1).values == [64])
    }

    @Test func horizontalCoverageIsExact() {
        let mask = rasterize(rect(2.25, 0, 3.5, 1), width: 8, height: 1)
        #expect(mask.values == [0, 0, 191, 255, 255, 191, 0, 0])    // 0.75 × 255 = 191.25
    }

    @Test func pixelAlignedRectangleIsCrisp() {
        let mask = rasterize(rect(1, 1, 2, 3), width: 4, height: 5)
        for y in 0..<5 {
            for x in 0..<4 { #expect(mask[x, y] == ((1..<3).contains(x) && (1..<4).contains(y) ? 255 : 0)) }
        }
    }

    @Test(arguments: [20.0, 7.3, 31.5])
    func circleAreaMatchesPiRSquared(radius: Double) {
        var circle = Path()
        circle.addCircle(center: Point(x: 32.3, y: 31.8), radius: radius)
        let area = Fixtures.coveredArea(rasterize(circle, width: 64, height: 64))
        let exact = Double.pi * radius * radius
        #expect(abs(area - exact) / exact < 0.005)
    }

    @Test func triangleAreaIsExact() {
        var triangle = Path()
        triangle.move(to: Point(x: 0.5, y: 0.5))
        triangle.line(to: Point(x: 20.5, y: 0.5))
        triangle.line(to: Point(x: 0.5, y: 10.5))
        triangle.close()
        let area = Fixtures.coveredArea(rasterize(triangle, width: 24, height: 12))
        #expect(abs(area - 100) < 0.5)
    }

    @Test func evenOddCutsAHoleNonZeroDoesNot() {
        var nested = rect(0, 0, 10, 10)
        nested.addRect(Rect(x: 3, y: 3, width: 4, height: 4))
        let evenOdd = rasterize(nested, width: 10, height: 10, rule: .evenOdd)
        #expect(evenOdd[5, 5] == 0 && evenOdd[1, 1] == 255 && evenOdd[8, 5] == 255)
        let nonZero = rasterize(nested, width: 10, height: 10, rule: .nonZero)
        #expect(nonZero[5, 5] == 255 && nonZero[1, 1] == 255)
        // An inner rectangle wound the other way is a hole under non-zero too.
        var reversed = rect(0, 0, 10, 10)
        reversed.move(to: Point(x: 3, y: 3))
        reversed.line(to: Point(x: 3, y: 7))
        reversed.line(to: Point(x: 7, y: 7))
        reversed.line(to: Point(x: 7, y: 3))
        reversed.close()
        #expect(rasterize(reversed, width: 10, height: 10)[5, 5] == 0)
    }

    @Test func overlappingShapesDoNotOverCountUnderNonZero() {
        // Two half-pixel rectangles over the same half: still half covered.
        var twice = rect(0, 0, 0.5, 1)
        twice.addRect(Rect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(rasterize(twice, width: 1, height: 1).values == [128])
        #expect(rasterize(twice, width: 1, height: 1, rule: .evenOdd).values == [0])
    }

    @Test func shapesAreClippedToTheGrid() {
        let mask = rasterize(rect(-5, -5, 7.5, 7), width: 4, height: 4)
        #expect(mask[0, 0] == 255 && mask[1, 1] == 255 && mask[2, 0] == 128 && mask[3, 0] == 0 && mask[0, 2] == 0)
        #expect(rasterize(rect(10, 10, 5, 5), width: 4, height: 4).values.allSatisfy { $0 == 0 })
        #expect(rasterize(rect(0, 0, 1, 1), width: -1, height: 3).values.isEmpty)
    }

    @Test func hostileCoordinatesDoNotCrash() {
        var path = Path()
        path.move(to: Point(x: -1e300, y: -1e300))
        path.line(to: Point(x: 1e300, y: 3))
        path.line(to: Point(x: .nan, y: 2))
        path.curve(to: Point(x: 2, y: .infinity), control1: .zero, control2: Point(x: 1e308, y: -1e308))
        path.line(to: Point(x: 1, y: Double.leastNonzeroMagnitude))
        let mask = rasterize(path, width: 8, height: 8, rule: .evenOdd)
        #expect(mask.width == 8 && mask.values.count == 64)
        var canvas = Pixmap(width: 8, height: 8)
        canvas.fill(path, color: .black)
        #expect(canvas.width == 8)
    }

    @Test func slantedEdgeIsAntialiasedMonotonically() {
        var wedge = Path()
        wedge.move(to: Point(x: 0, y: 0))
        wedge.line(to: Point(x: 16, y: 0))
        wedge.line(to: Point(x: 0, y: 4))
        wedge.close()
        let mask = rasterize(wedge, width: 16, height: 4)
        let row = (0..<16).map { mask[$0, 1] }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(row.contains { $0 > 0 && $0 < 255 })
    }

    @Test func rasterizingIsDeterministic() {
        var star = Path()
        for i in 0..<10 {
            let angle = Double(i) * Double.pi * 4 / 5
            let p = AffineTransform.rotation(radians: angle).apply(to: Point(x: 0, y: -14))
            let q = Point(x: p.x + 16, y: p.y + 16)
            i == 0 ? star.move(to: q) : star.line(to: q)
        }
        star.close()
        let a = rasterize(star, width: 32, height: 32), b = rasterize(star, width: 32, height: 32)
        #expect(a == b)
        // Non-zero fills the pentagram's centre, even-odd leaves it empty.
        #expect(a[16, 16] == 255 && rasterize(star, width: 32, height: 32, rule: .evenOdd)[16, 16] == 0)
    }

    /// Rows that cross the same vertical edges as the row above are copied from it; each must be exactly what the
    /// row gives when it is rasterized alone (a one-row window, where nothing can be copied).
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func copiedRowsEqualRowsComputedAlone(rule: FillRule) {
        var path = Path()
        // Rectangles at fractional positions (side by side, overlapping, nested), rounded rectangles (vertical
        // sides between curved corners) and a slanted shape that ends mid-row.
        path.addRect(Rect(x: 1.3, y: 2.25, width: 20.6, height: 17.5))
        path.addRect(Rect(x: 15.7, y: 6.6, width: 30.1, height: 9.2))
        path.addRect(Rect(x: 4.1, y: 4.4, width: 3.3, height: 3.3))
        path.addRoundedRect(Rect(x: 30.2, y: 20.1, width: 25.5, height: 30.7), radii: CornerRadii(all: 6.5))
        path.move(to: Point(x: 5, y: 30.5))
        path.line(to: Point(x: 25.5, y: 33.25))
        path.line(to: Point(x: 12.25, y: 55.5))
        path.close()
        let width = 64, height = 60
        let whole = rasterize(path, width: width, height: height, rule: rule)
        var copiedRows = 0
        for y in 0..<height {
            let alone = rasterize(path, window: PixelRect(x: 0, y: y, width: width, height: 1), rule: rule)
            #expect(Array(whole.values[(y * width)..<((y + 1) * width)]) == alone.values, "row \(y)")
            if y > 0 && whole.values[(y * width)..<((y + 1) * width)] == whole.values[((y - 1) * width)..<(y * width)]
                && whole.values[(y * width)..<((y + 1) * width)].contains(where: { $0 != 0 }) {
                copiedRows += 1
            }
        }
        #expect(copiedRows > 8)   // the shape does have rows the rasterizer copies
        // A window that starts left of the shapes and mid-shape keeps the same values.
        let window = rasterize(path, window: PixelRect(x: 10, y: 5, width: 40, height: 40), rule: rule)
        for y in 0..<40 {
            #expect(Array(window.values[(y * 40)..<((y + 1) * 40)])
                    == Array(whole.values[((y + 5) * width + 10)..<((y + 5) * width + 50)]), "window row \(y)")
        }
    }
}
