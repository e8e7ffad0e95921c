import Foundation
import Testing

@Suite("chatrender command line", .serialized)
struct CLITests {
    let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let chat = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi!"},{"from":"me","text":"Hello 👋","status":"read"}]}"#

    @Test("render: exit 0 and a PNG of width × scale pixels")
    func render() throws {
        let dir = try CLI.scratch("render")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let result = try CLI.run(["chat.json", "-o", "out.png", "--scale", "2"] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/out.png")))
        #expect(Array(png.prefix(8)) == pngMagic)
        // IHDR width at bytes 16…19: 390 pt × 2.
        let width: Int = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 780)
    }

    @Test("the output defaults to the input's name with .png")
    func defaultOutput() throws {
        let dir = try CLI.scratch("default")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/talk.json"))
        let result = try CLI.run(["talk.json"] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/talk.png"))
    }

    @Test("- reads standard input and writes standard output")
    func pipes() throws {
        let result = try CLI.run(["-", "-o", "-"] + CLI.pinnedFonts, stdin: Array(chat.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Array(result.stdout.prefix(8)) == pngMagic)
    }

    @Test("the same input renders to the same bytes twice")
    func deterministic() throws {
        let a = try CLI.run(["-", "-o", "-"] + CLI.pinnedFonts, stdin: Array(chat.utf8))
        let b = try CLI.run(["-", "-o", "-"] + CLI.pinnedFonts, stdin: Array(chat.utf8))
        #expect(a.stdout == b.stdout)
        #expect(!a.stdout.isEmpty)
    }

    @Test("a missing input exits 66 and names the file")
    func missingInput() throws {
        let result = try CLI.run(["/nonexistent/chat.json", "-o", "/tmp/x.png"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent/chat.json"))
    }

    @Test("a syntax error exits 65 with line and column, and leaves no output file")
    func syntaxError() throws {
        let dir = try CLI.scratch("syntax")
        try Data("{\n  \"participants\": [],\n  \"messages\": [,]\n}".utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        let result = try CLI.run(["bad.json", "-o", "out.png"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("line 3"))
        #expect(result.stderr.contains("column"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    @Test("a failed render (missing photo) exits 65 and leaves no file, not even a temporary one")
    func failedRenderLeavesNothing() throws {
        let dir = try CLI.scratch("nofile")
        let json = #"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","image":"missing.jpg"}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/c.json"))
        let result = try CLI.run(["c.json", "-o", "out.png"] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("messages[0].image"))
        #expect(result.stderr.contains("missing.jpg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["c.json"])
    }

    @Test("an unwritable output exits 73")
    func unwritable() throws {
        let result = try CLI.run(["-", "-o", "/nonexistent-dir/out.png"] + CLI.pinnedFonts, stdin: Array(chat.utf8))
        #expect(result.status == 73)
        #expect(result.stderr.contains("/nonexistent-dir"))
    }

    @Test("usage errors exit 64", arguments: [
        ["--scale", "9", "x.json"],
        ["x.json", "--appearance", "sepia"],
        ["-"],
        ["--no-such-flag", "x.json"],
    ])
    func usage(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test("--help shows examples and exit codes")
    func help() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("EXAMPLES"))
        #expect(result.stdoutText.contains("chatrender chat.json -o chat.png"))
        #expect(result.stdoutText.contains("73  cannot write an output"))
    }

    @Test("layout prints the display list as JSON")
    func layout() throws {
        let result = try CLI.run(["layout", "-", "--theme", "classic"] + CLI.pinnedFonts, stdin: Array(chat.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let elements = try #require(json?["elements"] as? [[String: Any]])
        let kinds = Set(elements.compactMap { $0["kind"] as? String })
        // classic writes the status as iOS 6 did, a "Read" label under the message, and shows no avatars one to one.
        #expect(kinds.isSuperset(of: ["bubble", "text", "label"]))
        #expect(!kinds.contains("avatar"))
        let text = try #require(elements.first { $0["kind"] as? String == "text" })
        #expect(text["fontSize"] != nil && text["maxWidth"] != nil && text["lines"] != nil && text["fonts"] != nil)
    }

    @Test("schema prints a JSON Schema")
    func schema() throws {
        let result = try CLI.run(["schema"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        #expect(json?["$schema"] != nil)
    }

    @Test("an empty file is bad input data with a clear message")
    func emptyFile() throws {
        let result = try CLI.run(["-", "-o", "-"], stdin: [])
        #expect(result.status == 65)
        #expect(result.stderr.contains("empty"))
    }

    @Test("bad input data exits 65 with the JSON path", arguments: [
        (#"{"participants":[{"id":"me","me":true}],"messages":[{"from":"bob","text":"hi"}]}"#, "messages[0].from"),
        (#"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","txt":"hi"}]}"#, "did you mean \"text\""),
        (#"{"canvas":{"width":100000},"participants":[{"id":"me","me":true}],"messages":[]}"#, "canvas.width"),
        (#"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","video":{"duration":3}}]}"#, "video"),
    ])
    func badData(_ json: String, _ expected: String) throws {
        let result = try CLI.run(["-", "-o", "-"] + CLI.pinnedFonts, stdin: Array(json.utf8))
        #expect(result.status == 65)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("invalid UTF-8 is bad input data with a position")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array(#"{"participants":[{"id":"me","name":""#.utf8) + [0xC3, 0x28] + Array(#""}],"messages":[]}"#.utf8)
        let result = try CLI.run(["-", "-o", "-"], stdin: bytes)
        #expect(result.status == 65)
        #expect(result.stderr.contains("UTF-8"))
        #expect(result.stderr.contains("column"))
    }
}
