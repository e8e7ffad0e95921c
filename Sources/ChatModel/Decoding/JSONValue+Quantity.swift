import ChatGeometry

/// Reading the numbers of a theme pack that may be expressions.
extension JSONValue {
    /// A number, or a string holding an `Expression` whose names are all in `names` (an unknown one suggests the
    /// nearest; nil: any name, checked later); anything else is a mismatch.
    func quantity(at path: JSONPath, names: [String]?) throws(ModelError) -> Quantity {
        switch self {
        case .number(let number, _):
            guard number.value.isFinite, abs(number.value) <= Self.maximumQuantity else {
                throw invalid("\(number.literal) is too large", hint: "use a number between -1000000 and 1000000", at: path)
            }
            return .number(number.value)
        case .string:
            return .expression(try expression(at: path, names: names))
        default:
            throw mismatch(expected: "a number or an expression string", at: path)
        }
    }

    /// A string holding an `Expression` whose names are all in `names` (nil: any name, checked later).
    func expression(at path: JSONPath, names: [String]?) throws(ModelError) -> Expression {
        let text = try string(at: path)
        let expression: Expression
        do {
            expression = try ExpressionParser.parse(text)
        } catch {
            throw invalid("\(JSONStringLiteral.quotedExcerpt(text)) is not a valid expression: \(error)",
                          hint: Self.expressionHint, at: path)
        }
        if let names { try Self.checkNames(expression.names, allowed: names, in: text, at: path, value: self) }
        return expression
    }

    /// Refuses the first of `used` that is not in `allowed`, suggesting the nearest allowed name.
    static func checkNames(_ used: [String], allowed: [String], in text: String, at path: JSONPath, value: JSONValue) throws(ModelError) {
        for name in used where !allowed.contains(name) {
            let suggestion = Suggestion.nearest(to: name, in: allowed)
            throw value.invalid(
                "\(JSONStringLiteral.quotedExcerpt(text)) reads \(JSONStringLiteral.quoted(name)), which means nothing here",
                hint: (suggestion.map { "did you mean \(JSONStringLiteral.quoted($0))? " } ?? "")
                    + (allowed.isEmpty ? "no names can be read here: use numbers" : "names here: " + allowed.joined(separator: ", ")),
                at: path)
        }
    }

    /// The largest number a quantity may be: far beyond any length of a screen, far from overflow in any sum.
    static let maximumQuantity = 1_000_000.0

    static let expressionHint = "write numbers, names, + - * /, comparisons, ?:, parentheses and min, max, clamp, ceil, "
        + "floor, round, abs (see docs/theme-pack.md)"
}
