import Foundation
import Testing

/// The render command line read without ArgumentParser (`RenderArgumentsFastPath`) must behave exactly as the
/// same line read by ArgumentParser: every line here runs both ways (`CHATRENDER_FAST_ARGUMENTS=0` forces
/// ArgumentParser) and the exit status, standard output, standard error and written files are compared.
@Suite("chatrender: the render line read directly", .serialized)
struct FastArgumentsCLITests {
    static let chat = #"{"canvas":{"width":390,"height":300,"scale":1},"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"#
        + #""messages":[{"from":"ann","text":"Hi!"},{"from":"me","text":"Hello 👋","status":"read"}]}"#

    /// Lines the fast path reads itself: every option of `render`, both spellings of values, standard input and
    /// output, batches, and errors that come from running (not from reading) the line.
    static let direct: [[String]] = [
        ["chat.json", "-o", "out.png"] + CLI.pinnedFonts,
        ["render", "chat.json", "--output=out.png", "--theme", "whatsapp", "--appearance", "dark"] + CLI.pinnedFonts,
        ["chat.json", "-o", "out.jpg", "--quality", "80", "--scale", "2", "--width=320"] + CLI.pinnedFonts,
        ["chat.json", "-o", "out", "--format", "webp"] + CLI.pinnedFonts,
        ["chat.json", "-o", "out.png", "--frame", "--background", "#203040", "--padding", "10"] + CLI.pinnedFonts,
        ["chat.json", "-o", "out.png", "--max-memory", "512M", "--fonts", "/usr/share/fonts/opentype/inter"],
        ["chat.json", "-o", "out.png", "--timeout", "120"] + CLI.pinnedFonts,
        ["chat.json", "-o", "-"] + CLI.pinnedFonts,
        ["chat.json", "other.json", "--out-dir", "rendered", "--jobs", "2"] + CLI.pinnedFonts,
        ["chat.json", "-o", "shots/"] + CLI.pinnedFonts,
        ["missing.json", "-o", "out.png"] + CLI.pinnedFonts,
        ["chat.json", "-o", "out.pdf"] + CLI.pinnedFonts,
        ["chat.json", "-o", "out.png", "--theme", "no-such-theme"] + CLI.pinnedFonts,
        ["chat.json", "-o", "out.png", "--annotations"] + CLI.pinnedFonts,
        ["--manifest", "chats.jsonl", "--out-dir", "samples", "--shard", "1/2"] + CLI.pinnedFonts,
        ["render", "--manifest=chats.jsonl", "--out", "tars/out-%06d.tar", "--shard-size", "1", "--annotations"] + CLI.pinnedFonts,
        ["--manifest", "missing.jsonl", "--out-dir", "samples"] + CLI.pinnedFonts,
    ]

    /// Lines left to ArgumentParser: help, subcommands, `--`, unknown, repeated or value-less options, values that
    /// do not parse or look like options, and every validation error.
    static let delegated: [[String]] = [
        ["--help"],
        ["render", "--help"],
        ["--version"],
        ["layout", "chat.json"],
        ["chat.json", "-o", "out.png", "--bogus"],
        ["chat.json", "-o"],
        ["chat.json", "--scale", "two", "-o", "out.png"],
        ["chat.json", "--theme", "imessage", "--theme", "whatsapp", "-o", "out.png"],
        ["chat.json", "-o", "out.png", "--", "other.json"],
        ["-o", "out.png"],
        ["chat.json", "-o", "out.png", "--frame", "--padding", "-5"],
        ["chat.json", "-o", "out.png", "--frame=yes"],
        ["chat.json", "-o", "out.png", "--quality", "500"],
        ["chat.json", "-o", "out.png", "--padding", "10"],
        ["chat.json", "other.json", "-o", "out.png"],
        ["chat.json", "-o", "out.png", "--scale", "9"],
        ["chat.json", "-o", "out.png", "--max-memory", "lots"],
        ["chat.json", "-o", "out.png", "--timeout", "0"],
        ["chat.json", "-o", ""],
        ["--manifest", "chats.jsonl"],
        ["--manifest", "chats.jsonl", "--out-dir", "samples", "--shard", "3/2"],
        ["chat.json", "-o", "out.png", "--shard-size", "4"],
    ]

