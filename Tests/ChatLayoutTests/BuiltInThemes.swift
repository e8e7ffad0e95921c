import ChatModel
import Foundation

/// The built-in theme packs of assets/themes, decoded from their theme.json (layout tests need no pixels).
enum BuiltInThemes {
    static let directory: String = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return tests.deletingLastPathComponent().appendingPathComponent("assets/themes").path
    }()

    /// The packs on disk: every directory of assets/themes holding a theme.json, sorted.
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { FileManager.default.fileExists(atPath: "\(directory)/\($0)/theme.json") }.sorted()

    static func spec(_ name: String) throws -> ThemeSpec {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name)/theme.json")))
        return try ThemeDecoder().decode(bytes)
    }
}
