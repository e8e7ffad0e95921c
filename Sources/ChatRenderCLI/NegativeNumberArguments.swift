/// Joins a numeric option and a negative value that follows it (`--width -1` → `--width=-1`) before the command line
/// is read.
///
/// ArgumentParser takes any argument starting with `-` for an option, so `--width -1` was "Missing value for
/// '--width'" while `--width=-1` says what is wrong with the value. Only options whose values are numbers are
/// joined, and only with an argument that reads as a negative number (`-1`, `-0.5`, `-.5`, `-1e3`), so a flag or an
/// option after them is never taken for a value.
enum NegativeNumberArguments {
    /// Every long option of `chatrender` and `chatrender serve` whose value is a number or a size.
    static let numericOptions: Set<String> = [
        "--width", "--scale", "--padding", "--quality", "--jobs", "--threshold", "--alpha", "--max-memory", "--timeout",
        "--port", "--concurrency", "--queue", "--deadline", "--body-limit",
    ]

    /// `arguments` (without the program name) with each numeric option and a negative number after it joined by `=`.
    static func joined(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                result.append(contentsOf: arguments[index...])
                break
            }
            if numericOptions.contains(argument), index + 1 < arguments.endIndex, isNegativeNumber(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// Whether `text` reads as a negative number: a minus, then a digit, or a point and a digit.
    static func isNegativeNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8.prefix(3))
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "-") else { return false }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if isDigit(bytes[1]) { return true }
        return bytes[1] == UInt8(ascii: ".") && bytes.count == 3 && isDigit(bytes[2])
    }
}
