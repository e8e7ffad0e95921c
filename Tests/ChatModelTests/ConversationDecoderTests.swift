import ChatGeometry
import Testing
@testable import ChatModel

@Suite("ConversationDecoder: valid input")
struct ConversationDecoderTests {
    @Test func everyFieldIsRead() throws {
        let json = """
            {
              "$schema": "https://example.invalid/conversation.schema.json",
              "version": 1,
              "theme": "classic",
              "appearance": "dark",
              "canvas": {"width": 375, "scale": 2, "height": 812, "background": "#ECE5DD", "padding": 10},
              "locale": "zh_CN",
              "timeZone": "Asia/Shanghai",
              "direction": "rtl",
              "emoticons": true,
              "chrome": false,
              "participants": [
                {"id": "me", "name": "Me", "me": true},
                {"id": "alice", "name": "Alice", "avatar": "img/alice.jpg", "color": "#FF9500", "me": false}
              ],
              "messages": [
                {"from": "alice", "text": "Hi! 你好 😀", "time": "2024-05-01T09:30:00Z"},
                {"from": "me", "text": "Hello", "status": "read", "time": "9:31"},
                {"from": "me", "image": "photos/cat.png", "caption": "my cat"},
                {"from": "alice", "image": "/abs/dog.jpg"}
              ]
            }
            """
        let conversation = try TestSupport.conversation(json)
        let expected = Conversation(
            version: 1, theme: "classic", appearance: .dark,
            canvas: Canvas(width: 375, scale: 2, height: 812, background: .color(Color(red: 0xEC, green: 0xE5, blue: 0xDD)), padding: 10),
            locale: "zh_CN", timeZone: "Asia/Shanghai", direction: .rtl, emoticons: true,
            participants: [
                Participant(id: "me", name: "Me", isMe: true),
                Participant(id: "alice", name: "Alice", avatar: "img/alice.jpg", isMe: false, color: Color(red: 0xFF, green: 0x95, blue: 0x00)),
            ],
            messages: [
                Message(index: 0, from: "alice", content: .text("Hi! 你好 😀"), time: "2024-05-01T09:30:00Z"),
                Message(index: 1, from: "me", content: .text("Hello"), time: "9:31", status: .read),
                Message(index: 2, from: "me", content: .image(path: "photos/cat.png", caption: "my cat")),
                Message(index: 3, from: "alice", content: .image(path: "/abs/dog.jpg", caption: nil)),
            ],
            baseDirectory: "/data")
        #expect(conversation == expected)
    }

    @Test func defaultsApplyWhenKeysAreAbsent() throws {
        let conversation = try TestSupport.conversation(#"{"participants": [{"id": "a"}], "messages": []}"#)
        #expect(conversation == Conversation(participants: [Participant(id: "a")], messages: [], baseDirectory: "/data"))
        #expect(conversation.version == 1)
        #expect(conversation.theme == nil, "the default built-in theme")
        #expect(conversation.appearance == .light)
        #expect(conversation.canvas == Canvas(width: 390, scale: 3, height: nil, background: nil, padding: 0))
        #expect(conversation.locale == "en_US")
        #expect(conversation.timeZone == "UTC")
        #expect(conversation.participants[0].name == "a")
        #expect(conversation.participants[0].isMe == false)
    }

    @Test func emptyMessagesArrayIsValid() throws {
        let conversation = try TestSupport.conversation(TestSupport.chat(""))
        #expect(conversation.messages.isEmpty)
        #expect(conversation.participants.map(\.id) == ["me", "alice"])
    }

    @Test func baseDirectoryIsKeptAsGivenAndPathsAsWritten() throws {
        let json = TestSupport.chat(#"{"from": "alice", "image": "../shared/photo 1.JPG"}"#,
                                    extra: #""theme": "./themes/mine", "canvas": {"background": "bg/paper.png"}, "#)
        let conversation = try ConversationDecoder().decode(Array(json.utf8), baseDirectory: "some/dir")
        #expect(conversation.baseDirectory == "some/dir")
        #expect(conversation.theme == "./themes/mine")
        #expect(conversation.canvas.background == .image(path: "bg/paper.png"))
        #expect(conversation.messages[0].content == .image(path: "../shared/photo 1.JPG", caption: nil))
    }

    @Test func messageIndexIsThePositionInTheArray() throws {
        let json = TestSupport.chat(#"""
            {"from": "alice", "text": "one"},
            {"from": "me", "text": "two"},
            {"from": "alice", "text": "three"}
            """#)
        let conversation = try TestSupport.conversation(json)
        #expect(conversation.messages.map(\.index) == [0, 1, 2])
        #expect(conversation.messages.map(\.from) == ["alice", "me", "alice"])
    }

    @Test(arguments: DeliveryStatus.allCases)
    func everyDeliveryStatusIsAcceptedOnOutgoingMessages(status: DeliveryStatus) throws {
        let conversation = try TestSupport.conversation(
            TestSupport.chat(#"{"from": "me", "text": "x", "status": "\#(status.rawValue)"}"#))
        #expect(conversation.messages[0].status == status)
    }

    @Test(arguments: [("#abc", Color(red: 0xAA, green: 0xBB, blue: 0xCC)),
                      ("#11223344", Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))])
    func backgroundColoursInEveryForm(text: String, color: Color) throws {
        let conversation = try TestSupport.conversation(TestSupport.chat("", extra: #""canvas": {"background": "\#(text)"}, "#))
        #expect(conversation.canvas.background == .color(color))
    }

    @Test func canvasLimitsAreInclusive() throws {
        let json = TestSupport.chat("", extra: #""canvas": {"width": 2000, "scale": 1, "height": 100, "padding": 0}, "#)
        let canvas = try TestSupport.conversation(json).canvas
        #expect(canvas == Canvas(width: 2000, scale: 1, height: 100, padding: 0))
        let fractional = try TestSupport.conversation(TestSupport.chat("", extra: #""canvas": {"scale": 2.5}, "#)).canvas
        #expect(fractional.scale == 2.5)
    }

    @Test func sameInputGivesTheSameConversation() throws {
        let json = TestSupport.chat(#"{"from": "alice", "text": "hi"}"#)
        #expect(try TestSupport.conversation(json) == TestSupport.conversation(json))
    }
}
