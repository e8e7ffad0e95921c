import ChatRender
import Foundation

/// A check report as JUnit XML, the format CI systems read test results from: one `<testsuite
/// name="chatrender">` with one `<testcase>` per conversation (`classname` its directory, `name` its file
/// name); a changed or missing golden is a `<failure>`, a conversation that could not be checked an
/// `<error>`; a recorded golden passes with a `<system-out>` note.
public enum JUnitReport {
    /// The XML document. With `includeTimes` false every `time` is 0, so the bytes depend only on the
    /// results.
    public static func xml(_ report: CheckReport, includeTimes: Bool = true) -> String {
        let failures = report.results.filter {
            switch $0.outcome {
            case .changed, .missing: true
            default: false
            }
        }.count
        let errors = report.results.filter { if case .error = $0.outcome { true } else { false } }.count
        let total = time(report.seconds, includeTimes)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"chatrender\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(total)\">\n"
        xml += "  <testsuite name=\"chatrender\" tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(total)\">\n"
        for result in report.results {
            xml += testCase(result, directory: report.directory, includeTimes: includeTimes)
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private static func testCase(_ result: CheckResult, directory: String, includeTimes: Bool) -> String {
        let file = (result.path as NSString).lastPathComponent
        let folder = (result.path as NSString).deletingLastPathComponent
        let classname = folder.isEmpty ? directory : (directory as NSString).appendingPathComponent(folder)
        let open = "    <testcase classname=\"\(escape(classname))\" name=\"\(escape(file))\" time=\"\(time(result.seconds, includeTimes))\""
        switch result.outcome {
        case .passed:
            return open + "/>\n"
        case .recorded(let previous):
            let note = previous.map { "recorded the changed golden (was \(CheckOutcome.format(percentage: $0)) different)" }
                ?? "recorded the missing golden"
            return open + ">\n      <system-out>\(escape(note))</system-out>\n    </testcase>\n"
        case .changed(let percentage, let detail, let actual, let diff):
            var message = "golden changed: \(CheckOutcome.format(percentage: percentage)) of pixels differ"
            if let detail { message += " (\(detail))" }
            message += "; actual: \(actual)"
            if let diff { message += "; diff: \(diff)" }
            return open + ">\n      <failure type=\"changed\" message=\"\(escape(message))\">\(escape(message))</failure>\n    </testcase>\n"
        case .missing:
            let message = ChatRenderer.namesOptionsByCommandLineFlags ? "missing golden; run with --record" : "missing golden; check with record: true"
            return open + ">\n      <failure type=\"missing\" message=\"\(escape(message))\">\(escape(message))</failure>\n    </testcase>\n"
        case .error(let message, let kind):
            let type = switch kind {
            case .invalidInput: "invalid"
            case .unwritable: "unwritable"
            case .internalError: "internal"
            }
            return open + ">\n      <error type=\"\(type)\" message=\"\(escape(message))\">\(escape(message))</error>\n    </testcase>\n"
        }
    }

    private static func time(_ seconds: Double, _ include: Bool) -> String {
        include ? String(format: "%.3f", seconds) : "0"
    }

    /// `text` safe inside an XML attribute or element: markup characters escaped, and characters XML 1.0
    /// forbids (control characters other than tab, newline, carriage return) replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
