import Foundation
import Testing

/// `chatrender render --manifest chats.jsonl`: output directories, resuming, shards as separate processes, bad lines,
/// tar shards and annotations, through the built binary.
@Suite("manifests: shards, resuming, tar files and annotations (command line)", .serialized)
struct ManifestCLITests {
    static let options = ["--scale", "1", "--width", "320"] + CLI.pinnedFonts

    /// A conversation whose one message says `text` (and shows `image` when given).
    static func conversation(_ text: String, image: String? = nil) -> String {
        let extra = image.map { #",{"from":"ann","image":"\#($0)"}"# } ?? ""
        return #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"\#(text)"},"#
            + #"{"from":"me","text":"Hello 👋","status":"read"}\#(extra)]}"#
    }

    static func line(_ id: String, _ text: String, image: String? = nil) -> String {
        #"{"id":"\#(id)","conversation":\#(conversation(text, image: image))}"#
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// Every file under `directory`, by relative path, with its bytes.
    func tree(_ directory: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = directory + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = bytes(path)
            }
        }
        return files
    }

    @Test func rendersEachLineAsASingleRenderWouldWithItsAnnotations() throws {
        let dir = try CLI.scratch("manifest-ok")
        try FileManager.default.createDirectory(atPath: dir + "/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.repo.path + "/samples/images/square.png", toPath: dir + "/images/square.png")
        let lines = [Self.line("a", "Hi there!", image: "images/square.png"), Self.line("de/b", "Hallo")]
        try write(lines.joined(separator: "\n") + "\n", to: dir + "/data/chats.jsonl")
        // The manifest's images resolve against its directory: the photo is beside the conversation written for `render`.
        try FileManager.default.createDirectory(atPath: dir + "/data/images", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: dir + "/images/square.png", toPath: dir + "/data/images/square.png")
        let run = try CLI.run(["render", "--manifest", "data/chats.jsonl", "--out-dir", "out", "--annotations"] + Self.options, in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty && run.stdout.isEmpty, "\(run.stderr)")
        #expect(Set(tree(dir + "/out").keys) == ["a.png", "a.json", "a.done", "de/b.png", "de/b.json", "de/b.done"])
        for (id, text, image) in [("a", "Hi there!", "images/square.png" as String?), ("de/b", "Hallo", nil)] {
            try write(Self.conversation(text, image: image), to: dir + "/single.json")
            let single = try CLI.run(["render", "single.json", "-o", "single.png", "--annotations"] + Self.options, in: dir)
            #expect(single.status == 0, "\(single.stderr)")
            #expect(bytes(dir + "/out/\(id).png") == bytes(dir + "/single.png"), "\(id).png is what a single render writes")
            // The single render's annotations are the sample's without its id.
            let sample = try #require(bytes(dir + "/out/\(id).json"))
            let alone = try #require(bytes(dir + "/single.annotations.json"))
            #expect(String(decoding: sample, as: UTF8.self).replacingOccurrences(of: #""id":"\#(id)","#, with: "")
                    == String(decoding: alone, as: UTF8.self))
        }
        // The annotations: the image's size, each bubble with its sender, each text line with its pixel box.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes(dir + "/out/a.json") ?? [])) as? [String: Any])
        #expect(json["id"] as? String == "a")
        let image = try #require(json["image"] as? [String: Any])
        #expect(image["width"] as? Int == 320)
        let elements = try #require(json["elements"] as? [[String: Any]])
        let bubbles = elements.filter { $0["kind"] as? String == "bubble" }
        #expect(bubbles.map { $0["sender"] as? String } == ["ann", "me"])
        let hello = try #require(elements.first { $0["text"] as? String == "Hello 👋" })
        #expect(hello["message"] as? Int == 1 && hello["me"] as? Bool == true)
        let lines0 = try #require(hello["lines"] as? [[String: Any]])
        let box = try #require(lines0.first?["box"] as? [String: Double])
        #expect(box["width"]! > 40 && box["height"]! > 10 && box["x"]! > 160, "\(box)")
        #expect(elements.contains { $0["kind"] as? String == "image" && $0["message"] as? Int == 2 })
        // At scale 2 every box doubles.
        let double = try CLI.run(["render", "single.json", "-o", "double.png", "--annotations", "--scale", "2", "--width", "320"]
                                 + CLI.pinnedFonts, in: dir)
        #expect(double.status == 0, "\(double.stderr)")
        let twice = try #require(try JSONSerialization.jsonObject(with: Data(bytes(dir + "/double.annotations.json") ?? [])) as? [String: Any])
        #expect((twice["image"] as? [String: Any])?["width"] as? Int == 640)
    }

