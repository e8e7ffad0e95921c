import ChatGeometry
import ChatModel
@testable import ChatPaint
import ChatRaster
import Testing
@testable import ChatRender

/// Path coverage kept for the fills that come back (`SharedCoverage`): the bytes of scan conversion, found again for
/// the same outline at the same sub-pixel phase wherever it is drawn, held within its limit.
@Suite("Path coverage shared between fills")
struct SharedCoverageTests {
    static let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)

    static func disc(atX x: Double, y: Double) -> Path {
        var path = Path()
        path.addCircle(center: Point(x: x, y: y), radius: 13.25)
        return path
    }

    /// A band of `height` rows from `top` with `path` filled, with `masks` or without.
    static func fill(_ path: Path, top: Int = 0, height: Int = 80, masks: SharedCoverage?) -> [UInt8] {
        var band = Band(width: 120, height: height, top: top, fill: .transparent)
        band.fill(path, color: red, masks: masks)
        return band.pixmap.pixels
    }

    /// A diamond whose corners are all exact in binary, so moving it by whole pixels moves its outline exactly.
    static func diamond(atX x: Double, y: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: x, y: y - 12.5))
        path.line(to: Point(x: x + 9.75, y: y))
        path.line(to: Point(x: x, y: y + 12.5))
        path.line(to: Point(x: x - 9.75, y: y))
        path.close()
        return path
    }

    @Test("an outline moved by whole pixels is found again and gives scan conversion's bytes; another phase is its own")
    func foundAgainByPhase() {
        let masks = SharedCoverage(limit: 1 << 20)
        let first = Self.diamond(atX: 30.25, y: 30.5)
        #expect(Self.fill(first, masks: masks) == Self.fill(first, masks: nil))
        #expect(masks.count == 1)
        // 40 px right and 7 down: the same outline in its own grid, so the same mask.
        let moved = Self.diamond(atX: 70.25, y: 37.5)
        #expect(Self.fill(moved, masks: masks) == Self.fill(moved, masks: nil))
        #expect(masks.count == 1)
        // A quarter pixel further: another phase, another mask, still scan conversion's bytes.
        let shifted = Self.diamond(atX: 70.5, y: 37.5)
        #expect(Self.fill(shifted, masks: masks) == Self.fill(shifted, masks: nil))
        #expect(masks.count == 2)
        // The same disc at the same place: found (a curve's control points are not moved exactly, so only the same
        // place is sure to be the same outline, as the chrome is on every screen).
        let disc = Self.disc(atX: 30.25, y: 30.5)
        _ = Self.fill(disc, masks: masks)
        #expect(Self.fill(disc, masks: masks) == Self.fill(disc, masks: nil))
        #expect(masks.count == 3)
    }

    @Test("a band through the middle of a path keeps the window it drew: the rows of each band are scan conversion's")
    func bandsKeepTheirWindows() {
        let masks = SharedCoverage(limit: 1 << 20)
        let path = Self.disc(atX: 60.25, y: 40.5)
        for top in stride(from: 0, to: 80, by: 16) {
            #expect(Self.fill(path, top: top, height: 16, masks: masks) == Self.fill(path, top: top, height: 16, masks: nil))
        }
        // The disc (rows 27 to 53) reaches three of the five bands.
        #expect(masks.count == 3)
        // The same bands again: every mask found, none added.
        for top in stride(from: 0, to: 80, by: 16) {
            #expect(Self.fill(path, top: top, height: 16, masks: masks) == Self.fill(path, top: top, height: 16, masks: nil))
        }
        #expect(masks.count == 3)
    }

    @Test("the least recently used masks go beyond the limit; a mask over an eighth of it is not kept")
    func heldWithinTheLimit() {
        // A disc's mask is at most 28 × 28 bytes here: room for eight of them or a few more.
        let bytes = 28 * 28
        let masks = SharedCoverage(limit: 8 * bytes)
        func disc(_ step: Int) -> Path { Self.disc(atX: 30 + Double(step) / 16, y: 30.5) }
        for step in 0..<10 {
            #expect(Self.fill(disc(step), masks: masks) == Self.fill(disc(step), masks: nil))
            #expect(masks.heldBytes <= masks.limit)
        }
        #expect(masks.count >= 8 && masks.count < 10)
        let held = masks.count
        // The newest is still held (found, nothing added); the oldest was dropped (made and kept again).
        _ = Self.fill(disc(9), masks: masks)
        #expect(masks.count == held)
        // Masks of 27 or 28 × 28 bytes are each over an eighth of 8 × 600.
        let small = SharedCoverage(limit: 8 * 600)
        _ = Self.fill(disc(0), masks: small)
        #expect(small.count == 0)
    }

    @Test("renders sharing a cache write the bytes of renders without one and keep the chrome's coverage")
    func sameBytesShared() throws {
        let conversation = try PrefetchTests.mediaChat()
        var withChrome = conversation
        withChrome.chrome = ChatChrome()
        let options = PinnedFonts.options(theme: "telegram", scale: 2)
        let reference = try SharedImagesTests.png(withChrome, options, cache: nil)
        let cache = ChatRenderCache()
        #expect(try SharedImagesTests.png(withChrome, options, cache: cache) == reference)
        let held = cache.coverage.count
        #expect(held > 0)
        #expect(try SharedImagesTests.png(withChrome, options, cache: cache) == reference)
        #expect(cache.coverage.count == held)
    }
}
