import Testing
@testable import ChatModel

/// `location: {"title", "subtitle"?, "image"?}`.
@Suite("Location messages")
struct LocationDecodingTests {
    @Test func locationDecodes() throws {
        let json = TestSupport.chat(#"""
            {"from": "alice", "location": {"title": "Blue Bottle", "subtitle": "66 Mint St", "image": "map.png"}},
            {"from": "me", "location": {"title": "Home"}}
            """#)
        let messages = try TestSupport.conversation(json).messages
        #expect(messages.map(\.content) == [.location(title: "Blue Bottle", subtitle: "66 Mint St", image: "map.png"),
                                            .location(title: "Home", subtitle: nil, image: nil)])
    }

    @Test(arguments: [
        (#"{"subtitle": "x"}"#, "location", #"missing the required key "title""#),
        (#"{"title": " "}"#, "location.title", "the title is only whitespace"),
        (#"{"title": "A", "subtitle": ""}"#, "location.subtitle", "the subtitle is empty"),
        (#"{"title": "A", "image": "https://maps.example/a.png"}"#, "location.image", "is a network address"),
        (#"{"title": "A", "lat": 1}"#, "location", #"unknown key "lat""#),
        (#""Home""#, "location", "expected an object"),
    ])
    func badLocations(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat("{\"from\": \"alice\", \"location\": \(value)}")))
        #expect(error.path == "messages[0].\(path)", "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
