import ChatWorkers

/// The words a theme's screens show (tab names, "Edit", "Draft:", "Yesterday", a preview's "Photo"), by language:
/// theme.json's `words`, `{"en": {"chats": "Chats"}, "zh": {"chats": "消息"}}`, over the built-in table
/// (`Resources/words.json`) of the words every app shows. Chrome texts insert them as `{chats}`; list rows read them
/// by key. Docs: docs/theme-pack.md.
package struct ThemeWords: Sendable, Equatable {
    /// Language or locale (`zh`, `zh_TW`) → word key → word, as the pack writes them.
    package var languages: [String: [String: String]]

    /// A pack's words.
    package init(_ languages: [String: [String: String]] = [:]) {
        self.languages = languages
    }

    /// The built-in words: English and a dozen languages for every key a built-in bar or list row reads.
    package static let builtIn: ThemeWords = {
        do {
            let document = try JSONParser().parse(PackageResources.words_json)
            let object = try JSONObjectReader(document, path: .root)
            var languages: [String: [String: String]] = [:]
            for language in object.members {
                languages[language.key] = try words(in: language.value, at: object.path(language.key))
            }
            return ThemeWords(languages)
        } catch {
            preconditionFailure("the built-in words do not read: \(error)")
        }
    }()

    /// The built-in table's languages by where each lies in `words.json`: a render reads English and its locale's
    /// one to three of the sixteen, each parsed when first read (parsing them all was 5.8 M instructions of every
    /// start, docs/performance.md). Nil if the scan cannot read the file (then `builtIn` is parsed whole).
    private static let builtInRanges: [String: Range<Int>]? = JSONMemberRanges.members(
        of: PackageResources.words_json, in: 0..<PackageResources.words_json.count
    ).map { members in Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }

    /// The built-in languages parsed so far (concurrent renders read them at once: behind `Locked`).
    private static let builtInParsed = Locked<[String: [String: String]]>([:])

    /// The built-in words of one language (`en`, `zh_TW`), nil when the table has none.
    package static func builtInLanguage(_ code: String) -> [String: String]? {
        guard let ranges = builtInRanges else { return builtIn.languages[code] }
        if let known = builtInParsed.withLock({ $0[code] }) { return known }
        guard let range = ranges[code] else { return nil }
        let words: [String: String]
        do {
            words = try Self.words(in: try JSONParser().parse(Array(PackageResources.words_json[range])),
                                   at: JSONPath.root.appending(key: code))
        } catch {
            preconditionFailure("the built-in words do not read: \(error)")
        }
        builtInParsed.withLock { $0[code] = words }
        return words
    }

    /// One language's object of `words.json`: word key → word.
    private static func words(in value: JSONValue, at path: JSONPath) throws(ModelError) -> [String: String] {
        let object = try JSONObjectReader(value, path: path)
        var words: [String: String] = [:]
        for word in object.members { words[word.key] = try word.value.string(at: object.path(word.key)) }
        return words
    }

    /// Every key a chrome text or a list may read: the built-in ones and the pack's own.
    package var keys: Set<String> {
        Set((Self.builtInLanguage("en") ?? [:]).keys).union(languages.values.flatMap(\.keys))
    }

    /// The words for `locale` (`zh_CN`, `zh-Hant-TW`, `de`): for each key the most specific of the locale's own
    /// (`zh_Hant_TW`, then `zh_TW`, then `zh_Hant`, then `zh`) with the pack's before the built-in at each step, then
    /// English, the pack's before the built-in.
    package func table(locale: String) -> WordTable {
        let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        var candidates: [String] = []
        if !parts.isEmpty {
            for count in stride(from: parts.count, through: 1, by: -1) { candidates.append(parts.prefix(count).joined(separator: "_")) }
            candidates[candidates.count - 1] = candidates[candidates.count - 1].lowercased()
        }
        if parts.count >= 3 { candidates.insert("\(parts[0].lowercased())_\(parts[parts.count - 1])", at: 1) }
        var words: [String: String] = [:]
        for language in (["en"] + candidates.reversed()) {
            words.merge(Self.builtInLanguage(language) ?? [:]) { _, new in new }
            words.merge(languages[language] ?? [:]) { _, new in new }
        }
        return WordTable(words: words)
    }
}

/// One language's words, ready to read: what `ThemeWords.table(locale:)` chose for each key.
package struct WordTable: Sendable, Equatable {
    package var words: [String: String]

    /// A table.
    package init(words: [String: String]) {
        self.words = words
    }

    /// The word for `key`, nil when no language gives it.
    package func word(_ key: String) -> String? { words[key] }

    /// The word for `key`, the key itself when no language gives it.
    package subscript(key: String) -> String { words[key] ?? key }
}
