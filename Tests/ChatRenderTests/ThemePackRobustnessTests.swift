import ChatRender
import Foundation
import Testing

/// Classes 1 and 4 of the robustness issue for theme packs: cap insets larger than their template are refused naming
/// the key; a FIFO or device in a pack never hangs the render; a symbolic link that resolves outside the pack is
/// refused like a `..` path. Packs are copies of the classic pack, changed per case.
@Suite("Hostile theme packs", .serialized)
struct ThemePackRobustnessTests {
    let chat = #"{"participants":[{"id":"me","me":true},{"id":"a"}],"messages":[{"from":"a","text":"hi"},{"from":"me","text":"yo","status":"read"}]}"#

    func makePack(_ name: String, edit: (String) -> String = { $0 }) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-hostile-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.copyItem(atPath: Repo.path("assets/themes/classic"), toPath: dir)
        let json = try String(contentsOfFile: dir + "/theme.json", encoding: .utf8)
        try Data(edit(json).utf8).write(to: URL(fileURLWithPath: dir + "/theme.json"))
        return dir
    }

    /// The error rendering `chat` with the pack at `scale`, or nil (recording an issue) when it renders.
    func renderError(pack: String, scale: Double = 2, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            let renderer = ChatRenderer(options: PinnedFonts.options(theme: pack, scale: scale))
            _ = try renderer.render(renderer.decodeConversation(Array(chat.utf8), file: "t.json", baseDirectory: Repo.fixtures))
            Issue.record("expected the pack to be refused", sourceLocation: sourceLocation)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Cap insets that together exceed the 43 × 32 pt classic bubble, on each side, in both forms.
    @Test(arguments: [
        (#"[13, 30, 13, 21]"#, "bubbles.text.default.capInsets: the left and right caps (30 + 21 pt) are wider than the template \"bubble\" (43 × 32 pt)"),
        (#"[20, 13, 13, 21]"#, "bubbles.text.default.capInsets: the top and bottom caps (20 + 13 pt) are taller than the template \"bubble\" (43 × 32 pt)"),
        (#"{ "leftCapWidth": 43, "topCapHeight": 15 }"#, "bubbles.text.default.capInsets: leftCapWidth 43 pt is not inside the template \"bubble\""),
        (#"{ "leftCapWidth": 20, "topCapHeight": 40 }"#, "bubbles.text.default.capInsets: topCapHeight 40 pt is not inside the template \"bubble\""),
    ])
    func capInsetsLargerThanTheTemplateAreRefused(caps: String, message: String) throws {
        let pack = try makePack("caps") { $0.replacingOccurrences(of: "[13, 13, 13, 21]", with: caps) }
        for scale in [1.0, 2, 3] {
            let error = renderError(pack: pack, scale: scale)
            #expect(error?.contains(message) == true, "@\(scale)x: \(error ?? "")")
            #expect(error?.contains("make the caps smaller than the template") == true)
        }
    }

    @Test func capInsetsThatExactlyFitAreAccepted() throws {
        // JSQMessagesViewController's centre insets: the caps meet in the middle of a 43 × 32 pt template.
        let pack = try makePack("centre") { $0.replacingOccurrences(of: "[13, 13, 13, 21]", with: "[16, 21.5, 16, 21.5]") }
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: pack, scale: 2))
        let image = try renderer.render(renderer.decodeConversation(Array(chat.utf8), file: "t.json", baseDirectory: Repo.fixtures))
        #expect(image.width == 780)
    }

    @Test func aSymbolicLinkOutOfThePackIsRefused() throws {
        let pack = try makePack("symlink")
        try FileManager.default.removeItem(atPath: pack + "/bubble@2x.png")
        try FileManager.default.createSymbolicLink(atPath: pack + "/bubble@2x.png", withDestinationPath: "/etc/passwd")
        let error = renderError(pack: pack)
        #expect(error?.contains("bubble@2x.png is a symbolic link to /etc/passwd, outside the theme pack") == true, "\(error ?? "")")

        // A link inside the pack is fine.
        try FileManager.default.removeItem(atPath: pack + "/bubble@2x.png")
        try FileManager.default.createSymbolicLink(atPath: pack + "/bubble@2x.png", withDestinationPath: "bubble@3x.png")
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: pack, scale: 2))
        _ = try renderer.render(renderer.decodeConversation(Array(chat.utf8), file: "t.json", baseDirectory: Repo.fixtures))

        // theme.json and the pack's font files are held to the same rule.
        let outside = try makePack("symlink-json")
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-elsewhere-\(getpid()).json").path
        try FileManager.default.moveItem(atPath: outside + "/theme.json", toPath: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: outside + "/theme.json", withDestinationPath: elsewhere)
        #expect(renderError(pack: outside)?.contains("outside the theme pack") == true)

        let fonts = try makePack("symlink-font") { $0.replacingOccurrences(of: #""body": 16"#, with: #""files": ["fonts/Inter.otf"], "body": 16"#) }
        try FileManager.default.createDirectory(atPath: fonts + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fonts + "/fonts/Inter.otf", withDestinationPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        do {
            let renderer = ChatRenderer(options: RenderOptions(theme: fonts, scale: 2))
            _ = try renderer.layout(renderer.decodeConversation(Array(chat.utf8), file: "t.json", baseDirectory: Repo.fixtures))
            Issue.record("a font file linked out of the pack was read")
        } catch {
            #expect("\(error)".contains("fonts/Inter.otf is a symbolic link to /usr/share/fonts/opentype/inter/Inter-Regular.otf, outside the theme pack"),
                    "\(error)")
        }
    }

    @Test func aFIFOInThePackNeverHangs() throws {
        let pack = try makePack("fifo")
        try FileManager.default.removeItem(atPath: pack + "/bubble@2x.png")
        #expect(mkfifo(pack + "/bubble@2x.png", 0o600) == 0)
        let error = renderError(pack: pack)
        #expect(error?.contains("bubble@2x.png is a named pipe (FIFO), not a regular file") == true, "\(error ?? "")")

        let json = try makePack("fifo-json")
        try FileManager.default.removeItem(atPath: json + "/theme.json")
        #expect(mkfifo(json + "/theme.json", 0o600) == 0)
        #expect(renderError(pack: json)?.contains("theme.json is a named pipe (FIFO), not a regular file") == true)
    }
}
