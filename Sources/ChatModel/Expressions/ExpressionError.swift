/// Why an expression of a theme pack cannot be read or evaluated.
public enum ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Something unexpected at a character offset of the written expression.
    case syntax(String, offset: Int)
    /// A name that means nothing where the expression stands.
    case unknownName(String, suggestion: String?)
    /// A function called with the wrong number of arguments.
    case arity(ExpressionFunction, expected: ClosedRange<Int>, got: Int)

    public var description: String {
        switch self {
        case .syntax(let message, let offset):
            "\(message) at character \(offset + 1)"
        case .unknownName(let name, let suggestion):
            "unknown name \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .arity(let function, let expected, let got):
            "\(function.rawValue)() takes \(expected.lowerBound == expected.upperBound ? "\(expected.lowerBound)" : "\(expected.lowerBound) or more") "
                + "argument\(expected.upperBound == 1 ? "" : "s"), not \(got)"
        }
    }
}
