import ChatCodec
import ChatRender
import ChatRenderTesting
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

/// Compares `pixmap` with the golden PNG `name` through ChatRenderTesting's snapshot store, strictly (threshold 0,
/// anti-aliased pixels counted): records it when missing or when CHATRENDER_RECORD=1; on a mismatch writes
/// `test-artifacts/<name>.actual.png` and `.diff.png`.
func assertGolden(_ pixmap: Pixmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let store = SnapshotStore(goldenDirectory: Repo.goldens, artifactsDirectory: Repo.artifacts,
                              comparison: try ImageComparison(threshold: 0, includeAntialiasing: true))
    assertSnapshot(of: pixmap, named: name, store: store, sourceLocation: sourceLocation)
    // Not only the same pixels: the same bytes as the golden file, as the store writes them (a refactor of the
    // renderer or the encoder keeps every golden byte-identical).
    if ProcessInfo.processInfo.environment["CHATRENDER_RECORD"] != "1",
       let golden = FileManager.default.contents(atPath: "\(Repo.goldens)/\(name).png") {
        // Compared first, then expected: a failed #expect on two arrays spells out their difference, which for
        // megabytes of PNG takes the test runner tens of minutes.
        let sameBytes = try ChatRenderer.encodePNG(pixmap) == Array(golden)
        #expect(sameBytes, "\(name).png: the same pixels in other bytes", sourceLocation: sourceLocation)
    }
}
