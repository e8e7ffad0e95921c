/// Human file sizes in decimal units, as a chat shows them under a document's name: "12 bytes", "860 KB",
/// "2.4 MB", "1.1 GB".
package enum FileSizeText {
    /// Units above bytes, each 1000 times the one before.
    static let units = ["KB", "MB", "GB", "TB", "PB"]

    /// `bytes` as text: whole bytes below 1 KB, whole kilobytes below 1 MB, then one decimal ("2.4 MB",
    /// "2 MB" when the decimal is zero). Values are rounded half up; a size that rounds to 1000 of a unit
    /// is shown in the next one ("1 MB", not "1000 KB").
    package static func string(bytes: Int) -> String {
        guard bytes >= 1000 else { return bytes == 1 ? "1 byte" : "\(max(0, bytes)) bytes" }
        var divisor = 1000.0
        for (index, unit) in units.enumerated() {
            let decimals = index == 0 ? 0 : 1
            let factor = decimals == 0 ? 1.0 : 10.0
            let rounded = (Double(bytes) / divisor * factor).rounded(.toNearestOrAwayFromZero) / factor
            if rounded < 1000 || index == units.count - 1 {
                return format(rounded, decimals: decimals) + " " + unit
            }
            divisor *= 1000
        }
        return "\(bytes) bytes"
    }

    /// `2.4`, `2` (a zero decimal is dropped), `860`.
    private static func format(_ value: Double, decimals: Int) -> String {
        let tenths = Int((value * 10).rounded())
        if decimals == 0 || tenths % 10 == 0 { return String(tenths / 10) }
        return "\(tenths / 10).\(tenths % 10)"
    }
}
