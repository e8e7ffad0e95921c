import ChatGeometry
import Foundation
import Testing
@testable import ChatModel

/// `album`: 2 to 10 photos sent together, with an optional caption.
@Suite("Albums")
struct AlbumDecodingTests {
    @Test func albumsDecodeAndRoundTrip() throws {
        let json = TestSupport.chat(#"""
            {"from": "alice", "album": ["a.jpg", "b.png"], "caption": "Lake"},
            {"from": "me", "album": ["a.jpg", "b.png", "c.jpg", "d.jpg", "e.jpg"]}
            """#)
        let conversation = try TestSupport.conversation(json)
        #expect(conversation.messages[0].content == .album(paths: ["a.jpg", "b.png"], caption: "Lake"))
        #expect(conversation.messages[1].content == .album(paths: ["a.jpg", "b.png", "c.jpg", "d.jpg", "e.jpg"], caption: nil))
        #expect(conversation.imageReferences.filter { $0 == "a.jpg" }.count == 2)
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.messages.map(\.content) == conversation.messages.map(\.content))
    }

    @Test(arguments: [
        (#"{"from": "alice", "album": ["a.jpg"]}"#, "messages[0].album", "send one photo as \"image\""),
        (#"{"from": "alice", "album": ["1.jpg", "2.jpg", "3.jpg", "4.jpg", "5.jpg", "6.jpg", "7.jpg", "8.jpg", "9.jpg", "10.jpg", "11.jpg"]}"#,
         "messages[0].album", "keep 2 to 10 photos"),
        (#"{"from": "alice", "album": ["a.jpg", 3]}"#, "messages[0].album[1]", "expected a string"),
        (#"{"from": "alice", "album": "a.jpg"}"#, "messages[0].album", "expected an array"),
        (#"{"from": "alice", "album": ["a.jpg", "https://example.com/b.jpg"]}"#, "messages[0].album[1]", "is a network address"),
        (#"{"from": "alice", "text": "x", "caption": "y"}"#, "messages[0].caption", "belongs to an image or album message"),
    ])
    func badAlbums(message: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(message)))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}

/// A participant's `badge`, and the theme's `groups.names.badge`.
@Suite("Name badges")
struct NameBadgeDecodingTests {
    @Test func badgesDecode() throws {
        let json = #"{"participants": [{"id": "me", "me": true}, {"id": "alice", "badge": "群主"}], "messages": []}"#
        let conversation = try TestSupport.conversation(json)
        #expect(conversation.participants[1].badge == "群主")
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.participants[1].badge == "群主")
        let long = #"{"participants": [{"id": "alice", "badge": "a very long title for a badge"}], "messages": []}"#
        let error = try #require(TestSupport.conversationError(long))
        #expect(error.path == "participants[0].badge" && error.description.contains("keep it to 16 characters"), "\(error)")
        let theme = try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#,
            ##""version": 1, "groups": {"names": {"preset": "above", "badge": {"light": "#FFB020"}}},"##)]).utf8))
        #expect(theme.groups.names.badge[.light] == Color(hex: "#FFB020"))
    }
}

/// The theme's `groups.albums`: how an album's grid is cut.
@Suite("Album shapes")
struct AlbumShapeDecodingTests {
    @Test func albumShapesDecode() throws {
        let plain = try ThemeDecoder().decode(Array(TestSupport.theme(replacing: []).utf8))
        #expect(plain.groups.albums == .cells)
        let theme = try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"albums": "grid"},"#)]).utf8))
        #expect(theme.groups.albums == .grid)
        let bad = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"albums": "mosaic"},"#)])))
        #expect(bad.path == "groups.albums" && bad.description.contains("is not an album shape"), "\(bad)")
        #expect(plain.groups.albumLimit == 4)
        let ten = try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"albumLimit": 10},"#)]).utf8))
        #expect(ten.groups.albumLimit == 10)
        for (value, words) in [("3", "outside the allowed"), ("11", "outside the allowed"), ("5.5", "not a whole number")] {
            let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"albumLimit": "# + value + "},")])))
            #expect(error.path == "groups.albumLimit" && error.description.contains(words), "\(error)")
        }
    }
}

/// `gif` on image messages, and the theme's `groups.gif`.
@Suite("GIFs")
struct GIFDecodingTests {
    @Test func gifsDecode() throws {
        let conversation = try TestSupport.conversation(TestSupport.chat(#"{"from": "alice", "image": "a.gif.png", "gif": true}"#))
        #expect(conversation.messages[0].gif)
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.messages[0].gif)
        let error = try #require(TestSupport.conversationError(TestSupport.chat(#"{"from": "alice", "text": "x", "gif": true}"#)))
        #expect(error.path == "messages[0].gif" && error.description.contains("only an image message can be a GIF"), "\(error)")
        let theme = try ThemeDecoder().decode(Array(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"gif": "center"},"#)]).utf8))
        #expect(theme.groups.gif == .center)
        let bad = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "groups": {"gif": "top"},"#)])))
        #expect(bad.path == "groups.gif" && bad.description.contains("is not a GIF badge"), "\(bad)")
    }
}

/// `unread`: the unread messages divider, true or a count.
@Suite("Unread divider")
struct UnreadDecodingTests {
    @Test func dividersDecodeAndRoundTrip() throws {
        let json = TestSupport.chat(#"{"unread": true}, {"from": "alice", "text": "a"}, {"unread": 3}"#)
        let conversation = try TestSupport.conversation(json)
        #expect(conversation.messages[0].content == .unread(count: nil))
        #expect(conversation.messages[2].content == .unread(count: 3))
        #expect(!conversation.messages[0].content.hasSender)
        let decoded = try JSONDecoder().decode(Conversation.self, from: try JSONEncoder().encode(conversation))
        #expect(decoded.messages.map(\.content) == conversation.messages.map(\.content))
    }

    @Test(arguments: [
        (#"{"unread": false}"#, "messages[0].unread", "expected true or the number"),
        (#"{"unread": 0}"#, "messages[0].unread", "outside the allowed"),
        (#"{"unread": 2.5}"#, "messages[0].unread", "is not a whole number"),
        (#"{"unread": "3"}"#, "messages[0].unread", "expected true or the number"),
        (#"{"unread": 3, "from": "alice"}"#, "messages[0].from", "from"),
    ])
    func badDividers(message: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(message)))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
