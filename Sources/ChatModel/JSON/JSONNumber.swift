/// A JSON number as written: its value, whether it was written as an integer, and its source text.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The value (JSON numbers are read as IEEE doubles).
    package var value: Double
    /// True when written without a fraction or exponent (`12`, `-3`), false for `1.0` or `1e3`.
    package var isInteger: Bool
    /// The number exactly as it appears in the source (`1.50`), used in messages.
    package var literal: String

    /// A number with its source text.
    package init(value: Double, isInteger: Bool, literal: String) {
        self.value = value
        self.isInteger = isInteger
        self.literal = literal
    }

    /// The number as written.
    package var description: String { literal }
}
