import ChatModel
import ChatRender
import Foundation
import Testing

/// The samples and every built-in theme × appearance, rendered with pinned fonts and compared pixel by pixel.
@Suite("Golden images")
struct GoldenTests {
    static let samples = ["bilingual", "photos", "group", "rtl", "custom", "chats-whatsapp", "chats-qq", "chats-telegram", "chats-imessage", "contacts-qq"]

    @Test("samples/*.json render exactly as their goldens", arguments: samples)
    func sample(_ name: String) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let conversation = try renderer.loadConversation(path: Repo.path("samples/\(name).json"))
        try assertGolden(renderer.render(conversation), named: "sample-\(name)")
    }

    @Test("bubbles in Latin, Chinese, Japanese, Arabic, Hebrew, Hindi, emoji sequences and a long URL")
    func scripts() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/scripts.json")
        try assertGolden(renderer.render(conversation), named: "scripts")
    }

    @Test("every built-in theme in light and dark", arguments: ThemeLocator.builtInNames, Appearance.allCases)
    func theme(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 2))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/themes.json")
        try assertGolden(renderer.render(conversation), named: "theme-\(theme)-\(appearance.rawValue)")
    }

    @Test("every content kind beyond text and image, in every built-in theme, light and dark",
          arguments: ThemeLocator.builtInNames, Appearance.allCases)
    func kinds(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 2))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/kinds.json")
        try assertGolden(renderer.render(conversation), named: "kinds-\(theme)-\(appearance.rawValue)")
    }

    @Test("albums of two, three and five photos (a caption on one) in every built-in theme: each cell in the theme's album cell shape, or the grid cut as one",
          arguments: ThemeLocator.builtInNames)
    func albums(_ theme: String) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: .light))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/albums.json")
        try assertGolden(renderer.render(conversation), named: "albums-\(theme)-light")
    }

    @Test("forwarded photo, file, voice note, place, video and album in a group, then replies quoting the photo and the video: the app's forwarded line, the quoted picture's thumbnail",
          arguments: [("telegram", Appearance.light), ("whatsapp", .dark), ("messenger", .light)])
    func forwarded(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 2))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/forwarded.json")
        try assertGolden(renderer.render(conversation), named: "forwarded-\(theme)-\(appearance.rawValue)")
    }

    @Test("right to left: the quote's bar and thumbnail, the link card's bar, the ticks before the time, the badge read from the right, the bars mirrored",
          arguments: [("whatsapp", Appearance.light), ("telegram", .dark), ("gmessages", .light), ("signal", .dark)])
    func rightToLeft(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 2))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/rtl-kinds.json")
        try assertGolden(renderer.render(conversation), named: "rtl-kinds-\(theme)-\(appearance.rawValue)")
    }

    @Test("link previews (large image, thumbnail, text only, with a reply and a reaction) in every built-in theme, light and dark",
          arguments: ThemeLocator.builtInNames, Appearance.allCases)
    func links(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 2))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/links.json")
        try assertGolden(renderer.render(conversation), named: "links-\(theme)-\(appearance.rawValue)")
    }
}

/// Full mock-up chrome (status bar, header, composer) on an 844 pt phone viewport, per theme and appearance.
@Suite("Golden images: chrome")
struct ChromeGoldenTests {
    @Test("status bar, header and composer in every built-in theme in light and dark",
          arguments: ThemeLocator.builtInNames, Appearance.allCases)
    func chrome(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/chrome.json")
        try assertGolden(renderer.render(conversation), named: "chrome-\(theme)-\(appearance.rawValue)")
    }

    @Test("the composer while a draft is typed (chrome.composer.text): the draft cut with \"…\" and the app's send button",
          arguments: ThemeLocator.builtInNames, Appearance.allCases)
    func draft(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/composer-draft.json")
        try assertGolden(renderer.render(conversation), named: "composer-draft-\(theme)-\(appearance.rawValue)")
    }

