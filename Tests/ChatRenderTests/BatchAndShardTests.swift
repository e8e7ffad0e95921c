import ChatCheck
import ChatCodec
import ChatRender
import Foundation
import Testing

/// Batch rendering (`BatchRender`), CI shards (`Shard`, `SnapshotCheck.shard`) and inline images.
@Suite struct BatchAndShardTests {
    static let small = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi there!"},{"from":"me","text":"Hello 👋","status":"read"}]}"#
    static let other = #"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"bo","name":"Bo"}],"messages":[{"from":"bo","text":"Lunch at 12:30?"},{"from":"me","text":"Sure 🍜"}]}"#

    static var options: RenderOptions { PinnedFonts.options(scale: 1) }

    func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-batch-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/in/sub", withIntermediateDirectories: true)
        return dir
    }

    func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func plansOutputsBesideInputsOrMirroredInAnOutputDirectory() throws {
        let dir = try scratch("plan")
        try write(Self.small, dir + "/in/a.json")
        try write(Self.other, dir + "/in/sub/b.json")
        let mirrored = try BatchRender.plan(inputs: [dir + "/in"], outputDirectory: dir + "/out", fileExtension: "png")
        #expect(mirrored == [BatchRender.Job(input: dir + "/in/a.json", output: dir + "/out/a.png", discovered: true),
                             BatchRender.Job(input: dir + "/in/sub/b.json", output: dir + "/out/sub/b.png", discovered: true)])
        let beside = try BatchRender.plan(inputs: [dir + "/in/a.json", "missing.json"], outputDirectory: nil, fileExtension: "jpg")
        #expect(beside.map(\.output) == [dir + "/in/a.jpg", "missing.jpg"])
        #expect(throws: BatchPlanError.sameOutput(output: dir + "/out/a.png", first: dir + "/in/a.json", second: dir + "/in/a.json")) {
            try BatchRender.plan(inputs: [dir + "/in/a.json", dir + "/in/a.json"], outputDirectory: dir + "/out", fileExtension: "png")
        }
        // The library names no flag of chatrender's (BatchCLITests has the command line's "--out-dir directories").
        #expect(BatchPlanError.sameOutput(output: "out/a.png", first: "a.json", second: "x/a.json").description
                == "a.json and x/a.json would both be written to out/a.png; rename one, or render them into different output directories")
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        #expect(throws: BatchPlanError.noConversations(directory: dir + "/empty")) {
            try BatchRender.plan(inputs: [dir + "/empty"], outputDirectory: nil, fileExtension: "png")
        }
    }

    @Test(arguments: [1, 3])
    func rendersEveryConversationLikeOneAtATimeAndNamesEveryFailure(workers: Int) throws {
        let dir = try scratch("run-\(workers)")
        try write(Self.small, dir + "/in/a.json")
        try write(Self.other, dir + "/in/sub/b.json")
        try write(#"{"participants":[],"messages":[{"from":"x","text":"?"}]}"#, dir + "/in/sub/broken.json")
        try write(Self.small.replacingOccurrences(of: "Hi there!", with: "Again"), dir + "/in/c.json")
        let jobs = try BatchRender.plan(inputs: [dir + "/in", dir + "/nowhere.json"], outputDirectory: dir + "/out", fileExtension: "png")
        let progress = ProgressLog()
        let results = BatchRender(jobs: jobs, options: Self.options, workers: workers).run { result, state in progress.add(state) }
        #expect(results.map(\.job) == jobs, "results come in job order")
        #expect(progress.states.map(\.done) == Array(1...jobs.count))
        #expect(progress.states.last?.failed == 2)
        let failures = results.filter { $0.error != nil }.map { ($0.job.input as NSString).lastPathComponent }
        #expect(failures == ["broken.json", "nowhere.json"])
        if case .inputUnreadable = results.last?.error {} else { Issue.record("a missing input is inputUnreadable: \(String(describing: results.last?.error))") }
        // The written images are exactly what one render of each writes; the failed ones left nothing behind.
        let renderer = ChatRenderer(options: Self.options)
        for result in results where result.error == nil {
            let expected = try renderer.renderPNG(renderer.loadConversation(path: result.job.input))
            #expect(FileManager.default.contents(atPath: result.job.output).map(Array.init) == expected)
        }
        let written = try FileManager.default.subpathsOfDirectory(atPath: dir + "/out").sorted()
        #expect(written == ["a.png", "c.png", "sub", "sub/b.png"], "no partial or temporary file: \(written)")
    }

    @Test func shardsAreDisjointBalancedAndCoverEverything() {
        let items = Array(0..<2000)
        for count in [1, 2, 3, 4, 7] {
            let shards = (1...count).map { Shard(index: $0, count: count)!.select(items) }
            #expect(shards.flatMap { $0 }.sorted() == items)
            #expect(Set(shards.map(\.count)).count <= 2)
            #expect((shards.map(\.count).max() ?? 0) - (shards.map(\.count).min() ?? 0) <= 1)
        }
        #expect(Shard(index: 2, count: 4)!.select(items).prefix(3) == [1, 5, 9])
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "a/b", "1/", "/2", "2", "1/2/3", " 1/2", "+1/2", "1/99999"] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func checkShardsSplitAGoldenDirectory() throws {
        let dir = try scratch("shard")
        for index in 0..<7 {
            try write(Self.small.replacingOccurrences(of: "Hi there!", with: "Hi \(index)"), dir + "/in/chat\(index).json")
        }
        _ = try SnapshotCheck(directory: dir + "/in", options: Self.options, record: true, artifactsDirectory: dir + "/art").run()
        var seen: [String] = []
        for index in 1...3 {
            let report = try SnapshotCheck(directory: dir + "/in", options: Self.options, artifactsDirectory: dir + "/art", jobs: 2,
                                           shard: Shard(index: index, count: 3)).run()
            #expect(report.failedCount == 0)
            seen += report.results.map(\.path)
        }
        #expect(seen.sorted() == (0..<7).map { "chat\($0).json" })
        #expect(seen.count == 7)
        // More shards than conversations: the extra shards check nothing, and that is no error.
        let empty = try SnapshotCheck(directory: dir + "/in", options: Self.options, artifactsDirectory: dir + "/art",
                                      shard: Shard(index: 9, count: 9)).run()
        #expect(empty.results.isEmpty)
    }

    @Test func aDataURIRendersLikeTheFileItHolds() throws {
        let avatar = Repo.path("samples/images/avatar-maya.png")
        let photo = Repo.path("samples/images/landscape.jpg")
        func chat(_ avatar: String, _ photo: String) -> String {
            #"{"theme":"whatsapp","canvas":{"width":320,"scale":1},"participants":[{"id":"me","me":true},{"id":"a","avatar":"\#(avatar)"}],"#
                + #""messages":[{"from":"a","image":"\#(photo)"},{"from":"me","text":"ok"}]}"#
        }
        func uri(_ path: String, _ type: String) -> String {
            "data:\(type);base64," + (FileManager.default.contents(atPath: path)?.base64EncodedString() ?? "")
        }
        let renderer = ChatRenderer(options: Self.options)
        let byPath = try renderer.renderPNG(renderer.decodeConversation(Array(chat(avatar, photo).utf8), file: "a", baseDirectory: "/"))
        let inline = try renderer.renderPNG(renderer.decodeConversation(
            Array(chat(uri(avatar, "image/png"), uri(photo, "image/jpeg")).utf8), file: "b", baseDirectory: "/nonexistent"))
        #expect(byPath == inline)
        // The layout JSON names an inline image by its type, first characters and length, not its megabytes.
        let json = try renderer.layoutJSON(renderer.layout(renderer.decodeConversation(
            Array(chat(uri(avatar, "image/png"), uri(photo, "image/jpeg")).utf8), file: "b", baseDirectory: "/nonexistent")))
        #expect(json.contains("\"data:image/jpeg;base64,/9j/"))
        #expect(json.contains("characters)\""))
        #expect(json.utf8.count < 20_000, "\(json.utf8.count) bytes")
    }
}

/// Progress reports, collected from the worker threads.
private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [BatchRender.Progress] = []
    func add(_ state: BatchRender.Progress) { lock.withLock { list.append(state) } }
    var states: [BatchRender.Progress] { lock.withLock { list } }
}
