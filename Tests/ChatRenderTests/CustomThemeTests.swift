import ChatLayout
import ChatRender
import Foundation
import Testing

/// A theme pack written by a user: the classic pack copied, its stretching switched to UIKit's legacy
/// `stretchableImageWithLeftCapWidth:topCapHeight:` form and its colours changed.
@Suite("Custom theme packs")
struct CustomThemeTests {
    func makePack(_ name: String, edit: (String) -> String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-pack-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.copyItem(atPath: Repo.path("assets/themes/classic"), toPath: dir)
        let json = try String(contentsOfFile: dir + "/theme.json", encoding: .utf8)
        try AtomicFileWriter().write(Array(edit(json).utf8), to: dir + "/theme.json")
        return dir
    }

    @Test("legacy cap widths stretch one pixel column and row, and the bubble keeps the pack's colour")
    func legacyCaps() throws {
        let pack = try makePack("legacy") { json in
            json.replacingOccurrences(of: "\"capInsets\": [13, 13, 13, 21]", with: "\"capInsets\": { \"leftCapWidth\": 18, \"topCapHeight\": 15 }")
                .replacingOccurrences(of: "\"#70DA39\"", with: "\"#8E44AD\"")
        }
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: pack, scale: 2))
        let json = #"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","text":"A legacy stretchable bubble that wraps onto two lines at least, surely"}]}"#
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "t.json", baseDirectory: Repo.fixtures)
        let list = try renderer.placements(conversation)
        let bubble = try #require(list.elements.first { $0.kind == "bubble" })
        guard case .bubble(let element) = bubble.content, case .legacy(let left, let top) = element.capInsets else {
            Issue.record("expected legacy cap insets in the display list"); return
        }
        #expect(left == 18 && top == 15)
        let image = try renderer.render(conversation)
        let inside = image[Int((bubble.frame.minX + 8) * 2), Int(bubble.frame.midY * 2)]
        #expect(inside == PremultipliedColor(red: 0x8E, green: 0x44, blue: 0xAD, alpha: 255))
        // The rounded top-left corner is copied, not stretched: its very corner pixel stays background.
        let corner = image[Int(bubble.frame.minX * 2), Int(bubble.frame.minY * 2)]
        #expect(corner == PremultipliedColor(red: 0xEB, green: 0xEB, blue: 0xEB, alpha: 255))
        // Legacy templates never shrink below their own size.
        #expect(bubble.frame.width >= 43 && bubble.frame.height >= 32)
    }

    @Test("a pack without a referenced image says which file is missing")
    func missingImage() throws {
        let pack = try makePack("missing") { $0.replacingOccurrences(of: "\"image\": \"bubble\"", with: "\"image\": \"speech\"") }
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: pack, scale: 2))
        let json = #"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","text":"hi"}]}"#
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "t.json", baseDirectory: Repo.fixtures)
        #expect {
            try renderer.render(conversation)
        } throws: { error in "\(error)".contains("speech.png") }
    }
}
