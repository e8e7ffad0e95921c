import ChatGeometry
import ChatModel
import ChatRaster
import Testing
@testable import ChatText

@Suite("Decorations")
struct DecorationTests {
    private let blue = Color(red: 0, green: 0, blue: 255)
    private let scale = 2.0
    private let origin = Point(x: 10, y: 10)

    private func isBlue(_ r: Int, _ g: Int, _ b: Int) -> Bool { b > 150 && b > r + 60 && b > g + 60 }

    /// Lays out and draws `text` in black with `decorations`, at 2× on white.
    private func render(_ text: String, decorations: [TextDecoration], maxWidth: Double = .infinity,
                        engine: TextEngine) throws -> (TextBlock, Pixmap) {
        let block = try engine.layout(text, style: .body, maxWidth: maxWidth)
        var pixmap = Pixmap(width: Int(((block.size.width + 20) * scale).rounded(.up)),
                            height: Int(((block.size.height + 20) * scale).rounded(.up)), fill: .white)
        try engine.draw(block, style: .body, color: .black, decorations: decorations, origin: origin, scale: scale,
                        into: &pixmap)
        return (block, pixmap)
    }

    @Test func aLinkSpanIsDrawnInItsColourWithAnUnderline() throws {
        let engine = try Fonts.engine()
        let text = "Visit https://example.com today"
        let link = 6..<25
        let (block, pixmap) = try render(text, decorations: [TextDecoration(range: link, color: blue, underline: true)],
                                         engine: engine)
        let line = block.lines[0]
        // The link's extent on the line, in device pixels.
        let x0 = (origin.x + (try engine.width(of: "Visit ", style: .body))) * scale
        let x1 = (origin.x + (try engine.width(of: "Visit https://example.com", style: .body))) * scale
        var blueOutside = 0, darkOutside = 0, blueInside = 0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.rgba(x, y)
                let inside = Double(x) >= x0 - 1 && Double(x) <= x1 + 1
                if isBlue(p.r, p.g, p.b) {
                    if inside { blueInside += 1 } else { blueOutside += 1 }
                } else if p.r < 128 && p.g < 128 && p.b < 128 && !inside {
                    darkOutside += 1
                }
            }
        }
        #expect(blueInside > 100)
        #expect(blueOutside == 0)
        #expect(darkOutside > 100)  // "Visit" and "today" stay black
        // The underline: whole rows of pure blue below the baseline, from the link's start to its end.
        let metrics = try engine.lineMetrics(for: .body)
        let baselineRow = Int(((origin.y + line.baseline) * scale).rounded())
        let descentRow = Int(((origin.y + line.baseline + metrics.descender) * scale).rounded())
        let columns = Int(x0.rounded())..<Int(x1.rounded())
        let underlineRows = (baselineRow..<descentRow).filter { y in
            columns.allSatisfy { pixmap.rgba($0, y) == (0, 0, 255, 255) }
        }
        // Inter's post table: underline 1/14 em thick or so; at 17 pt × 2 that is two device pixels.
        #expect(!underlineRows.isEmpty)
        #expect(underlineRows.count <= 3)
        #expect(underlineRows.allSatisfy { $0 > baselineRow })
        // No underline under the undecorated words.
        for y in underlineRows {
            #expect(pixmap.rgba(Int(x0) - 8, y) == (255, 255, 255, 255))
            #expect(pixmap.rgba(Int(x1) + 8, y) == (255, 255, 255, 255))
        }
    }

    @Test func theUnderlineContinuesAcrossSpacesAndLineBreaks() throws {
        let engine = try Fonts.engine()
        let text = "call me maybe tomorrow"
        let maxWidth = try engine.width(of: "call me maybe", style: .body) + 1
        // "me maybe tomorrow" is decorated: it spans a space on the first line and the line break.
        let (block, pixmap) = try render(text, decorations: [TextDecoration(range: 5..<22, color: blue, underline: true)],
                                         maxWidth: maxWidth, engine: engine)
        #expect(block.lines.map(\.text) == ["call me maybe", "tomorrow"])
        #expect(block.lines.map(\.range) == [0..<13, 14..<22])
        func underlineColumns(_ line: TextLine) -> [Int] {
            let baselineRow = Int(((origin.y + line.baseline) * scale).rounded())
            var best: [Int] = []
            for y in (baselineRow + 1)..<(baselineRow + 8) {
                let columns = (0..<pixmap.width).filter { pixmap.rgba($0, y) == (0, 0, 255, 255) }
                if columns.count > best.count { best = columns }
            }
            return best
        }
        let first = underlineColumns(block.lines[0])
        let start = Int(((origin.x + (try engine.width(of: "call ", style: .body))) * scale).rounded())
        let end = Int(((origin.x + block.lines[0].frame.width) * scale).rounded())
        // One unbroken stroke from "me" to the end of "maybe", across the space between them.
        #expect(first.first == start)
        #expect(first.last == end - 1)
        #expect(first.count == end - start)
        let second = underlineColumns(block.lines[1])
        #expect(second.count == Int(((origin.x + block.lines[1].frame.width) * scale).rounded()) - Int((origin.x * scale).rounded()))
    }

    @Test func colourWithoutUnderlineAndOverlaps() throws {
        let engine = try Fonts.engine()
        let red = Color(red: 255, green: 0, blue: 0)
        let (_, plain) = try render("abc def", decorations: [TextDecoration(range: 4..<7, color: blue, underline: false)],
                                    engine: engine)
        // Coloured glyphs but no stroke: no row is blue all along "def".
        #expect(plain.bounds { r, g, b, _ in isBlue(r, g, b) } != nil)
        let x0 = Int(((origin.x + (try engine.width(of: "abc ", style: .body))) * scale).rounded())
        let x1 = Int(((origin.x + (try engine.width(of: "abc def", style: .body))) * scale).rounded())
        for y in 0..<plain.height {
            #expect(!(x0..<x1).allSatisfy { plain.rgba($0, y) == (0, 0, 255, 255) })
        }
        // Where decorations overlap the last one wins: "def" all red.
        let (_, overlapped) = try render("abc def", decorations: [
            TextDecoration(range: 4..<7, color: blue, underline: false),
            TextDecoration(range: 4..<7, color: red, underline: false),
        ], engine: engine)
        #expect(overlapped.bounds { r, g, b, _ in isBlue(r, g, b) } == nil)
        #expect(overlapped.bounds { r, g, b, _ in r > 200 && g < 100 && b < 100 } != nil)
        // Without decorations the drawing is the same as before decorations existed.
        let (block, none) = try render("abc def", decorations: [], engine: engine)
        var legacy = Pixmap(width: none.width, height: none.height, fill: .white)
        try engine.draw(block, style: .body, color: .black, origin: origin, scale: scale, into: &legacy)
        #expect(legacy.pixels == none.pixels)
    }
}
