import ChatGeometry
import Testing
@testable import ChatText

/// Unicode's BidiCharacterTest.txt through the engine's bidi path: ICU's levels (`ICUBidi`, the text set
/// as one line), then rule L2 (`BidiReordering`) for the visual order of the characters X9 keeps.
@Suite("Conformance: UAX #9 bidi")
struct BidiConformanceTests {
    private static let explicitControls = "explicit embedding and override controls (LRE RLE LRO RLO PDF) "
        + "around isolates or bracket pairs: ICU 72 resolves the runs next to a PDF differently from the "
        + "reference implementation; chat text does not use these deprecated controls"
    private static let markAfterBracket = "a nonspacing mark after a bracket whose direction rule N0 changed: "
        + "UAX #9 gives the mark the bracket's new direction, ICU 72 keeps its direction from before N0"
    private static let bracketStack = "64 nested bracket pairs: rule BD16 stops pairing when its 63-entry "
        + "stack overflows; ICU 72 resolves the brackets otherwise"
    private static let evenLevelShortcut = "an LRE in left-to-right text without right-to-left characters: "
        + "ICU 72 reports the even level 2 as 0 (its left-to-right shortcut); the visual order is the same"

    /// The cases ICU 72 resolves differently from BidiCharacterTest.txt 15.0 ("code points;direction" →
    /// reason).
    static let knownTailorings: [String: String] = [
        "202E 0061 202A 0062 202C 2066 0063 2069 202A 0064 202C 0065 202C;2": explicitControls,
        "202E 0061 202A 0062 202C 2066 0063 2069 202A 0064 202C 0065 202C;1": explicitControls,
        "202D 05D0 202B 05D1 202C 2068 05D2 2069 202B 05D3 202C 05D4 202C;2": explicitControls,
        "202D 0661 202B 0662 202C 2068 0663 2069 202B 0664 202C 0665 202C;0": explicitControls,
        "202A 05D0 0028 05D1 202C 202D 0029;2": explicitControls,
        "202A 05D0 0028 05D1 202C 202D 0029 202C;2": explicitControls,
        "202B 0061 0028 0062 202C 202E 0029;2": explicitControls,
        "202B 0061 0028 0062 202C 202E 0029 202C;2": explicitControls,
        "202A 202E 0061 202C 0028 05D0 202C 202D 0029 202C;2": explicitControls,
        "202B 202D 05D0 202C 0028 0061 202C 202E 0029 202C;2": explicitControls,
        "202A 202E 0061 202C 0028 005B 05D0 202C 202D 005D 0029 202C;2": explicitControls,
        "202B 202D 05D0 202C 0028 005B 0061 202C 202E 005D 0029 202C;2": explicitControls,
        "202D 0028 202C 202A 05D0 0029 05D1;2": explicitControls,
        "202D 0028 202C 202A 05D0 0029 05D1 202C;2": explicitControls,
        "202E 0028 202C 202B 0061 0029 0062;2": explicitControls,
        "202E 0028 202C 202B 0061 0029 0062 202C;2": explicitControls,
        "202D 202E 0061 202C 0028 202C 202A 05D0 0029 05D1;2": explicitControls,
        "202E 202D 05D0 202C 0028 202C 202B 0061 0029 0062;2": explicitControls,
        "202D 202E 0061 202C 0028 005B 202C 202A 05D0 005D 0029 05D1;2": explicitControls,
        "202E 202D 05D0 202C 0028 005B 202C 202B 0061 005D 0029 0062;2": explicitControls,
        "0061 0028 0062 0029 0331;1": markAfterBracket,
        "0061 0028 0332 0062 0029 0333;1": markAfterBracket,
        "05D0 0028 05D1 0029 0331;0": markAfterBracket,
        "05D0 0028 0332 05D1 0029 0333;0": markAfterBracket,
        "0661 0028 0662 0029 0331;0": markAfterBracket,
        "0661 0028 0332 0662 0029 0333;0": markAfterBracket,
        "0041 200F 005B 05D0 005D 200D 20D6;0": markAfterBracket,
        "0041 200F 005B 200D 20D6 05D0 005D 200D 20D6;0": markAfterBracket,
        "0041 200F 005B 200D 200B 20D6 05D0 005D 200B 200D 20D6;0": markAfterBracket,
        "0061 202A 0062 202C 0020 0031 0020 0032;0": evenLevelShortcut,
        "0061 " + String(repeating: "0028 ", count: 64) + "0062" + String(repeating: " 0029", count: 64) + ";1":
            bracketStack,
    ]

    @Test func bidiCharacterTest() throws {
        guard let file = UnicodeTestFile.load("BidiCharacterTest.txt") else { return }
        let bidi = try ICUBidi()
        var report = ConformanceReport(name: "BidiCharacterTest")
        for line in file.lines {
            let fields = line.text.split(separator: ";", omittingEmptySubsequences: false)
            try #require(fields.count == 5, "line \(line.number) of \(file.path)")
            let scalars = try #require(UnicodeTestFile.scalars(fields[0]), "line \(line.number)")
            let direction: TextDirection = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : .natural
            let expectedParagraph = UInt8(fields[2])
            let expectedLevels = fields[3].split(separator: " ").map { UInt8($0) }  // nil: removed by rule X9
            let expectedOrder = fields[4].split(separator: " ").compactMap { Int($0) }
            try #require(expectedLevels.count == scalars.count, "line \(line.number)")
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let resolution = try bidi.resolve(Array(String(text).utf16), direction: direction)
            var levels: [UInt8] = []
            var offset = 0
            for scalar in scalars {
                levels.append(resolution.levels[offset])
                offset += scalar.utf16.count
            }
            let kept = scalars.indices.filter { expectedLevels[$0] != nil }
            let keptLevels = kept.map { levels[$0] }
            let wantedLevels = kept.map { expectedLevels[$0] ?? 0 }
            let order = BidiReordering.visualOrder(levels: keptLevels).map { kept[$0] }
            var detail: String?
            if resolution.paragraphLevel != expectedParagraph {
                detail = "paragraph level \(resolution.paragraphLevel), expected \(fields[2])"
            } else if keptLevels != wantedLevels {
                detail = "levels \(keptLevels), expected \(wantedLevels)"
            } else if order != expectedOrder {
                detail = "visual order \(order), expected \(expectedOrder)"
            }
            if let detail {
                report.fail(key: "\(fields[0]);\(fields[1])", line: line.number, detail: detail)
            } else {
                report.pass()
            }
        }
        #expect(report.total > 90_000)
        report.check(against: Self.knownTailorings)
    }
}
