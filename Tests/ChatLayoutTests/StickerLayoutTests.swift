import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Stickers: no bubble, at most 140 pt square, aspect ratio kept.
@Suite("Sticker layout")
struct StickerLayoutTests {
    @Test(arguments: [(Size(width: 320, height: 280), Size(width: 140, height: 123)), (Size(width: 512, height: 512), Size(width: 140, height: 140)),
                      (Size(width: 100, height: 400), Size(width: 35, height: 140)), (Size(width: 64, height: 32), Size(width: 140, height: 70)),
                      (Size(width: 0, height: 10), Size(width: 140, height: 140))])
    func sizes(source: Size, expected: Size) {
        #expect(StickerElement.size(for: source) == expected)
    }

    @Test("a sticker sits against its side without a bubble; the next message follows under it")
    func frames() throws {
        let list = try layout([Message(index: 0, from: "me", content: .sticker(path: "s.png")), text(1, "ana", "lol")],
                              photos: ["s.png": Size(width: 320, height: 280)])
        let sticker = try #require(list.elements("sticker", message: 0).first)
        #expect(sticker.frame == Rect(x: 392 - 140, y: 10, width: 140, height: 123))
        #expect(list.elements("bubble", message: 0).isEmpty)
        guard case .sticker(let element) = sticker.content else { Issue.record("no sticker"); return }
        #expect(element.path == "s.png")
        #expect(element.sourceSize == Size(width: 320, height: 280))
        #expect(try #require(list.elements("bubble", message: 1).first).frame.minY == 10 + 123 + 10)
        #expect(LayoutJSON.encode(list).contains(#""kind" : "sticker""#))
    }

    @Test("a missing sticker names its key")
    func missing() {
        #expect(throws: LayoutError.photo(message: 0, path: "s.png", reason: "missing(\"s.png\")", key: "sticker")) {
            try layout([Message(index: 0, from: "me", content: .sticker(path: "s.png"))])
        }
        #expect(LayoutError.photo(message: 2, path: "s.png", reason: "gone", key: "sticker").description == "messages[2].sticker: cannot read \"s.png\": gone")
    }
}
