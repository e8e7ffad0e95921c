/// Reads theme.json's `words`: languages (`en`, `zh`, `zh_TW`) of word keys (letters and digits, as a chrome text's
/// `{key}` names them) to non-empty words. Errors name the JSON path.
enum ThemeWordsDecoder {
    static let maximumLanguages = 256
    static let maximumWords = 512

    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeWords {
        let object = try JSONObjectReader(value, path: path)
        guard object.members.count <= maximumLanguages else {
            throw value.invalid("\(object.members.count) languages are more than the \(maximumLanguages) allowed", hint: "keep the languages the pack translates",
                                at: path)
        }
        var languages: [String: [String: String]] = [:]
        for language in object.members {
            guard isLanguage(language.key) else {
                throw language.value.invalid("\(JSONStringLiteral.quoted(language.key)) is not a language",
                                             hint: "name a language as a locale does: \"en\", \"zh\", \"zh_TW\", \"pt_BR\"", at: object.path(language.key))
            }
            let words = try JSONObjectReader(language.value, path: object.path(language.key))
            guard words.members.count <= maximumWords else {
                throw language.value.invalid("\(words.members.count) words are more than the \(maximumWords) allowed", hint: "keep the words the bars show",
                                             at: object.path(language.key))
            }
            var table: [String: String] = [:]
            for word in words.members {
                guard isKey(word.key) else {
                    throw word.value.invalid("\(JSONStringLiteral.quoted(word.key)) cannot name a word",
                                             hint: "use a letter then letters and digits (a chrome text shows it as {\(word.key.filter { $0.isLetter || $0.isNumber })})",
                                             at: words.path(word.key))
                }
                guard !ChromeText.fields.contains(word.key) else {
                    throw word.value.invalid("\(JSONStringLiteral.quoted(word.key)) is a value a chrome text shows, not a word",
                                             hint: "give the word another key (\"\(word.key)Word\")", at: words.path(word.key))
                }
                table[word.key] = try word.value.nonEmptyString(at: words.path(word.key), what: "the word")
            }
            languages[language.key] = table
        }
        return ThemeWords(languages)
    }

    /// `en`, `zh_TW`, `zh-Hant`: two or three lowercase letters, then parts of letters or digits.
    static func isLanguage(_ text: String) -> Bool {
        let parts = text.split(separator: "_", omittingEmptySubsequences: false).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { part in (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A letter, then letters and digits, at most 64.
    static func isKey(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter, text.count <= 64 else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
