import ChatGeometry
@testable import ChatPaint
import ChatRaster
import Testing

/// `FrameShadow` gives every row the whole image's blurred shadow would have, whatever the bands asked for, while
/// blurring only the rows near the shape's top and bottom (the `--frame` cost issue).
@Suite("the device frame's shadow")
struct FrameShadowTests {
    /// The shadow of the whole image at once: the reference.
    func whole(_ shape: Path, sigma: Double, width: Int, height: Int) -> CoverageMask {
        var mask = rasterize(shape, width: width, height: height)
        BoxBlur.approximateGaussian(&mask, sigma: sigma)
        return mask
    }

    @Test("row for row the whole image's shadow, for bands of 1, 7, 21 and 300 rows at scales 1 to 4",
          arguments: [(1.0, 1), (2.0, 7), (3.0, 21), (4.0, 300), (1.0, 5000)])
    func sameAsTheWholeImage(scale: Double, bandHeight: Int) {
        let padding = 40.0 * scale, width = Int(220 * scale), height = Int(900 * scale)
        let top = padding + 10 * scale, bottom = Double(height) - padding + 10 * scale, radius = 55 * scale
        var shape = Path()
        shape.addRoundedRect(Rect(x: padding, y: top, width: Double(width) - 2 * padding, height: bottom - top),
                             radii: CornerRadii(all: radius))
        let sigma = 14 * scale
        let reference = whole(shape, sigma: sigma, width: width, height: height)
        var shadow = FrameShadow(shape: shape, top: top, bottom: bottom, radius: radius, sigma: sigma, width: width, height: height)
        var y = 0
        while y < height {
            let rows = y..<min(height, y + bandHeight)
            let band = shadow.coverage(rows: rows)
            let expected = Array(reference.values[(rows.lowerBound * width)..<(rows.upperBound * width)])
            #expect(band.values == expected, "rows \(rows) at scale \(scale)")
            if band.values != expected { return }
            y = rows.upperBound
        }
    }

    @Test("a shape shorter than its blur, or reaching past the image, is still the whole image's shadow")
    func shortAndClipped() {
        for (top, bottom) in [(30.0, 90.0), (-20.0, 130.0), (10.0, 400.0)] {
            let width = 120, height = 160
            var shape = Path()
            shape.addRoundedRect(Rect(x: 10, y: top, width: 100, height: bottom - top), radii: CornerRadii(all: 20))
            let reference = whole(shape, sigma: 9, width: width, height: height)
            var shadow = FrameShadow(shape: shape, top: top, bottom: bottom, radius: 20, sigma: 9, width: width, height: height)
            var values: [UInt8] = []
            for start in stride(from: 0, to: height, by: 16) { values += shadow.coverage(rows: start..<min(height, start + 16)).values }
            #expect(values == reference.values, "\(top)…\(bottom)")
        }
    }
}
