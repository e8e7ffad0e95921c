import ChatCodec
import ChatDiff
import ChatRaster

/// How a render compares with its golden: the one place `check` decides what "the same" means.
struct SnapshotComparison {
    /// True when the images are the same.
    let matches: Bool
    /// Share of differing pixels, 0…100.
    let percentage: Double
    /// What else the table should say (a size mismatch, an undecodable golden), nil when nothing.
    let detail: String?
    /// The difference drawn for a reviewer, when compared in memory (`compare(actual:expected:)`).
    let diffImage: Pixmap?
    /// True when the difference was written to the diff path (`compare(actual:expected:goldenName:diffPath:)`).
    var wroteDiff = false
}

extension SnapshotCheck {
    /// pixelmatch's defaults (threshold 0.1, anti-aliased pixels not counted), as `chatrender diff` uses them.
    static let comparisonOptions = PixelMatchOptions(outputDiff: true)

    /// pixelmatch's defaults with another colour threshold (0 … 1; smaller is more sensitive).
    static func comparisonOptions(threshold: Double) -> PixelMatchOptions {
        PixelMatchOptions(threshold: threshold, outputDiff: true)
    }

    /// Compares a render with its golden in memory, as `chatrender diff` does.
    static func compare(actual: Pixmap, expected: Pixmap, threshold: Double = 0.1) -> SnapshotComparison {
        let result = PixelMatch.compare(actual, expected, options: comparisonOptions(threshold: threshold))
        if result.sizeMismatch {
            return SnapshotComparison(matches: false, percentage: 100,
                                      detail: "size \(actual.width)×\(actual.height), golden \(expected.width)×\(expected.height)",
                                      diffImage: nil)
        }
        if result.mismatchedPixels == 0 {
            return SnapshotComparison(matches: true, percentage: 0, detail: nil, diffImage: nil)
        }
        return SnapshotComparison(matches: false, percentage: result.percentage, detail: nil, diffImage: result.diffImage)
    }

    /// Compares a render's PNG bytes with the golden's, band by band (any height, in little memory), writing the
    /// diff image to `diffPath` as it goes and keeping it only when pixels differ. A golden that cannot be
    /// decoded differs entirely (recording replaces it).
    static func compare(actual: [UInt8], expected: [UInt8], goldenName: String, diffPath: String?, threshold: Double = 0.1,
                        createDirectory: () throws(RenderError) -> Void) throws(RenderError) -> SnapshotComparison {
        let actualRows: any PixmapRowSource, goldenRows: any PixmapRowSource
        do {
            actualRows = try ImageRows.open(actual, alwaysStream: true)
        } catch {
            throw .encoding(reason: "the rendered PNG cannot be read back: \(error)")
        }
        do {
            goldenRows = try ImageRows.open(expected)
        } catch {
            return SnapshotComparison(matches: false, percentage: 100,
                                      detail: "the golden \(goldenName) cannot be decoded: \(error)", diffImage: nil)
        }
        guard actualRows.width == goldenRows.width, actualRows.height == goldenRows.height else {
            return SnapshotComparison(matches: false, percentage: 100,
                                      detail: "size \(actualRows.width)×\(actualRows.height), golden \(goldenRows.width)×\(goldenRows.height)",
                                      diffImage: nil)
        }
        var diff: (output: OutputDestination, encoder: PNGStreamEncoder)?
        if let diffPath {
            try createDirectory()
            let output = try OutputDestination.open(diffPath)
            let encoder = try ChatRenderer.codec(writingTo: diffPath) { () throws(CodecError) in
                try PNGStreamEncoder(width: actualRows.width, height: actualRows.height, hasAlpha: false, sink: output)
            }
            diff = (output, encoder)
        }
        let result: DiffResult
        do {
            result = try PixelMatch.compare(actualRows, goldenRows, options: comparisonOptions(threshold: threshold)) { rows in
                try diff?.encoder.append(rows)
            }
        } catch {
            diff?.encoder.cancel()
            diff?.output.discard()
            return SnapshotComparison(matches: false, percentage: 100,
                                      detail: "the golden \(goldenName) cannot be decoded: \(error)", diffImage: nil)
        }
        guard result.mismatchedPixels > 0, let diff else {
            diff?.encoder.cancel()
            diff?.output.discard()
            return SnapshotComparison(matches: result.mismatchedPixels == 0, percentage: result.percentage, detail: nil,
                                      diffImage: nil)
        }
        try ChatRenderer.codec(writingTo: diffPath ?? "") { () throws(CodecError) in try diff.encoder.finish() }
        try diff.output.commit()
        return SnapshotComparison(matches: false, percentage: result.percentage, detail: nil, diffImage: nil, wroteDiff: true)
    }
}
