/// Greedy line breaking of one paragraph at a maximum width.
///
/// Lines break only at the opportunities ICU's UAX #14 rules find (`AnalyzedText.canBreak(after:)`), as
/// late as the width allows. Trailing spaces do not count toward a line's width and are not part of its
/// range. A word (the text between two opportunities) wider than a line on its own is split at grapheme
/// cluster boundaries, as many clusters per line as fit (at least one); when such a piece can end right
/// after a URL separator (`/ ? & - . = _ #`, not followed by another one) and that keeps the line at least
/// a third full, it ends after the last such separator instead, so URLs split where a reader expects.
struct LineBreaker {
    let text: AnalyzedText
    let builder: SegmentBuilder
    let maxWidth: Double

    /// Widths are compared with this slack so float noise never breaks a line that fits exactly.
    private var limit: Double { maxWidth + 1e-9 }

    /// The cluster range of each line, trailing spaces excluded (empty for a blank paragraph).
    func lines() -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0, contentEnd = 0, hasContent = false
        // Running sum of segment widths from the line start, in segment order (the order a line is measured
        // in on its own), so a line's width here is bit-identical to its width measured alone.
        var width = 0.0
        var wordStart = 0
        while wordStart < text.clusters.count {
            var wordEnd = wordStart + 1
            while wordEnd < text.clusters.count && !text.canBreak(after: wordEnd - 1) { wordEnd += 1 }
            // The word, or after an emergency split the rest of it, from `pieceStart`.
            var pieceStart = wordStart
            while true {
                let segments = builder.segments(of: text, in: pieceStart..<wordEnd)
                guard let lastContent = segments.lastIndex(where: { !$0.isSpace }) else {
                    for segment in segments { width += segment.width }
                    break
                }
                let content = segments[...lastContent]
                var candidate = width
                for segment in content { candidate += segment.width }
                if hasContent && candidate > limit {
                    lines.append(lineStart..<contentEnd)
                    lineStart = pieceStart
                    width = 0
                    hasContent = false
                    candidate = 0
                    for segment in content { candidate += segment.width }
                }
                if !hasContent && candidate > limit {
                    let cuts = emergencyCuts(lineStart: lineStart, leadingWidth: width, content: Array(content))
                    if let last = cuts.last {
                        for cut in cuts {
                            lines.append(lineStart..<cut)
                            lineStart = cut
                        }
                        width = 0
                        // Only the rest of the word (which fits a line, by the estimate) is shaped again.
                        pieceStart = last
                        continue
                    }
                }
                width = candidate
                for segment in segments[(lastContent + 1)...] { width += segment.width }
                contentEnd = segments[lastContent].clusters.upperBound
                hasContent = true
                break
            }
            wordStart = wordEnd
        }
        lines.append(lineStart..<(hasContent ? contentEnd : lineStart))
        return lines
    }

    /// Where to split a word too wide for an empty line: each piece takes as many grapheme clusters as fit
    /// (at least one), or ends after a URL separator (see the type's documentation), until the rest fits on
    /// a line of its own. The pieces are found from the clusters' advances in the word as shaped, then each
    /// piece is confirmed by shaping it alone, so a very long word costs one shaping of the word plus one
    /// per piece. Empty when the word is a single cluster.
    private func emergencyCuts(lineStart: Int, leadingWidth: Double, content: [Segment]) -> [Int] {
        guard let first = content.first, let last = content.last else { return [] }
        let start = first.clusters.lowerBound, end = last.clusters.upperBound
        guard end - start > 1 else { return [] }
        let advances = content.flatMap { builder.clusterAdvances(of: $0, in: text) }
        var remaining = advances.reduce(0, +)
        var cuts: [Int] = []
        var pieceLineStart = lineStart, pieceStart = start, leading = leadingWidth
        while pieceStart < end - 1 && (cuts.isEmpty || leading + remaining > limit) {
            var fitting = 0
            var width = leading
            while pieceStart + fitting < end - 1 && width + advances[pieceStart + fitting - start] <= limit {
                width += advances[pieceStart + fitting - start]
                fitting += 1
            }
            fitting = max(fitting, 1)
            fitting = preferredURLCut(pieceStart: pieceStart, fitting: fitting, leading: leading,
                                      advances: advances, wordStart: start)
            // Shaping the piece on its own can differ slightly from its share of the word (kerning and
            // contextual forms at the cut): confirm with the real measurement.
            while fitting > 1 && measuredWidth(pieceLineStart..<(pieceStart + fitting)) > limit { fitting -= 1 }
            for index in pieceStart..<(pieceStart + fitting) { remaining -= advances[index - start] }
            pieceStart += fitting
            pieceLineStart = pieceStart
            leading = 0
            cuts.append(pieceStart)
        }
        return cuts
    }

    /// The number of clusters of the piece starting at `pieceStart` to keep on the line: the fewest clusters
    /// ending after the last URL separator among the `fitting` that fit (not followed by a separator), when
    /// that fills at least a third of the line; else `fitting`.
    private func preferredURLCut(pieceStart: Int, fitting: Int, leading: Double, advances: [Double],
                                 wordStart: Int) -> Int {
        var count = fitting
        while count > 0 {
            let index = pieceStart + count - 1
            if isURLSeparator(index) && !isURLSeparator(index + 1) { break }
            count -= 1
        }
        guard count > 0, count < fitting else { return fitting }
        var width = leading
        for index in pieceStart..<(pieceStart + count) { width += advances[index - wordStart] }
        return width >= maxWidth / 3 ? count : fitting
    }

    /// True when cluster `index` is one of the URL separators `/ ? & - . = _ #`.
    private func isURLSeparator(_ index: Int) -> Bool {
        guard index < text.clusters.count else { return false }
        let cluster = text.clusters[index]
        guard cluster.scalars.count == 1 else { return false }
        switch text.scalars[cluster.scalars.lowerBound] {
        case 0x2F, 0x3F, 0x26, 0x2D, 0x2E, 0x3D, 0x5F, 0x23: return true
        default: return false
        }
    }

    private func measuredWidth(_ range: Range<Int>) -> Double {
        var width = 0.0
        for segment in builder.segments(of: text, in: range) { width += segment.width }
        return width
    }
}
