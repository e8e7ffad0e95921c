import ChatGeometry
import ChatModel
import Testing
@testable import ChatLayout

/// A reply quoting a photo above the reply (iMessage, Messenger): the photo itself, faded, in a tailless bubble shape.
@Suite("Layout: a quoted photo")
struct QuotedPictureLayoutTests {
    @Test(arguments: ["imessage", "messenger"])
    func photoQuote(theme: String) throws {
        let conversation = Conversation(canvas: Canvas(width: 390, scale: 2), participants: [me, ana], messages: [
            Message(index: 0, from: "ana", content: .image(path: "/p.jpg", caption: nil)), text(1, "me", "Love it", replyTo: 0),
        ])
        let spec = try BuiltInThemes.spec(theme)
        let list = try LayoutEngine(conversation: conversation, theme: spec, text: FakeMeasurer(),
                                    resources: FakeResources(photos: ["/p.jpg": Size(width: 400, height: 300)])).placements()
        let quote = try #require(list.elements("quote", message: 1).first)
        guard case .node(let node) = quote.content, case .group(let group) = node.content else { throw NotAGroup() }
        // 96 pt on the long side, the photo's aspect kept; masked, faded as the theme's quotes are.
        #expect(quote.frame.width == 96 && quote.frame.height == 72)
        #expect(group.mask != nil && group.opacity == spec.groups.replies.aboveOpacity)
        let picture = try #require(node.first(role: "quotePicture"))
        #expect(picture.frame == Rect(x: 0, y: 0, width: 96, height: 72))
        // No words quoted, and the reply's bubble below the picture.
        #expect(list.elements.allSatisfy { element in
            if case .text(let text) = element.content { text.role != "quoteText" } else { true }
        })
        let reply = try #require(list.elements("bubble", message: 1).last)
        #expect(reply.frame.minY > quote.frame.maxY)
    }

    /// On a phone screen (`canvas.height`) each message is laid out on its own and then moved into place: the
    /// quoted picture is drawn where its element went, not where it was first built (it was drawn at the top of
    /// the screen, under the header, leaving a gap above the reply).
    @Test(arguments: ["imessage", "messenger"])
    func photoQuoteMovesWithItsMessageOnAPhoneScreen(theme: String) throws {
        let conversation = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), participants: [me, ana], messages: [
            text(0, "ana", "Look"), Message(index: 1, from: "ana", content: .image(path: "/p.jpg", caption: nil)),
            text(2, "me", "Love it", replyTo: 1),
        ])
        let engine = LayoutEngine(conversation: conversation, theme: try BuiltInThemes.spec(theme), text: FakeMeasurer(),
                                  resources: FakeResources(photos: ["/p.jpg": Size(width: 400, height: 300)]))
        let quote = try #require(try engine.placements().elements("quote", message: 2).first)
        let drawn = try #require(try engine.layout().nodes.first { $0.tags.kind == "quote" && $0.tags.message == 2 })
        #expect(drawn.frame == quote.frame)
        let photo = try #require(try engine.placements().elements("image", message: 1).first)
        #expect(drawn.frame.minY > photo.frame.maxY, "the quote is below the photo it quotes")
    }

    struct NotAGroup: Error {}
}
