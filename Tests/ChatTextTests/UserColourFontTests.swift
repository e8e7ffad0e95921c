import ChatGeometry
import ChatModel
import ChatRaster
import Foundation
import Testing
@testable import ChatText

/// The colour font formats a user may pin with `--font` (Apple Color Emoji is sbix, Twemoji-COLR and older
/// Segoe UI Emoji are COLRv0, Noto Color Emoji is CBDT): each draws in its own colours, at its place in the line.
/// The sbix and COLRv0 files are tiny stand-ins made by scripts/make-color-test-fonts.py (an amber square under a
/// centred blue one; a red left half and a green right half), so that the test runs on every machine.
@Suite("Colour fonts a user pins")
struct UserColourFontTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fonts")
    static let colr = directory.appendingPathComponent("ChatRenderTestCOLR.ttf").path
    static let sbix = directory.appendingPathComponent("ChatRenderTestSbix.ttf").path

    /// Draws `text` in 40 pt with Inter, then `font`, at 2×; the pixmap and the emoji's line frame in pixels.
    private func draw(_ text: String, with font: String) throws -> (Pixmap, [String]) {
        let engine = try TextEngine(fonts: FontSet([.file(path: Fonts.interRegular, index: 0), .file(path: font, index: 0)]))
        let style = TextStyle(fontSize: 40)
        let block = try engine.layout(text, style: style, maxWidth: 400)
        var pixmap = Pixmap(width: Int(((block.size.width + 20) * 2).rounded(.up)),
                            height: Int(((block.size.height + 20) * 2).rounded(.up)), fill: .white)
        try engine.draw(block, style: style, color: .black, origin: Point(x: 10, y: 10), scale: 2, into: &pixmap)
        return (pixmap, block.fonts)
    }

    private func box(_ pixmap: Pixmap, _ colour: (Int, Int, Int)) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        pixmap.bounds { r, g, b, _ in abs(r - colour.0) < 8 && abs(g - colour.1) < 8 && abs(b - colour.2) < 8 }
    }

    @Test func colrV0LayersDrawInTheirPaletteColours() throws {
        let (pixmap, fonts) = try draw("😀", with: Self.colr)
        #expect(fonts.contains(Self.colr))
        let amber = try #require(box(pixmap, (255, 176, 0)), "the back layer (CPAL amber) is drawn")
        let blue = try #require(box(pixmap, (30, 80, 230)), "the front layer (CPAL blue) is drawn")
        // The front layer is the middle 40 % of the back one (font units 300…700 of 50…950), centred on it.
        let backWidth = Double(amber.x1 - amber.x0), frontWidth = Double(blue.x1 - blue.x0)
        #expect(abs(frontWidth / backWidth - 400.0 / 900.0) < 0.08)
        let backCentre = Double(amber.x0 + amber.x1) / 2, frontCentre = Double(blue.x0 + blue.x1) / 2
        #expect(abs(backCentre - frontCentre) <= 2)
        #expect(blue.y0 > amber.y0 && blue.y1 < amber.y1)
        // Nothing of the text colour: the layers are not drawn as a black outline.
        #expect(pixmap.bounds { r, g, b, _ in r < 40 && g < 40 && b < 40 } == nil)
    }

    @Test func sbixBitmapsDrawFromTheNearestStrike() throws {
        let (pixmap, fonts) = try draw("❤️ 😀", with: Self.sbix)
        #expect(fonts.contains(Self.sbix))
        let red = try #require(box(pixmap, (224, 32, 42)), "the strike's red half is drawn")
        let green = try #require(box(pixmap, (31, 168, 75)), "the strike's green half is drawn")
        // Two emoji: each red half left of its green half, about as tall as the 40 pt line at 2× (the 40 px strike
        // enlarged to 80 px per em).
        #expect(red.x0 < green.x0 && red.x1 < green.x1)
        #expect(Double(red.y1 - red.y0) > 60 && Double(red.y1 - red.y0) < 100)
        var columns = Set<Int>()
        for x in 0..<pixmap.width where (0..<pixmap.height).contains(where: { y in
            let p = pixmap.rgba(x, y); return abs(p.r - 224) < 8 && abs(p.g - 32) < 8 && abs(p.b - 42) < 8
        }) { columns.insert(x) }
        let runs = columns.sorted().reduce(into: [[Int]]()) { runs, x in
            if let last = runs.last?.last, last + 1 == x { runs[runs.count - 1].append(x) } else { runs.append([x]) }
        }
        #expect(runs.count == 2, "one red half per emoji, got \(runs.count) runs")
    }

    @Test func cbdtEmojiStillDrawBesideThem() throws {
        let (pixmap, fonts) = try draw("👍", with: Fonts.emoji)
        #expect(fonts.contains(Fonts.emoji))
        #expect(pixmap.bounds { r, g, b, _ in max(r, g, b) - min(r, g, b) > 60 } != nil)
    }
}
