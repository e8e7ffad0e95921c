import ChatModel
import Foundation

/// The built-in theme packs of assets/themes, decoded from their theme.json (layout tests need no pixels).
enum BuiltInThemes {
    static let names = ["classic", "imessage", "messenger", "qq", "telegram", "whatsapp"]

    static let directory: String = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return tests.deletingLastPathComponent().appendingPathComponent("assets/themes").path
    }()

    static func spec(_ name: String) throws -> ThemeSpec {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name)/theme.json")))
        return try ThemeDecoder().decode(bytes)
    }
}
