import ChatGeometry
@testable import ChatLayout
import Testing

/// Cutting with "…": the narrowed search finds the very prefix a search of the whole text finds, with fewer
/// measurements, for texts of many lengths wrapped at many widths.
@Suite("Ellipsis cut")
struct EllipsisCutTests {
    /// Greedy word wrapping at `width` characters (a word longer than a line is cut by character), as a TextBlock
    /// whose lines carry their scalar ranges, like the text engine's.
    static func measure(_ text: String, width: Int) -> TextBlock {
        var lines: [TextLine] = []
        var line = "", lineStart = 0, offset = 0
        func flush() {
            let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
            lines.append(TextLine(text: trimmed, frame: Rect(x: 0, y: Double(lines.count) * 10, width: Double(trimmed.count), height: 10), baseline: 8,
                                  range: lineStart..<(lineStart + trimmed.unicodeScalars.count)))
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            if !line.isEmpty, line.count + word.count > width { flush(); line = ""; lineStart = offset }
            while word.count > width { line = String(word.prefix(width)); word = String(word.dropFirst(width)); offset += width; flush(); line = ""; lineStart = offset }
            line += word + " "
            offset += word.unicodeScalars.count + 1
        }
        flush()
        return TextBlock(lines: lines, size: Size(width: Double(lines.map(\.frame.width).max() ?? 0), height: Double(lines.count) * 10), fonts: [])
    }

    @Test("the same cut as a search of the whole text, in fewer measurements")
    func sameCutFewerMeasurements() throws {
        let words = ["See", "you", "at", "8", "at", "the", "usual", "place?", "I'll", "bring", "the", "tickets", "and", "a", "supercalifragilistic", "cake"]
        var narrowedCount = 0, wholeCount = 0
        for count in stride(from: 3, through: 48, by: 3) {
            let text = (0..<count).map { words[$0 % words.count] }.joined(separator: " ")
            for width in [6, 11, 17, 30] {
                for lines in 1...3 {
                    var narrowed = 0, whole = 0
                    let cut = try EllipsisCut.wrapped(text, lines: lines) { candidate throws(LayoutError) in narrowed += 1; return Self.measure(candidate, width: width) }
                    let characters = Array(text)
                    let full = Self.measure(text, width: width)
                    let reference = full.lines.count <= lines ? full
                        : try EllipsisCut.longest(characters, upTo: characters.count - 1, measure: { candidate throws(LayoutError) in
                            whole += 1; return Self.measure(candidate, width: width)
                        }) { $0.lines.count <= lines }
                    #expect(cut.lines.map(\.text) == reference.lines.map(\.text), "\(count) words, width \(width), \(lines) lines")
                    narrowedCount += narrowed
                    wholeCount += whole + 1
                }
            }
        }
        #expect(narrowedCount < wholeCount * 3 / 4, "\(narrowedCount) measurements against \(wholeCount)")
    }
}
