import ChatRender
import Testing

/// The drawn templates of the app packs have the corners and tails their theme.json promises.
@Suite("App theme templates")
struct AppThemeTemplateTests {
    static func template(_ pack: String, _ image: String) throws -> Pixmap {
        let theme = try ThemePack(directory: Repo.path("assets/themes/\(pack)"))
        let (pixmap, scale) = try theme.template(image, outputScale: 2)
        #expect(scale == 2)
        return pixmap
    }

    @Test("Messenger: 16 pt outer corners, 4 pt on the sender's side where bubbles join")
    func messengerCorners() throws {
        // At @2x a 16 pt corner leaves (w-4, 3) outside the shape, a 4 pt one covers (w-4, h-4).
        let first = try Self.template("messenger", "bubble-first")
        let w = first.width, h = first.height
        #expect(w == 66 && h == 66)
        #expect(first[w - 4, 3].alpha == 0)            // top right: outer, 16 pt
        #expect(first[w - 4, h - 4].alpha == 255)      // bottom right: joins the next bubble, 4 pt
        #expect(first[3, h - 4].alpha == 0)            // bottom left: outer, 16 pt
        let middle = try Self.template("messenger", "bubble-middle")
        #expect(middle[w - 4, 3].alpha == 255 && middle[w - 4, h - 4].alpha == 255)
        #expect(middle[3, 3].alpha == 0 && middle[3, h - 4].alpha == 0)
        let last = try Self.template("messenger", "bubble-last")
        #expect(last[w - 4, 3].alpha == 255 && last[w - 4, h - 4].alpha == 0)
        let single = try Self.template("messenger", "bubble-single")
        #expect([single[3, 3], single[w - 4, 3], single[3, h - 4], single[w - 4, h - 4]]
            .allSatisfy { $0.alpha == 0 })
        #expect(single[w / 2, h / 2].alpha == 255)
    }

    @Test("WhatsApp: the first bubble's tail points out of the top outer corner; the others keep the gutter empty")
    func whatsappTail() throws {
        let tail = try Self.template("whatsapp", "bubble-tail")
        let plain = try Self.template("whatsapp", "bubble")
        // The tail's tip is in the 8 pt gutter right of the 21 pt body, at the top.
        #expect(tail[2 * 21 + 10, 1].alpha == 255)
        #expect(plain[2 * 21 + 10, 1].alpha == 0)
        // Square top outer corner on the tailed bubble, rounded on the plain one.
        #expect(tail[2 * 21 - 2, 1].alpha == 255)
        #expect(plain[2 * 21 - 2, 1].alpha == 0)
        // Nothing in the gutter below the tail.
        #expect(tail[2 * 21 + 4, tail.height - 4].alpha == 0)
    }

    @Test("Telegram: the tail at the bottom outer corner of the last bubble only")
    func telegramTail() throws {
        let last = try Self.template("telegram", "bubble-last")
        let first = try Self.template("telegram", "bubble-first")
        #expect(last[last.width - 3, last.height - 1].alpha > 128)
        #expect(first[first.width - 3, first.height - 1].alpha == 0)
    }

    @Test("wallpaper tiles are opaque pictures in the theme's colours, not templates")
    func wallpapers() throws {
        let tile = try Self.template("whatsapp", "wallpaper-light")
        #expect(tile.width == 300 && tile.height == 300)
        #expect(tile[0, 0] == PremultipliedColor(red: 0xEF, green: 0xEA, blue: 0xE2, alpha: 255))
        var inked = 0
        for y in 0..<tile.height { for x in 0..<tile.width where tile[x, y] != tile[0, 0] { inked += 1 } }
        // Doodles cover a few per cent of the tile: visible, never dominant.
        #expect(inked > tile.width * tile.height / 50 && inked < tile.width * tile.height / 5)
    }
}
