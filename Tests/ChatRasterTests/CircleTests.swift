import Testing
import ChatGeometry
@testable import ChatRaster

@Suite("Avatar circles and rings")
struct CircleTests {
    @Test func circleClipIsCentredAndAntialiased() {
        let photo = Fixtures.coordinates(width: 12, height: 8)
        let round = photo.clippedToCircle()
        #expect(round.width == 8 && round.height == 8)
        #expect(round[4, 4] == photo[6, 4] && round[3, 2] == photo[5, 2])     // centred: offset (2, 0)
        #expect(round[0, 0] == .transparent && round[7, 7] == .transparent)  // outside the disc
        let edge = round[0, 3].alpha
        #expect(edge > 0 && edge < 255)                                       // antialiased rim
        #expect(round[0, 3].red <= edge && round[0, 3].green <= edge)        // still premultiplied
        let tall = Fixtures.coordinates(width: 4, height: 9)
        let portrait = tall.clippedToCircle()
        #expect(portrait.width == 4 && portrait[2, 2] == tall[2, 4])         // offset (0, 2)
        #expect(Pixmap(width: 0, height: 5).clippedToCircle().isEmpty)
    }

    @Test func circleClipCoversPiRSquared() {
        let round = Pixmap(width: 40, height: 40, fill: .white).clippedToCircle()
        let area = Double(stride(from: 3, to: round.pixels.count, by: 4).reduce(0) { $0 + Int(round.pixels[$1]) }) / 255
        #expect(abs(area - Double.pi * 400) / (Double.pi * 400) < 0.005)
    }

    @Test func roundedCornersCutOnlyTheirCorners() {
        let photo = Pixmap(width: 20, height: 10, fill: .white)
        let cut = photo.clipped(toCorners: CornerRadii(topLeft: 0, topRight: 6, bottomRight: 6, bottomLeft: 0))
        #expect(cut.width == 20 && cut.height == 10)
        #expect(cut[0, 0] == .white && cut[0, 9] == .white && cut[10, 5] == .white)   // square corners and the middle kept
        #expect(cut[19, 0] == .transparent && cut[19, 9] == .transparent)            // the rounded corners cut
        let rim = cut[18, 1].alpha
        #expect(rim > 0 && rim < 255)                                                 // antialiased
        #expect(photo.clipped(toCorners: CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0)) == photo)
        #expect(Pixmap(width: 0, height: 3).clipped(toCorners: CornerRadii(topLeft: 2, topRight: 2, bottomRight: 2, bottomLeft: 2)).isEmpty)
    }

    @Test func ringHasAHoleAndSoftEdges() {
        let ring = Pixmap.ring(diameter: 20, width: 2, color: Fixtures.blue)
        #expect(ring.width == 20 && ring.height == 20)
        #expect(ring[10, 10] == .transparent && ring[0, 0] == .transparent)
        #expect(ring[9, 1] == Fixtures.blue)                     // fully inside the band r ∈ [8, 10]
        let outer = ring[10, 0].alpha, inner = ring[10, 2].alpha
        #expect(outer > 0 && outer < 255 && inner > 0 && inner < 255)
        let area = Double(stride(from: 3, to: ring.pixels.count, by: 4).reduce(0) { $0 + Int(ring.pixels[$1]) }) / 255
        let exact = Double.pi * (100 - 64)
        #expect(abs(area - exact) / exact < 0.01)
    }

    @Test func ringWidthExtremes() {
        #expect(Pixmap.ring(diameter: 10, width: 7, color: .black)[5, 5] == .black)
        #expect(Pixmap.ring(diameter: 10, width: 0, color: .black) == Pixmap(width: 10, height: 10))
        #expect(Pixmap.ring(diameter: 10, width: .nan, color: .black) == Pixmap(width: 10, height: 10))
        #expect(Pixmap.ring(diameter: -2, width: 1, color: .black).isEmpty)
    }
}
