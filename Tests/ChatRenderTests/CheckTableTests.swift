import ChatCheck
import Testing

/// `chatrender check`'s table keeps its columns whatever a row says: an error's message or a change's detail
/// that is wider than the result column goes on the lines below the row.
@Suite("check table")
struct CheckTableTests {
    let results = [
        CheckResult(path: "a.json", outcome: .passed, seconds: 0.25),
        CheckResult(path: "sub/broken.json", outcome: .error(
            message: "sub/broken.json: line 2, column 18: expected a value, found ','; remove the comma", kind: .invalidInput),
                    seconds: 0.01),
        CheckResult(path: "b.json", outcome: .changed(percentage: 100, detail: "size 390×900, golden 390×844",
                                                      actual: "x.actual.png", diff: nil), seconds: 1.5),
        CheckResult(path: "c.json", outcome: .error(message: "first line\nsecond line", kind: .internalError), seconds: 12.25),
        CheckResult(path: "d.json", outcome: .missing, seconds: 0.5),
    ]

    @Test("the time column stays aligned when a row is an error or a long change; the rest is on the lines below")
    func aligned() {
        let table = CheckTable(paths: results.map(\.path), showTimes: true)
        let text = table.header + results.map(table.row).joined()
        let lines = text.split(separator: "\n").map(String.init)
        let timed = lines.filter { $0.hasSuffix(" s") }
        #expect(timed.count == results.count)
        let timeColumn = lines[0].range(of: "TIME")!.lowerBound.utf16Offset(in: lines[0])
        for line in timed {
            let start = line.range(of: #"[0-9]+\.[0-9]{2} s$"#, options: .regularExpression)!.lowerBound.utf16Offset(in: line)
            #expect(start == timeColumn, "\(line)")
        }
        #expect(lines.contains { $0.hasPrefix("sub/broken.json") && $0.contains("  error  ") })
        let indent = String(repeating: " ", count: "sub/broken.json".count + 2)
        #expect(lines.contains(indent + "sub/broken.json: line 2, column 18: expected a value, found ','; remove the comma"))
        #expect(lines.contains(indent + "size 390×900, golden 390×844"))
        #expect(lines.contains { $0.hasPrefix("b.json") && $0.contains("changed (100.00 %)") })
        #expect(lines.contains(indent + "first line") && lines.contains(indent + "second line"))
        #expect(lines.contains { $0.hasPrefix("a.json") && $0.contains("  ok  ") })
    }

    @Test("without times the rows are the same, less the time column")
    func withoutTimes() {
        let timed = CheckTable(paths: results.map(\.path), showTimes: true)
        let plain = CheckTable(paths: results.map(\.path), showTimes: false)
        for result in results {
            let stripped = timed.row(result).split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var text = String(line)
                if let time = text.range(of: #" +[0-9]+\.[0-9]{2} s$"#, options: .regularExpression) { text.removeSubrange(time) }
                while text.hasSuffix(" ") { text.removeLast() }
                return text
            }.joined(separator: "\n")
            #expect(stripped == plain.row(result), "\(result.path)")
        }
    }

    @Test("a short result stays on its row")
    func shortResults() {
        let table = CheckTable(paths: ["a.json"], showTimes: false)
        #expect(table.row(CheckResult(path: "a.json", outcome: .passed, seconds: 0)) == "a.json  ok\n")
        #expect(table.row(CheckResult(path: "a.json", outcome: .recorded(previousPercentage: nil), seconds: 0)) == "a.json  recorded\n")
    }

    @Test("the summary counts one conversation in the singular")
    func singular() {
        let one = CheckReport(directory: "g", results: [results[0]], seconds: 0.25, artifactsDirectory: "out")
        #expect(one.footer(showTimes: true).contains("checked 1 conversation in 0.25 s\n"))
        let two = CheckReport(directory: "g", results: Array(results[0..<2]), seconds: 0.5, artifactsDirectory: "out")
        #expect(two.footer(showTimes: true).contains("checked 2 conversations in 0.50 s\n"))
    }
}
