/// Splits analysed text into segments and shapes each (through the shaper's cache).
struct SegmentBuilder {
    let shaper: Shaper
    let table: FontTable
    let sizing: FontSizing

    /// The shaped segments of the clusters in `range`. A segment ends where the font changes, where spaces
    /// meet non-spaces, and at every line-break opportunity; each of these depends only on the two clusters
    /// around it, so any line splits the same way on its own as inside its paragraph.
    func segments(of text: AnalyzedText, in range: Range<Int>) -> [Segment] {
        var segments: [Segment] = []
        var start = range.lowerBound
        for index in range {
            let cluster = text.clusters[index]
            let ends = index + 1 == range.upperBound
                || text.clusters[index + 1].font != cluster.font
                || text.clusters[index + 1].isSpace != cluster.isSpace
                || text.canBreak(after: index)
            guard ends else { continue }
            let first = text.clusters[start]
            let font = table[first.font]
            let run = shaper.shape(text.scalars[first.scalars.lowerBound..<cluster.scalars.upperBound], font: font)
            let pointsPerUnit = sizing.pointsPerUnit(font)
            segments.append(Segment(clusters: start..<(index + 1), font: font, run: run, pointsPerUnit: pointsPerUnit,
                                    width: Double(run.advance) * pointsPerUnit, isSpace: first.isSpace))
            start = index + 1
        }
        return segments
    }

    /// The advance of each cluster of `segment` in points: each glyph's advance goes to the cluster its
    /// HarfBuzz cluster value falls in (a ligature's whole advance goes to its first cluster).
    func clusterAdvances(of segment: Segment, in text: AnalyzedText) -> [Double] {
        let base = text.clusters[segment.clusters.lowerBound].scalars.lowerBound
        let starts = segment.clusters.map { text.clusters[$0].scalars.lowerBound - base }
        var advances = [Double](repeating: 0, count: starts.count)
        for glyph in segment.run.glyphs {
            // The last cluster starting at or before the glyph's cluster value (binary search).
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= Int(glyph.cluster) { low = middle } else { high = middle - 1 }
            }
            advances[low] += Double(glyph.xAdvance) * segment.pointsPerUnit
        }
        return advances
    }
}
