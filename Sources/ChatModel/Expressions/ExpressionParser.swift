/// Reads an `Expression` from its written form: numbers, dotted names, `+ - * /`, comparisons, `! && ||`,
/// `test ? a : b`, parentheses and calls of `min`, `max`, `clamp`, `ceil`, `floor`, `round`, `abs`.
/// Operators of one precedence group left to right, as in Swift and C.
package struct ExpressionParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    /// Parses `text` as one whole expression.
    package static func parse(_ text: String) throws(ExpressionError) -> Expression {
        guard text.unicodeScalars.count <= maximumLength else {
            throw .syntax("the expression is longer than \(maximumLength) characters", offset: maximumLength)
        }
        var parser = ExpressionParser(scalars: Array(text.unicodeScalars))
        let expression = try parser.conditional()
        parser.skipSpaces()
        guard parser.position == parser.scalars.count else {
            throw .syntax("unexpected \"\(parser.scalars[parser.position])\"", offset: parser.position)
        }
        return expression
    }

    /// The longest expression allowed, in characters (no pack needs more; a longer one is an error, not a hang).
    package static let maximumLength = 1000
    /// The deepest nesting of parentheses and operators allowed.
    static let maximumDepth = 64

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var depth = 0

    private mutating func conditional() throws(ExpressionError) -> Expression {
        try enter()
        defer { depth -= 1 }
        let test = try binary(minimumPrecedence: 1)
        skipSpaces()
        guard peek() == "?" else { return test }
        position += 1
        let yes = try conditional()
        try expect(":")
        let no = try conditional()
        return .conditional(test, then: yes, else: no)
    }

    /// Precedence climbing: operators at least `minimumPrecedence` tight, left-associative.
    private mutating func binary(minimumPrecedence: Int) throws(ExpressionError) -> Expression {
        var left = try unary()
        while true {
            skipSpaces()
            guard let op = peekOperator(), op.precedence >= minimumPrecedence else { return left }
            position += op.rawValue.unicodeScalars.count
            try enter()
            let right = try binary(minimumPrecedence: op.precedence + 1)
            depth -= 1
            left = .binary(op, left, right)
        }
    }

    private mutating func unary() throws(ExpressionError) -> Expression {
        skipSpaces()
        switch peek() {
        case "-":
            position += 1
            try enter()
            defer { depth -= 1 }
            return .negate(try unary())
        case "!" where peek(1) != "=":
            position += 1
            try enter()
            defer { depth -= 1 }
            return .not(try unary())
        default:
            return try primary()
        }
    }

    private mutating func primary() throws(ExpressionError) -> Expression {
        skipSpaces()
        guard let c = peek() else { throw .syntax("the expression ends where a number or a name was expected", offset: position) }
        if c == "(" {
            position += 1
            let inner = try conditional()
            try expect(")")
            return inner
        }
        if c.properties.numericType != nil || c == "." { return .number(try number()) }
        if c == "_" || c.properties.isAlphabetic {
            let start = position
            let word = name()
            skipSpaces()
            if peek() == "(" {
                guard let function = ExpressionFunction(rawValue: word) else {
                    throw .syntax("unknown function \"\(word)\" (known: \(ExpressionFunction.allCases.map(\.rawValue).joined(separator: ", ")))",
                                  offset: start)
                }
                position += 1
                var arguments: [Expression] = []
                skipSpaces()
                if peek() != ")" {
                    repeat {
                        arguments.append(try conditional())
                        skipSpaces()
                    } while consume(",")
                }
                try expect(")")
                guard function.arity.contains(arguments.count) else {
                    throw .arity(function, expected: function.arity, got: arguments.count)
                }
                return .call(function, arguments)
            }
            return .name(word)
        }
        throw .syntax("unexpected \"\(c)\"", offset: position)
    }

    private mutating func number() throws(ExpressionError) -> Double {
        let start = position
        // Any numeric scalar is taken (a non-ASCII digit is then refused with the number it spoils); ASCII digits
        // are told apart without a Unicode property lookup.
        func numeric(_ c: Unicode.Scalar) -> Bool { ScalarText.isDigit(c) || (!c.isASCII && c.properties.numericType != nil) }
        while let c = peek(), numeric(c) || c == "." { position += 1 }
        if let c = peek(), c == "e" || c == "E" {
            position += 1
            if let sign = peek(), sign == "+" || sign == "-" { position += 1 }
            while let c = peek(), numeric(c) { position += 1 }
        }
        let text = ScalarText.string(scalars[start..<position])
        guard text.unicodeScalars.allSatisfy(\.isASCII), let value = Double(text), value.isFinite else {
            throw .syntax("\"\(text)\" is not a number", offset: start)
        }
        return value
    }

    private mutating func name() -> String {
        let start = position
        while let c = peek(), c == "_" || c == "." || ScalarText.isLetter(c) || ScalarText.isDigit(c) {
            position += 1
        }
        return ScalarText.string(scalars[start..<position])
    }

    private func peekOperator() -> BinaryOperator? {
        guard let c = peek() else { return nil }
        let two = peek(1).map { String(c) + String($0) }
        if let two, let op = BinaryOperator(rawValue: two) { return op }
        if c == "<" || c == ">" || c == "+" || c == "-" || c == "*" || c == "/" { return BinaryOperator(rawValue: String(c)) }
        return nil
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    private mutating func skipSpaces() {
        while let c = peek(), c == " " || c == "\t" || c == "\n" { position += 1 }
    }

    private mutating func consume(_ c: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard peek() == c else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ c: Unicode.Scalar) throws(ExpressionError) {
        guard consume(c) else {
            throw .syntax(peek().map { "expected \"\(c)\", found \"\($0)\"" } ?? "expected \"\(c)\" before the end", offset: position)
        }
    }

    private mutating func enter() throws(ExpressionError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .syntax("the expression nests deeper than \(Self.maximumDepth) levels", offset: position) }
    }
}
