import ChatRender
import Foundation
import Testing

/// The samples and every built-in theme × appearance, rendered with pinned fonts and compared pixel by pixel.
@Suite("Golden images")
struct GoldenTests {
    static let samples = ["bilingual", "photos", "group", "rtl"]

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

    @Test("every content kind beyond text and image, in the classic and imessage themes, light and dark",
          arguments: ["classic", "imessage"], Appearance.allCases)
    func kinds(_ theme: String, _ appearance: Appearance) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance, scale: 2))
        let conversation = try renderer.loadConversation(path: "\(Repo.fixtures)/kinds.json")
        try assertGolden(renderer.render(conversation), named: "kinds-\(theme)-\(appearance.rawValue)")
    }
}
