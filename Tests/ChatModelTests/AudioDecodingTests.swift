import Testing
@testable import ChatModel

/// `audio: {"duration"}`.
@Suite("Audio messages")
struct AudioDecodingTests {
    @Test func audioDecodes() throws {
        let json = TestSupport.chat(#"{"from": "alice", "audio": {"duration": 42.5}}, {"from": "me", "audio": {"duration": 0}, "status": "read"}"#)
        let messages = try TestSupport.conversation(json).messages
        #expect(messages.map(\.content) == [.audio(duration: 42.5), .audio(duration: 0)])
        #expect(messages[1].status == .read)
    }

    @Test func negativeDurationNamesPathAndFix() throws {
        let json = TestSupport.chat(#"{"from": "alice", "audio": {"duration": -2}}"#)
        let error = try #require(TestSupport.conversationError(json))
        let position = try #require(TestSupport.position(of: "-2", in: json))
        #expect(error.description == "messages[0].audio.duration (line \(position.line), column \(position.column)): -2 is not a duration; use seconds ≥ 0, e.g. 42")
    }

    @Test(arguments: [
        (#"{"duration": "0:42"}"#, "audio.duration", #"expected a duration in seconds (a number), found the string "0:42""#),
        (#"{"duration": 90000}"#, "audio.duration", "90000 seconds is longer than 24 hours; use seconds from 0 to 86400"),
        (#"{}"#, "audio", #"missing the required key "duration""#),
        (#"{"duration": 3, "length": 3}"#, "audio", #"unknown key "length""#),
        ("42", "audio", "expected an object"),
    ])
    func badAudio(value: String, path: String, words: String) throws {
        let json = TestSupport.chat("{\"from\": \"alice\", \"audio\": \(value)}")
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].\(path)", "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