    @Test("the typing composer right to left: the send button at the left, the draft at the right", arguments: ["imessage", "whatsapp", "messenger"])
    func draftRightToLeft(_ theme: String) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: .light))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/composer-draft-rtl.json")
        try assertGolden(renderer.render(conversation), named: "composer-draft-rtl-\(theme)-light")
    }
}

/// The chrome in the styles of other apps and platforms (`chrome` in theme.json): WhatsApp for Android (Android
/// status bar, `leading` header, `android` composer), Messenger (`leading` + `messenger`), Telegram (`centered` +
/// `attach`), on the same 390 × 844 pt viewport at @2x.
@Suite("Golden images: themed chrome")
struct ThemedChromeGoldenTests {
    @Test("each chrome style in light and dark", arguments: ChromeThemePacks.names, Appearance.allCases)
    func chrome(_ pack: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: try ChromeThemePacks.path(pack), appearance: appearance))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/chrome.json")
        try assertGolden(renderer.render(conversation), named: "chrome-\(pack)-\(appearance.rawValue)")
    }
}

/// The list screens (`"screen"`): the chat list, the contacts in groups and in alphabetical order, in every built-in
/// theme, light and dark, on a 390 × 844 pt viewport at @1x (the samples show them at @2x).
@Suite("Golden images: screens")
struct ScreenGoldenTests {
    @Test("chats, contacts in groups and alphabetical contacts in every built-in theme, light and dark",
          arguments: ThemeLocator.builtInNames, Appearance.allCases)
    func screens(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 1))
        for screen in ["chats", "contacts", "alphabetical"] {
            let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/screens-\(screen).json")
            try assertGolden(renderer.render(conversation), named: "screen-\(screen)-\(theme)-\(appearance.rawValue)")
        }
    }
}

/// `RenderOptions.frame`: the chrome screenshot in a device outline with a shadow on the default background.
@Suite("Golden images: device frame")
struct FrameGoldenTests {
    @Test("the framed chrome screenshot")
    func framed() throws {
        var options = PinnedFonts.options(theme: "imessage", appearance: .light)
        options.frame = DeviceFrame()
        let renderer = ChatRenderer(options: options)
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/chrome.json")
        let image = try renderer.render(conversation)
        // 390 × 844 pt at @2x, plus a 12 pt bezel and 48 pt of padding on every side.
        #expect(image.width == 780 + 2 * 24 + 2 * 96 && image.height == 1688 + 2 * 24 + 2 * 96)
        try assertGolden(image, named: "frame-imessage-light")
    }

    /// A conversation without chrome: bubbles reach the screenshot's top and bottom edges.
    static let bare = #"{"canvas":{"width":390,"scale":2},"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"#
        + #""messages":[{"from":"ann","text":"Are we still on for tonight?"},{"from":"me","text":"Yes! See you at eight 🍝"}]}"#

    @Test("without chrome, the screenshot sits between strips of its background: the corners clip nothing")
    func framedWithoutChrome() throws {
        let conversation = try ConversationDecoder().decode(Array(Self.bare.utf8), baseDirectory: Repo.root.path)
        let plain = try ChatRenderer(options: PinnedFonts.options(theme: "imessage", appearance: .light)).render(conversation)
        var options = PinnedFonts.options(theme: "imessage", appearance: .light)
        options.frame = DeviceFrame()
        let framed = try ChatRenderer(options: options).render(conversation)
        // The display's corner radius (55 - 12 pt) at @2x above and below the screenshot.
        let strip = 86, left = 2 * 48 + 2 * 12
        #expect(framed.width == plain.width + 2 * left && framed.height == plain.height + 2 * left + 2 * strip)
        // Every pixel of the screenshot, the last bubble's tail in the bottom corner too, is in the framed image.
        var clipped = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where plain[x, y] != framed[x + left, y + left + strip] { clipped += 1 }
        }
        #expect(clipped == 0, "\(clipped) pixels of the screenshot are covered by the frame")
        // The strips are the screen's background.
        #expect(framed[left + plain.width / 2, left + strip / 2] == plain[plain.width / 2, 0])
        try assertGolden(framed, named: "frame-imessage-light-bare")
    }
}
