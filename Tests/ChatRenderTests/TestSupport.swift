import ChatCodec
import ChatRender
import Foundation
import Testing

/// Paths of the checkout, found from this file.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
    static let goldens = path("Tests/ChatRenderTests/Goldens")
    static let fixtures = path("Tests/ChatRenderTests/Fixtures")
    static let artifacts = path("test-artifacts")
}

/// Fonts loaded by explicit file (Debian's fonts-inter, fonts-noto-cjk, fonts-noto-color-emoji), never by
/// whatever the machine has, so goldens are reproducible.
enum PinnedFonts {
    static let files = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#Noto Sans CJK SC",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc#Noto Sans CJK SC",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    static func options(theme: String? = nil, appearance: Appearance? = nil, scale: Double? = nil) -> RenderOptions {
        RenderOptions(theme: theme, appearance: appearance, scale: scale, fontFiles: files)
    }
}

/// Compares `pixmap` with the golden PNG `name`; records it when missing or when CHATRENDER_RECORD=1.
/// On a mismatch writes `test-artifacts/<name>.actual.png` and `.diff.png`.
func assertGolden(_ pixmap: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let golden = (Repo.goldens as NSString).appendingPathComponent("\(name).png")
    let record = ProcessInfo.processInfo.environment["CHATRENDER_RECORD"] == "1"
    if record || !FileManager.default.fileExists(atPath: golden) {
        try OutputFile.write(ChatRenderer.encodePNG(pixmap), to: golden)
        if !record {
            Issue.record("recorded missing golden \(name).png; look at it, commit it and run again", sourceLocation: sourceLocation)
        }
        return
    }
    let expected = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))))
    let comparison = ImageComparison.compare(pixmap, expected)
    if !comparison.matches {
        try FileManager.default.createDirectory(atPath: Repo.artifacts, withIntermediateDirectories: true)
        try OutputFile.write(ChatRenderer.encodePNG(pixmap), to: "\(Repo.artifacts)/\(name).actual.png")
        if let diff = ImageComparison.diffImage(pixmap, expected) {
            try OutputFile.write(ChatRenderer.encodePNG(diff), to: "\(Repo.artifacts)/\(name).diff.png")
        }
        let detail = comparison.sizeMismatch
            ? "size \(pixmap.width)×\(pixmap.height) vs golden \(expected.width)×\(expected.height)"
            : "\(comparison.differentPixels) pixels (\(String(format: "%.3f", comparison.percentage))%) differ in \(comparison.bounds.map { "\($0)" } ?? "-")"
        let message = "\(name): \(detail); see test-artifacts/\(name).actual.png and .diff.png; "
            + "CHATRENDER_RECORD=1 re-records deliberately"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
