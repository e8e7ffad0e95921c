/// "Did you mean …?": the nearest candidate to a misspelt word by Damerau–Levenshtein distance.
/// Public so that later stages (theme names, font families) suggest the same way the decoder does.
package enum Suggestion {
    /// The candidate nearest to `word`, when it is close: distance at most `max(2, word length / 3)`.
    ///
    /// Letter case is ignored when measuring (so `Text` suggests `text`); ties go to the earliest candidate, so
    /// the answer depends only on the inputs. An exact match is not a suggestion and yields nil.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let threshold = max(2, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = damerauLevenshtein(target, Array(candidate.lowercased().unicodeScalars), limit: threshold)
            guard distance <= threshold else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The optimal-string-alignment form of the Damerau–Levenshtein distance: insertions, deletions,
    /// substitutions and transpositions of adjacent characters each cost 1.
    ///
    /// When the lengths alone differ by more than `limit`, returns `limit + 1` without measuring.
    static func damerauLevenshtein<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > limit { return limit &+ 1 }
        let width = b.count + 1
        // Three rolling rows: two rows back (for transpositions), the previous row and the current one.
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
