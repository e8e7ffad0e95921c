import ChatGeometry
import ChatModel
import ChatRaster
import Testing
@testable import ChatText

@Suite("Bidi layout")
struct BidiLayoutTests {
    private let hebrewMessage = "הפגישה בשנת 2026 עם Apple מחר"

    /// The runs of `text` in drawing order, without the space runs.
    private func words(_ runs: [VisualRun]) -> [String] {
        runs.map(\.text).filter { !$0.allSatisfy(\.isWhitespace) }
    }

    @Test func hebrewWithNumbersAndEnglishIsOneRightToLeftLine() throws {
        let engine = try Fonts.worldEngine()
        let block = try engine.layout(hebrewMessage, style: .body, maxWidth: .infinity)
        #expect(block.lines.count == 1)
        #expect(block.isRightToLeft)
        #expect(block.lines[0].isRightToLeft)
        #expect(block.lines[0].text == hebrewMessage)
        // Read right to left, then drawn left to right: the first Hebrew word is rightmost, the number and the
        // English word keep their left-to-right order inside.
        let runs = try engine.visualRuns(of: hebrewMessage, style: TextStyle(fontSize: 17, direction: .rightToLeft))
        #expect(words(runs) == ["מחר", "Apple", "עם", "2026", "בשנת", "הפגישה"])
        let directions = Dictionary(uniqueKeysWithValues: runs.filter { $0.text != " " }.map { ($0.text, $0.isRightToLeft) })
        #expect(directions["הפגישה"] == true && directions["עם"] == true)
        #expect(directions["2026"] == false && directions["Apple"] == false)
        #expect(runs.first { $0.text == "הפגישה" }?.fontPath == Fonts.hebrew)
        #expect(runs.first { $0.text == "2026" }?.fontPath == Fonts.interRegular)
        // The natural direction finds the same thing from the first strong character.
        #expect(try engine.visualRuns(of: hebrewMessage, style: .body) == runs)
    }

    @Test("a line of a wrapped paragraph resolves its ends as the whole paragraph does: a URL keeps its slash")
    func wrappedLinesResolveInTheirParagraph() throws {
        let engine = try Fonts.worldEngine()
        let text = "תראו את זה https://example.com/trip עכשיו"
        let first = "תראו את זה https://example.com/"
        let block = try engine.layout(text, style: .body, maxWidth: try engine.width(of: first, style: .body) + 1)
        #expect(block.lines.map(\.text) == [first, "trip עכשיו"])
        let context = try #require(block.lines[0].context)
        #expect(context.before.isEmpty && context.after == "trip עכשיו")
        let style = TextStyle(fontSize: 17, direction: .rightToLeft)
        // In the paragraph the slash sits between two left-to-right letters: it stays at the URL's end, so the
        // line's leftmost run ends with it; set alone it would take the paragraph's direction and stand apart.
        let runs = words(try engine.visualRuns(of: first, style: style, context: context))
        #expect(runs.first?.hasSuffix("/") == true, "\(runs)")
        let alone = words(try engine.visualRuns(of: first, style: style))
        #expect(alone.first == "/", "\(alone)")
        // Measuring and drawing agree: the line's width is that of the runs resolved in context.
        #expect(abs(try engine.visualRuns(of: first, style: style, context: context).reduce(0) { $0 + $1.width } - block.lines[0].frame.width) < 0.001)
        #expect(block.lines[1].context?.before.hasSuffix("https://example.com/") == true)
        // A paragraph that fits on one line has no context.
        #expect(try engine.layout(text, style: .body, maxWidth: .infinity).lines[0].context == nil)
    }

    @Test func wrappedRightToLeftLinesAreFlushRight() throws {
        let engine = try Fonts.worldEngine()
        let maxWidth = try engine.width(of: "הפגישה בשנת 2026", style: .body) + 1
        let block = try engine.layout(hebrewMessage, style: .body, maxWidth: maxWidth)
        #expect(block.lines.map(\.text) == ["הפגישה בשנת 2026", "עם Apple מחר"])
        #expect(block.isRightToLeft)
        for line in block.lines {
            #expect(line.isRightToLeft)
            #expect(line.frame.width <= maxWidth)
            // Natural alignment: flush right inside the block.
            #expect(line.frame.minX == block.size.width - line.frame.width)
        }
        #expect(block.lines[1].frame.minX > 0)
        // Explicit alignments are as before.
        let left = try engine.layout(hebrewMessage, style: TextStyle(fontSize: 17, alignment: .left), maxWidth: maxWidth)
        #expect(left.lines.allSatisfy { $0.frame.minX == 0 })
        // A left-to-right paragraph with the same wrapping is flush left.
        let english = try engine.layout("Meeting in 2026 with Apple", style: .body, maxWidth: 120)
        #expect(!english.isRightToLeft)
        #expect(english.lines.allSatisfy { !$0.isRightToLeft && $0.frame.minX == 0 })
    }

