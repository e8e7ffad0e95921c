import Foundation
import Testing

/// A test file of the Unicode Character Database as Debian's `unicode-data` package installs it
/// (Unicode 15.0 on Debian 12, the version ICU 72 implements).
struct UnicodeTestFile {
    /// One data line: its number in the file (from 1) and its text without the trailing comment.
    struct Line {
        var number: Int
        var text: Substring
    }

    let path: String
    let lines: [Line]

    /// Loads `name` from /usr/share/unicode or its `auxiliary` folder (where Debian puts the segmentation
    /// tests). Records a test failure that says how to install the file, and returns nil, when it is absent.
    static func load(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> UnicodeTestFile? {
        let candidates = ["/usr/share/unicode/\(name)", "/usr/share/unicode/auxiliary/\(name)"]
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
              let data = FileManager.default.contents(atPath: path),
              let contents = String(data: data, encoding: .utf8) else {
            let message = "\(name) is missing (looked in \(candidates.joined(separator: " and "))): "
                + "run `apt-get install unicode-data` (the CI install script does)."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return nil
        }
        var lines: [Line] = []
        for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            lines.append(Line(number: index + 1, text: Substring(trimmed)))
        }
        return UnicodeTestFile(path: path, lines: lines)
    }

    /// The scalars of a space-separated list of hexadecimal code points, or nil when one is not a scalar.
    static func scalars<S: StringProtocol>(_ hex: S) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        for field in hex.split(separator: " ") {
            guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        return scalars
    }

    /// A segmentation test case (`× 0023 × 0020 ÷ 0023 ÷`): its scalars and the scalar offsets (1...count)
    /// where it breaks. Nil when the line is not of that form or names a surrogate code point.
    static func breakCase(_ line: Substring) -> (scalars: [Unicode.Scalar], breaks: [Int])? {
        var scalars: [Unicode.Scalar] = []
        var breaks: [Int] = []
        for field in line.split(separator: " ") {
            switch field {
            case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
            case "×": break
            default:
                guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
            }
        }
        return scalars.isEmpty ? nil : (scalars, breaks)
    }

    /// The code points of `scalars` as the test files write them ("0023 0020 0023").
    static func key(_ scalars: [Unicode.Scalar]) -> String {
        scalars.map { String(format: "%04X", $0.value) }.joined(separator: " ")
    }

    /// "7619/7645 (99.66 %)".
    static func rate(passed: Int, total: Int) -> String {
        "\(passed)/\(total) (\(String(format: "%.2f", total == 0 ? 0 : Double(passed) * 100 / Double(total))) %)"
    }
}
