import Foundation
import Testing

/// `chatrender render a.json b.json dir/ --out-dir OUT --jobs N`, `check --shard K/N` and `data:` URIs, through the
/// built binary.
@Suite("batch rendering, shards and inline images (command line)", .serialized)
struct BatchCLITests {
    static let small = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi there!"},{"from":"me","text":"Hello 👋","status":"read"}]}"#
    static let options = ["--scale", "1", "--width", "320"] + CLI.pinnedFonts

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    @Test func rendersFilesAndDirectoriesIntoAnOutputDirectory() throws {
        let dir = try CLI.scratch("batch-ok")
        try write(Self.small, to: dir + "/a.json")
        try write(Self.small.replacingOccurrences(of: "Hi there!", with: "Two"), to: dir + "/b.json")
        try write(Self.small.replacingOccurrences(of: "Hi there!", with: "Deep"), to: dir + "/set/deep/c.json")
        let batch = try CLI.run(["render", "a.json", "b.json", "set", "--out-dir", "out", "--jobs", "2"] + Self.options, in: dir)
        #expect(batch.status == 0, "\(batch.stderr)")
        // Not a terminal: no progress line, no summary.
        #expect(batch.stderr.isEmpty && batch.stdout.isEmpty, "\(batch.stderr)")
        for (input, output) in [("a.json", "out/a.png"), ("b.json", "out/b.png"), ("set/deep/c.json", "out/deep/c.png")] {
            let single = try CLI.run([input, "-o", "-"] + Self.options, in: dir)
            #expect(single.status == 0)
            #expect(bytes(dir + "/" + output) == single.stdout, "\(output) is what a single render writes")
        }
        // Without --out-dir, each image lands beside its conversation; JPEG with --format.
        let beside = try CLI.run(["a.json", "b.json", "--format", "jpeg"] + Self.options, in: dir)
        #expect(beside.status == 0, "\(beside.stderr)")
        #expect(bytes(dir + "/a.jpg")?.starts(with: [0xFF, 0xD8, 0xFF]) == true)
    }

    @Test func namesEveryFailureRendersTheRestAndExitsWithTheWorst() throws {
        let dir = try CLI.scratch("batch-fail")
        try write(Self.small, to: dir + "/good.json")
        try write(#"{"participants":[],"messages":[{"from":"x","text":"?"}]}"#, to: dir + "/bad.json")
        let invalid = try CLI.run(["render", "bad.json", "good.json", "--out-dir", "out"] + Self.options, in: dir)
        #expect(invalid.status == 65)
        #expect(invalid.stderr.contains("chatrender: error: bad.json: participants (line 1, column 17)"), "\(invalid.stderr)")
        #expect(bytes(dir + "/out/good.png") != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted() == ["good.png"])
        // A missing input (66) is worse than invalid data (65).
        let missing = try CLI.run(["render", "bad.json", "nowhere.json", "good.json", "--out-dir", "out"] + Self.options, in: dir)
        #expect(missing.status == 66, "\(missing.stderr)")
        #expect(missing.stderr.contains("nowhere.json: cannot read nowhere.json: no such file"))
        #expect(missing.stderr.contains("bad.json:"))
    }

    @Test func refusesAmbiguousBatches() throws {
        let dir = try CLI.scratch("batch-usage")
        try write(Self.small, to: dir + "/a.json")
        try write(Self.small, to: dir + "/x/a.json")
        let twoOutputs = try CLI.run(["render", "a.json", "x/a.json", "--out-dir", "out"] + Self.options, in: dir)
        #expect(twoOutputs.status == 64)
        #expect(twoOutputs.stderr.contains("would both be written to out/a.png"), "\(twoOutputs.stderr)")
        #expect(twoOutputs.stderr.contains("rename one, or render them into different --out-dir directories"), "\(twoOutputs.stderr)")
        let withO = try CLI.run(["render", "a.json", "x/a.json", "-o", "one.png"], in: dir)
        #expect(withO.status == 64)
        #expect(withO.stderr.contains("--out-dir"))
        let jobs = try CLI.run(["render", "a.json", "--out-dir", "out", "--jobs", "0"], in: dir)
        #expect(jobs.status == 64)
    }

    @Test func checkTakesOneShardAndValidatesIt() throws {
        let dir = try CLI.scratch("shard")
        for index in 0..<5 {
            try write(Self.small.replacingOccurrences(of: "Hi there!", with: "Hi \(index)"), to: dir + "/goldens/chat\(index).json")
        }
        let recorded = try CLI.run(["check", "goldens", "--record"] + Self.options, in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        var checked: [String] = []
        for shard in 1...2 {
            let run = try CLI.run(["check", "goldens", "--shard", "\(shard)/2", "--junit", "report-\(shard).xml", "--no-times"] + Self.options,
                                  in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            checked += run.stdoutText.split(separator: "\n").compactMap { line in
                line.split(separator: " ").first.map(String.init).flatMap { $0.hasSuffix(".json") ? $0 : nil }
            }
            let junit = String(decoding: bytes(dir + "/report-\(shard).xml") ?? [], as: UTF8.self)
            #expect(junit.contains("tests=\"\(shard == 1 ? 3 : 2)\""), "\(junit)")
        }
        #expect(checked.sorted() == (0..<5).map { "chat\($0).json" }, "\(checked)")
        for bad in ["0/2", "3/2", "1-2", "two/four"] {
            let run = try CLI.run(["check", "goldens", "--shard", bad], in: dir)
            #expect(run.status == 64, "\(bad)")
            #expect(run.stderr.contains("--shard takes K/N"), "\(run.stderr)")
        }
    }

    @Test func acceptsDataURIsWhereverAnImagePathIs() throws {
        let dir = try CLI.scratch("data-uri")
        let avatar = CLI.repo.appendingPathComponent("samples/images/avatar-maya.png").path
        let encoded = FileManager.default.contents(atPath: avatar)?.base64EncodedString() ?? ""
        func chat(_ image: String) -> String {
            #"{"participants":[{"id":"me","me":true},{"id":"a","avatar":"\#(image)"}],"messages":[{"from":"a","sticker":"\#(image)"}]}"#
        }
        try write(chat(avatar), to: dir + "/path.json")
        try write(chat("data:image/png;base64," + encoded), to: dir + "/inline.json")
        try write(chat("data:image/png;base64,AAA*"), to: dir + "/broken.json")
        let byPath = try CLI.run(["path.json", "-o", "-"] + Self.options, in: dir)
        let inline = try CLI.run(["inline.json", "-o", "-"] + Self.options, in: dir)
        #expect(byPath.status == 0 && inline.status == 0, "\(inline.stderr)")
        #expect(byPath.stdout == inline.stdout)
        let broken = try CLI.run(["broken.json", "-o", "broken.png"] + Self.options, in: dir)
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("participants[1].avatar (line 1, column 59): the data: URI's base64 has an invalid character"),
                "\(broken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/broken.png"))
    }
}