    @Test func namesEveryBadLineByNumberAndIdRendersTheRestAndExitsWithTheWorst() throws {
        let dir = try CLI.scratch("manifest-bad")
        let lines = [
            Self.line("good", "One"),
            Self.line("good", "Again"),                                            // 2: duplicate id
            Self.line("../x", "Escape"),                                           // 3: unsafe id
            #"{"id":"extra","conversation":{},"colour":1}"#,                       // 4: unknown key
            "not json",                                                            // 5
            "",                                                                    // 6: blank, skipped
            Self.line("photo", "Look", image: "missing.png"),                      // 7: missing image
            Self.line("other", "Two"),
        ]
        try write(lines.joined(separator: "\n"), to: dir + "/chats.jsonl")
        let run = try CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "out"] + Self.options, in: dir)
        #expect(run.status == 65, "\(run.stderr)")
        let errors = run.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 5, "\(run.stderr)")
        #expect(errors[0] == #"chatrender: error: chats.jsonl line 2 (id "good"): the id was already used on line 1; ids name the outputs, so each must be unique"#)
        #expect(errors[1].hasPrefix(#"chatrender: error: chats.jsonl line 3 (id "../x"): id (column 7): the id contains ".""#), "\(errors[1])")
        #expect(errors[2].hasPrefix(#"chatrender: error: chats.jsonl line 4 (id "extra"), column 33: unknown key "colour""#), "\(errors[2])")
        #expect(errors[3].hasPrefix("chatrender: error: chats.jsonl line 5, column 1: "), "\(errors[3])")
        #expect(errors[4].hasPrefix(#"chatrender: error: chats.jsonl line 7 (id "photo"): "#) && errors[4].contains("missing.png"), "\(errors[4])")
        #expect(Set(tree(dir + "/out").keys) == ["good.png", "good.done", "other.png", "other.done"])
        // An invalid conversation is named by its path inside the line; a missing manifest is 66.
        try write(#"{"id":"a","conversation":{"participants":[],"mesages":[]}}"#, to: dir + "/typo.jsonl")
        let typo = try CLI.run(["render", "--manifest", "typo.jsonl", "--out-dir", "out"] + Self.options, in: dir)
        #expect(typo.status == 65)
        #expect(typo.stderr.contains(#"line 1 (id "a"): conversation (column "#) && typo.stderr.contains(#"unknown key "mesages" (did you mean "messages"?)"#),
                "\(typo.stderr)")
        // The worst status wins: a line stopped by --timeout (75) over the bad lines (65).
        let late = try CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "late", "--timeout", "0.000001"] + Self.options, in: dir)
        #expect(late.status == 75, "\(late.stderr)")
        #expect(late.stderr.contains(#"line 8 (id "other"): the render took longer than the time limit"#), "\(late.stderr)")
        // An output directory that cannot be made stops the run (73), saying why plainly.
        try write("a file", to: dir + "/blocked")
        let blocked = try CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "blocked/out"] + Self.options, in: dir)
        #expect(blocked.status == 73)
        #expect(blocked.stderr == "chatrender: error: cannot write blocked/out: blocked exists and is not a directory\n")
        let missing = try CLI.run(["render", "--manifest", "nowhere.jsonl", "--out-dir", "out"] + Self.options, in: dir)
        #expect(missing.status == 66)
        #expect(missing.stderr == "chatrender: error: cannot read the manifest nowhere.jsonl: no such file\n")
    }

    @Test func aLineLongerThanTheLimitFailsAloneWithoutBeingKept() throws {
        let dir = try CLI.scratch("manifest-long")
        let long = Self.line("long", String(repeating: "x", count: 33 << 20))
        try write([Self.line("a", "Before"), long, Self.line("b", "After")].joined(separator: "\n") + "\n", to: dir + "/chats.jsonl")
        let run = try CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "out"] + Self.options, in: dir)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("chatrender: error: chats.jsonl line 2: the line is \(long.utf8.count) bytes long, more than the 33554432 allowed"),
                "\(run.stderr)")
        #expect(Set(tree(dir + "/out").keys) == ["a.png", "a.done", "b.png", "b.done"])
    }

    @Test func resumesSkippingDoneSamplesAndRerendersChangedOnes() throws {
        let dir = try CLI.scratch("manifest-resume")
        let first = [Self.line("a", "One"), Self.line("b", "Two"), Self.line("c", "Three")]
        try write(first.joined(separator: "\n"), to: dir + "/chats.jsonl")
        let arguments = ["render", "--manifest", "chats.jsonl", "--out-dir", "out"] + Self.options
        #expect(try CLI.run(arguments, in: dir).status == 0)
        let original = tree(dir + "/out")
        // A sample whose marker matches is not rendered again: a changed image file is left as it is.
        try write("kept", to: dir + "/out/a.png")
        // A changed line renders again; so does a sample without its marker (a run killed before the marker).
        try write([first[0], Self.line("b", "Changed"), first[2]].joined(separator: "\n"), to: dir + "/chats.jsonl")
        try FileManager.default.removeItem(atPath: dir + "/out/c.done")
        try write("old", to: dir + "/out/c.png")
        let again = try CLI.run(arguments, in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        let resumed = tree(dir + "/out")
        #expect(resumed["a.png"] == Array("kept".utf8))
        #expect(resumed["b.png"] != original["b.png"] && resumed["b.done"] != original["b.done"])
        #expect(resumed["c.png"] == original["c.png"] && resumed["c.done"] == original["c.done"])
        // Other render options are another input: everything renders again.
        let larger = try CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "out", "--scale", "2", "--width", "320"]
                                 + CLI.pinnedFonts, in: dir)
        #expect(larger.status == 0)
        #expect(tree(dir + "/out")["a.png"] != Array("kept".utf8))
        // No temporary file is left behind.
        #expect(!tree(dir + "/out").keys.contains { $0.contains(".chatrender-partial") })
    }

    @Test func shardsRunAsProcessesAreDisjointAndTheirUnionIsTheOneProcessRun() throws {
        let dir = try CLI.scratch("manifest-shards")
        let lines = (0..<10).map { Self.line(String(format: "chat-%02d", $0), "Message \($0)") }
        try write(lines.joined(separator: "\n") + "\n", to: dir + "/chats.jsonl")
        let whole = try CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "whole", "--annotations"] + Self.options, in: dir)
        #expect(whole.status == 0, "\(whole.stderr)")
        let count = 3
        let results = Locked3()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = try? CLI.run(["render", "--manifest", "chats.jsonl", "--out-dir", "shard-\(index + 1)", "--annotations",
                                       "--shard", "\(index + 1)/\(count)", "--jobs", "1"] + Self.options, in: dir)
            results.set(index, result?.status ?? -1)
        }
        #expect(results.values == [0, 0, 0])
        var union: [String: [UInt8]] = [:]
        for index in 1...count {
            let files = tree(dir + "/shard-\(index)")
            #expect(!files.isEmpty)
            #expect(Set(files.keys).isDisjoint(with: union.keys), "shard \(index) overlaps")
            union.merge(files) { first, _ in first }
            // Shard K holds lines K, K+3, K+6, …
            let ids = Set(files.keys.map { ($0 as NSString).deletingPathExtension })
            #expect(ids == Set(stride(from: index - 1, to: 10, by: count).map { String(format: "chat-%02d", $0) }))
        }
        #expect(union == tree(dir + "/whole"))
    }

    @Test func writesDeterministicUstarShardsThatTarAndPythonRead() throws {
        let dir = try CLI.scratch("manifest-tar")
        let lines = (0..<5).map { Self.line("s\($0)", "Sample \($0)") }
        try write(lines.joined(separator: "\n"), to: dir + "/chats.jsonl")
        let arguments = ["render", "--manifest", "chats.jsonl", "--annotations", "--shard-size", "2"] + Self.options
        let run = try CLI.run(arguments + ["--out", "tars/out-%06d.tar"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Set(tree(dir + "/tars").keys) == ["out-000000.tar", "out-000001.tar", "out-000002.tar"])
        #expect(try CLI.run(arguments + ["--out", "again/out-%06d.tar"], in: dir).status == 0)
        #expect(tree(dir + "/tars") == tree(dir + "/again"), "same manifest, same bytes")
        // GNU tar lists the members in order: each sample's .json then its .png, with mtime 0 and owner 0/0.
        let listing = try CLI.run(executable: "/usr/bin/tar", ["tvf", "tars/out-000000.tar"], in: dir)
        #expect(listing.status == 0, "\(listing.stderr)")
        let rows = listing.stdoutText.split(separator: "\n")
        #expect(rows.map { String($0.split(separator: " ").last ?? "") } == ["s0.json", "s0.png", "s1.json", "s1.png"])
        #expect(rows.allSatisfy { $0.hasPrefix("-rw-r--r-- 0/0") && $0.contains("1970-01-01 00:00") }, "\(listing.stdoutText)")
        // GNU tar extracts what a directory run writes.
        try FileManager.default.createDirectory(atPath: dir + "/x", withIntermediateDirectories: true)
        #expect(try CLI.run(executable: "/usr/bin/tar", ["xf", "../tars/out-000001.tar"], in: dir + "/x").status == 0)
        #expect(try CLI.run(["render", "--manifest", "chats.jsonl", "--annotations", "--out-dir", "dir"] + Self.options, in: dir).status == 0)
        #expect(bytes(dir + "/x/s2.png") == bytes(dir + "/dir/s2.png") && bytes(dir + "/x/s3.json") == bytes(dir + "/dir/s3.json"))
        // Python's tarfile reads them too (when python3 is installed).
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") {
            let script = "import tarfile,sys\nfor m in tarfile.open(sys.argv[1]).getmembers(): print(m.name, m.size, m.mtime, m.uid, oct(m.mode))"
            let python = try CLI.run(executable: "/usr/bin/python3", ["-c", script, "tars/out-000002.tar"], in: dir)
            #expect(python.status == 0, "\(python.stderr)")
            #expect(python.stdoutText == "s4.json \(bytes(dir + "/dir/s4.json")?.count ?? -1) 0 0 0o644\ns4.png \(bytes(dir + "/dir/s4.png")?.count ?? -1) 0 0 0o644\n")
        }
        // Under --shard K/N the j-th file is numbered (K − 1) + N·j: two processes never write the same name.
        let shard = try CLI.run(arguments + ["--out", "sharded/out-%03d.tar", "--shard", "2/3"], in: dir)
        #expect(shard.status == 0, "\(shard.stderr)")
        #expect(Set(tree(dir + "/sharded").keys) == ["out-001.tar"])
    }

    @Test(arguments: [
        (["--manifest", "m.jsonl"], "--manifest needs --out-dir DIR"),
        (["--manifest", "m.jsonl", "--out-dir", "o", "--out", "x-%d.tar"], "Give --out-dir or --out, not both."),
        (["--manifest", "m.jsonl", "a.json", "--out-dir", "o"], "remove the input files"),
        (["--manifest", "m.jsonl", "--out", "x.tar"], "one %d or %06d field"),
        (["--manifest", "m.jsonl", "--out-dir", "o", "--shard-size", "5"], "--shard-size is for tar files"),
        (["--manifest", "m.jsonl", "--out-dir", "o", "--shard", "4/3"], "--shard takes K/N"),
        (["a.json", "--shard", "1/2"], "--shard is for manifests"),
        (["a.json", "b.json", "--out-dir", "o", "--annotations"], "--annotations works with one conversation"),
        (["a.json", "-o", "-", "--annotations"], "name the image (-o chat.png)"),
        (["--manifest", "m.jsonl", "--out-dir", "o", "--annotations", "--frame"], "cannot be combined with --frame"),
    ])
    func refusesConflictingOptions(arguments: [String], message: String) throws {
        let run = try CLI.run(["render"] + arguments)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}

/// Exit statuses of concurrently run processes.
private final class Locked3: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int: Int32] = [:]

    func set(_ index: Int, _ status: Int32) { lock.withLock { statuses[index] = status } }
    var values: [Int32] { lock.withLock { statuses.keys.sorted().map { statuses[$0]! } } }
}
