import ChatModel
import Testing
@testable import ChatText

@Suite("UAX #14 line breaking")
struct LineBreakingTests {
    private let separators: Set<Character> = ["/", "?", "&", "-", ".", "=", "_", "#"]

    @Test func aURLLongerThanTheBubbleBreaksAfterSeparators() throws {
        let engine = try Fonts.engine()
        let url = "https://www.example.com/articles/2026/11/a-very-long-title-that-goes-on?utm_source=chat&utm_medium=message"
        for maxWidth in [90.0, 120, 150, 200] {
            let block = try engine.layout(url, style: .body, maxWidth: maxWidth)
            let texts = block.lines.map(\.text)
            #expect(texts.joined() == url)
            #expect(block.lines.count > 1)
            for line in block.lines { #expect(line.frame.width <= maxWidth + 1e-9, "\(line.text) at \(maxWidth)") }
            // Every line but the last ends right after a separator, never between two ("https:/" + "/…").
            for (index, text) in texts.dropLast().enumerated() {
                #expect(text.last.map { separators.contains($0) } == true, "\(texts) at \(maxWidth)")
                #expect(texts[index + 1].first.map { separators.contains($0) } != true, "\(texts) at \(maxWidth)")
            }
        }
        // Greedy: with room, the line keeps everything up to the last separator that fits.
        let block = try engine.layout("https://example.com/one/two/three", style: .body,
                                      maxWidth: try engine.width(of: "https://example.com/one/", style: .body) + 0.5)
        #expect(block.lines.map(\.text) == ["https://example.com/one/", "two/three"])
        // A query too long for a line splits after its separators, not mid-word: "utm_" | "source=" …
        let query = try engine.layout("utm_source=chat&utm_medium=message", style: .body, maxWidth: 90)
        #expect(query.lines.map(\.text) == ["utm_", "source=", "chat&utm_", "medium=", "message"])
    }

    @Test func aLongTokenWithoutSeparatorsBreaksAtGraphemeBoundaries() throws {
        let engine = try Fonts.engine()
        let family = "👨‍👩‍👧‍👦"
        let token = "x" + String(repeating: "ab\u{301}c" + family, count: 12)
        let block = try engine.layout(token, style: .body, maxWidth: 70)
        #expect(block.lines.map(\.text).joined() == token)
        #expect(block.lines.count > 3)
        for line in block.lines {
            #expect(line.frame.width <= 70 + 1e-9)
            // Never inside a cluster: no line starts with a combining mark or a joiner.
            let first = try #require(line.text.unicodeScalars.first)
            #expect(first != "\u{301}" && first != "\u{200D}")
            #expect(line.text.unicodeScalars.count == line.range.count)
        }
        // Each family stays one cluster on one line.
        let families = block.lines.map { $0.text.filter { $0 == Character(family) }.count }.reduce(0, +)
        #expect(families == 12)
    }

    @Test func cjkPunctuationAndSmallKanaNeverStartALine() throws {
        let engine = try Fonts.engine()
        let ideograph = try engine.width(of: "我", style: .body)
        let noStart: Set<Character> = ["。", "，", "、", "）", "」", "！", "？", "ッ", "っ", "ょ", "ー"]
        // Widths from the widest unit ICU keeps together ("「ちょっ": an opening bracket and small kana do not
        // break), so no word is too long for a line and split by force.
        for (text, narrowest) in [("我们今天晚上一起去吃饭吧。好的，没问题！", 2), ("「ちょっと待ってください」とカーソルが言った。", 4)] {
            for columns in narrowest...9 {
                let block = try engine.layout(text, style: .body, maxWidth: ideograph * Double(columns) + 0.1)
                #expect(block.lines.map(\.text).joined() == text)
                for line in block.lines {
                    let first = try #require(line.text.first)
                    #expect(!noStart.contains(first), "\(block.lines.map(\.text))")
                    #expect(line.text.last != "「", "\(block.lines.map(\.text))")
                }
            }
        }
        // ICU breaks between ideographs and after the full stop: "。" stays with "吧".
        let block = try engine.layout("吃饭吧。好的", style: .body, maxWidth: ideograph * 3 + 0.1)
        #expect(block.lines.map(\.text) == ["吃饭", "吧。好", "的"])
    }

    @Test func icuReportsOpportunitiesAndHardBreaks() throws {
        let breaker = try ICULineBreaker()
        let opportunities = try breaker.opportunities(in: Array("ab cd\nef".utf16))
        #expect(opportunities.map(\.offset) == [3, 6, 8])
        #expect(opportunities.map(\.isMandatory) == [false, true, false])  // the end of the text is not a hard break
        #expect(try breaker.opportunities(in: []).isEmpty)
        // A surrogate pair is one scalar: no break between its halves.
        #expect(try breaker.opportunities(in: Array("😀😀".utf16)).map(\.offset) == [2, 4])
    }

    @Test func ruleL2ReversesRunsFromTheHighestLevel() {
        #expect(BidiReordering.visualOrder(levels: []) == [])
        #expect(BidiReordering.visualOrder(levels: [0, 0, 0]) == [0, 1, 2])
        #expect(BidiReordering.visualOrder(levels: [1, 1, 1]) == [2, 1, 0])
        // Hebrew with a number: the number (level 2) keeps its order inside the reversed line.
        #expect(BidiReordering.visualOrder(levels: [1, 1, 2, 2, 1]) == [4, 2, 3, 1, 0])
        // English inside a left-to-right line with a Hebrew phrase.
        #expect(BidiReordering.visualOrder(levels: [0, 1, 1, 1, 0]) == [0, 3, 2, 1, 4])
    }

    @Test func lineRangesCoverTheText() throws {
        let engine = try Fonts.worldEngine()
        let text = "  Hello  world, this wraps\n\nשלום עולם 2026 and more words\r\nend  \n"
        let scalars = Array(text.unicodeScalars)
        for maxWidth in [60.0, 110, .infinity] {
            let block = try engine.layout(text, style: .body, maxWidth: maxWidth)
            var covered = [Bool](repeating: false, count: scalars.count)
            var previousEnd = 0
            for line in block.lines {
                #expect(line.range.lowerBound >= previousEnd)
                previousEnd = line.range.upperBound
                // The range is exactly the line's text.
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[line.range])
                #expect(String(view) == line.text)
                for index in line.range { covered[index] = true }
            }
            // What no line covers is the spaces lines dropped and the hard breaks.
            for (index, scalar) in scalars.enumerated() where !covered[index] {
                #expect(scalar == " " || scalar == "\n" || scalar == "\r", "scalar \(index) '\(scalar)' is on no line")
            }
            #expect(block.lines.count >= 5)
        }
    }

    @Test func internalSpacesOfAnUnbreakableRunCount() throws {
        let engine = try Fonts.engine()
        // UAX #14 LB14: no break after "(" even with spaces, so "( b" is one unit; it must not be measured as
        // "(" followed by trailing spaces.
        let text = "aaaa ( b"
        let block = try engine.layout(text, style: .body, maxWidth: try engine.width(of: "aaaa (", style: .body) + 0.5)
        #expect(block.lines.map(\.text) == ["aaaa", "( b"])
        for line in block.lines {
            #expect(line.frame.width == (try engine.width(of: line.text, style: .body)))
        }
    }
}
