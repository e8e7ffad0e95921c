import ChatGeometry

/// Cutting text with "…" by grapheme: the longest prefix whose "prefix…" still fits, found by binary search. Shared
/// by every place that shortens a text (link preview lines, chrome titles, one-line labels).
enum EllipsisCut {
    /// `measure(text)` when it takes at most `lines` lines, else the longest "prefix…" that does.
    static func wrapped(_ text: String, lines: Int, measure: (String) throws(LayoutError) -> TextBlock) throws(LayoutError) -> TextBlock {
        let whole = try measure(text)
        guard whole.lines.count > lines, lines > 0 else { return whole }
        let characters = Array(text)
        // Only the last line kept is cut, so the prefix holds at least the lines before it (their text then "…"
        // still takes no more lines) and at most the text through the line after it (a cut word, shorter, may
        // still fit). Searching only there measures a long text a few times instead of once per halving of it all.
        let through = characterCount(in: characters, scalars: whole.lines[lines].range.upperBound)
        let before = lines > 1 ? characterCount(in: characters, scalars: whole.lines[lines - 2].range.upperBound) : 1
        let limit = min(characters.count - 1, through)
        return try longest(characters, from: max(1, min(before, limit)), upTo: limit, measure: measure) { $0.lines.count <= lines }
    }

    /// How many of `characters` end within the first `scalars` Unicode scalars.
    static func characterCount(in characters: [Character], scalars: Int) -> Int {
        var count = 0, seen = 0
        for character in characters {
            seen += character.unicodeScalars.count
            guard seen <= scalars else { break }
            count += 1
        }
        return count
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
