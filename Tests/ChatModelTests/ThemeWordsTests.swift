import ChatModel
import Testing

/// theme.json's `words`: decoding, its errors, chrome texts that insert words, and which language a locale picks.
@Suite("Theme words")
struct ThemeWordsTests {
    private func theme(_ insert: String) throws -> ThemeSpec {
        try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "# + insert + ",")]).utf8))
    }

    @Test func builtInWordsCoverEveryKeyInEveryLanguage() {
        let english = ThemeWords.builtIn.languages["en"] ?? [:]
        #expect(english.count >= 27)
        for (language, words) in ThemeWords.builtIn.languages {
            #expect(Set(words.keys) == Set(english.keys), "\(language)")
            #expect(words["typingIn"]?.contains("{name}") == true, "\(language)")
            for key in ["youReplied", "repliedToYou", "replied", "repliedOwn"] {
                #expect(words[key]?.contains("{name}") == true, "\(language) \(key)")
            }
            #expect(words["replied"]?.contains("{other}") == true, "\(language)")
        }
    }

    @Test func aLocalePicksItsMostSpecificLanguageThenEnglish() {
        let pack = ThemeWords(["en": ["chats": "Inbox", "rooms": "Rooms"], "zh": ["chats": "消息"], "zh_TW": ["contacts": "好友們"]])
        #expect(pack.table(locale: "en_US")["chats"] == "Inbox")
        #expect(pack.table(locale: "zh_CN")["chats"] == "消息")
        #expect(pack.table(locale: "zh_CN")["contacts"] == "通讯录")
        #expect(pack.table(locale: "zh-Hant-TW")["contacts"] == "好友們")
        #expect(pack.table(locale: "zh-Hant-TW")["settings"] == "設定")
        #expect(pack.table(locale: "zh_TW")["chats"] == "聊天")
        // A language the built-in table has beats the pack's English for the built-in keys, not for the pack's own.
        #expect(pack.table(locale: "de_DE")["chats"] == "Chats" && pack.table(locale: "de_DE")["contacts"] == "Kontakte")
        #expect(pack.table(locale: "de_DE")["rooms"] == "Rooms")
        #expect(pack.table(locale: "xx")["edit"] == "Edit")
        #expect(pack.table(locale: "")["search"] == "Search")
        #expect(pack.table(locale: "fr")["nothing"] == "nothing")
        #expect(pack.table(locale: "fr").word("nothing") == nil)
    }

    @Test func packWordsDecodeAndChromeTextsMayInsertThem() throws {
        let spec = try theme(#"""
            "words": {"en": {"rooms": "Rooms"}, "zh_TW": {"rooms": "房間"}},
            "chrome": {"tabBar": {"height": 50, "items": [{"text": "{rooms} · {chats}", "color": "accent", "maxWidth": 100, "x": 0, "y": 0}]}}
            """#)
        #expect(spec.words == ThemeWords(["en": ["rooms": "Rooms"], "zh_TW": ["rooms": "房間"]]))
        #expect(spec.words.keys.isSuperset(of: ["rooms", "chats", "draft"]))
    }

    @Test(arguments: [
        (#""words": {"english": {"chats": "x"}}"#, "words.english", "is not a language"),
        (#""words": {"en": {"chats": ""}}"#, "words.en.chats", "empty"),
        (#""words": {"en": {"my-word": "x"}}"#, #"words.en["my-word"]"#, "cannot name a word"),
        (#""words": {"en": ["x"]}"#, "words.en", "object"),
        (#""words": {"en": {"unread": "Unread"}}"#, "words.en.unread", "not a word"),
        (#""words": "en""#, "words", "object"),
        (#""chrome": {"tabBar": {"height": 50, "items": [{"text": "{chtas}", "color": "accent", "maxWidth": 100, "x": 0, "y": 0}]}}"#,
         "chrome.tabBar.items[0].text", #"did you mean "chats"?"#),
        (#""chrome": {"tabBar": {"height": 50, "items": [{"text": "{rooms}", "color": "accent", "maxWidth": 100, "x": 0, "y": 0}]}}"#,
         "chrome.tabBar.items[0].text", "words"),
    ])
    func badWords(insert: String, path: String, says: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "# + insert + ",")])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(says), "\(error)")
    }
}
