import ChatGeometry

/// Cutting text with "…" by grapheme: the longest prefix whose "prefix…" still fits, found by binary search. Shared
/// by every place that shortens a text (link preview lines, chrome titles, one-line labels).
enum EllipsisCut {
    /// `measure(text)` when it takes at most `lines` lines, else the longest "prefix…" that does.
    static func wrapped(_ text: String, lines: Int, measure: (String) throws(LayoutError) -> TextBlock) throws(LayoutError) -> TextBlock {
        let whole = try measure(text)
        guard whole.lines.count > lines else { return whole }
        let characters = Array(text)
        return try longest(characters, upTo: characters.count - 1, measure: measure) { $0.lines.count <= lines }
    }

    /// `measure("prefix…")` for the longest prefix of `characters` (`shortest` to `limit` characters, whitespace
    /// before the ellipsis dropped) whose measurement `fits`; the `shortest` prefix and "…" when none does.
    static func longest(_ characters: [Character], from shortest: Int = 1, upTo limit: Int,
                        measure: (String) throws(LayoutError) -> TextBlock, fits: (TextBlock) -> Bool) throws(LayoutError) -> TextBlock {
        var best = try measure(String(characters.prefix(shortest)) + "…")
        var low = shortest, high = limit
        while low <= high {
            let middle = (low + high) / 2
            var prefix = characters.prefix(middle)
            while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
            let candidate = try measure(String(prefix) + "…")
            if fits(candidate) {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}
