import Foundation

/// Time zone identifiers, checked with Foundation's time zone database.
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
}
