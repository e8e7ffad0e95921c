import Testing
@testable import ChatText

/// Unicode's GraphemeBreakTest.txt through the engine's grapheme segmentation: the clusters `TextAnalyzer`
/// makes (Swift `Character`s), as `TextEngine.clusterFonts(of:)` reports them.
@Suite("Conformance: UAX #29 grapheme clusters")
struct GraphemeBreakConformanceTests {
    /// The cases Swift's `Character` segmentation splits differently from GraphemeBreakTest.txt 15.0.
    static let knownTailorings: [String: String] = [
        "2701 200D 2701": "Swift's standard library breaks a ZWJ sequence of U+2701 UPPER BLADE SCISSORS "
            + "(Extended_Pictographic) in two, against rule GB11; U+2701 has no emoji glyph, so no emoji "
            + "sequence the engine draws is affected",
    ]

    @Test func graphemeBreakTest() throws {
        guard let file = UnicodeTestFile.load("GraphemeBreakTest.txt") else { return }
        let engine = try Fonts.engine()
        var report = ConformanceReport(name: "GraphemeBreakTest")
        for line in file.lines {
            let parsed = try #require(UnicodeTestFile.breakCase(line.text), "line \(line.number) of \(file.path)")
            var text = String.UnicodeScalarView()
            text.append(contentsOf: parsed.scalars)
            var actual: [Int] = []
            var offset = 0
            for cluster in engine.clusterFonts(of: String(text)).map(\.cluster) {
                offset += cluster.unicodeScalars.count
                actual.append(offset)
            }
            if actual == parsed.breaks {
                report.pass()
            } else {
                report.fail(key: UnicodeTestFile.key(parsed.scalars), line: line.number,
                            detail: "breaks at \(actual), expected \(parsed.breaks)")
            }
        }
        #expect(report.total > 500)
        report.check(against: Self.knownTailorings)
    }
}
