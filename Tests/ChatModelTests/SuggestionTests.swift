import Testing
@testable import ChatModel

@Suite("Suggestion: Damerau–Levenshtein")
struct SuggestionTests {
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("text", "text", 0), ("txt", "text", 1), ("ca", "ac", 1),
        ("widht", "width", 1), ("kitten", "sitting", 3), ("seen", "sent", 2), ("abcdef", "badcfe", 3),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(Suggestion.damerauLevenshtein(Array(a), Array(b)) == expected)
        #expect(Suggestion.damerauLevenshtein(Array(b), Array(a)) == expected)
    }

    @Test func lengthDifferenceBeyondTheLimitShortCircuits() {
        #expect(Suggestion.damerauLevenshtein(Array("a"), Array("abcdefgh"), limit: 2) == 3)
    }

    @Test(arguments: [
        ("txt", ["from", "text", "image"], "text"),
        ("Text", ["from", "text"], "text"),
        ("seen", DeliveryStatus.allCases.map(\.rawValue), "sent"),
        ("photoMaxAspectRation", ThemeKeys.metrics, "photoMaxAspectRatio"),
        ("avatarplacment", ThemeKeys.metrics, "avatarPlacement"),
    ] as [(String, [String], String?)])
    func nearestCloseCandidate(word: String, candidates: [String], expected: String?) {
        #expect(Suggestion.nearest(to: word, in: candidates) == expected)
    }

    @Test func farWordsGetNoSuggestion() {
        #expect(Suggestion.nearest(to: "wallpaper", in: ConversationKeys.canvas) == nil)
        #expect(Suggestion.nearest(to: "zzz", in: ["text"]) == nil)
        // Distance 3 on a 6-letter word is beyond max(2, 6 / 3) = 2.
        #expect(Suggestion.nearest(to: "abcxyz", in: ["abcdef"]) == nil)
        // Distance 3 on a 9-letter word is within max(2, 9 / 3) = 3.
        #expect(Suggestion.nearest(to: "abcdefxyz", in: ["abcdefghi"]) == "abcdefghi")
    }

    @Test func exactMatchIsNotASuggestionAndTiesGoToTheFirstCandidate() {
        #expect(Suggestion.nearest(to: "text", in: ["text"]) == nil)
        #expect(Suggestion.nearest(to: "ab", in: ["aa", "bb"]) == "aa")
        #expect(Suggestion.nearest(to: "ab", in: ["bb", "aa"]) == "bb")
    }
}
