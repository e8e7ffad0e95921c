import Testing
@testable import ChatModel

/// `video: {"thumbnail", "duration"?}`.
@Suite("Video messages")
struct VideoDecodingTests {
    @Test func videoDecodes() throws {
        let json = TestSupport.chat(#"{"from": "alice", "video": {"thumbnail": "clip.jpg", "duration": 65}}, {"from": "me", "video": {"thumbnail": "b.png"}}"#)
        let messages = try TestSupport.conversation(json).messages
        #expect(messages.map(\.content) == [.video(thumbnail: "clip.jpg", duration: 65), .video(thumbnail: "b.png", duration: nil)])
    }

    @Test(arguments: [
        (#"{"duration": 3}"#, "video", #"missing the required key "thumbnail""#),
        (#"{"thumbnail": "https://x.org/a.jpg"}"#, "video.thumbnail", "is a network address"),
        (#"{"thumbnail": ""}"#, "video.thumbnail", "the thumbnail path is empty"),
        (#"{"thumbnail": "a.jpg", "duration": -1}"#, "video.duration", "-1 is not a duration; use seconds ≥ 0"),
        (#"{"thumbnail": "a.jpg", "duraton": 1}"#, "video", #"(did you mean "duration"?)"#),
        (#""a.jpg""#, "video", "expected an object"),
    ])
    func badVideos(value: String, path: String, words: String) throws {
        let json = TestSupport.chat("{\"from\": \"alice\", \"video\": \(value)}")
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].\(path)", "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
