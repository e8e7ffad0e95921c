import ChatCodec
import ChatModel
import ChatRaster
import Foundation
import Testing
@testable import ChatRender

/// Streamed rendering: the same bytes whatever the band height and thread count, memory that follows the band,
/// and renders over the memory budget refused up front with a named error.
@Suite("Streaming and memory")
struct StreamingTests {
    static func load(_ file: String, base: String = Repo.fixtures) throws -> Conversation {
        try ChatRenderer().loadConversation(path: (base as NSString).appendingPathComponent(file))
    }

    static func png(_ conversation: Conversation, _ options: RenderOptions) throws -> (bytes: [UInt8], statistics: RenderStatistics) {
        let sink = MemorySink()
        let statistics = try ChatRenderer(options: options).render(conversation, as: .png, to: sink)
        return (sink.bytes, statistics)
    }

    @Test("PNG and JPEG bytes do not depend on the band height or the number of compressing threads",
          arguments: ["kinds.json", "chrome.json", "themes.json"])
    func sameBytesInAnyBands(file: String) throws {
        let conversation = try Self.load(file)
        for framed in [false, true] {
            // Scale 1 keeps the many renders quick in a debug build; the bands still cut through every kind.
            var options = PinnedFonts.options(theme: "imessage", scale: 1)
            options.frame = framed ? DeviceFrame() : nil
            let reference = try Self.png(conversation, options).bytes
            for (bandHeight, threads) in [(1, 1), (7, 2), (64, 4), (333, 3), (100_000, 1)] {
                options.bandHeight = bandHeight
                options.threads = threads
                #expect(try Self.png(conversation, options).bytes == reference,
                        "\(file) framed \(framed) in bands of \(bandHeight) on \(threads) threads")
            }
            // The whole image in one pixmap, encoded at once, is the same picture and the same file.
            options.bandHeight = nil
            let whole = try ChatRenderer(options: options).render(conversation)
            #expect(try PNGDecoder.decode(reference) == whole)
            #expect(try PNGEncoder.encode(whole) == reference)
            var jpegs: [[UInt8]] = []
            for bandHeight in [5, 640] {
                options.bandHeight = bandHeight
                let sink = MemorySink()
                try ChatRenderer(options: options).render(conversation, as: .jpeg(quality: 92), to: sink)
                jpegs.append(sink.bytes)
            }
            #expect(jpegs[0] == jpegs[1])
        }
    }

    /// A conversation of `count` short messages.
    static func chat(_ count: Int, height: Double? = nil, scale: Double = 1) -> Conversation {
        let messages = (0..<count).map { i in
            Message(index: i, from: i % 3 == 0 ? "me" : "ana", content: .text("Message \(i): see you at the station at eight"))
        }
        return Conversation(theme: "imessage", canvas: Canvas(width: 390, scale: scale, height: height),
                            participants: [Participant(id: "me", name: "Me", isMe: true), Participant(id: "ana", name: "Ana")],
                            messages: messages)
    }

    @Test("a chat far taller than the old 20 000 pt cap renders in bands, in memory that does not grow with it")
    func tallChatMemoryIsFlat() throws {
        var options = PinnedFonts.options()
        options.bandHeight = 256
        let short = try Self.png(Self.chat(100), options).statistics
        let long = try Self.png(Self.chat(600), options).statistics
        #expect(long.height > 20_000)
        #expect(long.bands > 70)
        // Ten times the messages: the same peak, give or take a glyph or two.
        #expect(long.peakMemory <= short.peakMemory + (1 << 20))
        #expect(long.peakMemory < 128 << 20)
    }

    @Test("a viewport of a huge conversation draws only the screen: little work, little memory")
    func viewportOfHugeConversation() throws {
        // 10 000 messages: the most a conversation may hold (code-built ones are validated like files).
        let (png, statistics) = try Self.png(Self.chat(10_000, height: 844, scale: 3), PinnedFonts.options())
        #expect(statistics.height == 2_532)
        #expect(statistics.elements < 60)
        #expect(statistics.elementDraws < 120)
        #expect(statistics.peakMemory < 128 << 20)
        #expect(try PNGDecoder.decode(png).height == 2_532)
    }

    /// A temporary directory with a conversation showing `image` the way `message` says.
    static func withImage(width: Int, height: Int, message: String, canvas: String = #"{"width": 390, "scale": 3}"#,
                          theme: String = "\"imessage\"", _ body: (Conversation) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-budget-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let image = Pixmap(width: width, height: height, fill: PremultipliedColor(red: 90, green: 140, blue: 200, alpha: 255))
        try Data(PNGEncoder.encode(image, options: .fastest)).write(to: URL(fileURLWithPath: directory + "/big.png"))
        let json = #"{"version": 1, "theme": \#(theme), "canvas": \#(canvas), "participants": [{"id": "me", "me": true},"#
            + #"{"id": "ana", "name": "Ana", "avatar": "big.png"}], "messages": [\#(message)]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: directory + "/chat.json"))
        try body(ChatRenderer().loadConversation(path: directory + "/chat.json"))
    }

    @Test("each kind of oversized input is refused before drawing, with what is too big and how to fix it")
    func budgetRefusals() throws {
        var options = PinnedFonts.options()
        options.memoryBudget = MemoryBudget(bytes: 160 << 20)
        let screen = #"{"width": 390, "scale": 3}"#
        let cases: [(message: String, canvas: String, theme: String, names: String)] = [
            (#"{"from": "ana", "image": "big.png"}"#, screen, "imessage", "messages[0].image"),
            (#"{"from": "ana", "sticker": "big.png"}"#, screen, "imessage", "messages[0].sticker"),
            // QQ shows an avatar beside every message, in one-to-one chats too.
            (#"{"from": "ana", "text": "hi"}, {"from": "me", "text": "hello"}"#, screen, "qq", "avatar of participant \"ana\""),
            (#"{"from": "ana", "text": "hi"}"#, #"{"width": 390, "scale": 3, "background": "big.png"}"#, "imessage",
             "canvas.background"),
        ]
        for (message, canvas, theme, names) in cases {
            try Self.withImage(width: 4_000, height: 3_000, message: message, canvas: canvas, theme: "\"\(theme)\"") { conversation in
                do {
                    _ = try Self.png(conversation, options)
                    Issue.record("\(names): rendered within 160 MiB")
                } catch {
                    let words = "\(error)"
                    if case .memoryBudget = error as? RenderError {} else { Issue.record("\(names): \(words)") }
                    #expect(words.contains(names) && words.contains("ChatRenderOptions.memoryBudget") && !words.contains("--") && words.contains("160 MiB"), "\(words)")
                }
                // With room for it, the same input renders.
                var roomy = options
                roomy.memoryBudget = .default
                #expect(throws: Never.self) { _ = try Self.png(conversation, roomy) }
            }
        }
    }

    @Test("a theme image too big at the output scale is refused by name")
    func budgetRefusesHugeThemeImage() throws {
        let pack = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-pack-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Repo.path("assets/themes/whatsapp"), toPath: pack)
        defer { try? FileManager.default.removeItem(atPath: pack) }
        for name in (try FileManager.default.contentsOfDirectory(atPath: pack)) where name.hasPrefix("wallpaper") {
            try FileManager.default.removeItem(atPath: pack + "/" + name)
        }
        let tile = Pixmap(width: 5_000, height: 5_000, fill: PremultipliedColor(red: 200, green: 220, blue: 200, alpha: 255))
        let themeJSON = try String(contentsOfFile: pack + "/theme.json", encoding: .utf8)
        let wallpaper = try #require(themeJSON.range(of: #""light": ""#).map { themeJSON[$0.upperBound...].prefix { $0 != "\"" } })
        try Data(PNGEncoder.encode(tile, options: .fastest)).write(to: URL(fileURLWithPath: pack + "/\(wallpaper).png"))
        var options = PinnedFonts.options(theme: pack)
        options.memoryBudget = MemoryBudget(bytes: 512 << 20)
        let conversation = Self.chat(3, scale: 3)
        #expect {
            _ = try Self.png(conversation, options)
        } throws: { error in
            guard case .memoryBudget = error as? RenderError else { return false }
            return "\(error)".contains("theme image \"\(wallpaper)\"")
        }
    }
}
