/// Numbers as messages show them: `390`, `0.66`, never `390.0`.
enum NumberText {
    /// The shortest text that reads back as `value`, without a trailing `.0` for whole numbers.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
