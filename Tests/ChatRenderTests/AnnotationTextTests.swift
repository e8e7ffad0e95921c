import ChatModel
import ChatRender
import Foundation
import Testing

/// The ground truth's texts read as the picture does: the room kept for a glyph beside the words is not text.
@Suite("Annotations: readable texts")
struct AnnotationTextTests {
    @Test("the encryption notice's line starts with its first word, not the lock's em space or a bidi mark")
    func encryptionNotice() throws {
        for (words, first) in [(nil as String?, "Messages and calls"), ("الرسائل مشفرة", "الرسائل")] {
            let renderer = ChatRenderer(options: PinnedFonts.options(theme: "whatsapp", appearance: .light, scale: 1))
            let conversation = ChatConversation(participants: [ChatParticipant(id: "me", isMe: true), ChatParticipant(id: "ana", name: "Ana")],
                                                messages: [ChatMessage(from: "", content: .encryption(words))])
            let json = ChatAnnotations.json(for: try renderer.layout(conversation), conversation: conversation)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let elements = try #require(object["elements"] as? [[String: Any]])
            let notice = try #require(elements.first { $0["kind"] as? String == "encryption" })
            let lines = try #require(notice["lines"] as? [[String: Any]])
            let text = try #require(lines.first?["text"] as? String)
            #expect(text.hasPrefix(first), "\(text.unicodeScalars.prefix(3).map { String($0.value, radix: 16) })")
            #expect((notice["text"] as? String)?.hasPrefix(first) == true)
        }
    }
}
