/// Splits analysed text into segments and shapes each (through the shaper's cache).
struct SegmentBuilder {
    let shaper: Shaper
    let table: FontTable
    let sizing: FontSizing

    /// The shaped segments of the clusters in `range`, in logical order. A segment ends where the font,
    /// the bidi level or the script changes (Common and Inherited scalars join the script before them),
    /// where spaces meet non-spaces, and at every line-break opportunity. Segments start afresh at every
    /// opportunity, so a line splits the same way on its own as inside its paragraph.
    func segments(of text: AnalyzedText, in range: Range<Int>) -> [Segment] {
        var segments: [Segment] = []
        var start = range.lowerBound
        var script: UInt32 = 0
        for index in range {
            let cluster = text.clusters[index]
            if script == 0 { script = cluster.script }
            let ends: Bool
            if index + 1 == range.upperBound {
                ends = true
            } else {
                let next = text.clusters[index + 1]
                ends = next.font != cluster.font || next.isSpace != cluster.isSpace || next.level != cluster.level
                    || (script != 0 && next.script != 0 && next.script != script)
                    || text.canBreak(after: index)
            }
            guard ends else { continue }
            let first = text.clusters[start]
            let font = table[first.font]
            let scalars = first.scalars.lowerBound..<cluster.scalars.upperBound
            let run = shaper.shape(text.scalars[scalars], font: font, rightToLeft: first.level & 1 == 1, script: script)
            let pointsPerUnit = sizing.pointsPerUnit(font)
            segments.append(Segment(clusters: start..<(index + 1), scalarOffset: scalars.lowerBound, font: font,
                                    level: first.level, run: run, pointsPerUnit: pointsPerUnit,
                                    width: Double(run.advance) * pointsPerUnit, isSpace: first.isSpace))
            start = index + 1
            script = 0
        }
        return segments
    }

    /// The advance of each cluster of `segment` in points, in logical order: each glyph's advance goes to
    /// the cluster its HarfBuzz cluster value falls in (a ligature's whole advance goes to its first cluster).
    func clusterAdvances(of segment: Segment, in text: AnalyzedText) -> [Double] {
        let base = segment.scalarOffset
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
