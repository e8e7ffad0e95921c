import Testing
@testable import ChatText

/// Unicode's LineBreakTest.txt through the engine's line breaker (`ICULineBreaker`: ICU's UAX #14 rules).
@Suite("Conformance: UAX #14 line breaking")
struct LineBreakConformanceTests {
    private static let wordInitialHyphen = "ICU 72 does not break after a hyphen at the start of a word before a "
        + "letter (a CLDR tailoring that Unicode 15.1 adopted as rule LB20a); Unicode 15.0's test breaks there"
    private static let decimalPointBeforeDigit = "ICU 72 never breaks between IS (. ,) and a digit (pair rule "
        + "IS × NU, so '.35' stays whole); Unicode 15.0's test only keeps them together after a digit (LB25 regex)"

    /// The cases ICU 72 deliberately breaks differently from LineBreakTest.txt 15.0 (code points → reason).
    static let knownTailorings: [String: String] = [
        "002D 0023": wordInitialHyphen,
        "002D 0308 0023": wordInitialHyphen,
        "002D 00A7": wordInitialHyphen,
        "002D 0308 00A7": wordInitialHyphen,
        "002D 50005": wordInitialHyphen,
        "002D 0308 50005": wordInitialHyphen,
        "002D 0E01": wordInitialHyphen,
        "002D 0308 0E01": wordInitialHyphen,
        "002C 0030": decimalPointBeforeDigit,
        "002C 0308 0030": decimalPointBeforeDigit,
        "0065 0071 0075 0061 006C 0073 0020 002E 0033 0035 0020 0063 0065 006E 0074 0073": decimalPointBeforeDigit,
        "0061 002E 0032 0020": decimalPointBeforeDigit,
        "0061 002E 0032 0020 0915": decimalPointBeforeDigit,
        "0061 002E 0032 0020 672C": decimalPointBeforeDigit,
        "0061 002E 0032 3000 672C": decimalPointBeforeDigit,
        "0061 002E 0032 3000 307E": decimalPointBeforeDigit,
        "0061 002E 0032 3000 0033": decimalPointBeforeDigit,
        "0041 002E 0031 0020 BABB": decimalPointBeforeDigit,
        "BD24 C5B4 002E 0020 0041 002E 0032 0020 BCFC": decimalPointBeforeDigit,
        "BD10 C694 002E 0020 0041 002E 0033 0020 BABB": decimalPointBeforeDigit,
        "C694 002E 0020 0041 002E 0034 0020 BABB": decimalPointBeforeDigit,
        "0061 002E 0032 3000 300C": decimalPointBeforeDigit,
    ]

    @Test func lineBreakTest() throws {
        guard let file = UnicodeTestFile.load("LineBreakTest.txt") else { return }
        let breaker = try ICULineBreaker()
        var report = ConformanceReport(name: "LineBreakTest")
        for line in file.lines {
            let parsed = try #require(UnicodeTestFile.breakCase(line.text), "line \(line.number) of \(file.path)")
            var text = String.UnicodeScalarView()
            text.append(contentsOf: parsed.scalars)
            let utf16 = Array(String(text).utf16)
            // UTF-16 offsets to scalar offsets.
            var scalarAt = [Int](repeating: -1, count: utf16.count + 1)
            var offset = 0
            for (index, scalar) in parsed.scalars.enumerated() {
                scalarAt[offset] = index
                offset += scalar.utf16.count
            }
            scalarAt[utf16.count] = parsed.scalars.count
            let actual = try breaker.opportunities(in: utf16).map { scalarAt[$0.offset] }
            if actual == parsed.breaks {
                report.pass()
            } else {
                report.fail(key: UnicodeTestFile.key(parsed.scalars), line: line.number,
                            detail: "breaks at \(actual), expected \(parsed.breaks)")
            }
        }
        #expect(report.total > 7000)
        report.check(against: Self.knownTailorings)
    }
}
