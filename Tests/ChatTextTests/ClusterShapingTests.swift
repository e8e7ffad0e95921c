import ChatGeometry
import ChatModel
import Testing
@testable import ChatText

@Suite("Shaping and fallback per cluster")
struct ClusterShapingTests {
    @Test(arguments: ["1️⃣", "#️⃣", "🇯🇵", "🇫🇷", "👋🏿", "👍🏽", "👨‍👩‍👧‍👦", "👩🏽‍💻", "🏳️‍🌈", "❤️"])
    func emojiSequencesAreOneColourGlyph(sequence: String) throws {
        let engine = try Fonts.worldEngine()
        #expect(engine.clusterFonts(of: sequence).map(\.fontPath) == [Fonts.emoji])
        let runs = try engine.visualRuns(of: sequence, style: .body)
        #expect(runs.count == 1)
        #expect(runs.first?.fontPath == Fonts.emoji)
        #expect(runs.first?.glyphs.count == 1, "\(sequence) is \(runs.first?.glyphs.count ?? 0) glyphs")
        #expect(runs.first?.glyphs.first != 0)  // not .notdef
    }

    @Test func presentationSelectorsChooseTheFont() throws {
        let engine = try TextEngine(fonts: FontSet(regular: [Fonts.interRegular, Fonts.symbols2, Fonts.emoji].map { FontFace(path: $0) }))
        // ⌚ has emoji presentation by default; VS15 asks for text (Noto Sans Symbols 2 has it), VS16 for emoji.
        #expect(engine.clusterFonts(of: "⌚").map(\.fontPath) == [Fonts.emoji])
        #expect(engine.clusterFonts(of: "⌚\u{FE0E}").map(\.fontPath) == [Fonts.symbols2])
        #expect(engine.clusterFonts(of: "⌚\u{FE0F}").map(\.fontPath) == [Fonts.emoji])
        // ✂ (U+2702) is text by default: the first text font that has it, unless VS16 asks for emoji.
        #expect(engine.clusterFonts(of: "✂").map(\.fontPath) == [Fonts.symbols2])
        #expect(engine.clusterFonts(of: "✂\u{FE0F}").map(\.fontPath) == [Fonts.emoji])
        // The text form is drawn from the outline font's glyph (the selector becomes HarfBuzz's invisible
        // zero-advance glyph).
        let text = try #require(try engine.visualRuns(of: "⌚\u{FE0E}", style: .body).first)
        #expect(text.fontPath == Fonts.symbols2)
        #expect(text.glyphs.first != 0 && text.glyphs.count <= 2)
    }

    @Test func devanagariConjunctsAreShapedByHarfBuzz() throws {
        let engine = try Fonts.worldEngine()
        let word = "क्षत्रिय"
        #expect(engine.clusterFonts(of: word).allSatisfy { $0.fontPath == Fonts.devanagari })
        let run = try #require(try engine.visualRuns(of: word, style: .body).first)
        #expect(try engine.visualRuns(of: word, style: .body).count == 1)
        #expect(!run.isRightToLeft)
        // Conjuncts (क्ष, त्र) and the pre-base vowel sign ि: fewer glyphs than scalars, and not the glyphs
        // of the letters set one by one.
        #expect(run.glyphs.count < word.unicodeScalars.count)
        var separate: [UInt32] = []
        for scalar in word.unicodeScalars {
            separate += try #require(try engine.visualRuns(of: String(scalar), style: .body).first).glyphs
        }
        #expect(run.glyphs != separate)
        // A too-narrow line never splits a conjunct cluster.
        let block = try engine.layout(word, style: .body, maxWidth: 0)
        #expect(block.lines.map(\.text).joined() == word)
        for line in block.lines { #expect(line.text.unicodeScalars.first != "\u{94D}") }
    }

    @Test func eachClusterTakesTheFirstListedFontThatCoversIt() throws {
        let engine = try Fonts.worldEngine()
        // Letters take the first listed font that covers them; a space after a Hebrew or Arabic letter stays in
        // that script's font (Pango's script itemisation), while a leading or Latin-run space takes Inter.
        let clusters = engine.clusterFonts(of: "a ש ب क你👍")
        #expect(clusters.map(\.fontPath) == [Fonts.interRegular, Fonts.interRegular, Fonts.hebrew, Fonts.hebrew, Fonts.arabic,
                                             Fonts.arabic, Fonts.devanagari, Fonts.cjkRegular, Fonts.emoji])
    }

    @Test func aLongConversationShapesEachDistinctWordOnce() throws {
        let engine = try Fonts.engine()
        let vocabulary = ["hello", "there", "how", "are", "you", "doing", "today", "fine", "thanks", "and",
                          "what", "about", "the", "weekend", "plans", "maybe", "hiking", "or", "movies", "sure"]
        // 400 messages of 3 to 14 words, picked by a fixed linear congruential sequence.
        var seed: UInt32 = 12345
        func next(_ bound: Int) -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int((seed >> 16) % UInt32(bound))
        }
        let messages = (0..<400).map { _ in (0..<(3 + next(12))).map { _ in vocabulary[next(vocabulary.count)] }.joined(separator: " ") }
        for message in messages { _ = try engine.layout(message, style: .body, maxWidth: 180) }
        let used = Set(messages.flatMap { $0.split(separator: " ").map(String.init) })
        // One run per distinct word, plus the space.
        #expect(engine.cachedShapeCount == used.count + 1)
        // Laying the conversation out again, or at another size, shapes nothing new.
        for message in messages { _ = try engine.layout(message, style: TextStyle(fontSize: 22), maxWidth: 240) }
        #expect(engine.cachedShapeCount == used.count + 1)
    }
}
