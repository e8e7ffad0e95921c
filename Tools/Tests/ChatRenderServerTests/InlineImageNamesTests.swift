import ChatModel
import ChatRender
@testable import ChatRenderServer
import Foundation
import Testing

/// A request's `data:` URIs drawn by name: each distinct URI decoded once under a name no part of the request has,
/// every place that drew it pointing at that name, a URI that does not parse left for the render to report.
@Suite struct InlineImageNamesTests {
    @Test func namesEachDataURIOnceAndKeepsThePartsSent() throws {
        let avatar = Fixture.dataURI("samples/images/avatar-maya.png", type: "image/png")
        let photo = Fixture.dataURI("samples/images/landscape.jpg", type: "image/jpeg")
        let json = #"{"version": 1, "participants": [{"id": "me", "me": true, "avatar": "\#(avatar)"}, "#
            + #"{"id": "ana", "name": "Ana", "avatar": "\#(avatar)"}], "messages": ["#
            + #"{"from": "ana", "image": "\#(photo)", "caption": "Lake"}, {"from": "me", "sticker": "part.png"}, "#
            + #"{"from": "me", "album": ["\#(photo)", "part.png"]}]}"#
        let decoded = try ConversationDecoder().decodeInline(Array(json.utf8),
                                                             references: InlineReferences(parts: ["part.png"], themes: ["imessage"]))
        let sent: [String: [UInt8]] = ["part.png": [1, 2, 3], "inline image #1": [4, 5]]
        let (named, images) = InlineImageNames.named(decoded, sent: sent)
        #expect(!named.imageReferences.contains { DataURI.isDataURI($0) })
        // Both avatars are the same URI: one name; the photo another; neither is the name of a part that was sent.
        let avatarName = try #require(named.participants[0].avatar)
        #expect(named.participants[1].avatar == avatarName)
        guard case .image(let photoName, let caption) = named.messages[0].content else {
            Issue.record("the photo is no longer a photo")
            return
        }
        #expect(caption == "Lake")
        #expect(Set([avatarName, photoName, "part.png", "inline image #1"]).count == 4)
        #expect(images[avatarName] == (try DataURI(parsing: avatar)).bytes)
        #expect(images[photoName] == (try DataURI(parsing: photo)).bytes)
        #expect(images["part.png"] == [1, 2, 3] && images["inline image #1"] == [4, 5])
        #expect(named.messages[1].content == .sticker(path: "part.png"))
        #expect(named.messages[2].content == .album(paths: [photoName, "part.png"], caption: nil))
        #expect(images.count == 4)
    }

    @Test func leavesAURIThatDoesNotParse() throws {
        var conversation = try ConversationDecoder().decodeInline(Array(Fixture.chat.utf8), references: InlineReferences(themes: ["imessage"]))
        conversation.participants[1].avatar = "data:image/png;base64,!!"
        let (named, images) = InlineImageNames.named(conversation, sent: [:])
        #expect(named.participants[1].avatar == "data:image/png;base64,!!")
        #expect(images.isEmpty)
    }
}
