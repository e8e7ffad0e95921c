import ChatModel
import Testing
@testable import ChatText

@Suite("CJK and emoji")
struct ScriptAndEmojiTests {
    @Test func cjkBreaksBetweenIdeographs() throws {
        let engine = try Fonts.engine()
        let text = "我们今天晚上一起去吃饭吧"
        let ideograph = try engine.width(of: "我", style: .body)
        let block = try engine.layout(text, style: .body, maxWidth: ideograph * 5 + 0.1)
        #expect(block.lines.map(\.text) == ["我们今天晚", "上一起去吃", "饭吧"])
        #expect(block.fonts == [Fonts.cjkRegular + "#2"])  // face 2: Noto Sans CJK SC
        // Every CJK ideograph is one em wide (Noto Sans CJK: 1000 units).
        #expect(abs(ideograph - 17) < 1e-9)
    }

    @Test func closingPunctuationNeverStartsALine() throws {
        let engine = try Fonts.engine()
        let ideograph = try engine.width(of: "我", style: .body)
        for text in ["你好世界。再见朋友们", "你好世界，再见朋友们", "「你好世界」再见", "你好世界！再见"] {
            for columns in 2...6 {
                let block = try engine.layout(text, style: .body, maxWidth: ideograph * Double(columns) + 0.1)
                #expect(block.lines.map(\.text).joined() == text)
                for line in block.lines {
                    let first = line.text.first.map(String.init) ?? ""
                    #expect(!"。，、）」！？：；".contains(first), "line starts with \(first) in \(block.lines.map(\.text))")
                    let last = line.text.last.map(String.init) ?? ""
                    #expect(!"「（".contains(last), "line ends with \(last)")
                }
            }
        }
        // With room for exactly four ideographs, "。" goes down with the fourth ideograph.
        let block = try engine.layout("你好世界。再见", style: .body, maxWidth: ideograph * 4 + 0.1)
        #expect(block.lines.map(\.text) == ["你好世", "界。再见"])
    }

    @Test func mixedLatinAndCJKBreaksAtTheScriptBoundary() throws {
        let engine = try Fonts.engine()
        let maxWidth = try engine.width(of: "Hello", style: .body) + 1
        let block = try engine.layout("Hello世界", style: .body, maxWidth: maxWidth)
        #expect(block.lines.map(\.text) == ["Hello", "世界"])
    }

