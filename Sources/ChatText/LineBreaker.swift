/// Greedy line breaking of one paragraph at a maximum width.
///
/// Lines break at break opportunities (after spaces, after hyphens, around CJK ideographs, kana, hangul
/// syllables and emoji, after CJK punctuation, never before closing punctuation). Trailing spaces do not
/// count toward a line's width and are not part of its range. A word wider than a line on its own is split
/// at grapheme boundaries, as many clusters per line as fit (at least one).
struct LineBreaker {
    let text: AnalyzedText
    let builder: SegmentBuilder
    let maxWidth: Double

    /// Widths are compared with this slack so float noise never breaks a line that fits exactly.
    private var limit: Double { maxWidth + 1e-9 }

    /// The cluster range of each line, trailing spaces excluded (empty for a blank paragraph).
    func lines() -> [Range<Int>] {
        var queue = builder.segments(of: text, in: 0..<text.clusters.count)
        var lines: [Range<Int>] = []
        var lineStart = 0, contentEnd = 0, hasContent = false
        // Running sum of segment widths from the line start, in segment order (the order a line is measured
        // in on its own), so a line's width here is bit-identical to its width measured alone.
        var width = 0.0
        var position = 0
        while position < queue.count {
            let wordEnd = endOfWord(in: queue, from: position)
            var contentCount = 0
            while position + contentCount < wordEnd && !queue[position + contentCount].isSpace { contentCount += 1 }
            let content = queue[position..<(position + contentCount)]
            let spaces = queue[(position + contentCount)..<wordEnd]
            guard let lastContent = content.last else {
                for segment in spaces { width += segment.width }
                position = wordEnd
                continue
            }
            var candidate = width
            for segment in content { candidate += segment.width }
            if hasContent && candidate > limit {
                lines.append(lineStart..<contentEnd)
                lineStart = queue[position].clusters.lowerBound
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
                    let rest = builder.segments(of: text, in: last..<queue[wordEnd - 1].clusters.upperBound)
                    queue.replaceSubrange(position..<wordEnd, with: rest)
                    continue
                }
            }
            width = candidate
            for segment in spaces { width += segment.width }
            contentEnd = lastContent.clusters.upperBound
            hasContent = true
            position = wordEnd
        }
        lines.append(lineStart..<(hasContent ? contentEnd : lineStart))
        return lines
    }

    /// The index after the last segment of the word starting at segment `start`.
    private func endOfWord(in segments: [Segment], from start: Int) -> Int {
        var end = start
        while end + 1 < segments.count && !text.canBreak(after: segments[end].clusters.upperBound - 1) { end += 1 }
        return end + 1
    }

    /// Where to split a word too wide for an empty line: each piece takes as many grapheme clusters as fit
    /// (at least one), until the rest fits on a line of its own. The pieces are found from the clusters'
    /// advances in the word as shaped, then each piece is confirmed by shaping it alone, so a very long word
    /// costs one shaping of the word plus one per piece. Empty when the word is a single cluster.
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

    private func measuredWidth(_ range: Range<Int>) -> Double {
        var width = 0.0
        for segment in builder.segments(of: text, in: range) { width += segment.width }
        return width
    }
}
