import ChatLayout

/// Splits text into grapheme clusters (Swift `Character`s) and gives each its font and break traits.
struct TextAnalyzer {
    let matcher: FontMatcher

    /// Analyses `text`, which must not contain hard line breaks.
    func analyze(_ text: Substring, weight: FontWeight) -> AnalyzedText {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var clusters: [Cluster] = []
        var previousFont = matcher.primary(for: weight).id
        var index = text.startIndex
        for character in text {
            let next = text.index(after: index)
            let grapheme = GraphemeClass(scalars: character.unicodeScalars)
            let font = matcher.font(for: grapheme, weight: weight) ?? previousFont
            let start = scalars.count
            for scalar in character.unicodeScalars { scalars.append(GraphemeClass.shapingValue(of: scalar)) }
            clusters.append(Cluster(scalars: start..<scalars.count, text: index..<next, font: font,
                                    traits: grapheme.breakTraits))
            previousFont = font
            index = next
        }
        return AnalyzedText(text: text, scalars: scalars, clusters: clusters)
    }
}
