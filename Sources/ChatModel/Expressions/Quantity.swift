/// A number of a theme pack: written as a JSON number, or as an expression string evaluated where it is used.
public enum Quantity: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case expression(Expression)

    /// The number, or the expression evaluated with `lookup` giving each name's value.
    public func value(_ lookup: (String) -> Double?) throws(ExpressionError) -> Double {
        switch self {
        case .number(let value): value
        case .expression(let expression): try expression.evaluate(lookup)
        }
    }

    /// The value when it names nothing, else nil.
    package var constant: Double? {
        switch self {
        case .number(let value): value
        case .expression(let expression): expression.constant
        }
    }

    /// Every name it reads.
    package var names: [String] {
        if case .expression(let expression) = self { return expression.names }
        return []
    }

    public var description: String {
        switch self {
        case .number(let value): Expression.number(value).description
        case .expression(let expression): expression.description
        }
    }
}
