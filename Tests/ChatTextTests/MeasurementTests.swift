import ChatGeometry
import ChatModel
import Testing
@testable import ChatText

@Suite("Measurement")
struct MeasurementTests {
    @Test func helloWidthIsTheSumOfInterAdvances() throws {
        let engine = try Fonts.engine()
        let reader = try SfntAdvanceReader(path: Fonts.interRegular)
        let units = reader.advanceSum("Hello")
        #expect(units == 6740)  // Inter 4: H 2084 + e 1640 + l 668 + l 668 + o 1680
        let expected = Double(units) * 17 / Double(reader.unitsPerEm)
        let block = try engine.layout("Hello", style: .body, maxWidth: .infinity)
        #expect(block.lines.count == 1)
        #expect(abs(block.lines[0].frame.width - expected) < 1e-9)
        #expect(abs(block.size.width - expected) < 1e-9)
        #expect(abs(try engine.width(of: "Hello", style: .body) - expected) < 1e-9)
    }

    @Test func kerningIsApplied() throws {
        let engine = try Fonts.engine()
        let reader = try SfntAdvanceReader(path: Fonts.interRegular)
        let unkerned = Double(reader.advanceSum("AVAT")) * 17 / Double(reader.unitsPerEm)
        #expect(try engine.width(of: "AVAT", style: .body) < unkerned - 1)
    }

    @Test func widthScalesLinearlyWithSize() throws {
        let engine = try Fonts.engine()
        let small = try engine.width(of: "Layout is independent of scale", style: TextStyle(fontSize: 10))
        let large = try engine.width(of: "Layout is independent of scale", style: TextStyle(fontSize: 30))
        #expect(abs(large - small * 3) < 1e-9)
    }

    @Test func semiboldUsesInterSemiBold() throws {
        let engine = try Fonts.engine()
        let bold = try engine.layout("Hello", style: TextStyle(fontSize: 17, weight: .semibold), maxWidth: .infinity)
        #expect(bold.fonts == [Fonts.interSemiBold])
        let reader = try SfntAdvanceReader(path: Fonts.interSemiBold)
        let expected = Double(reader.advanceSum("Hello")) * 17 / Double(reader.unitsPerEm)
        #expect(abs(bold.size.width - expected) < 1e-9)
    }

    @Test func lineMetricsComeFromThePrimaryFont() throws {
        let engine = try Fonts.engine()
        let metrics = try engine.lineMetrics(for: .body)
        // Inter: hhea ascender 2728, descender -680, line gap 0, 2816 units per em.
        #expect(abs(metrics.ascender - 2728.0 * 17 / 2816) < 1e-9)
        #expect(abs(metrics.descender - 680.0 * 17 / 2816) < 1e-9)
        #expect(metrics.lineGap == 0)
        let latin = try engine.layout("Hello", style: .body, maxWidth: .infinity)
        let mixed = try engine.layout("Hello 你好 👍🏽", style: .body, maxWidth: .infinity)
        #expect(latin.size.height == metrics.lineHeight)
        #expect(mixed.size.height == metrics.lineHeight)
        #expect(mixed.lines[0].baseline == metrics.baselineOffset)
    }

    @Test func fontsListTheFilesUsedInFirstUseOrder() throws {
        let engine = try Fonts.engine()
        let block = try engine.layout("👍 hi 你好 ok 👍", style: .body, maxWidth: .infinity)
        #expect(block.fonts == [Fonts.emoji, Fonts.interRegular, Fonts.cjkRegular + "#2"])  // face 2: Noto Sans CJK SC
        let latin = try engine.layout("plain", style: .body, maxWidth: .infinity)
        #expect(latin.fonts == [Fonts.interRegular])
        #expect(try engine.layout("", style: .body, maxWidth: 100).fonts.isEmpty)
    }

    @Test func eachDistinctWordIsShapedOnce() throws {
        let engine = try Fonts.engine()
        _ = try engine.layout("the cat and the dog and the bird", style: .body, maxWidth: 80)
        let afterFirst = engine.cachedShapeCount
        _ = try engine.layout("the cat and the dog and the bird", style: TextStyle(fontSize: 30), maxWidth: 300)
        _ = try engine.layout("the dog and the cat", style: .body, maxWidth: .infinity)
        #expect(afterFirst > 0)
        #expect(engine.cachedShapeCount == afterFirst)
    }

    @Test func invalidArgumentsThrow() throws {
        let engine = try Fonts.engine()
        #expect(throws: TextError.invalidFontSize(0)) { try engine.layout("x", style: TextStyle(fontSize: 0), maxWidth: 10) }
        #expect(throws: TextError.invalidFontSize(.infinity)) {
            try engine.layout("x", style: TextStyle(fontSize: .infinity), maxWidth: 10)
        }
        #expect(throws: TextError.invalidFontSize(1e300)) { try engine.layout("x", style: TextStyle(fontSize: 1e300), maxWidth: 10) }
        #expect(throws: (any Error).self) { try engine.layout("x", style: TextStyle(fontSize: .nan), maxWidth: 10) }
        #expect(throws: TextError.invalidMaxWidth(-1)) { try engine.layout("x", style: .body, maxWidth: -1) }
        #expect(throws: (any Error).self) { try engine.layout("x", style: .body, maxWidth: .nan) }
    }

    @Test func layoutIsDeterministic() throws {
        let text = "Déjà vu — 你好，世界。👨‍👩‍👧‍👦 flags 🇨🇳🇫🇷 and a verylongwordthatneedstobesplitsomewhere"
        let first = try Fonts.engine().layout(text, style: .body, maxWidth: 120)
        let engine = try Fonts.engine()
        _ = try engine.layout("warm the caches differently", style: .body, maxWidth: 50)
        #expect(try engine.layout(text, style: .body, maxWidth: 120) == first)
        #expect(try engine.layout(text, style: .body, maxWidth: 120) == first)
    }
}
