import ChatDiff
import ChatRaster
import Testing

/// Our counts against pixelmatch's on the fixture pairs, for 4 thresholds × includeAA on/off × both alpha
/// blending modes.
///
/// The numbers come from the PyPI port `pixelmatch` 0.4.0 run on the PNGs `FixtureExport` writes (a script kept
/// outside the repository). That port follows pixelmatch 5: it blends semi-transparent pixels over white, which
/// is pixelmatch 7.2.0 with `checkerboard: false`; for `checkerboard: true` its `color_delta` was replaced by
/// 7.2.0's `colorDelta` (checkerboard background), the only counting difference between the two. The port also
/// agreed with 7.2.0's white-background `colorDelta` on every row below.
@Suite("PixelMatch agrees with pixelmatch")
struct PixelMatchReferenceTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let pair: String
        let threshold: Double
        let includeAA: Bool
        let checkerboard: Bool
        let mismatched: Int
        let antialiased: Int

        init(_ pair: String, _ threshold: Double, includeAA: Bool, checkerboard: Bool, mismatched: Int, antialiased: Int) {
            self.pair = pair; self.threshold = threshold; self.includeAA = includeAA
            self.checkerboard = checkerboard; self.mismatched = mismatched; self.antialiased = antialiased
        }

        var testDescription: String {
            "\(pair) threshold \(threshold)\(includeAA ? " includeAA" : "")\(checkerboard ? "" : " white")"
        }
    }

    static let rows: [Row] = [
        Row("circle-shift", 0.0, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 160),
        Row("circle-shift", 0.0, includeAA: true, checkerboard: true, mismatched: 160, antialiased: 0),
        Row("circle-shift", 0.05, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 124),
        Row("circle-shift", 0.05, includeAA: true, checkerboard: true, mismatched: 124, antialiased: 0),
        Row("circle-shift", 0.1, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 108),
        Row("circle-shift", 0.1, includeAA: true, checkerboard: true, mismatched: 108, antialiased: 0),
        Row("circle-shift", 0.3, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 60),
        Row("circle-shift", 0.3, includeAA: true, checkerboard: true, mismatched: 60, antialiased: 0),
        Row("circle-shift", 0.0, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 160),
        Row("circle-shift", 0.0, includeAA: true, checkerboard: false, mismatched: 160, antialiased: 0),
        Row("circle-shift", 0.05, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 124),
        Row("circle-shift", 0.05, includeAA: true, checkerboard: false, mismatched: 124, antialiased: 0),
        Row("circle-shift", 0.1, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 108),
        Row("circle-shift", 0.1, includeAA: true, checkerboard: false, mismatched: 108, antialiased: 0),
        Row("circle-shift", 0.3, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 60),
        Row("circle-shift", 0.3, includeAA: true, checkerboard: false, mismatched: 60, antialiased: 0),
        Row("strokes", 0.0, includeAA: false, checkerboard: true, mismatched: 17, antialiased: 49),
        Row("strokes", 0.0, includeAA: true, checkerboard: true, mismatched: 66, antialiased: 0),
        Row("strokes", 0.05, includeAA: false, checkerboard: true, mismatched: 14, antialiased: 41),
        Row("strokes", 0.05, includeAA: true, checkerboard: true, mismatched: 55, antialiased: 0),
        Row("strokes", 0.1, includeAA: false, checkerboard: true, mismatched: 14, antialiased: 40),
        Row("strokes", 0.1, includeAA: true, checkerboard: true, mismatched: 54, antialiased: 0),
        Row("strokes", 0.3, includeAA: false, checkerboard: true, mismatched: 7, antialiased: 24),
        Row("strokes", 0.3, includeAA: true, checkerboard: true, mismatched: 31, antialiased: 0),
        Row("strokes", 0.0, includeAA: false, checkerboard: false, mismatched: 17, antialiased: 49),
        Row("strokes", 0.0, includeAA: true, checkerboard: false, mismatched: 66, antialiased: 0),
        Row("strokes", 0.05, includeAA: false, checkerboard: false, mismatched: 14, antialiased: 41),
        Row("strokes", 0.05, includeAA: true, checkerboard: false, mismatched: 55, antialiased: 0),
        Row("strokes", 0.1, includeAA: false, checkerboard: false, mismatched: 14, antialiased: 40),
        Row("strokes", 0.1, includeAA: true, checkerboard: false, mismatched: 54, antialiased: 0),
        Row("strokes", 0.3, includeAA: false, checkerboard: false, mismatched: 7, antialiased: 24),
        Row("strokes", 0.3, includeAA: true, checkerboard: false, mismatched: 31, antialiased: 0),
        Row("noise", 0.0, includeAA: false, checkerboard: true, mismatched: 616, antialiased: 0),
        Row("noise", 0.0, includeAA: true, checkerboard: true, mismatched: 616, antialiased: 0),
        Row("noise", 0.05, includeAA: false, checkerboard: true, mismatched: 582, antialiased: 0),
        Row("noise", 0.05, includeAA: true, checkerboard: true, mismatched: 582, antialiased: 0),
        Row("noise", 0.1, includeAA: false, checkerboard: true, mismatched: 373, antialiased: 0),
        Row("noise", 0.1, includeAA: true, checkerboard: true, mismatched: 373, antialiased: 0),
        Row("noise", 0.3, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 0),
        Row("noise", 0.3, includeAA: true, checkerboard: true, mismatched: 0, antialiased: 0),
        Row("noise", 0.0, includeAA: false, checkerboard: false, mismatched: 616, antialiased: 0),
        Row("noise", 0.0, includeAA: true, checkerboard: false, mismatched: 616, antialiased: 0),
        Row("noise", 0.05, includeAA: false, checkerboard: false, mismatched: 582, antialiased: 0),
        Row("noise", 0.05, includeAA: true, checkerboard: false, mismatched: 582, antialiased: 0),
        Row("noise", 0.1, includeAA: false, checkerboard: false, mismatched: 373, antialiased: 0),
        Row("noise", 0.1, includeAA: true, checkerboard: false, mismatched: 373, antialiased: 0),
        Row("noise", 0.3, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("noise", 0.3, includeAA: true, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("alpha-gradient", 0.0, includeAA: false, checkerboard: true, mismatched: 3980, antialiased: 116),
        Row("alpha-gradient", 0.0, includeAA: true, checkerboard: true, mismatched: 4096, antialiased: 0),
        Row("alpha-gradient", 0.05, includeAA: false, checkerboard: true, mismatched: 572, antialiased: 8),
        Row("alpha-gradient", 0.05, includeAA: true, checkerboard: true, mismatched: 580, antialiased: 0),
        Row("alpha-gradient", 0.1, includeAA: false, checkerboard: true, mismatched: 512, antialiased: 8),
        Row("alpha-gradient", 0.1, includeAA: true, checkerboard: true, mismatched: 520, antialiased: 0),
        Row("alpha-gradient", 0.3, includeAA: false, checkerboard: true, mismatched: 282, antialiased: 8),
        Row("alpha-gradient", 0.3, includeAA: true, checkerboard: true, mismatched: 290, antialiased: 0),
        Row("alpha-gradient", 0.0, includeAA: false, checkerboard: false, mismatched: 3980, antialiased: 116),
        Row("alpha-gradient", 0.0, includeAA: true, checkerboard: false, mismatched: 4096, antialiased: 0),
        Row("alpha-gradient", 0.05, includeAA: false, checkerboard: false, mismatched: 572, antialiased: 8),
        Row("alpha-gradient", 0.05, includeAA: true, checkerboard: false, mismatched: 580, antialiased: 0),
        Row("alpha-gradient", 0.1, includeAA: false, checkerboard: false, mismatched: 512, antialiased: 8),
        Row("alpha-gradient", 0.1, includeAA: true, checkerboard: false, mismatched: 520, antialiased: 0),
        Row("alpha-gradient", 0.3, includeAA: false, checkerboard: false, mismatched: 282, antialiased: 8),
        Row("alpha-gradient", 0.3, includeAA: true, checkerboard: false, mismatched: 290, antialiased: 0),
        Row("transparent-vs-white", 0.0, includeAA: false, checkerboard: true, mismatched: 1808, antialiased: 0),
        Row("transparent-vs-white", 0.0, includeAA: true, checkerboard: true, mismatched: 1808, antialiased: 0),
        Row("transparent-vs-white", 0.05, includeAA: false, checkerboard: true, mismatched: 1808, antialiased: 0),
        Row("transparent-vs-white", 0.05, includeAA: true, checkerboard: true, mismatched: 1808, antialiased: 0),
        Row("transparent-vs-white", 0.1, includeAA: false, checkerboard: true, mismatched: 1808, antialiased: 0),
        Row("transparent-vs-white", 0.1, includeAA: true, checkerboard: true, mismatched: 1808, antialiased: 0),
        Row("transparent-vs-white", 0.3, includeAA: false, checkerboard: true, mismatched: 1226, antialiased: 0),
        Row("transparent-vs-white", 0.3, includeAA: true, checkerboard: true, mismatched: 1226, antialiased: 0),
        Row("transparent-vs-white", 0.0, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("transparent-vs-white", 0.0, includeAA: true, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("transparent-vs-white", 0.05, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("transparent-vs-white", 0.05, includeAA: true, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("transparent-vs-white", 0.1, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("transparent-vs-white", 0.1, includeAA: true, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("transparent-vs-white", 0.3, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("transparent-vs-white", 0.3, includeAA: true, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("color-shift", 0.0, includeAA: false, checkerboard: true, mismatched: 4096, antialiased: 0),
        Row("color-shift", 0.0, includeAA: true, checkerboard: true, mismatched: 4096, antialiased: 0),
        Row("color-shift", 0.05, includeAA: false, checkerboard: true, mismatched: 3996, antialiased: 0),
        Row("color-shift", 0.05, includeAA: true, checkerboard: true, mismatched: 3996, antialiased: 0),
        Row("color-shift", 0.1, includeAA: false, checkerboard: true, mismatched: 2048, antialiased: 0),
        Row("color-shift", 0.1, includeAA: true, checkerboard: true, mismatched: 2048, antialiased: 0),
        Row("color-shift", 0.3, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 0),
        Row("color-shift", 0.3, includeAA: true, checkerboard: true, mismatched: 0, antialiased: 0),
        Row("color-shift", 0.0, includeAA: false, checkerboard: false, mismatched: 4096, antialiased: 0),
        Row("color-shift", 0.0, includeAA: true, checkerboard: false, mismatched: 4096, antialiased: 0),
        Row("color-shift", 0.05, includeAA: false, checkerboard: false, mismatched: 3996, antialiased: 0),
        Row("color-shift", 0.05, includeAA: true, checkerboard: false, mismatched: 3996, antialiased: 0),
        Row("color-shift", 0.1, includeAA: false, checkerboard: false, mismatched: 2048, antialiased: 0),
        Row("color-shift", 0.1, includeAA: true, checkerboard: false, mismatched: 2048, antialiased: 0),
        Row("color-shift", 0.3, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("color-shift", 0.3, includeAA: true, checkerboard: false, mismatched: 0, antialiased: 0),
        Row("bubble", 0.0, includeAA: false, checkerboard: true, mismatched: 15, antialiased: 155),
        Row("bubble", 0.0, includeAA: true, checkerboard: true, mismatched: 170, antialiased: 0),
        Row("bubble", 0.05, includeAA: false, checkerboard: true, mismatched: 15, antialiased: 115),
        Row("bubble", 0.05, includeAA: true, checkerboard: true, mismatched: 130, antialiased: 0),
        Row("bubble", 0.1, includeAA: false, checkerboard: true, mismatched: 15, antialiased: 88),
        Row("bubble", 0.1, includeAA: true, checkerboard: true, mismatched: 103, antialiased: 0),
        Row("bubble", 0.3, includeAA: false, checkerboard: true, mismatched: 15, antialiased: 37),
        Row("bubble", 0.3, includeAA: true, checkerboard: true, mismatched: 52, antialiased: 0),
        Row("bubble", 0.0, includeAA: false, checkerboard: false, mismatched: 15, antialiased: 155),
        Row("bubble", 0.0, includeAA: true, checkerboard: false, mismatched: 170, antialiased: 0),
        Row("bubble", 0.05, includeAA: false, checkerboard: false, mismatched: 15, antialiased: 115),
        Row("bubble", 0.05, includeAA: true, checkerboard: false, mismatched: 130, antialiased: 0),
        Row("bubble", 0.1, includeAA: false, checkerboard: false, mismatched: 15, antialiased: 88),
        Row("bubble", 0.1, includeAA: true, checkerboard: false, mismatched: 103, antialiased: 0),
        Row("bubble", 0.3, includeAA: false, checkerboard: false, mismatched: 15, antialiased: 37),
        Row("bubble", 0.3, includeAA: true, checkerboard: false, mismatched: 52, antialiased: 0),
        Row("gradient", 0.0, includeAA: false, checkerboard: true, mismatched: 4096, antialiased: 0),
        Row("gradient", 0.0, includeAA: true, checkerboard: true, mismatched: 4096, antialiased: 0),
        Row("gradient", 0.05, includeAA: false, checkerboard: true, mismatched: 109, antialiased: 0),
        Row("gradient", 0.05, includeAA: true, checkerboard: true, mismatched: 109, antialiased: 0),
        Row("gradient", 0.1, includeAA: false, checkerboard: true, mismatched: 109, antialiased: 0),
        Row("gradient", 0.1, includeAA: true, checkerboard: true, mismatched: 109, antialiased: 0),
        Row("gradient", 0.3, includeAA: false, checkerboard: true, mismatched: 109, antialiased: 0),
        Row("gradient", 0.3, includeAA: true, checkerboard: true, mismatched: 109, antialiased: 0),
        Row("gradient", 0.0, includeAA: false, checkerboard: false, mismatched: 4096, antialiased: 0),
        Row("gradient", 0.0, includeAA: true, checkerboard: false, mismatched: 4096, antialiased: 0),
        Row("gradient", 0.05, includeAA: false, checkerboard: false, mismatched: 109, antialiased: 0),
        Row("gradient", 0.05, includeAA: true, checkerboard: false, mismatched: 109, antialiased: 0),
        Row("gradient", 0.1, includeAA: false, checkerboard: false, mismatched: 109, antialiased: 0),
        Row("gradient", 0.1, includeAA: true, checkerboard: false, mismatched: 109, antialiased: 0),
        Row("gradient", 0.3, includeAA: false, checkerboard: false, mismatched: 109, antialiased: 0),
        Row("gradient", 0.3, includeAA: true, checkerboard: false, mismatched: 109, antialiased: 0),
        Row("transparent-circle", 0.0, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 201),
        Row("transparent-circle", 0.0, includeAA: true, checkerboard: true, mismatched: 201, antialiased: 0),
        Row("transparent-circle", 0.05, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 132),
        Row("transparent-circle", 0.05, includeAA: true, checkerboard: true, mismatched: 132, antialiased: 0),
        Row("transparent-circle", 0.1, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 85),
        Row("transparent-circle", 0.1, includeAA: true, checkerboard: true, mismatched: 85, antialiased: 0),
        Row("transparent-circle", 0.3, includeAA: false, checkerboard: true, mismatched: 0, antialiased: 8),
        Row("transparent-circle", 0.3, includeAA: true, checkerboard: true, mismatched: 8, antialiased: 0),
        Row("transparent-circle", 0.0, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 201),
        Row("transparent-circle", 0.0, includeAA: true, checkerboard: false, mismatched: 201, antialiased: 0),
        Row("transparent-circle", 0.05, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 162),
        Row("transparent-circle", 0.05, includeAA: true, checkerboard: false, mismatched: 162, antialiased: 0),
        Row("transparent-circle", 0.1, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 136),
        Row("transparent-circle", 0.1, includeAA: true, checkerboard: false, mismatched: 136, antialiased: 0),
        Row("transparent-circle", 0.3, includeAA: false, checkerboard: false, mismatched: 0, antialiased: 75),
        Row("transparent-circle", 0.3, includeAA: true, checkerboard: false, mismatched: 75, antialiased: 0),
    ]

    @Test("mismatched and anti-aliased counts equal pixelmatch's", arguments: rows)
    func agrees(_ row: Row) throws {
        let pair = DiffFixtures.pair(row.pair)
        let options = try PixelMatchOptions(threshold: row.threshold, includeAA: row.includeAA, checkerboard: row.checkerboard)
        let result = PixelMatch.compare(pair.a, pair.b, options: options)
        #expect(result.mismatchedPixels == row.mismatched)
        #expect(result.antialiasedPixels == row.antialiased)
        #expect(result.totalPixels == DiffFixtures.size * DiffFixtures.size)
        #expect(!result.identical && !result.sizeMismatch)
    }

    @Test("the table covers every fixture pair with 16 settings")
    func coverage() {
        for pair in DiffFixtures.all {
            #expect(Self.rows.filter { $0.pair == pair.name }.count == 16, "\(pair.name)")
        }
    }
}
