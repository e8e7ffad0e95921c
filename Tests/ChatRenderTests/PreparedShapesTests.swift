import ChatRaster
import Testing
@testable import ChatRender

/// Avatar discs and rings are made once per render and are exactly what drawing them directly gives.
@Suite("Prepared shapes")
struct PreparedShapesTests {
    /// The address of a pixmap's storage: equal for two copies of one made pixmap, different for two made apart.
    static func storage(_ pixmap: Pixmap) -> UnsafeRawPointer? {
        pixmap.pixels.withUnsafeBytes { $0.baseAddress }
    }

    @Test("a disc and a ring are the shapes drawn directly, made once per diameter, colour and width")
    func madeOnce() {
        let shapes = PreparedShapes()
        let color = PremultipliedColor(straightRed: 200, green: 40, blue: 90, alpha: 255)
        let disc = shapes.disc(diameter: 120, color: color)
        #expect(disc == Pixmap(width: 120, height: 120, fill: color).clippedToCircle())
        #expect(Self.storage(shapes.disc(diameter: 120, color: color)) == Self.storage(disc))
        #expect(shapes.disc(diameter: 121, color: color) == Pixmap(width: 121, height: 121, fill: color).clippedToCircle())
        #expect(Self.storage(shapes.disc(diameter: 120, color: .transparent)) != Self.storage(disc))

        let ring = shapes.ring(diameter: 96, width: 6, color: color)
        #expect(ring == Pixmap.ring(diameter: 96, width: 6, color: color))
        #expect(Self.storage(shapes.ring(diameter: 96, width: 6, color: color)) == Self.storage(ring))
        #expect(shapes.ring(diameter: 96, width: 6.5, color: color) == Pixmap.ring(diameter: 96, width: 6.5, color: color))
    }

    @Test("a shape larger than the kept maximum is made for each use, with the same pixels")
    func largeShapesAreNotKept() {
        let shapes = PreparedShapes()
        let color = PremultipliedColor(straightRed: 10, green: 20, blue: 30, alpha: 255)
        let first = shapes.disc(diameter: 600, color: color)
        let second = shapes.disc(diameter: 600, color: color)
        #expect(first == second)
        #expect(Self.storage(first) != Self.storage(second))
    }

    @Test("what is kept stops at the cap: later shapes are made for each use, with the same pixels")
    func keptBytesAreCapped() {
        let shapes = PreparedShapes()
        // 400-pixel discs take 640,000 bytes each: six fit in 4 MiB, the seventh colour is not kept.
        let colors = (0..<7).map { PremultipliedColor(straightRed: UInt8($0 * 30), green: 0, blue: 0, alpha: 255) }
        let kept = colors.map { color in shapes.disc(diameter: 400, color: color) }
        for (index, color) in colors.enumerated() {
            let again = shapes.disc(diameter: 400, color: color)
            #expect(again == kept[index])
            #expect((Self.storage(again) == Self.storage(kept[index])) == (index < 6), "colour \(index)")
        }
    }
}
