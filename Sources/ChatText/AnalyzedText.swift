/// One grapheme cluster of an analysed text.
struct Cluster: Sendable {
    /// The cluster's scalars in `AnalyzedText.scalars`.
    var scalars: Range<Int>
    /// The cluster's characters in `AnalyzedText.text`.
    var text: Range<String.Index>
    /// The font chosen for it (an id of the engine's font table).
    var font: Int
    /// A breakable space: dropped at the end of a line and not counted in its width.
    var isSpace: Bool
    /// The bidi embedding level of its first UTF-16 unit (odd: right-to-left).
    var level: UInt8
    /// The Unicode script of its first scalar as a HarfBuzz script tag, or 0 for Common, Inherited and
    /// Unknown (which take the script of the run they are in).
    var script: UInt32
    /// A line may break after this cluster: ICU's UAX #14 rules find an opportunity at its end.
    var breakAfter: Bool
}

/// A text without hard line breaks, split into grapheme clusters (Swift `Character`s), each with its font,
/// bidi level, script and line-break opportunity.
struct AnalyzedText: Sendable {
    let text: Substring
    /// The text's scalars as HarfBuzz receives them (tabs as spaces), one per Unicode scalar of `text`.
    let scalars: [UInt32]
    let clusters: [Cluster]
    /// The paragraph level the bidi levels were resolved with: 0 left-to-right, 1 right-to-left.
    let paragraphLevel: UInt8

    /// True when the paragraph is right-to-left.
    var isRightToLeft: Bool { paragraphLevel & 1 == 1 }

    /// True when a line may break between cluster `index` and the next.
    func canBreak(after index: Int) -> Bool {
        index + 1 < clusters.count && clusters[index].breakAfter
    }

    /// The offset in `scalars` where cluster `index` starts (the end of the text for `clusters.count`).
    func scalarOffset(ofCluster index: Int) -> Int {
        index < clusters.count ? clusters[index].scalars.lowerBound : scalars.count
    }

    /// The characters of `clusters` (a range of cluster indices).
    func text(of range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return text[text.startIndex..<text.startIndex] }
        return text[clusters[range.lowerBound].text.lowerBound..<clusters[range.upperBound - 1].text.upperBound]
    }
}
