/// Finds URLs, e-mail addresses and phone numbers in message text, as Unicode-scalar offset ranges.
///
/// Rules, chosen to have few false positives in chat text:
/// - URLs start with `http://`, `https://` or `www.`, or are bare domains with a well-known top-level domain
///   (`example.com/path`); they run over ASCII URL characters and lose trailing sentence punctuation and an
///   unbalanced closing bracket.
/// - E-mail addresses are `local@domain.tld`.
/// - Phone numbers are runs of digits, spaces, dots, dashes and brackets with 7–15 digits that start with `+`,
///   contain a bracketed area code, have 10 or more digits, or are `555-0100` style; times (`7:30`) and ISO dates
///   (`2026-11-21`) are not phone numbers.
package enum LinkDetector {
    /// The kind of link found.
    package enum Kind: String, Sendable {
        case url, email, phone
    }

    /// One link: its kind and where it is, in Unicode-scalar offsets.
    package struct Link: Sendable, Equatable {
        package let kind: Kind
        package let range: Range<Int>
    }

    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "io", "dev", "app", "ai", "co", "me", "info", "biz", "xyz", "tv", "gg",
        "cn", "jp", "de", "uk", "fr", "ru", "br", "in", "us", "ca", "au", "it", "es", "nl", "se", "ch", "kr", "tw", "hk",
    ]

    /// Every link in `text`, in order, not overlapping.
    package static func links(in text: String) -> [Link] {
        let scalars = Array(text.unicodeScalars)
        var links: [Link] = []
        var i = 0
        while i < scalars.count {
            if startsWord(scalars, at: i), let link = url(scalars, at: i) ?? email(scalars, at: i) ?? phone(scalars, at: i) {
                links.append(link)
                i = link.range.upperBound
            } else {
                i += 1
            }
        }
        return links
    }

    // MARK: Character classes

    static func isASCIIAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s))
    }

    static func isDigit(_ s: Unicode.Scalar) -> Bool { s.isASCII && ("0"..."9").contains(s) }

    /// A link may start here: at the start or after something that is not a letter, digit or word joiner.
    static func startsWord(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        guard i > 0 else { return true }
        let before = s[i - 1]
        return !(isASCIIAlphanumeric(before) || before == "." || before == "@" || before == "_" || before == "-" || before == "/")
    }

    static func isURLCharacter(_ s: Unicode.Scalar) -> Bool {
        guard s.isASCII, s.value > 0x20, s.value < 0x7F else { return false }
        return !"<>\"`{}|\\^".unicodeScalars.contains(s)
    }

    static func hasPrefix(_ s: [Unicode.Scalar], at i: Int, _ prefix: String) -> Bool {
        let p = Array(prefix.lowercased().unicodeScalars)
        guard i + p.count <= s.count else { return false }
        for (k, c) in p.enumerated() where Unicode.Scalar(UInt8(truncatingIfNeeded: s[i + k].value | 0x20)) != c && s[i + k] != c {
            return false
        }
        return true
    }

    // MARK: URLs

    static func url(_ s: [Unicode.Scalar], at i: Int) -> Link? {
        let explicit = hasPrefix(s, at: i, "https://") || hasPrefix(s, at: i, "http://") || hasPrefix(s, at: i, "www.")
        var end = i
        while end < s.count, isURLCharacter(s[end]) { end += 1 }
        end = trimmed(s, from: i, to: end)
        guard end > i else { return nil }
        if explicit {
            let minimum = hasPrefix(s, at: i, "www.") ? 4 : (hasPrefix(s, at: i, "https://") ? 8 : 7)
            return end - i > minimum ? Link(kind: .url, range: i..<end) : nil
        }
        // A bare domain: labels of letters, digits and dashes, the last one a known top-level domain.
        var hostEnd = i
        while hostEnd < end, isASCIIAlphanumeric(s[hostEnd]) || s[hostEnd] == "-" || s[hostEnd] == "." { hostEnd += 1 }
        let host = String(String.UnicodeScalarView(s[i..<hostEnd])).lowercased()
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let tld = labels.last,
              topLevelDomains.contains(String(tld)), hostEnd == end || s[hostEnd] == "/" || s[hostEnd] == ":" || s[hostEnd] == "?"
        else { return nil }
        if hostEnd < s.count, s[hostEnd] == "@" { return nil }
        return Link(kind: .url, range: i..<end)
    }

    /// Drops trailing punctuation that ends the sentence rather than the URL, and unbalanced closing brackets.
    static func trimmed(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> Int {
        var end = end
        while end > start {
            let last = s[end - 1]
            if ".,:;!?'\"".unicodeScalars.contains(last) {
                end -= 1
            } else if last == ")" || last == "]" {
                let open: Unicode.Scalar = last == ")" ? "(" : "["
                let opens = s[start..<end].filter { $0 == open }.count
                let closes = s[start..<end].filter { $0 == last }.count
                if closes > opens { end -= 1 } else { break }
            } else {
                break
            }
        }
        return end
    }

    // MARK: E-mail

    static func email(_ s: [Unicode.Scalar], at i: Int) -> Link? {
        var at = i
        while at < s.count, isASCIIAlphanumeric(s[at]) || "._%+-".unicodeScalars.contains(s[at]) { at += 1 }
        guard at > i, at < s.count, s[at] == "@" else { return nil }
        var end = at + 1
        while end < s.count, isASCIIAlphanumeric(s[end]) || s[end] == "." || s[end] == "-" { end += 1 }
        while end > at + 1, s[end - 1] == "." || s[end - 1] == "-" { end -= 1 }
        let domain = String(String.UnicodeScalarView(s[(at + 1)..<end]))
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let tld = labels.last, tld.count >= 2,
              tld.allSatisfy(\.isLetter) else { return nil }
        return Link(kind: .email, range: i..<end)
    }

    // MARK: Phone numbers

    static func phone(_ s: [Unicode.Scalar], at i: Int) -> Link? {
        guard isDigit(s[i]) || s[i] == "+" || s[i] == "(" else { return nil }
        var end = i
        var digits = 0
        var bracket = false
        while end < s.count {
            let c = s[end]
            if isDigit(c) {
                digits += 1
            } else if c == "(" || c == ")" {
                bracket = true
            } else if c == "+" {
                guard end == i else { break }
            } else if c == " " || c == "-" || c == "." {
                guard end + 1 < s.count, isDigit(s[end + 1]) || s[end + 1] == "(" else { break }
            } else {
                break
            }
            end += 1
        }
        // Part of a longer word or number (7:30, 3.5kg, v1.2.3)? Then it is not a phone number.
        if end < s.count, isASCIIAlphanumeric(s[end]) || s[end] == ":" || s[end] == "/" { return nil }
        guard (7...15).contains(digits) else { return nil }
        let text = String(String.UnicodeScalarView(s[i..<end]))
        if text.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil { return nil }
        let localStyle = text.wholeMatch(of: /\d{3}[-. ]\d{4}/) != nil
        guard s[i] == "+" || bracket || digits >= 10 || localStyle else { return nil }
        return Link(kind: .phone, range: i..<end)
    }
}
