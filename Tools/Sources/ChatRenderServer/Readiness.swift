import ChatRender
import ChatRenderServeOptions
import Foundation

/// What `GET /readyz` checks at each call: that a render can work now. The pinned fonts (`--fonts`, or font
/// files) are still there, the built-in theme packs are found, and every configured pack still has its theme.json.
struct Readiness: Sendable {
    let configuration: ServerConfiguration

    /// Nil when renders can work; otherwise why not, as a 503 answer saying what to fix.
    func problem() -> ServiceError? {
        let options = configuration.renderOptions
        if let directory = options.fontDirectory {
            do {
                _ = try ChatFontDirectory.fontFiles(in: directory)
            } catch {
                return Self.notReady("\(error)")
            }
        }
        for file in options.fontFiles ?? [] where !FileManager.default.isReadableFile(atPath: file) {
            return Self.notReady("the font file \(file) is missing or unreadable; restore it, or restart without it")
        }
        do {
            _ = try options.themeLocator.locate(ChatThemeLocator.defaultTheme, baseDirectory: "/")
        } catch {
            return Self.notReady("\(error); set CHATRENDER_THEMES to the directory of the built-in theme packs")
        }
        for (name, directory) in configuration.themePacks.sorted(by: { $0.key < $1.key })
        where !FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("theme.json")) {
            return Self.notReady("theme pack \(name): \(directory) no longer holds a theme.json; restore it, or restart "
                                 + "without --theme-pack \(name)")
        }
        return nil
    }

    private static func notReady(_ reason: String) -> ServiceError {
        ServiceError(status: 503, message: "not ready: \(reason)", hint: "renders would fail until this is fixed")
    }
}
