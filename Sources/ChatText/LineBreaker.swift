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
            if !hasContent && candidate > limit,
               let cut = emergencyCut(lineStart: lineStart, leadingWidth: width, content: Array(content)) {
                lines.append(lineStart..<cut)
                lineStart = cut
                width = 0
                let rest = builder.segments(of: text, in: cut..<queue[wordEnd - 1].clusters.upperBound)
                queue.replaceSubrange(position..<wordEnd, with: rest)
                continue
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

    /// Where to split a word too wide for an empty line: after as many grapheme clusters as fit (at least
    /// one, at most all but one). Nil when the word is a single cluster and cannot be split.
    private func emergencyCut(lineStart: Int, leadingWidth: Double, content: [Segment]) -> Int? {
        guard let first = content.first, let last = content.last else { return nil }
        let start = first.clusters.lowerBound
        let count = last.clusters.upperBound - start
        guard count > 1 else { return nil }
        let advances = content.flatMap { builder.clusterAdvances(of: $0, in: text) }
        var fitting = 0
        var width = leadingWidth
        while fitting < count - 1 && width + advances[fitting] <= limit {
            width += advances[fitting]
            fitting += 1
        }
        fitting = max(fitting, 1)
        // The estimate sums cluster advances; shaping the cut piece on its own can differ slightly
        // (kerning, contextual forms at the cut), so confirm with the real measurement.
        while fitting > 1 && measuredWidth(lineStart..<(start + fitting)) > limit { fitting -= 1 }
        return start + fitting
    }

    private func measuredWidth(_ range: Range<Int>) -> Double {
        var width = 0.0
        for segment in builder.segments(of: text, in: range) { width += segment.width }
        return width
    }
}
