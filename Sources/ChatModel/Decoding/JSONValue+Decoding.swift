import ChatGeometry

/// Typed reads of JSON values that report a `ModelError` at the value's path and position.
extension JSONValue {
    /// The value's location under `path`.
    func location(_ path: JSONPath) -> JSONLocation { JSONLocation(path: path, position: position) }

    /// "expected `expected`, found …" at this value.
    func mismatch(expected: String, at path: JSONPath) -> ModelError {
        .typeMismatch(expected: expected, found: summary, at: location(path))
    }

    /// An `invalidValue` error at this value.
    func invalid(_ problem: String, hint: String, at path: JSONPath) -> ModelError {
        .invalidValue(problem, hint: hint, at: location(path))
    }

    /// The most Unicode scalars a string value may have: 1,000,000. A message that long (a pasted log, a book
    /// chapter) is about 25,000 lines, well inside the 2^24-row image ceiling at any scale; in a phone viewport only
    /// its visible lines are measured. Longer strings are refused before any layout work.
    static let maximumStringLength = 1_000_000

    /// The string, at most `maximumStringLength` scalars long; any other type is a mismatch.
    func string(at path: JSONPath) throws(ModelError) -> String {
        guard case .string(let text, _) = self else { throw mismatch(expected: "a string", at: path) }
        // Scalars never outnumber UTF-8 bytes, so short strings skip the count.
        if text.utf8.count > Self.maximumStringLength, text.unicodeScalars.count > Self.maximumStringLength {
            throw invalid(
                "the text is \(text.unicodeScalars.count) characters long, more than the \(Self.maximumStringLength) allowed",
                hint: "shorten it (a screenshot shows far less) or split it into several messages", at: path)
        }
        return text
    }

    /// A string with at least one character that is not whitespace; `what` names it in the message.
    func nonEmptyString(at path: JSONPath, what: String) throws(ModelError) -> String {
        let text = try string(at: path)
        guard !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
            throw invalid(
                text.isEmpty ? "\(what) is empty" : "\(what) is only whitespace",
                hint: "write a value or remove the key", at: path)
        }
        return text
    }

    /// The number; any other type is a mismatch.
    func number(at path: JSONPath) throws(ModelError) -> JSONNumber {
        guard case .number(let number, _) = self else { throw mismatch(expected: "a number", at: path) }
        return number
    }

    /// A number within `range`; `unit` (e.g. " pt") follows numbers in the message, `what` names the value.
    func number(in range: ClosedRange<Double>, at path: JSONPath, what: String, unit: String = "") throws(ModelError) -> Double {
        let number = try number(at: path)
        guard range.contains(number.value) else {
            let bounds = "\(NumberText.format(range.lowerBound))…\(NumberText.format(range.upperBound))\(unit)"
            throw invalid(
                "\(number.literal)\(unit) is outside the allowed \(what) \(bounds)",
                hint: "use a value from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound))\(unit)",
                at: path)
        }
        return number.value
    }

    /// A whole number in `range`: out of range is the `number(in:at:what:)` error naming `what`; a fraction is
    /// "… is not a whole number of `units`" with `hint`.
    func wholeNumber(in range: ClosedRange<Int>, at path: JSONPath, what: String, counting units: String,
                     hint: String) throws(ModelError) -> Int {
        let value = try number(in: Double(range.lowerBound)...Double(range.upperBound), at: path, what: what)
        guard value == value.rounded() else {
            throw invalid("\(NumberText.format(value)) is not a whole number of \(units)", hint: hint, at: path)
        }
        return Int(value)
    }

    /// A number from zero to `maximum`; `what` names the value, `unit` (e.g. " pt") follows numbers in the message.
    /// A bounded value keeps every sum and pixel conversion the layout makes from it far from overflow.
    func nonNegativeNumber(at path: JSONPath, what: String, atMost maximum: Double, unit: String = "") throws(ModelError) -> Double {
        let number = try number(at: path)
        guard number.value >= 0 else {
            throw invalid("\(what) is \(number.literal), a negative number", hint: "use 0 or more", at: path)
        }
        guard number.value <= maximum else {
            throw invalid("\(what) is \(number.literal)\(unit), more than the \(NumberText.format(maximum))\(unit) allowed",
                          hint: "use a value from 0 to \(NumberText.format(maximum))\(unit)", at: path)
        }
        return number.value
    }

    /// The boolean; any other type (including the strings "true" and "false") is a mismatch.
    func bool(at path: JSONPath) throws(ModelError) -> Bool {
        guard case .bool(let flag, _) = self else { throw mismatch(expected: "true or false", at: path) }
        return flag
    }

    /// The array's elements; any other type is a mismatch.
    func array(at path: JSONPath) throws(ModelError) -> [JSONValue] {
        guard case .array(let elements, _) = self else { throw mismatch(expected: "an array", at: path) }
        return elements
    }

    /// A value of a string enumeration by its raw name; a wrong name lists the names and suggests the nearest.
    /// - Parameter noun: what a valid name is, with an article: "a delivery status".
    func named<Value: RawRepresentable & CaseIterable>(
        _ type: Value.Type, noun: String, at path: JSONPath
    ) throws(ModelError) -> Value where Value.RawValue == String {
        let text = try string(at: path)
        if let value = Value(rawValue: text) { return value }
        let names = Value.allCases.map(\.rawValue)
        throw invalid(
            "\(JSONStringLiteral.quotedExcerpt(text)) is not \(noun)",
            hint: Self.choiceHint(names, suggestion: Suggestion.nearest(to: text, in: names)), at: path)
    }

    /// A colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    func color(at path: JSONPath) throws(ModelError) -> Color {
        let text = try string(at: path)
        guard let color = Color(hex: text) else { throw invalid(Self.notAColor(text), hint: Self.colorForms, at: path) }
        return color
    }

    /// `"…" is not a colour`.
    static func notAColor(_ text: String) -> String { "\(JSONStringLiteral.quotedExcerpt(text)) is not a colour" }

    /// How colours are written.
    static let colorForms =
        "write # and 3, 6 or 8 hex digits: #RGB, #RRGGBB or #RRGGBBAA (alpha last), e.g. #FF9500 or #00000080"

    /// `use one of a, b, c (did you mean "b"?)`.
    static func choiceHint(_ names: [String], suggestion: String?) -> String {
        var hint = "use one of " + names.joined(separator: ", ")
        if let suggestion { hint += " (did you mean \(JSONStringLiteral.quoted(suggestion))?)" }
        return hint
    }
}
