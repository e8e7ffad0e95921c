/// Writes strings the way they would appear in JSON source: in error messages, and in the JSON the service writes
/// (public for the service, which is built by the package in Tools/).
public enum JSONStringLiteral {
    /// `text` in double quotes with `"`, `\` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u" + hex4(scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `text` quoted, shortened to about `limit` scalars with an ellipsis so a long value does not flood a message.
    static func quotedExcerpt(_ text: String, limit: Int = 40) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return quoted(text) }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars.prefix(limit))
        return quoted(String(head)) + "…"
    }

    /// Four upper-case hex digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
