import ChatCodec
import ChatDiff
import ChatRender

/// How a render compares with its golden, as `check`'s table reports it.
struct GoldenComparison {
    /// True when the render matches the golden.
    let matches: Bool
    /// Share of differing pixels, 0…100 (100 when the sizes differ or the golden cannot be decoded).
    let percentage: Double
    /// What else the table should say (a size mismatch, an undecodable golden), nil when nothing.
    var detail: String?
    /// True when the difference was written to the diff path.
    var wroteDiff = false
}

extension SnapshotCheck {
    /// Compares a render's PNG bytes with the golden's through `comparison` (identical bytes at once, otherwise in
    /// bands: any height in little memory), writing the diff image to `diffPath` while comparing and keeping it only
    /// when pixels differ. A golden that cannot be decoded differs entirely (recording replaces it).
    func compare(actual: [UInt8], golden: [UInt8], goldenName: String, diffPath: String?) throws(ChatRenderError) -> GoldenComparison {
        var diffFile: (any ChatPendingFile)?
        var openError: ChatRenderError?
        let output = diffPath.map { path in
            ChatDiffImageOutput { () throws(CodecError) in
                do throws(ChatRenderError) {
                    try createDirectory(of: path)
                    let file = try files.open(path)
                    diffFile = file
                    return file
                } catch {
                    openError = error
                    throw .writeFailed(error.description)
                }
            }
        }
        let result: ChatImageComparisonResult
        do {
            result = try comparison.compare(expected: golden, actual: actual, diffImage: output)
        } catch {
            diffFile?.discard()
            switch error {
            case .undecodable(.expected, let reason):
                return GoldenComparison(matches: false, percentage: 100, detail: "the golden \(goldenName) cannot be decoded: \(reason)")
            case .undecodable(.actual, let reason):
                throw .encoding(reason: "the rendered PNG cannot be read back: \(reason)")
            case .diffImageUnwritable(let reason):
                throw openError ?? .outputUnwritable(path: diffPath ?? "the diff image", reason: reason)
            case .thresholdOutOfRange, .diffAlphaOutOfRange, .allowedMismatchOutOfRange:
                throw .encoding(reason: error.description)
            }
        }
        if result.sizeMismatch {
            return GoldenComparison(matches: false, percentage: 100, detail: "size \(result.actualSize), golden \(result.expectedSize)")
        }
        guard !result.matches, let diffFile else {
            diffFile?.discard()
            return GoldenComparison(matches: result.matches, percentage: result.percentage)
        }
        try diffFile.commit()
        return GoldenComparison(matches: false, percentage: result.percentage, wroteDiff: true)
    }
}
