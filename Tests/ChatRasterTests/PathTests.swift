import ChatGeometry
import Testing
@testable import ChatRaster

@Suite("Paths")
struct PathTests {
    @Test func drawingWithoutAMoveStartsASubpath() {
        var path = Path()
        path.line(to: Point(x: 5, y: 0))
        path.close()
        path.line(to: Point(x: 9, y: 9))
        #expect(path.elements == [.move(to: .zero), .line(to: Point(x: 5, y: 0)), .close,
                                  .move(to: .zero), .line(to: Point(x: 9, y: 9))])
        var twice = Path()
        twice.close()
        #expect(twice.isEmpty)
    }

    @Test func transformsMapEveryPoint() {
        var path = Path()
        path.move(to: Point(x: 1, y: 2))
        path.quad(to: Point(x: 3, y: 4), control: Point(x: 5, y: 6))
        let moved = path.transformed(by: AffineTransform.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20)))
        #expect(moved.elements == [.move(to: Point(x: 12, y: 26)),
                                   .quad(to: Point(x: 16, y: 32), control: Point(x: 20, y: 38))])
        let flipped = path.transformed(by: .horizontalFlip(width: 10))
        #expect(flipped.elements.first == .move(to: Point(x: 9, y: 2)))
        let upside = path.transformed(by: .verticalFlip(height: 10))
        #expect(upside.elements.first == .move(to: Point(x: 1, y: 8)))
        let turned = AffineTransform.rotation(radians: Double.pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test func controlPointBoundsCoverTheShape() {
        var path = Path()
        path.addEllipse(in: Rect(x: 2, y: 3, width: 10, height: 4))
        #expect(path.controlPointBounds == Rect(x: 2, y: 3, width: 10, height: 4))
        #expect(Path().controlPointBounds == nil)
    }

    @Test func flattenedCirclesStayWithinTolerance() {
        var circle = Path()
        circle.addCircle(center: Point(x: 0, y: 0), radius: 100)
        let polyline = PathFlattener.flatten(circle)
        #expect(polyline.count == 1 && polyline[0].isClosed)
        let points = polyline[0].points
        #expect(points.count > 40)
        for (p, q) in zip(points, points.dropFirst()) {
            let radius = (p.x * p.x + p.y * p.y).squareRoot()
            #expect(abs(radius - 100) < 0.03)                    // the cubic arc's own error is 0.027 px
            let mx = (p.x + q.x) / 2, my = (p.y + q.y) / 2
            #expect((mx * mx + my * my).squareRoot() > 100 - 0.1)  // chords stay within 0.1 px of the arc
        }
    }

    @Test func flatteningIsAdaptive() {
        var gentle = Path()
        gentle.move(to: .zero)
        gentle.quad(to: Point(x: 10, y: 0), control: Point(x: 5, y: 0.01))
        var sharp = Path()
        sharp.move(to: .zero)
        sharp.quad(to: Point(x: 10, y: 0), control: Point(x: 5, y: 40))
        #expect(PathFlattener.flatten(gentle)[0].points.count < PathFlattener.flatten(sharp)[0].points.count)
        var broken = Path()
        broken.move(to: .zero)
        broken.curve(to: Point(x: .nan, y: 1), control1: Point(x: .infinity, y: 0), control2: .zero)
        #expect(PathFlattener.flatten(broken)[0].points.count == 2)
    }

    @Test func roundedRectRadiiAreFitted() {
        let radii = CornerRadii(topLeft: 30, topRight: 10, bottomRight: -4, bottomLeft: .nan)
        #expect(radii.fitted(width: 20, height: 100) == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 0, bottomLeft: 0))
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radii: CornerRadii(all: 16))
        let area = Fixtures.coveredArea(rasterize(path, width: 40, height: 20))
        // 40 × 20 − 2 × 16² × (4 − π)/ … the two 16 px corners on the left and right overlap: radii shrink to 10.
        let expected = 40.0 * 20 - 4 * (100 - Double.pi * 100 / 4)
        #expect(abs(area - expected) / expected < 0.005)
    }

    @Test func strokeCoversSegmentsAndJoins() {
        var polyline = Path()
        polyline.move(to: Point(x: 7, y: 7))
        polyline.line(to: Point(x: 15, y: 7))
        polyline.line(to: Point(x: 15, y: 15))
        let mask = rasterize(polyline.strokeOutline(width: 6), width: 24, height: 24)
        #expect(mask[10, 5] == 255 && mask[16, 11] == 255)        // along both segments
        #expect(mask[16, 5] == 255)                                // the outer corner is filled by the round join
        #expect(mask[10, 12] == 0 && mask[10, 0] == 0)             // off the stroke
        #expect(mask[4, 6] > 0 && mask[4, 6] < 255)                // the round cap at the start reaches x = 4
        #expect(mask[3, 6] == 0 && mask[3, 7] == 0)
    }

    @Test func strokeUnionDoesNotDoubleCountEdges() {
        // Band y ∈ [8.5, 11.5]: pixel row 8 is half covered, next to the cap circle as well as far from it.
        var line = Path()
        line.move(to: Point(x: 5, y: 10))
        line.line(to: Point(x: 20, y: 10))
        let mask = rasterize(line.strokeOutline(width: 3), width: 24, height: 16)
        #expect(mask[12, 8] == 128)
        #expect(mask[6, 8] == 128)
        #expect(mask[12, 9] == 255 && mask[12, 11] == 128)
    }

    @Test func degenerateStrokes() {
        var dot = Path()
        dot.move(to: Point(x: 5, y: 5))
        dot.line(to: Point(x: 5, y: 5))
        #expect(mask(of: dot.strokeOutline(width: 4))[5, 5] == 255)
        var lonely = Path()
        lonely.move(to: Point(x: 5, y: 5))
        #expect(lonely.strokeOutline(width: 4).isEmpty)
        #expect(dot.strokeOutline(width: 0).isEmpty && dot.strokeOutline(width: .nan).isEmpty)
    }

    private func mask(of path: Path) -> CoverageMask { rasterize(path, width: 12, height: 12) }
}
