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
    /// The difference drawn for a reviewer, nil when there is nothing to draw (sizes differ, or a match).
    let diffImage: Pixmap?
}

extension SnapshotCheck {
    /// Compares a render with its golden with pixelmatch's defaults (threshold 0.1, anti-aliased pixels not
    /// counted), as `chatrender diff` does: the one place `check` decides what "the same" means.
    static func compare(actual: Pixmap, expected: Pixmap) -> SnapshotComparison {
        let result = PixelMatch.compare(actual, expected, options: PixelMatchOptions(outputDiff: true))
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
}
