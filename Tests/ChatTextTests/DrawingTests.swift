import ChatGeometry
import ChatModel
import ChatRaster
import Testing
@testable import ChatText

@Suite("Drawing")
struct DrawingTests {
    private func render(_ text: String, style: TextStyle = .body, maxWidth: Double = 240, scale: Double,
                        engine: TextEngine? = nil) throws -> (TextBlock, Pixmap) {
        let engine = try engine ?? Fonts.engine()
        let block = try engine.layout(text, style: style, maxWidth: maxWidth)
        var pixmap = Pixmap(width: Int(((block.size.width + 20) * scale).rounded(.up)),
                            height: Int(((block.size.height + 20) * scale).rounded(.up)), fill: .white)
        try engine.draw(block, style: style, color: .black, origin: Point(x: 10, y: 10), scale: scale, into: &pixmap)
        return (block, pixmap)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func darkPixelsStayInsideTheLineFrames(scale: Double) throws {
        let (block, pixmap) = try render("Hello world, this is a test\nof text that wraps over several lines", scale: scale)
        #expect(block.lines.count >= 3)
        var inked = Set<Int>()
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width where pixmap.rgba(x, y).r < 250 {
                // Allow one device pixel of antialiasing around each frame.
                let line = block.lines.firstIndex { line in
                    let frame = line.frame.offsetBy(dx: 10, dy: 10)
                    return Double(x) >= frame.minX * scale - 1 && Double(x) < frame.maxX * scale + 1
                        && Double(y) >= frame.minY * scale - 1 && Double(y) < frame.maxY * scale + 1
                }
                #expect(line != nil, "dark pixel at (\(x), \(y)) outside every line frame")
                if let line { inked.insert(line) }
                if line == nil { return }
            }
        }
        #expect(inked == Set(block.lines.indices))
    }

    @Test func drawingIsDeterministic() throws {
        let text = "Déjà vu — 你好，世界。👍🏽 AVAT office\nsecond line 🇨🇳 1️⃣"
        let first = try render(text, scale: 2).1
        let second = try render(text, scale: 2).1
        #expect(first.pixels == second.pixels)
        let engine = try Fonts.engine()
        _ = try render("warm other cache entries 👨‍👩‍👧‍👦", scale: 3, engine: engine)
        #expect(try render(text, scale: 2, engine: engine).1.pixels == first.pixels)
        #expect(try render(text, scale: 2, engine: engine).1.pixels == first.pixels)
    }