    @Test func baseDirectionFollowsTheStyle() throws {
        let engine = try Fonts.worldEngine()
        // Natural: the first strong character decides per paragraph; the block takes the first paragraph's.
        let mixed = try engine.layout("Hello שלום\nשלום Hello\n2026", style: .body, maxWidth: .infinity)
        #expect(mixed.lines.map(\.isRightToLeft) == [false, true, false])
        #expect(!mixed.isRightToLeft)
        // Forced directions apply to every paragraph.
        let forced = try engine.layout("Hello שלום\n2026", style: TextStyle(fontSize: 17, direction: .rightToLeft),
                                       maxWidth: .infinity)
        #expect(forced.lines.map(\.isRightToLeft) == [true, true])
        #expect(forced.isRightToLeft)
        let ltr = try engine.layout("שלום Hello", style: TextStyle(fontSize: 17, direction: .leftToRight), maxWidth: .infinity)
        #expect(ltr.lines.map(\.isRightToLeft) == [false])
        // In a left-to-right paragraph the Hebrew words are reversed between the English ones.
        let runs = try engine.visualRuns(of: "Hello שלום עולם world", style: .body)
        #expect(words(runs) == ["Hello", "עולם", "שלום", "world"])
        // In a right-to-left paragraph the English words keep their order, placed right to left as a group.
        let rtlRuns = try engine.visualRuns(of: "שלום Hello world עולם", style: .body)
        #expect(words(rtlRuns) == ["עולם", "Hello", "world", "שלום"])
    }

    @Test func everyLineIsMeasuredAsItIsDrawn() throws {
        let engine = try Fonts.worldEngine()
        let texts = [hebrewMessage, "Hello (שלום) world, 2026 — עולם [abc] ok", "مرحبا بالعالم 123 and (English) text",
                     "abc\u{1C}אבג def", "  leading spaces then שלום"]
        for text in texts {
            for maxWidth in [50.0, 90, 140, .infinity] {
                let block = try engine.layout(text, style: .body, maxWidth: maxWidth)
                for line in block.lines {
                    // Drawing sets each line alone in its paragraph's direction: the same width.
                    let style = TextStyle(fontSize: 17, direction: line.isRightToLeft ? .rightToLeft : .leftToRight)
                    let drawn = try engine.visualRuns(of: line.text, style: style).reduce(0.0) { $0 + $1.width }
                    #expect(abs(drawn - line.frame.width) < 1e-9, "\(line.text) in \(text) at \(maxWidth)")
                }
            }
        }
    }

    @Test func bracketsAreMirroredInRightToLeftRuns() throws {
        let engine = try Fonts.worldEngine()
        let runs = try engine.visualRuns(of: "(שלום)", style: .body)
        #expect(runs.map(\.text) == [")", "שלום", "("])
        #expect(runs.allSatisfy { $0.isRightToLeft })
        // The closing parenthesis, drawn leftmost, shows the glyph of an opening one (and vice versa).
        let open = try #require(try engine.visualRuns(of: "(", style: .body).first)
        let close = try #require(try engine.visualRuns(of: ")", style: .body).first)
        #expect(runs[0].glyphs == open.glyphs)
        #expect(runs[2].glyphs == close.glyphs)
        #expect(open.glyphs != close.glyphs)
    }

    @Test func arabicIsShapedWithJoiningFormsRightToLeft() throws {
        let engine = try Fonts.worldEngine()
        let word = "السلام"
        let runs = try engine.visualRuns(of: word, style: .body)
        let run = try #require(runs.first)
        #expect(runs.count == 1)
        #expect(run.isRightToLeft)
        #expect(run.fontPath == Fonts.arabic)
        // Each letter alone takes its isolated form; joined, the letters take connected forms and lam + alef
        // become one ligature glyph.
        let isolated = try word.map { try #require(try engine.visualRuns(of: String($0), style: .body).first).glyphs }
        #expect(isolated.allSatisfy { $0.count == 1 })
        #expect(run.glyphs.count < word.unicodeScalars.count)
        #expect(Set(run.glyphs).isDisjoint(with: Set([isolated[1][0], isolated[2][0], isolated[3][0]])))
        // Digits inside Arabic text stay left-to-right.
        let numbered = try engine.visualRuns(of: "العدد 123", style: .body)
        #expect(numbered.map(\.text) == ["123", " ", "العدد"])
        #expect(numbered.map(\.isRightToLeft) == [false, true, true])
    }

    @Test func runsAreDrawnInVisualOrder() throws {
        let engine = try Fonts.worldEngine()
        let red = Color(red: 255, green: 0, blue: 0)
        /// The horizontal extent of red and of dark (black) ink when the Hebrew part is decorated in red.
        func inkExtents(_ text: String, hebrew: Range<Int>) throws -> (red: ClosedRange<Int>, black: ClosedRange<Int>) {
            let block = try engine.layout(text, style: .body, maxWidth: .infinity)
            var pixmap = Pixmap(width: Int(block.size.width) + 20, height: Int(block.size.height) + 20, fill: .white)
            try engine.draw(block, style: .body, color: .black, decorations: [TextDecoration(range: hebrew, color: red, underline: false)],
                            origin: Point(x: 10, y: 10), scale: 1, into: &pixmap)
            let reds = try #require(pixmap.bounds { r, g, b, _ in r > 200 && g < 120 && b < 120 })
            let blacks = try #require(pixmap.bounds { r, g, b, _ in r < 100 && g < 100 && b < 100 })
            return (reds.x0...reds.x1, blacks.x0...blacks.x1)
        }
        // Left-to-right paragraph: "abc" first, then the Hebrew word to its right.
        let ltr = try inkExtents("abc אבג", hebrew: 4..<7)
        #expect(ltr.red.lowerBound > ltr.black.upperBound)
        // Right-to-left paragraph: the Hebrew word first, at the right; "abc" to its left.
        let rtl = try inkExtents("אבג abc", hebrew: 0..<3)
        #expect(rtl.red.lowerBound > rtl.black.upperBound)
    }
}
