/// The tar file names of `--out shards/out-%06d.tar`: the pattern with its one `%d` (or zero-padded `%0Nd`, N from
/// 1 to 20) field replaced by the file's number, as printf would.
public enum TarNamePattern {
    /// The name of file `number`, or nil unless `pattern` has exactly one such field and no other `%`.
    public static func name(_ pattern: String, number: Int) -> String? {
        let parts = pattern.split(separator: "%", omittingEmptySubsequences: false)
        guard parts.count == 2, let d = parts[1].firstIndex(of: "d") else { return nil }
        let width = parts[1][..<d]
        var digits = String(number)
        if !width.isEmpty {
            let size = width.dropFirst()
            guard width.first == "0", !size.isEmpty, size.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(size),
                  (1...20).contains(count) else { return nil }
            digits = String(repeating: "0", count: max(0, count - digits.count)) + digits
        }
        return String(parts[0]) + digits + String(parts[1][parts[1].index(after: d)...])
    }

    /// Whether `pattern` names files (see `name`).
    public static func isValid(_ pattern: String) -> Bool {
        name(pattern, number: 0) != nil
    }
}
