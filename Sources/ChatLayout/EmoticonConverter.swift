/// Turns ASCII emoticons into emoji (`"emoticons": true`), leaving URLs and code untouched.
///
/// An emoticon is replaced only when it stands alone: at the start or after whitespace, and at the end or
/// before whitespace or sentence punctuation. Nothing inside a URL, e-mail address or `code span` changes.
package enum EmoticonConverter {
    /// Emoticons and their emoji; longer ones first where one is a prefix of another.
    static let table: [(String, String)] = [
        (">:(", "😠"), (">:-(", "😠"), ("O:)", "😇"), ("O:-)", "😇"), (":'(", "😢"), (":'-(", "😢"),
        ("</3", "💔"), ("<3", "❤️"), ("^_^", "😊"),
        (":-)", "🙂"), (":)", "🙂"), ("=)", "🙂"), (":-(", "🙁"), (":(", "🙁"),
        (";-)", "😉"), (";)", "😉"), (":-D", "😃"), (":D", "😃"), ("XD", "😆"), ("xD", "😆"),
        (":-P", "😛"), (":P", "😛"), (":-p", "😛"), (":p", "😛"), (":-O", "😮"), (":O", "😮"), (":-o", "😮"), (":o", "😮"),
        (":-x", "🤐"), (":x", "🤐"), (":-X", "🤐"), (":X", "🤐"), (":-*", "😘"), (":*", "😘"),
        (":-|", "😐"), (":|", "😐"), (":-/", "😕"), (":/", "😕"), ("B-)", "😎"), ("B)", "😎"), (":-S", "😖"), (":S", "😖"),
    ]

    /// `text` with every stand-alone emoticon replaced.
    package static func convert(_ text: String) -> String {
        let protected = protectedRanges(in: text)
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if !protected.contains(where: { $0.contains(i) }), i == 0 || scalars[i - 1].properties.isWhitespace,
               let (length, emoji) = match(scalars, at: i) {
                output.append(contentsOf: emoji.unicodeScalars)
                i += length
            } else {
                output.append(scalars[i])
                i += 1
            }
        }
        return String(output)
    }

    /// An emoticon starting at `i` that ends the word.
    static func match(_ s: [Unicode.Scalar], at i: Int) -> (Int, String)? {
        for (emoticon, emoji) in table {
            let e = Array(emoticon.unicodeScalars)
            guard i + e.count <= s.count, Array(s[i..<(i + e.count)]) == e else { continue }
            let next = i + e.count
            if next == s.count || s[next].properties.isWhitespace || ".,!?".unicodeScalars.contains(s[next]) {
                return (e.count, emoji)
            }
        }
        return nil
    }

    /// Links and backtick code spans, in scalar offsets.
    static func protectedRanges(in text: String) -> [Range<Int>] {
        var ranges = LinkDetector.links(in: text).map(\.range)
        var open: Int?
        for (offset, scalar) in text.unicodeScalars.enumerated() where scalar == "`" {
            if let start = open {
                ranges.append(start..<(offset + 1))
                open = nil
            } else {
                open = offset
            }
        }
        return ranges
    }
}
