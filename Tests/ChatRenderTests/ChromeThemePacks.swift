import ChatRender
import Foundation

/// Theme packs that style the chrome like other apps: `Fixtures/chrome-themes/<name>.json` as the theme.json of a
/// temporary pack holding the imessage pack's PNGs (so the fixtures carry no copies of binary files).
enum ChromeThemePacks {
    /// WhatsApp for Android (`leading` + `android`), Messenger (`leading` + `messenger`), Telegram (`centered` + `attach`).
    static let names = ["whatsapp-like", "messenger-like", "telegram-like"]

    /// The directory of the pack `name`, assembled on first use in this process.
    static func path(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-chrome-\(name)-\(getpid())").path
        let json = try Data(contentsOf: URL(fileURLWithPath: "\(Repo.fixtures)/chrome-themes/\(name).json"))
        if FileManager.default.fileExists(atPath: dir + "/theme.json"),
           (try? Data(contentsOf: URL(fileURLWithPath: dir + "/theme.json"))) == json {
            return dir
        }
        try? FileManager.default.removeItem(atPath: dir)
        let staging = dir + ".\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        let source = Repo.path("assets/themes/imessage")
        for file in try FileManager.default.contentsOfDirectory(atPath: source).sorted() where file.hasSuffix(".png") {
            try FileManager.default.copyItem(atPath: "\(source)/\(file)", toPath: "\(staging)/\(file)")
        }
        try json.write(to: URL(fileURLWithPath: staging + "/theme.json"))
        // Concurrent tests may race: the first rename wins, and every staged copy is identical.
        if rename(staging, dir) != 0 { try? FileManager.default.removeItem(atPath: staging) }
        return dir
    }
}
