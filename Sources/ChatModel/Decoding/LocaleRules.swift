/// Locale identifiers, checked for shape only (letters, digits and `_-@=.;`, starting with a letter).
enum LocaleRules {
    /// A locale identifier shaped like `en_US`, `zh-Hans-CN` or `de_DE@calendar=gregorian`.
    static func locale(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> String {
        let identifier = try value.nonEmptyString(at: path, what: "the locale")
        let allowed = identifier.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "_-@=.;".unicodeScalars.contains(scalar)
        }
        guard allowed, identifier.unicodeScalars.first.map({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) == true
        else {
            throw value.invalid(
                "\(JSONStringLiteral.quotedExcerpt(identifier)) is not a locale identifier",
                hint: "write a language and region such as en_US, zh_CN or pt-BR", at: path)
        }
        return identifier
    }
}
