/// One grapheme cluster of an analysed text.
struct Cluster: Sendable {
    /// The cluster's scalars in `AnalyzedText.scalars`.
    var scalars: Range<Int>
    /// The cluster's characters in `AnalyzedText.text`.
    var text: Range<String.Index>
    /// The font chosen for it (an id of the engine's font table).
    var font: Int
    var traits: BreakTraits

    var isSpace: Bool { traits.contains(.space) }
}

/// A text without hard line breaks, split into grapheme clusters, each with its font and break traits.
struct AnalyzedText: Sendable {
    let text: Substring
    /// The text's scalars as HarfBuzz receives them (tabs as spaces).
    let scalars: [UInt32]
    let clusters: [Cluster]

    /// True when a line may break between cluster `index` and the next.
    func canBreak(after index: Int) -> Bool {
        index + 1 < clusters.count && BreakTraits.canBreak(between: clusters[index].traits, and: clusters[index + 1].traits)
    }

    /// The characters of `clusters` (a range of cluster indices).
    func text(of range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return text[text.startIndex..<text.startIndex] }
        return text[clusters[range.lowerBound].text.lowerBound..<clusters[range.upperBound - 1].text.upperBound]
    }
}
