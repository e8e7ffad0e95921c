import ChatCheck
import ChatModel
import ChatRender
import Foundation
import Testing

/// Manifest lines (`ManifestLine`), the library's manifest run (`ManifestRender`), tar names and the stream shard rule.
@Suite struct ManifestTests {
    static let small = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi there!"},{"from":"me","text":"Hello 👋","status":"read"}]}"#

    func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-manifest-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test(arguments: ["a", "chat-0001", "de/chat_7", "A-Z/a_z/0-9"])
    func acceptsSafeIDs(id: String) {
        #expect(ManifestLine.problem(with: id) == nil)
    }

    @Test(arguments: [
        ("", "the id is empty"), ("../x", "the id contains \".\""), ("/abs", "empty path segment"), ("a/", "empty path segment"),
        ("a//b", "empty path segment"), (".hidden", "the id contains \".\""), ("a b", "the id contains \" \""),
        ("x.png", "the id contains \".\""), ("é", "a non-ASCII character"), ("a\\b", "the id contains \"\\\""),
        (String(repeating: "x", count: 91), "91 bytes long, more than 90"),
    ])
    func refusesUnsafeIDs(id: String, problem: String) {
        #expect(ManifestLine.problem(with: id)?.contains(problem) == true, "\(String(describing: ManifestLine.problem(with: id)))")
    }

    @Test func decodesALineAndNamesItsProblemsInsideIt() throws {
        let line = try ManifestLine.decode(Array(#"{"id":"x","conversation":\#(Self.small)}"#.utf8), baseDirectory: "/base")
        #expect(line.id == "x" && line.conversation.messages.count == 2 && line.conversation.baseDirectory == "/base")
        #expect(throws: ModelError.self) { try ManifestLine.decode(Array(#"{"conversation":\#(Self.small)}"#.utf8), baseDirectory: "/") }
        do {
            _ = try ManifestLine.decode(Array(#"{"id":"x","conversation":{"participants":[],"messages":[],"canvas":{"scale":9}}}"#.utf8),
                                        baseDirectory: "/")
            Issue.record("a scale of 9 was accepted")
        } catch {
            #expect(error.path == "conversation.canvas.scale", "\(error)")
            #expect(error.line == 1)
        }
        #expect(ManifestLine.id(of: Array(#"{"id":"../x","conversation":5}"#.utf8)) == "../x")
        #expect(ManifestLine.id(of: Array("[1]".utf8)) == nil)
    }

    @Test func theStreamShardRuleIsTheListRule() throws {
        for count in 1...5 {
            for index in 1...count {
                let shard = try #require(Shard(index: index, count: count))
                let positions = Array(0..<23)
                #expect(shard.select(positions) == positions.filter { shard.contains(position: $0) })
            }
        }
    }

    @Test func tarNamesArePrintfFields() {
        #expect(TarNamePattern.name("out-%06d.tar", number: 42) == "out-000042.tar")
        #expect(TarNamePattern.name("s/%d.tar", number: 1234567) == "s/1234567.tar")
        #expect(TarNamePattern.name("%03d-x.tar", number: 5) == "005-x.tar")
        for bad in ["out.tar", "%d-%d.tar", "%s.tar", "%6d.tar", "%0d.tar", "%0x6d.tar", "100%.tar", "%021d.tar"] {
            #expect(TarNamePattern.name(bad, number: 1) == nil, "\(bad)")
        }
    }

    @Test func aLibraryRunReportsFailuresInLineOrderAndCounts() throws {
        let dir = try scratch("run")
        let lines = [#"{"id":"a","conversation":\#(Self.small)}"#, "{", #"{"id":"a","conversation":\#(Self.small)}"#,
                     "   ", #"{"id":"b","conversation":\#(Self.small)}"#]
        try Data(lines.joined(separator: "\r\n").utf8).write(to: URL(fileURLWithPath: dir + "/m.jsonl"))
        let render = ManifestRender(manifest: dir + "/m.jsonl", destination: .directory(dir + "/out"), options: PinnedFonts.options(scale: 1),
                                    workers: 2)
        var failures: [ManifestFailure] = []
        let summary = try render.run { failures.append($0) }
        #expect(summary.lines == 5 && summary.rendered == 2 && summary.skipped == 0 && summary.failed == 2 && summary.archives.isEmpty)
        #expect(failures.map(\.line) == [2, 3])
        #expect(failures.map(\.id) == [nil, "a"])
        let again = try render.run()
        #expect(again.rendered == 0 && again.skipped == 2 && again.failed == 2)
        // Another settings string is another digest.
        var scaled = render
        scaled.options.scale = 2
        #expect(scaled.settings != render.settings)
        #expect(try scaled.run().rendered == 2)
    }
}
