/// Reads SVG path data (SVG 1.1 grammar: commands, numbers separated by spaces or commas or run together where
/// unambiguous, implicit repeats, one-digit arc flags), with `{expression}` allowed where a number goes.
package enum PathDataParser {
    /// The longest path data read, in characters.
    package static let maximumLength = 20_000

    /// Why path data cannot be read.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var message: String
        /// The character offset of the problem.
        package var offset: Int
        package var description: String { "\(message) at character \(offset + 1)" }
    }

    /// The operands each command takes.
    static func arity(_ letter: Character) -> Int? {
        switch letter.uppercased() {
        case "M", "L", "T": 2
        case "H", "V": 1
        case "C": 6
        case "S", "Q": 4
        case "A": 7
        case "Z": 0
        default: nil
        }
    }

    /// Parses `text`.
    package static func parse(_ text: String) throws(Failure) -> PathData {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maximumLength else {
            throw Failure(message: "the path data is longer than \(maximumLength) characters", offset: maximumLength)
        }
        var position = 0
        var commands: [PathData.Command] = []
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }
        func skipSeparators() {
            while position < scalars.count, isSpace(scalars[position]) || scalars[position] == "," { position += 1 }
        }
        func skipSpaces() {
            while position < scalars.count, isSpace(scalars[position]) { position += 1 }
        }
        func isNumberStart(_ c: Unicode.Scalar) -> Bool {
            c == "-" || c == "+" || c == "." || c == "{" || ScalarText.isDigit(c)
        }
        func flag() throws(Failure) -> Quantity {
            skipSeparators()
            guard position < scalars.count, scalars[position] == "0" || scalars[position] == "1" else {
                throw Failure(message: "an arc flag must be 0 or 1", offset: position)
            }
            defer { position += 1 }
            return .number(scalars[position] == "1" ? 1 : 0)
        }
        func number() throws(Failure) -> Quantity {
            skipSeparators()
            guard position < scalars.count else { throw Failure(message: "the path data ends where a number was expected", offset: position) }
            if scalars[position] == "{" {
                let open = position
                guard let close = scalars[position...].firstIndex(of: "}") else {
                    throw Failure(message: "\"{\" without its \"}\"", offset: open)
                }
                let inner = String(String.UnicodeScalarView(scalars[(open + 1)..<close]))
                position = close + 1
                do {
                    return .expression(try ExpressionParser.parse(inner))
                } catch {
                    throw Failure(message: "in the expression {\(inner)}: \(error)", offset: open)
                }
            }
            let start = position
            if scalars[position] == "-" || scalars[position] == "+" { position += 1 }
            var digits = 0, dot = false
            while position < scalars.count {
                let c = scalars[position]
                if ScalarText.isDigit(c) { digits += 1 } else if c == ".", !dot { dot = true } else { break }
                position += 1
            }
            if digits > 0, position < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
                var look = position + 1
                if look < scalars.count, scalars[look] == "-" || scalars[look] == "+" { look += 1 }
                if look < scalars.count, ScalarText.isDigit(scalars[look]) {
                    position = look
                    while position < scalars.count, ScalarText.isDigit(scalars[position]) { position += 1 }
                }
            }
            let written = ScalarText.string(scalars[start..<position])
            guard digits > 0, let value = Double(written), value.isFinite else {
                throw Failure(message: written.isEmpty ? "expected a number, found \"\(scalars[start])\"" : "\"\(written)\" is not a number",
                              offset: start)
            }
            return .number(value)
        }
        skipSpaces()
        var previous: Character?
        while position < scalars.count {
            let c = scalars[position]
            var letter: Character
            if let arity = arity(Character(c)) {
                _ = arity
                letter = Character(c)
                position += 1
            } else if let last = previous, isNumberStart(c), last.uppercased() != "Z" {
                // An implicit repeat: after a move, further pairs are lines.
                letter = last == "M" ? "L" : last == "m" ? "l" : last
            } else {
                throw Failure(message: commands.isEmpty ? "path data must start with a move (M or m), not \"\(c)\""
                                                        : "unexpected \"\(c)\"", offset: position)
            }
            if commands.isEmpty, letter != "M", letter != "m" {
                throw Failure(message: "path data must start with a move (M or m), not \"\(letter)\"", offset: position - 1)
            }
            var operands: [Quantity] = []
            for index in 0..<(arity(letter) ?? 0) {
                operands.append(letter.uppercased() == "A" && (index == 3 || index == 4) ? try flag() : try number())
            }
            commands.append(PathData.Command(letter: letter, operands: operands))
            previous = letter
            skipSeparators()
        }
        guard !commands.isEmpty else { throw Failure(message: "the path data is empty", offset: 0) }
        return PathData(commands: commands, source: text)
    }
}
