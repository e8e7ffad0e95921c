import Testing
@testable import ChatModel

/// `file: {"name", "size"}`.
@Suite("File messages")
struct FileDecodingTests {
    @Test func fileDecodes() throws {
        let json = TestSupport.chat(#"{"from": "alice", "file": {"name": "Q3 report.pdf", "size": 2437120}, "time": "9:41"}"#)
        let message = try #require(try TestSupport.conversation(json).messages.first)
        #expect(message.content == .file(name: "Q3 report.pdf", size: 2_437_120))
        #expect(message.time == "9:41")
    }

    @Test(arguments: [
        (#"{"name": "a.pdf", "size": -2}"#, "file.size", "-2 is not a file size; use a whole number of bytes ≥ 0"),
        (#"{"name": "a.pdf", "size": 1.5}"#, "file.size", "1.5 is not a file size"),
        (#"{"name": "a.pdf", "size": 1e30}"#, "file.size", "1e30 is not a file size"),
        (#"{"name": "a.pdf", "size": "2 MB"}"#, "file.size", #"expected a size in bytes (an integer), found the string "2 MB""#),
        (#"{"name": "a.pdf"}"#, "file", #"missing the required key "size""#),
        (#"{"size": 3}"#, "file", #"missing the required key "name""#),
        (#"{"name": "", "size": 3}"#, "file.name", "the file name is empty"),
        (#"{"name": "a.pdf", "size": 3, "sise": 4}"#, "file", #"unknown key "sise" (did you mean "size"?)"#),
        (#""a.pdf""#, "file", "expected an object"),
    ])
    func badFiles(value: String, path: String, words: String) throws {
        let json = TestSupport.chat("{\"from\": \"alice\", \"file\": \(value)}")
        let error = try #require(TestSupport.conversationError(json))
        #expect(error.path == "messages[0].\(path)", "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
