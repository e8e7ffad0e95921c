import CHarfBuzz
import ChatGeometry

/// Splits text into grapheme clusters (Swift `Character`s) and gives each its font, its bidi level (ICU,
/// UAX #9), its script (HarfBuzz's Unicode data) and whether a line may break after it (ICU, UAX #14).
struct TextAnalyzer {
    let matcher: FontMatcher
    let lineBreaker: ICULineBreaker
    let bidi: ICUBidi

    /// Analyses `text`, which must not contain hard line breaks, as one paragraph with base direction
    /// `direction`, or as one line of a longer paragraph with the text around it (`context`). Throws
    /// `TextError.unicode` when ICU fails.
    func analyze(_ text: Substring, weight: FontWeight, direction: TextDirection, context: BidiContext? = nil) throws -> AnalyzedText {
        let split = clusters(of: text, weight: weight)
        let resolution = try bidi.resolve(split.utf16, direction: direction, prologue: context.map { Array($0.before.utf16) } ?? [],
                                          epilogue: context.map { Array($0.after.utf16) } ?? [])
        let opportunities = try lineBreaker.opportunities(in: split.utf16)
        var clusters = split.clusters
        var next = 0
        for index in clusters.indices {
            let start = split.utf16Starts[index]
            let end = index + 1 < clusters.count ? split.utf16Starts[index + 1] : split.utf16.count
            clusters[index].level = resolution.levels[start]
            // Opportunities inside a cluster are ignored: a line never breaks inside a grapheme cluster.
            while next < opportunities.count && opportunities[next].offset < end { next += 1 }
            clusters[index].breakAfter = next < opportunities.count && opportunities[next].offset == end
        }
        return AnalyzedText(text: text, scalars: split.scalars, clusters: clusters,
                            paragraphLevel: resolution.paragraphLevel)
    }

    /// The grapheme clusters of `text` with their fonts, spaces and scripts (levels and breaks not yet set),
    /// the scalars for HarfBuzz, the text in UTF-16 and where each cluster starts in it.
    func clusters(of text: Substring, weight: FontWeight)
        -> (clusters: [Cluster], scalars: [UInt32], utf16: [UInt16], utf16Starts: [Int]) {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.unicodeScalars.count)
        var utf16: [UInt16] = []
        utf16.reserveCapacity(text.utf16.count)
        var utf16Starts: [Int] = []
        var clusters: [Cluster] = []
        var previousFont = matcher.primary(for: weight).id
        // The font of the last cluster of a real script (not Common/Inherited, not CJK): spaces inside an Arabic,
        // Hebrew or Devanagari run stay in that run's font, as Pango's script itemisation does, so word spacing
        // is the script font's own rather than the primary Latin font's.
        var scriptFont: Int?
        let unicode = hb_unicode_funcs_get_default()
        var index = text.startIndex
        for character in text {
            let next = text.index(after: index)
            let grapheme = GraphemeClass(scalars: character.unicodeScalars)
            let script = character.unicodeScalars.first.map { Self.script(of: $0.value, unicode: unicode) } ?? 0
            var font = matcher.font(for: grapheme, weight: weight) ?? previousFont
            if script == 0, grapheme.presentation != .emoji, Self.inheritsScriptFont(character),
               let inherited = scriptFont, inherited != font, matcher.font(inherited, covers: grapheme) {
                font = inherited
            }
            let start = scalars.count
            for scalar in character.unicodeScalars { scalars.append(GraphemeClass.shapingValue(of: scalar)) }
            utf16Starts.append(utf16.count)
            utf16.append(contentsOf: character.utf16)
            clusters.append(Cluster(scalars: start..<scalars.count, text: index..<next, font: font,
                                    isSpace: grapheme.isSpace, level: 0, script: script, breakAfter: false))
            if script != 0 { scriptFont = Self.isCJK(script) ? nil : font }
            previousFont = font
            index = next
        }
        return (clusters, scalars, utf16, utf16Starts)
    }

    /// Spaces: the Common-script characters that follow the run they stand in (punctuation and digits keep the
    /// first listed font that covers them; inheriting them too made CJK disagree with Pango on 5 of 60 paragraphs).
    private static func inheritsScriptFont(_ character: Character) -> Bool {
        character.isWhitespace
    }

    /// Han, kana, Hangul and Bopomofo: spaces between them keep the primary font's width (Pango does the same).
    private static func isCJK(_ script: UInt32) -> Bool {
        [HB_SCRIPT_HAN, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_HANGUL, HB_SCRIPT_BOPOMOFO]
            .contains { $0.rawValue == script }
    }

    /// The HarfBuzz script tag of `scalar`, or 0 for the scripts that take their neighbours' (Common,
    /// Inherited, Unknown).
    private static func script(of scalar: UInt32, unicode: OpaquePointer?) -> UInt32 {
        let script = hb_unicode_script(unicode, scalar)
        switch script {
        case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN: return 0
        default: return script.rawValue
        }
    }
}
