import ChatCodec
import ChatLayout
import ChatRender
import Foundation
import Testing

/// Renders small conversations and checks pixels where the layout says things are.
@Suite("Rendering")
struct RenderTests {
    func conversation(_ json: String, base: String = Repo.fixtures) throws -> Conversation {
        try ChatRenderer(options: PinnedFonts.options()).decodeConversation(Array(json.utf8), file: "test.json", baseDirectory: base)
    }

    func draw(_ json: String, theme: String = "classic", base: String = Repo.fixtures) throws -> (Placements, Pixmap) {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, scale: 2))
        let c = try conversation(json, base: base)
        return (try renderer.placements(c), try renderer.render(c))
    }

    func pixel(_ pixmap: Pixmap, _ x: Double, _ y: Double, scale: Double = 2) -> PremultipliedColor {
        pixmap[Int(x * scale), Int(y * scale)]
    }

    let twoPeople = #"{"participants":[{"id":"me","me":true},{"id":"ann"}],"messages":["#

    @Test("the outgoing bubble is the theme colour (tint = colour × alpha) and the text is white")
    func outgoingBubble() throws {
        let (list, image) = try draw(twoPeople + #"{"from":"me","text":"Hello there, this is a test"}]}"#)
        let bubble = try #require(list.elements.first { $0.kind == "bubble" })
        // A point inside the stretched centre, left of the text: pure #70DA39.
        let c = pixel(image, bubble.frame.minX + 6, bubble.frame.midY)
        #expect(c == PremultipliedColor(red: 0x70, green: 0xDA, blue: 0x39, alpha: 255))
        #expect(image.width == 780)
        // White text pixels exist inside the text frame.
        let text = try #require(list.elements.first { $0.kind == "text" })
        var white = 0
        for y in Int(text.frame.minY * 2)..<Int(text.frame.maxY * 2) {
            for x in Int(text.frame.minX * 2)..<Int(text.frame.maxX * 2) where image[x, y].red > 240 && image[x, y].blue > 240 { white += 1 }
        }
        #expect(white > 50)
    }

    @Test("incoming bubbles are mirrored: the tail is bottom-left, the bottom-right corner is background")
    func mirroredIncoming() throws {
        let (list, image) = try draw(twoPeople + #"{"from":"ann","text":"Mirror me please"}]}"#)
        let bubble = try #require(list.elements.first { $0.kind == "bubble" })
        let background = PremultipliedColor(red: 0xEB, green: 0xEB, blue: 0xEB, alpha: 255)
        #expect(pixel(image, bubble.frame.minX + 6, bubble.frame.maxY - 2) != background)     // in the tail
        #expect(pixel(image, bubble.frame.maxX - 1, bubble.frame.maxY - 1) == background)       // rounded corner
        #expect(pixel(image, bubble.frame.midX, bubble.frame.minY + 4) == .white)
    }

    @Test("photos are clipped into the bubble mask: corners show the background, the middle the photo")
    func photoClipping() throws {
        let base = Repo.path("samples")
        let (list, image) = try draw(twoPeople + #"{"from":"me","image":"images/square.png"}]}"#, base: base)
        let photo = try #require(list.elements.first { $0.kind == "image" })
        #expect(photo.frame.width == photo.frame.height)
        let background = PremultipliedColor(red: 0xEB, green: 0xEB, blue: 0xEB, alpha: 255)
        #expect(pixel(image, photo.frame.minX, photo.frame.minY) == background)
        #expect(pixel(image, photo.frame.midX, photo.frame.midY) != background)
    }

    @Test("initials avatars are antialiased discs in the id's colour")
    func initialsAvatar() throws {
        // classic shows avatars in group chats only, as iOS 6 did.
        let group = #"{"participants":[{"id":"me","me":true},{"id":"ann"},{"id":"bo"}],"messages":["#
        let (list, image) = try draw(group + #"{"from":"ann","text":"hi"}]}"#)
        let avatar = try #require(list.elements.first { $0.kind == "avatar" })
        let background = PremultipliedColor(red: 0xEB, green: 0xEB, blue: 0xEB, alpha: 255)
        #expect(pixel(image, avatar.frame.minX + 0.5, avatar.frame.minY + 0.5) == background)
        let edge = pixel(image, avatar.frame.minX + 6, avatar.frame.minY + 6)
        #expect(edge != background)
    }

    @Test("same input, same fonts: the same PNG bytes")
    func determinism() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let c = try renderer.loadConversation(path: Repo.path("samples/bilingual.json"))
        #expect(try renderer.renderPNG(c) == renderer.renderPNG(c))
    }

    @Test("an empty chat is a correct picture: the theme background")
    func emptyChat() throws {
        let (list, image) = try draw(#"{"participants":[{"id":"me","me":true}],"messages":[]}"#)
        #expect(list.elements.isEmpty)
        #expect(image.height == 200)
        #expect(image[10, 10] == PremultipliedColor(red: 0xEB, green: 0xEB, blue: 0xEB, alpha: 255))
    }

    @Test("a missing photo names the file and the message")
    func missingPhoto() throws {
        #expect {
            try draw(twoPeople + #"{"from":"me","text":"a"},{"from":"me","image":"nope.jpg"}]}"#)
        } throws: { error in
            let text = "\(error)"
            return text.contains("messages[1].image") && text.contains("nope.jpg") && text.contains("no such file")
        }
    }

    @Test("a missing video thumbnail names the file and the message's key")
    func missingThumbnail() throws {
        #expect {
            try draw(twoPeople + #"{"from":"me","video":{"thumbnail":"gone.jpg","duration":3}}]}"#)
        } throws: { error in
            let text = "\(error)"
            return text.contains("messages[0].video.thumbnail") && text.contains("gone.jpg")
        }
    }

    @Test("a corrupt photo is an error, not a crash")
    func corruptPhoto() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-corrupt-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // PNG magic, then garbage.
        try AtomicFileWriter().write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4, 5], to: dir + "/bad.png")
        #expect {
            try draw(twoPeople + #"{"from":"me","image":"bad.png"}]}"#, base: dir)
        } throws: { error in "\(error)".contains("bad.png") && "\(error)".contains("messages[0].image") }
    }

    @Test("a PNG claiming 100000×100000 pixels is refused from its header")
    func hugePNG() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-huge-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try AtomicFileWriter().write(PNGFixtures.header(width: 100_000, height: 100_000), to: dir + "/huge.png")
        #expect {
            try draw(twoPeople + #"{"from":"me","image":"huge.png"}]}"#, base: dir)
        } throws: { error in "\(error)".contains("100000") }
    }

    @Test("an unknown theme suggests the nearest built-in one")
    func unknownTheme() throws {
        #expect {
            try draw(twoPeople + "]}", theme: "imesage")
        } throws: { error in "\(error)".contains("did you mean \"imessage\"") }
    }

    @Test("a broken theme.json is reported with its path")
    func brokenTheme() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-theme-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let good = try String(contentsOfFile: Repo.path("assets/themes/classic/theme.json"), encoding: .utf8)
        try AtomicFileWriter().write(Array(good.replacingOccurrences(of: "\"#4FAE28\"", with: "\"green\"").utf8), to: dir + "/theme.json")
        #expect {
            try draw(twoPeople + "]}", theme: dir)
        } throws: { error in "\(error)".contains("colors.dark.outgoingBubble") }
    }

    @Test("template variants: nearest to the output scale, ties go to the larger")
    func variants() {
        #expect(TemplateVariant.choose(available: [1, 2, 3], outputScale: 3) == 3)
        #expect(TemplateVariant.choose(available: [1, 2, 3], outputScale: 2.2) == 2)
        #expect(TemplateVariant.choose(available: [1, 2, 3], outputScale: 2.5) == 3)
        #expect(TemplateVariant.choose(available: [1, 3], outputScale: 2) == 3)
        #expect(TemplateVariant.choose(available: [1], outputScale: 4) == 1)
        #expect(TemplateVariant.choose(available: [], outputScale: 2) == nil)
        #expect(TemplateVariant.fileName(image: "bubble", scale: 2) == "bubble@2x.png")
    }
}

/// Hand-made PNG bytes.
enum PNGFixtures {
    /// A PNG signature and a valid IHDR chunk (correct CRC) claiming `width × height` RGBA pixels, and no data.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let body: [UInt8] = Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(crc32(body)) + be(0) + Array("IEND".utf8) + be(crc32(Array("IEND".utf8)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