    /// One run's observable outcome: status, standard output, standard error without trace lines, and every file
    /// the run left in its directory.
    struct Outcome: Equatable {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        var files: [String: [UInt8]]
    }

    /// Runs `arguments` in a fresh directory holding chat.json, other.json and chats.jsonl (two lines and a bad one); `fast` false forces ArgumentParser.
    private func outcome(_ arguments: [String], fast: Bool) throws -> (Outcome, trace: String) {
        let dir = try CLI.scratch("fast-arguments-\(fast)")
        try Data(Self.chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        try Data(Self.chat.utf8).write(to: URL(fileURLWithPath: dir + "/other.json"))
        let manifest = [#"{"id":"a","conversation":\#(Self.chat)}"#, #"{"id":"b","conversation":\#(Self.chat)}"#, "{"]
        try Data(manifest.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: dir + "/chats.jsonl"))
        var environment = ["CHATRENDER_TRACE": "1"]
        if !fast { environment["CHATRENDER_FAST_ARGUMENTS"] = "0" }
        let result = try CLI.run(executable: CLI.binary, arguments, in: dir, environment: environment)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        let trace = lines.filter { $0.hasPrefix("chatrender: trace: arguments") }.joined(separator: "\n")
        let stderr = lines.filter { !$0.hasPrefix("chatrender: trace:") }.joined(separator: "\n")
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: dir)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[name] = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
        }
        return (Outcome(status: result.status, stdout: result.stdout, stderr: stderr, files: files), trace)
    }

    @Test("lines the fast path reads give what ArgumentParser gives, byte for byte", arguments: direct)
    func readDirectly(arguments: [String]) throws {
        let (fast, trace) = try outcome(arguments, fast: true)
        let (full, fullTrace) = try outcome(arguments, fast: false)
        #expect(trace == "chatrender: trace: arguments read directly", "\(arguments)")
        #expect(fullTrace == "chatrender: trace: arguments read by ArgumentParser")
        #expect(fast == full, "\(arguments): fast \(fast.status) \(fast.stderr) / full \(full.status) \(full.stderr)")
    }

    @Test("lines the fast path does not take go to ArgumentParser, which reports them", arguments: delegated)
    func delegatedToArgumentParser(arguments: [String]) throws {
        let (fast, trace) = try outcome(arguments, fast: true)
        let (full, _) = try outcome(arguments, fast: false)
        #expect(trace == "chatrender: trace: arguments read by ArgumentParser", "\(arguments)")
        #expect(fast == full, "\(arguments)")
    }

    @Test("every option `render` declares is one the fast path lines above use (a new option must be added to both)")
    func everyOptionCovered() throws {
        let dump = try CLI.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        let subcommands = try #require(command["subcommands"] as? [[String: Any]])
        let render = try #require(subcommands.first { $0["commandName"] as? String == "render" })
        let declared = (render["arguments"] as? [[String: Any]] ?? []).compactMap { argument -> String? in
            guard argument["kind"] as? String != "positional" else { return nil }
            let names = argument["names"] as? [[String: Any]] ?? []
            return names.compactMap { $0["kind"] as? String == "long" ? $0["name"] as? String : nil }.first
        }
        let builtIn: Set<String> = ["help", "version"]
        let used = Set(Self.direct.joined().compactMap { argument -> String? in
            guard argument.hasPrefix("--") else { return nil }
            return String(argument.dropFirst(2).prefix { $0 != "=" })
        })
        let missing = Set(declared).subtracting(builtIn).subtracting(used)
        #expect(!declared.isEmpty)
        #expect(missing.isEmpty, "render options no fast-path line covers: \(missing.sorted())")
    }
}