    @Test func emojiSequencesAreOneClusterInTheEmojiFont() throws {
        let engine = try Fonts.engine()
        let sequences = ["👍🏽", "👨‍👩‍👧‍👦", "🇨🇳", "1️⃣", "❤️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
        let clusters = engine.clusterFonts(of: sequences.joined())
        #expect(clusters.map(\.cluster) == sequences)
        #expect(clusters.allSatisfy { $0.fontPath == Fonts.emoji })
        // Zero width puts each cluster on its own line; each is one glyph, one emoji advance wide.
        let block = try engine.layout(sequences.joined(), style: .body, maxWidth: 0)
        #expect(block.lines.map(\.text) == sequences)
        #expect(block.fonts == [Fonts.emoji])
        let metrics = try engine.lineMetrics(for: .body)
        // Noto Color Emoji: advance 2550, ascender + descender 1900 + 500, sized to Inter's box.
        let advance = 2550 * (metrics.ascender + metrics.descender) / 2400
        for line in block.lines { #expect(abs(line.frame.width - advance) < 1e-9, "\(line.text)") }
    }

    @Test func textPresentationPrefersTextFonts() throws {
        let engine = try Fonts.engine()
        let clusters = engine.clusterFonts(of: "1#©")
        // Digits, # and © exist in Noto Color Emoji too, but without VS16 they are text.
        #expect(clusters.allSatisfy { $0.fontPath == Fonts.interRegular })
        let keycap = engine.clusterFonts(of: "1\u{FE0F}\u{20E3}")
        #expect(keycap.map(\.fontPath) == [Fonts.emoji])
    }

    @Test func uncoveredCharactersFallBackToThePrimaryFontWithoutSystemFallback() throws {
        let engine = try Fonts.engine()
        // Ethiopic is in none of the listed fonts: .notdef of the primary font.
        let clusters = engine.clusterFonts(of: "ሰላም")
        #expect(clusters.allSatisfy { $0.fontPath == Fonts.interRegular })
        let block = try engine.layout("ሰላም", style: .body, maxWidth: .infinity)
        #expect(block.size.width > 0)
    }

    @Test func systemFallbackFindsACoveringFont() throws {
        let engine = try TextEngine(fonts: FontSet(regular: [FontFace(path: Fonts.interRegular)], systemFallback: true))
        // Devanagari is not in Inter; fontconfig finds an installed font that covers it (fonts-noto-core).
        let clusters = engine.clusterFonts(of: "नमस्ते")
        #expect(!clusters.isEmpty)
        for cluster in clusters {
            #expect(cluster.fontPath != Fonts.interRegular)
            #expect(cluster.fontPath.hasPrefix("/usr/share/fonts/"))
        }
        // Emoji prefer a colour font.
        #expect(engine.clusterFonts(of: "👍").map(\.fontPath) == [Fonts.emoji])
    }

    @Test func arabicWordsAreShapedWithJoiningForms() throws {
        let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
        let engine = try TextEngine(fonts: FontSet(regular: [FontFace(path: Fonts.interRegular), FontFace(path: arabic)]))
        let word = "مرحبا"
        let joined = try engine.width(of: word, style: .body)
        // Each letter alone takes its isolated form; joined in a word, they take narrower connected forms.
        let isolated = try word.map { try engine.width(of: String($0), style: .body) }.reduce(0, +)
        #expect(joined > 0)
        #expect(abs(joined - isolated) > 0.5)
        #expect(try engine.layout("hi \(word)", style: .body, maxWidth: .infinity).fonts == [Fonts.interRegular, arabic])
    }

    @Test func ignorablesTakeTheFontOfTheClusterBefore() throws {
        let engine = try Fonts.engine()
        let clusters = engine.clusterFonts(of: "你\u{200B}好")
        #expect(clusters.count == 2 || clusters.count == 3)
        #expect(clusters.allSatisfy { $0.fontPath == Fonts.cjkRegular })
    }
}

@Suite("Grapheme classes")
struct GraphemeClassTests {
    private func classify(_ character: Character) -> GraphemeClass { GraphemeClass(scalars: character.unicodeScalars) }

    @Test func presentation() {
        #expect(classify("a").presentation == .text)
        #expect(classify("1").presentation == .text)
        #expect(classify("☺").presentation == .text)
        #expect(classify("☺\u{FE0F}").presentation == .emoji)
        #expect(classify("😀").presentation == .emoji)
        #expect(classify("😀\u{FE0E}").presentation == .explicitText)
        #expect(classify("#\u{FE0F}\u{20E3}").presentation == .emoji)
        #expect(classify("🇫🇷").presentation == .emoji)
        #expect(classify("👍🏽").presentation == .emoji)
        #expect(classify("👨‍👩‍👧‍👦").presentation == .emoji)
    }

    @Test func requiredScalarsSkipIgnorables() {
        #expect(classify("👨‍👩‍👧‍👦").required == [0x1F468, 0x1F469, 0x1F467, 0x1F466])
        #expect(classify("1\u{FE0F}\u{20E3}").required == [0x31, 0x20E3])
        #expect(classify("e\u{301}").required == [0x65, 0x301])
        #expect(classify("\u{AD}").required.isEmpty)
        #expect(classify("\u{200B}").required.isEmpty)
        #expect(classify("\t").required == [0x20])
    }

    @Test func breakableSpaces() {
        #expect(classify(" ").isSpace)
        #expect(classify("\t").isSpace)
        #expect(classify("\u{3000}").isSpace)
        #expect(classify("\u{200B}").isSpace)
        // No-break spaces stay on the line; a space carrying a combining mark is visible.
        #expect(!classify("\u{A0}").isSpace)
        #expect(!classify("\u{202F}").isSpace)
        #expect(!classify(" \u{301}").isSpace)
        #expect(!classify("a").isSpace)
        #expect(!classify("中").isSpace)
    }
}