    @Test func emojiDrawInColourAtTheLineSize() throws {
        let scale = 3.0
        let engine = try Fonts.engine()
        let (block, pixmap) = try render("👍", scale: scale, engine: engine)
        let colourful = pixmap.bounds { r, g, b, _ in max(r, g, b) - min(r, g, b) > 60 }
        let box = try #require(colourful)
        let metrics = try engine.lineMetrics(for: .body)
        let frame = block.lines[0].frame.offsetBy(dx: 10, dy: 10)
        // Inside the line box (the emoji cell is the primary font's ascender + descender tall).
        #expect(Double(box.x0) >= frame.minX * scale - 1 && Double(box.x1) <= frame.maxX * scale + 1)
        #expect(Double(box.y0) >= frame.minY * scale - 1 && Double(box.y1) <= frame.maxY * scale + 1)
        // The thumb fills most of its cell (Noto's art covers about 85 % of the cell height).
        let cell = (metrics.ascender + metrics.descender) * scale
        #expect(Double(box.y1 - box.y0) > cell * 0.7)
        #expect(Double(box.x1 - box.x0) > frame.width * scale * 0.6)
        // Skin-toned thumb: mostly warm (red > blue) pixels.
        let centre = pixmap.rgba((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2)
        #expect(centre.r > centre.b)
    }

    @Test func emojiScaleWithTheOutput() throws {
        let engine = try Fonts.engine()
        func height(at scale: Double) throws -> Double {
            let pixmap = try render("👍", scale: scale, engine: engine).1
            let box = try #require(pixmap.bounds { r, g, b, _ in max(r, g, b) - min(r, g, b) > 60 })
            return Double(box.y1 - box.y0)
        }
        let one = try height(at: 1)
        // Scale 4 shrinks the 109 ppem strike (box filter); scale 8 enlarges it (bilinear).
        #expect(abs(try height(at: 4) / one - 4) < 0.5)
        #expect(abs(try height(at: 8) / one - 8) < 1)
    }

    @Test func quarterPixelPositioning() throws {
        let engine = try Fonts.engine()
        func draw(at x: Double) throws -> Pixmap {
            var pixmap = Pixmap(width: 40, height: 30, fill: .white)
            try engine.draw(line: "l", style: .body, color: .black, baselineOrigin: Point(x: x, y: 20), scale: 1, into: &pixmap)
            return pixmap
        }
        let whole = try draw(at: 10), next = try draw(at: 11), quarter = try draw(at: 10.25)
        // A whole-pixel move shifts the same image by one column.
        for y in 0..<30 {
            for x in 0..<39 { #expect(whole[x, y] == next[x + 1, y]) }
        }
        // A quarter-pixel move changes the antialiasing.
        #expect(whole.pixels != quarter.pixels)
    }

    @Test func baselineOriginPutsTheBaselineThere() throws {
        let engine = try Fonts.engine()
        var pixmap = Pixmap(width: 60, height: 40, fill: .white)
        try engine.draw(line: "HH", style: .body, color: .black, baselineOrigin: Point(x: 5, y: 30), scale: 1, into: &pixmap)
        let ink = try #require(pixmap.bounds { r, _, _, _ in r < 128 })
        #expect(ink.y1 == 30)  // "H" sits on the baseline: its last inked row is the one above y = 30
        // Cap height of Inter is 2048 / 2816 em: about 12.4 px at 17 px.
        #expect(abs(Double(ink.y1 - ink.y0) - 2048.0 * 17 / 2816) <= 1)
    }

    @Test func centredLinesAreCentredWhenDrawn() throws {
        let scale = 2.0
        let style = TextStyle(fontSize: 17, alignment: .center)
        let (block, pixmap) = try render("a wide first line\nmid", style: style, maxWidth: .infinity, scale: scale)
        let frame = block.lines[1].frame.offsetBy(dx: 10, dy: 10)
        #expect(frame.minX > 10 + 1)
        var secondLine: (x0: Int, x1: Int)?
        for y in Int(frame.minY * scale)..<Int(frame.maxY * scale) {
            for x in 0..<pixmap.width where pixmap.rgba(x, y).r < 200 {
                secondLine = (min(secondLine?.x0 ?? x, x), max(secondLine?.x1 ?? x + 1, x + 1))
            }
        }
        let inkRange = try #require(secondLine)
        let inkCentre = Double(inkRange.x0 + inkRange.x1) / 2 / scale
        #expect(abs(inkCentre - frame.midX) < 1.5)
    }

    @Test func drawingOutsideThePixmapIsClipped() throws {
        let engine = try Fonts.engine()
        let block = try engine.layout("Clipped 👍 text", style: .body, maxWidth: .infinity)
        var pixmap = Pixmap(width: 30, height: 10, fill: .white)
        try engine.draw(block, style: .body, color: .black, origin: Point(x: -20, y: -8), scale: 2, into: &pixmap)
        #expect(pixmap.pixels.contains { $0 < 255 })
        var empty = Pixmap(width: 0, height: 0)
        try engine.draw(block, style: .body, color: .black, origin: .zero, scale: 2, into: &empty)
        #expect(throws: TextError.invalidScale(0)) {
            try engine.draw(block, style: .body, color: .black, origin: .zero, scale: 0, into: &pixmap)
        }
        #expect {
            try engine.draw(block, style: .body, color: .black, origin: .zero, scale: .nan, into: &pixmap)
        } throws: { error in
            guard case TextError.invalidScale(let scale) = error else { return false }
            return scale.isNaN
        }
        // Far-away or absurd positions draw nothing and do not trap.
        let before = pixmap.pixels
        for origin in [Point(x: 1e300, y: 0), Point(x: 0, y: -1e300), Point(x: .infinity, y: .nan)] {
            try engine.draw(block, style: .body, color: .black, origin: origin, scale: 2, into: &pixmap)
        }
        #expect(pixmap.pixels == before)
        // Glyphs of thousands of pixels per em are refused rather than allocated.
        #expect {
            try engine.draw(block, style: .body, color: .black, origin: .zero, scale: 1000, into: &pixmap)
        } throws: { error in
            guard case TextError.textTooLarge = error else { return false }
            return true
        }
    }

    @Test func textOnATransparentPixmapCarriesAlpha() throws {
        let engine = try Fonts.engine()
        let block = try engine.layout("Hi", style: .body, maxWidth: .infinity)
        var pixmap = Pixmap(width: 60, height: 40)
        try engine.draw(block, style: .body, color: Color(red: 255, green: 0, blue: 0), origin: Point(x: 4, y: 4),
                        scale: 1, into: &pixmap)
        var solid = 0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.rgba(x, y)
                #expect(p.r <= p.a && p.g == 0 && p.b == 0)
                // Premultiplied red over nothing: the red channel equals alpha.
                #expect(p.r == p.a)
                if p.a == 255 { solid += 1 }
            }
        }
        #expect(solid > 20)
    }
}
