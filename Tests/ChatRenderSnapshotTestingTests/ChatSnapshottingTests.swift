// Built with the package trait "SnapshotTesting" (`make test` passes `--traits SnapshotTesting`), like the module.
#if SnapshotTesting
import ChatRender
import ChatRenderSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's `verifySnapshot` with chatrender's strategies: record, then pass, then fail on a change
/// with a clear message.
@Suite("swift-snapshot-testing strategies", .serialized)
struct ChatSnapshottingTests {
    let renderer = ChatRenderer(options: ChatRenderOptions(fontFiles: [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]))

    func chat(_ text: String) -> ChatConversation {
        ChatConversation(theme: "imessage", canvas: ChatCanvas(width: 320, scale: 1),
                     participants: [ChatParticipant(id: "me", isMe: true), ChatParticipant(id: "ann", name: "Ann")],
                     messages: [ChatMessage(from: "ann", content: .text("Hi!")),
                                ChatMessage(from: "me", content: .text(text), status: .read)],
                     baseDirectory: ".")
    }

    func directory(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-sst-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    @Test("chatScreenshot records a PNG, matches it, and fails on a changed word with the pixel count")
    func screenshot() throws {
        let dir = directory("png")
        let recorded = verifySnapshot(of: chat("Hello"), as: .chatScreenshot(theme: "imessage", renderer: renderer),
                                      named: "hello", record: .missing, snapshotDirectory: dir)
        #expect(recorded?.contains("No reference was found") == true, "\(recorded ?? "nil")")
        let png = try #require(FileManager.default.contents(atPath: dir + "/screenshot.hello.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(verifySnapshot(of: chat("Hello"), as: .chatScreenshot(theme: "imessage", renderer: renderer),
                               named: "hello", record: .never, snapshotDirectory: dir) == nil)
        let changed = verifySnapshot(of: chat("Hellp"), as: .chatScreenshot(theme: "imessage", renderer: renderer),
                                     named: "hello", record: .never, snapshotDirectory: dir)
        #expect(changed?.contains("pixels (") == true && changed?.contains("differ from the reference screenshot") == true,
                "\(changed ?? "nil")")
        let otherTheme = verifySnapshot(of: chat("Hello"), as: .chatScreenshot(theme: "classic", renderer: renderer),
                                        named: "hello", record: .never, snapshotDirectory: dir)
        #expect(otherTheme != nil)
    }

    @Test("chatLayout records the layout JSON and fails on a change with a line diff")
    func layout() throws {
        let dir = directory("layout")
        let strategy = Snapshotting<ChatConversation, String>.chatLayout(renderer: renderer)
        #expect(verifySnapshot(of: chat("Hello"), as: strategy, named: "l", record: .missing, snapshotDirectory: dir) != nil)
        let json = try #require(FileManager.default.contents(atPath: dir + "/layout.l.json"))
        // Portable: fonts by name and digest, no path, no library version.
        #expect(String(decoding: json, as: UTF8.self).contains("\"name\" : \"Inter Regular\""))
        #expect(!String(decoding: json, as: UTF8.self).contains("/usr/share"))
        #expect(!String(decoding: json, as: UTF8.self).contains("\"libraries\""))
        #expect(verifySnapshot(of: chat("Hello"), as: strategy, named: "l", record: .never, snapshotDirectory: dir) == nil)
        let changed = verifySnapshot(of: chat("Hello, a longer line"), as: strategy, named: "l", record: .never, snapshotDirectory: dir)
        #expect(changed?.contains("@@") == true, "\(changed ?? "nil")")
    }

    @Test("a conversation the renderer refuses fails the snapshot with the reason")
    func refused() {
        let dir = directory("refused")
        var bad = chat("Hello")
        bad.messages[0].from = "nobody"
        _ = verifySnapshot(of: chat("Hello"), as: .chatScreenshot(renderer: renderer), named: "r", record: .missing, snapshotDirectory: dir)
        let message = verifySnapshot(of: bad, as: .chatScreenshot(renderer: renderer), named: "r", record: .never, snapshotDirectory: dir)
        #expect(message?.contains("nobody") == true, "\(message ?? "nil")")
    }
}
#endif
