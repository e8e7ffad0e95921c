import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `chatrender check`, `--fonts` and the layout's font provenance, through the built binary.
@Suite("chatrender check, pinned fonts, font provenance (command line)", .serialized)
struct CheckCLITests {
    static let small = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi there!"},{"from":"me","text":"Hello 👋 how are you?","status":"read"}]}"#
    static let other = #"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"bo","name":"Bo"}],"messages":[{"from":"bo","text":"Lunch at 12:30?"},{"from":"me","text":"Sure 🍜"}]}"#
    /// Fast, machine-independent renders.
    static let options = ["--scale", "1", "--width", "320"] + CLI.pinnedFonts

    /// A golden directory: a sample with its images, three small conversations, a theme pack to skip.
    func fixture(_ name: String) throws -> String {
        let dir = try CLI.scratch("check-\(name)")
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/goldens/sub/deeper", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/goldens/pack", withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLI.repo.appendingPathComponent("samples/rtl.json").path, toPath: dir + "/goldens/rtl.json")
        try fm.copyItem(atPath: CLI.repo.appendingPathComponent("samples/images").path, toPath: dir + "/goldens/images")
        try write(Self.small, to: dir + "/goldens/sub/chat.json")
        try write(Self.other, to: dir + "/goldens/sub/lunch.json")
        try write(Self.other, to: dir + "/goldens/sub/deeper/again.json")
        try write("{}", to: dir + "/goldens/pack/theme.json")
        try write(Self.small, to: dir + "/goldens/pack/skipped.json")
        return dir
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Every regular file under `directory` with its bytes.
    func files(under directory: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return files }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = directory + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try bytes(path)
            }
        }
        return files
    }

    @Test("--record writes missing goldens, then check passes with exit 0 and the summary line")
    func recordThenPass() throws {
        let dir = try fixture("record")
        let missing = try CLI.run(["check", "goldens", "--no-times"] + Self.options, in: dir)
        #expect(missing.status == 1, "\(missing.stderr)")
        #expect(missing.stdoutText.contains("sub/chat.json"))
        #expect(missing.stdoutText.contains("missing"))
        #expect(missing.stdoutText.contains("0 passed, 4 failed"))
        #expect(missing.stdoutText.contains("missing golden; run with --record to write the missing goldens"))

        let recorded = try CLI.run(["check", "goldens", "--record"] + Self.options, in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdoutText.contains("recorded 4 goldens"))
        for golden in ["rtl.png", "sub/chat.png", "sub/lunch.png", "sub/deeper/again.png"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/goldens/" + golden), "\(golden)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/goldens/pack/skipped.png"))

        let passed = try CLI.run(["check", "goldens"] + Self.options, in: dir)
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(passed.stdoutText.hasSuffix("4 passed, 0 failed\n"))
        #expect(passed.stdoutText.contains(" s\n"))  // the time column
        #expect(!FileManager.default.fileExists(atPath: dir + "/chatrender-artifacts"))
    }

    @Test("a changed golden exits 1, names the percentage and writes actual and diff images")
    func changedGolden() throws {
        let dir = try fixture("changed")
        _ = try CLI.run(["check", "goldens", "--record"] + Self.options, in: dir)
        // again.json and lunch.json render alike but for the text: same size, different pixels.
        try write(#"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"bo","name":"Bo"}],"messages":[{"from":"bo","text":"Lunch at 13:30?"},{"from":"me","text":"Sure 🍜"}]}"#,
                  to: dir + "/goldens/sub/deeper/again.json")
        let result = try CLI.run(["check", "goldens", "--artifacts", "out/artifacts"] + Self.options, in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        let line = result.stdoutText.split(separator: "\n").first { $0.hasPrefix("sub/deeper/again.json") } ?? ""
        #expect(line.contains("changed ("))
        #expect(line.contains(" %)"))
        #expect(result.stdoutText.hasSuffix("3 passed, 1 failed\n"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/artifacts/sub/deeper/again.actual.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/artifacts/sub/deeper/again.diff.png"))
        #expect(try files(under: dir + "/out/artifacts").count == 2)
    }

    @Test("an invalid conversation exits 65 and the others are still checked")
    func invalidConversation() throws {
        let dir = try fixture("invalid")
        _ = try CLI.run(["check", "goldens", "--record"] + Self.options, in: dir)
        try write("{\n  \"participants\": [,]\n}", to: dir + "/goldens/sub/broken.json")
        let result = try CLI.run(["check", "goldens", "--no-times"] + Self.options, in: dir)
        #expect(result.status == 65, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        // The row says "error"; the message, naming the line, is on the line below, under the result column.
        let row = try #require(lines.firstIndex { $0.hasPrefix("sub/broken.json") })
        #expect(lines[row].hasSuffix("  error"), "\(lines[row])")
        let resultColumn = try #require(lines[0].range(of: "RESULT")).lowerBound.utf16Offset(in: lines[0])
        #expect(lines[row + 1].prefix(resultColumn).allSatisfy { $0 == " " } && lines[row + 1].contains("line 2"), "\(lines[row + 1])")
        #expect(lines.filter { $0.hasSuffix("  ok") }.count == 4)
        #expect(result.stdoutText.hasSuffix("4 passed, 1 failed\n"))
        // With times, every row's time starts in the TIME column, the error's too.
        let timed = try CLI.run(["check", "goldens"] + Self.options, in: dir)
        let timedLines = timed.stdoutText.split(separator: "\n").map(String.init)
        let timeColumn = try #require(timedLines[0].range(of: "TIME")).lowerBound.utf16Offset(in: timedLines[0])
        let rows = timedLines.filter { $0.hasSuffix(" s") && !$0.hasPrefix("checked ") }
        #expect(rows.count == 5, "\(timed.stdoutText)")
        for line in rows {
            let time = try #require(line.range(of: #"[0-9]+\.[0-9]{2} s$"#, options: .regularExpression))
            #expect(time.lowerBound.utf16Offset(in: line) == timeColumn, "\(line)")
        }
    }

    @Test("one conversation is counted in the singular")
    func singular() throws {
        let dir = try CLI.scratch("check-one")
        try FileManager.default.createDirectory(atPath: dir + "/goldens", withIntermediateDirectories: true)
        try write(#"{"theme":"classic","participants":[{"id":"me","me":true}],"messages":[{"from":"me","text":"Hi"}]}"#,
                  to: dir + "/goldens/one.json")
        let record = try CLI.run(["check", "goldens", "--record"] + Self.options, in: dir)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdoutText.contains("recorded 1 golden:"))
        let check = try CLI.run(["check", "goldens", "--shard", "1/1"] + Self.options, in: dir)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdoutText.contains("\nchecked 1 conversation in "), "\(check.stdoutText)")
        #expect(check.stdoutText.contains("shard 1/1: 1 of 1 conversation\n"), "\(check.stdoutText)")
    }

    @Test("a missing directory exits 66")
    func missingDirectory() throws {
        let result = try CLI.run(["check", "/nonexistent/goldens"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent/goldens"))
    }

    @Test("--junit writes XML that parses, with the right counts, percentage and artifact paths")
    func junit() throws {
        let dir = try fixture("junit")
        _ = try CLI.run(["check", "goldens", "--record"] + Self.options, in: dir)
        try FileManager.default.removeItem(atPath: dir + "/goldens/rtl.png")
        try write(#"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"bo","name":"Bo"}],"messages":[{"from":"bo","text":"Lunch at 13:30?"},{"from":"me","text":"Sure 🍜"}]}"#,
                  to: dir + "/goldens/sub/lunch.json")
        let result = try CLI.run(["check", "goldens", "--junit", "report.xml"] + Self.options, in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        let document = try XMLDocument(data: Data(try bytes(dir + "/report.xml")), options: [])
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "name")?.stringValue == "chatrender")
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        #expect(suite.attribute(forName: "errors")?.stringValue == "0")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.count == 4)
        #expect(cases.allSatisfy { $0.attribute(forName: "time")?.stringValue.flatMap(Double.init) != nil })
        let lunch = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "lunch.json" })
        #expect(lunch.attribute(forName: "classname")?.stringValue == "goldens/sub")
        let message = lunch.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue ?? ""
        #expect(message.contains(" %"))
        #expect(message.contains("chatrender-artifacts/sub/lunch.actual.png"))
        #expect(message.contains("chatrender-artifacts/sub/lunch.diff.png"))
        let rtl = try #require(cases.first { $0.attribute(forName: "name")?.stringValue == "rtl.json" })
        #expect(rtl.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue == "missing golden; run with --record")
    }

    @Test("--jobs 1 and --jobs 3 give identical standard output, JUnit, goldens and artifacts")
    func jobs() throws {
        var runs: [(CLIResult, [String: [UInt8]])] = []
        for jobs in ["1", "3"] {
            let dir = try fixture("jobs")
            let record = try CLI.run(["check", "goldens", "--record", "--no-times", "--jobs", jobs] + Self.options, in: dir)
            try FileManager.default.removeItem(atPath: dir + "/goldens/sub/chat.png")
            try write(#"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"bo","name":"Bo"}],"messages":[{"from":"bo","text":"Lunch at 13:30?"},{"from":"me","text":"Sure 🍜"}]}"#,
                      to: dir + "/goldens/sub/lunch.json")
            try write("[1, 2]", to: dir + "/goldens/sub/array.json")
            let check = try CLI.run(["check", "goldens", "--no-times", "--jobs", jobs, "--junit", "report.xml"] + Self.options, in: dir)
            #expect(check.status == 65, "\(check.stderr)")
            #expect(record.status == 0, "\(record.stderr)")
            runs.append((check, try files(under: dir)))
            // The same run with times differs only in the time column.
            let timed = try CLI.run(["check", "goldens", "--jobs", jobs] + Self.options, in: dir)
            #expect(Self.withoutTimes(timed.stdoutText) == check.stdoutText)
        }
        #expect(runs[0].0.stdout == runs[1].0.stdout)
        #expect(runs[0].1 == runs[1].1)
        #expect(runs[0].1.keys.contains("chatrender-artifacts/sub/lunch.diff.png"))
        #expect(runs[0].1.keys.contains("report.xml"))
    }

    /// The table without its time column and the "checked N conversations in T s" line.
    static func withoutTimes(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix("checked ") { return nil }
            var s = String(line)
            if s.hasSuffix("TIME") { s.removeLast(4) }
            if let match = s.range(of: #"  [0-9]+\.[0-9]{2} s$"#, options: .regularExpression) { s.removeSubrange(match) }
            while s.hasSuffix(" ") { s.removeLast() }
            return s
        }.joined(separator: "\n")
    }

    @Test("layout lists every font used by family and style with the SHA-256 sha256sum prints")
    func layoutFonts() throws {
        let result = try CLI.run(["layout", CLI.repo.appendingPathComponent("samples/bilingual.json").path] + CLI.pinnedFonts)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let fonts = try #require(object["fonts"] as? [[String: Any]])
        #expect(fonts.count >= 3)
        let files = ["Inter Regular": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                     "Noto Color Emoji Regular": "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
                     "Noto Sans CJK SC Regular": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"]
        #expect(Set(files.keys).isSubset(of: Set(fonts.compactMap { $0["name"] as? String })))
        #expect(fonts.allSatisfy { $0["path"] == nil && $0["family"] is String && $0["style"] is String })
        for font in fonts {
            guard let name = font["name"] as? String, let path = files[name] else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            process.arguments = [path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(font["sha256"] as? String == String(output.prefix(64)), "\(path)")
        }
        let names = fonts.map { $0["name"] as? String ?? "" }
        #expect(names == names.sorted())
    }

    @Test("--fonts DIR of copies and links renders the same PNG bytes as the equivalent --font list")
    func fontDirectory() throws {
        let dir = try CLI.scratch("fontdir")
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        try fm.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: dir + "/fonts/a-Inter-Regular.otf")
        try fm.createSymbolicLink(atPath: dir + "/fonts/b-Inter-SemiBold.otf", withDestinationPath: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        try fm.createSymbolicLink(atPath: dir + "/fonts/c-NotoColorEmoji.ttf", withDestinationPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        try write(Self.small, to: dir + "/chat.json")
        let byDirectory = try CLI.run(["chat.json", "-o", "-", "--scale", "1", "--fonts", "fonts"], in: dir)
        let byFiles = try CLI.run(["chat.json", "-o", "-", "--scale", "1",
                                   "--font", "fonts/a-Inter-Regular.otf", "--font", "fonts/b-Inter-SemiBold.otf",
                                   "--font", "fonts/c-NotoColorEmoji.ttf"], in: dir)
        #expect(byDirectory.status == 0, "\(byDirectory.stderr)")
        #expect(byFiles.status == 0, "\(byFiles.stderr)")
        #expect(!byDirectory.stdout.isEmpty)
        #expect(byDirectory.stdout == byFiles.stdout)
        let layout = try CLI.run(["layout", "chat.json", "--fonts", "fonts"], in: dir)
        #expect(layout.stdoutText.contains("\"name\" : \"Inter Regular\""))
        #expect(!layout.stdoutText.contains("fonts/"))

        let missing = try CLI.run(["chat.json", "-o", "x.png", "--fonts", "nope"], in: dir)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("nope"))
    }
}
