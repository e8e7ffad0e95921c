/// A small arithmetic expression written in a theme pack where a number goes: `"W - 58 - 26"`,
/// `"avatar.maxX + 10"`, `"signal >= 2 ? 1 : 0.3"`, `"21 * clamp(battery, 0, 100) / 100"`.
///
/// Numbers are IEEE doubles and every operation is evaluated in the order written (left to right for operators
/// of one precedence), so a pack that states a computation states its exact result. Names are looked up when
/// the expression is evaluated; which names exist depends on where the expression stands (see
/// docs/theme-pack.md), and the decoder checks them before anything is drawn. Comparisons and `!`, `&&`, `||` give
/// 1 for true and 0 for false; `?:` takes any non-zero number as true.
public indirect enum Expression: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    /// A name, dotted for a part of a thing: `W`, `battery`, `title.width`.
    case name(String)
    case negate(Expression)
    case not(Expression)
    case binary(BinaryOperator, Expression, Expression)
    case conditional(Expression, then: Expression, else: Expression)
    case call(ExpressionFunction, [Expression])

    /// The value, with `lookup` giving each name's (nil for an unknown name, which throws).
    package func evaluate(_ lookup: (String) -> Double?) throws(ExpressionError) -> Double {
        switch self {
        case .number(let value):
            return value
        case .name(let name):
            guard let value = lookup(name) else { throw .unknownName(name, suggestion: nil) }
            return value
        case .negate(let operand):
            return -(try operand.evaluate(lookup))
        case .not(let operand):
            return try operand.evaluate(lookup) == 0 ? 1 : 0
        case .binary(let op, let left, let right):
            let a = try left.evaluate(lookup)
            switch op {
            case .and: return a == 0 ? 0 : (try right.evaluate(lookup) == 0 ? 0 : 1)
            case .or: return a != 0 ? 1 : (try right.evaluate(lookup) == 0 ? 0 : 1)
            default: return op.apply(a, try right.evaluate(lookup))
            }
        case .conditional(let test, let yes, let no):
            return try test.evaluate(lookup) != 0 ? yes.evaluate(lookup) : no.evaluate(lookup)
        case .call(let function, let arguments):
            var values: [Double] = []
            for argument in arguments { values.append(try argument.evaluate(lookup)) }
            return function.apply(values)
        }
    }

    /// The value when the expression names nothing (a constant), else nil.
    package var constant: Double? { try? evaluate { _ in nil } }

    /// Every name the expression reads, in the order written.
    package var names: [String] {
        switch self {
        case .number: []
        case .name(let name): [name]
        case .negate(let operand), .not(let operand): operand.names
        case .binary(_, let left, let right): left.names + right.names
        case .conditional(let test, let yes, let no): test.names + yes.names + no.names
        case .call(_, let arguments): arguments.flatMap(\.names)
        }
    }

    /// The expression written back, fully parenthesised.
    public var description: String {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .name(let name): name
        case .negate(let operand): "-\(operand)"
        case .not(let operand): "!\(operand)"
        case .binary(let op, let left, let right): "(\(left) \(op.rawValue) \(right))"
        case .conditional(let test, let yes, let no): "(\(test) ? \(yes) : \(no))"
        case .call(let function, let arguments): "\(function.rawValue)(\(arguments.map(\.description).joined(separator: ", ")))"
        }
    }
}

/// The binary operators of an `Expression`, as written.
public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
    case and = "&&", or = "||"

    /// How tightly the operator binds (higher first).
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual: 3
        case .add, .subtract: 4
        case .multiply, .divide: 5
        }
    }

    func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .less: a < b ? 1 : 0
        case .lessOrEqual: a <= b ? 1 : 0
        case .greater: a > b ? 1 : 0
        case .greaterOrEqual: a >= b ? 1 : 0
        case .equal: a == b ? 1 : 0
        case .notEqual: a != b ? 1 : 0
        case .and: a != 0 && b != 0 ? 1 : 0
        case .or: a != 0 || b != 0 ? 1 : 0
        }
    }
}

/// The functions an `Expression` may call.
public enum ExpressionFunction: String, Sendable, Hashable, CaseIterable {
    case min, max, clamp, ceil, floor, round, abs

    /// How many arguments it takes (`min` and `max` take two or more).
    var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...16
        case .clamp: 3...3
        case .ceil, .floor, .round, .abs: 1...1
        }
    }

    func apply(_ values: [Double]) -> Double {
        switch self {
        case .min: values.dropFirst().reduce(values[0]) { Swift.min($0, $1) }
        case .max: values.dropFirst().reduce(values[0]) { Swift.max($0, $1) }
        case .clamp: Swift.min(Swift.max(values[0], values[1]), values[2])
        case .ceil: values[0].rounded(.up)
        case .floor: values[0].rounded(.down)
        case .round: values[0].rounded()
        case .abs: Swift.abs(values[0])
        }
    }
}
