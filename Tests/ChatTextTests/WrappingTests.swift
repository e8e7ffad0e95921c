import ChatGeometry
import ChatModel
import Testing
@testable import ChatText

@Suite("Wrapping")
struct WrappingTests {
    private func texts(_ block: TextBlock) -> [String] { block.lines.map(\.text) }

    @Test func wordsNeverSplitWhenTheyFitAlone() throws {
        let engine = try Fonts.engine()
        let text = "The quick brown fox jumps over the lazy dog"
        let words = text.split(separator: " ").map(String.init)
        let widest = try words.map { try engine.width(of: $0, style: .body) }.max() ?? 0
        for maxWidth in stride(from: widest, through: 400, by: 7.3) {
            let block = try engine.layout(text, style: .body, maxWidth: maxWidth)
            // Every line is made of whole words, and rejoining the lines gives the text back.
            #expect(block.lines.map(\.text).joined(separator: " ") == text)
            for line in block.lines {
                #expect(line.frame.width <= maxWidth + 1e-9)
                for word in line.text.split(separator: " ") { #expect(words.contains(String(word))) }
            }
        }
    }

    @Test func greedyFillsEachLine() throws {
        let engine = try Fonts.engine()
        let text = "aa bb cc dd ee ff gg"
        let maxWidth = try engine.width(of: "aa bb cc", style: .body)
        let block = try engine.layout(text, style: .body, maxWidth: maxWidth)
        #expect(texts(block) == ["aa bb cc", "dd ee ff", "gg"])
        // Exactly the width of "aa bb cc": it fits, no float noise breaks it.
        #expect(block.lines[0].frame.width == maxWidth)
        // A hair narrower, "cc" moves down; "cc dd ee" is then too wide, "ee ff gg" fits.
        #expect(try engine.width(of: "cc dd ee", style: .body) > maxWidth)
        #expect(texts(try engine.layout(text, style: .body, maxWidth: maxWidth - 0.01)) == ["aa bb", "cc dd", "ee ff gg"])
    }

    @Test func aLongWordSplitsAtGraphemeBoundaries() throws {
        let engine = try Fonts.engine()
        let word = "Supercalifragilisticexpialidocious"
        let block = try engine.layout(word, style: .body, maxWidth: 60)
        #expect(block.lines.count > 3)
        #expect(texts(block).joined() == word)
        for line in block.lines { #expect(line.frame.width <= 60 + 1e-9) }
        // Greedy: each line but the last could not take the next character.
        for (index, line) in block.lines.dropLast().enumerated() {
            let next = block.lines[index + 1].text.first.map(String.init) ?? ""
            #expect(try engine.width(of: line.text + next, style: .body) > 60)
        }
        // Accents stay on their letters (é is e + U+0301 here: one grapheme, never split).
        let accented = String(repeating: "e\u{301}", count: 30)
        let pieces = try engine.layout(accented, style: .body, maxWidth: 40)
        for line in pieces.lines { #expect(line.text.unicodeScalars.first == "e") }
        #expect(texts(pieces).joined() == accented)
    }

    @Test func aVeryLongWordIsSplitIntoFullLines() throws {
        let engine = try Fonts.engine()
        let word = String(repeating: "abcdefghij", count: 500)
        let block = try engine.layout(word + " end", style: .body, maxWidth: 100)
        let texts = block.lines.map(\.text)
        let rejoined = texts.last == "end" ? texts.dropLast().joined() + " end" : texts.joined()
        #expect(rejoined == word + " end")
        #expect(texts.count > 100)
        for line in block.lines.dropLast(2) {
            #expect(line.frame.width <= 100 + 1e-9)
            #expect(line.frame.width > 100 - 12)  // full lines: less than one glyph short
        }
        // The engine shaped the word once, the pieces (a few distinct ones: the text repeats) and " end".
        #expect(engine.cachedShapeCount < 40)
    }

    @Test func aLongWordAfterOthersStartsItsOwnLine() throws {
        let engine = try Fonts.engine()
        let block = try engine.layout("hi Supercalifragilisticexpialidocious yo", style: .body, maxWidth: 90)
        // The word does not fit after "hi", so it starts a line, fills whole lines, and "yo" does not fit
        // after its last piece.
        #expect(texts(block) == ["hi", "Supercalifr", "agilisticexp", "ialidocious", "yo"])
    }

    @Test func trailingSpacesAreDroppedAndDoNotCount() throws {
        let engine = try Fonts.engine()
        let hello = try engine.width(of: "Hello", style: .body)
        let world = try engine.width(of: "world", style: .body)
        let block = try engine.layout("Hello      world", style: .body, maxWidth: max(hello, world) + 1)
        #expect(texts(block) == ["Hello", "world"])
        #expect(block.lines[0].frame.width == hello)
        let trailing = try engine.layout("Hello   ", style: .body, maxWidth: .infinity)
        #expect(texts(trailing) == ["Hello"])
        #expect(trailing.size.width == hello)
        // Leading spaces of a paragraph are kept.
        let leading = try engine.layout("  Hello", style: .body, maxWidth: .infinity)
        #expect(texts(leading) == ["  Hello"])
        #expect(leading.size.width > hello)
    }

    @Test func hardBreaksAlwaysBreakAndEmptyLinesKeepTheirHeight() throws {
        let engine = try Fonts.engine()
        let height = try engine.lineMetrics(for: .body).lineHeight
        let block = try engine.layout("one\ntwo\n\nfour\r\nfive\n", style: .body, maxWidth: .infinity)
        #expect(texts(block) == ["one", "two", "", "four", "five", ""])
        #expect(block.size.height == 6 * height)
        for (index, line) in block.lines.enumerated() {
            #expect(line.frame.minY == Double(index) * height)
            #expect(line.frame.height == height)
        }
        #expect(block.lines[2].frame.width == 0)
        #expect(try engine.layout("", style: .body, maxWidth: 100).size == Size(width: 0, height: height))
    }

    @Test func breaksAfterHyphens() throws {
        let engine = try Fonts.engine()
        let maxWidth = try engine.width(of: "state-of-", style: .body) + 0.5
        #expect(texts(try engine.layout("state-of-the-art", style: .body, maxWidth: maxWidth)) == ["state-of-", "the-art"])
        // No break between a hyphen and a digit: "-5" stays together.
        let minus = try engine.layout("a -5", style: .body, maxWidth: try engine.width(of: "a -", style: .body))
        #expect(texts(minus) == ["a", "-5"])
    }

    @Test func blockSizeIsWidestLineBySumOfHeights() throws {
        let engine = try Fonts.engine()
        let block = try engine.layout("short\na much longer line\nmid", style: .body, maxWidth: .infinity)
        let widths = block.lines.map(\.frame.width)
        #expect(block.size.width == widths.max())
        #expect(block.size.width == (try engine.width(of: "a much longer line", style: .body)))
        #expect(block.size.height == 3 * (try engine.lineMetrics(for: .body).lineHeight))
    }

    @Test func alignmentPlacesLineFramesInsideTheBlock() throws {
        let engine = try Fonts.engine()
        let text = "wide line here\nnarrow"
        let left = try engine.layout(text, style: TextStyle(fontSize: 17, alignment: .left), maxWidth: .infinity)
        let center = try engine.layout(text, style: TextStyle(fontSize: 17, alignment: .center), maxWidth: .infinity)
        let right = try engine.layout(text, style: TextStyle(fontSize: 17, alignment: .right), maxWidth: .infinity)
        let narrow = left.lines[1].frame.width
        #expect(left.lines[1].frame.minX == 0)
        #expect(abs(center.lines[1].frame.minX - (left.size.width - narrow) / 2) < 1e-9)
        #expect(abs(right.lines[1].frame.maxX - left.size.width) < 1e-9)
        #expect(right.lines[0].frame.minX == 0)
    }

    @Test func zeroWidthPutsEachGraphemeClusterOnItsOwnLine() throws {
        let engine = try Fonts.engine()
        #expect(texts(try engine.layout("abc de", style: .body, maxWidth: 0)) == ["a", "b", "c", "d", "e"])
    }
}
