import Foundation

/// Time zone and locale identifiers, checked with Foundation's time zone database.
enum TimeZoneRules {
    /// Every identifier Foundation knows, sorted, so suggestions do not depend on the database's order.
    private static let knownIdentifiers: [String] = (TimeZone.knownTimeZoneIdentifiers + ["UTC", "GMT"]).sorted()

    /// A time zone identifier that Foundation's `TimeZone(identifier:)` accepts (`UTC`, `Asia/Shanghai`).
    static func timeZone(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> String {
        let identifier = try value.nonEmptyString(at: path, what: "the time zone")
        guard TimeZone(identifier: identifier) == nil else { return identifier }
        var hint = "use an IANA time zone id such as UTC, America/New_York, Europe/Berlin or Asia/Shanghai"
        if let suggestion = Suggestion.nearest(to: identifier, in: knownIdentifiers) {
            hint += " (did you mean \(JSONStringLiteral.quoted(suggestion))?)"
        }
        throw value.invalid("\(JSONStringLiteral.quotedExcerpt(identifier)) is not a time zone", hint: hint, at: path)
    }

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
