import Foundation
import Testing

/// Items of the hostile-input issue at the command line: a FIFO or a symbolic link that loops, named `*.json` in a
/// directory given to `check` or to a batch, is named with its reason and counts as a failure (never skipped without
/// a word); an output that is one of the inputs (the same device and inode) is refused before anything is written.
@Suite("chatrender with special entries and outputs that are inputs", .serialized)
struct SpecialEntriesCLITests {
    let chat = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi!"}]}"#

    /// A directory holding one good conversation, a FIFO and a looping symbolic link named `*.json`.
    func directory(_ name: String) throws -> (dir: String, inputs: String) {
        let dir = try CLI.scratch(name)
        let inputs = dir + "/in"
        try FileManager.default.createDirectory(atPath: inputs, withIntermediateDirectories: true)
        try Data(chat.utf8).write(to: URL(fileURLWithPath: inputs + "/good.json"))
        #expect(mkfifo(inputs + "/pipe.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: inputs + "/loop.json", withDestinationPath: "loop.json")
        return (dir, inputs)
    }

    @Test("check names a FIFO and a looping link named *.json as failures (exit 65), and checks the rest")
    func checkNamesThem() throws {
        let (dir, inputs) = try directory("special-check")
        let record = try CLI.run(["check", inputs, "--record", "--artifacts", dir + "/artifacts"] + CLI.pinnedFonts, timeLimit: 120)
        #expect(!record.timedOut)
        #expect(record.status == 65, "\(record.stdoutText) \(record.stderr)")
        let text = record.stdoutText + record.stderr
        #expect(text.contains("pipe.json") && text.contains("a named pipe (FIFO), not a regular file"), "\(text)")
        #expect(text.contains("loop.json") && text.contains("symbolic link that loops"), "\(text)")
        #expect(FileManager.default.fileExists(atPath: inputs + "/good.png"))
        #expect(!FileManager.default.fileExists(atPath: inputs + "/pipe.png"))
    }

    @Test("a batch over a directory names a FIFO and a looping link named *.json as failures (exit 66), and renders the rest")
    func batchNamesThem() throws {
        let (dir, inputs) = try directory("special-batch")
        let result = try CLI.run([inputs, "--out-dir", dir + "/out"] + CLI.pinnedFonts, timeLimit: 120)
        #expect(!result.timedOut)
        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("pipe.json: cannot read") && result.stderr.contains("a named pipe (FIFO), not a regular file"),
                "\(result.stderr)")
        #expect(result.stderr.contains("loop.json: cannot read") && result.stderr.contains("symbolic link that loops"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/good.png"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/pipe.png"))
    }

    @Test("render -o naming the conversation, and diff -o naming an input (also through a hard or symbolic link), are refused")
    func outputIsAnInput() throws {
        let dir = try CLI.scratch("same-file")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/conv.json"))
        let render = try CLI.run(["conv.json", "--format", "png", "-o", "conv.json"] + CLI.pinnedFonts, in: dir, timeLimit: 60)
        #expect(render.status == 64, "\(render.stderr)")
        #expect(render.stderr.contains("-o conv.json is the conversation itself: writing the image would replace it"), "\(render.stderr)")
        #expect(try String(contentsOfFile: dir + "/conv.json", encoding: .utf8) == chat)
        let dotted = try CLI.run(["conv.json", "--format", "png", "-o", "./conv.json"] + CLI.pinnedFonts, in: dir, timeLimit: 60)
        #expect(dotted.status == 64 && dotted.stderr.contains("is the conversation (conv.json) itself"), "\(dotted.stderr)")

        let made = try CLI.run(["conv.json", "-o", "a.png"] + CLI.pinnedFonts, in: dir, timeLimit: 60)
        #expect(made.status == 0, "\(made.stderr)")
        try FileManager.default.copyItem(atPath: dir + "/a.png", toPath: dir + "/b.png")
        try FileManager.default.linkItem(atPath: dir + "/a.png", toPath: dir + "/hard.png")
        try FileManager.default.createSymbolicLink(atPath: dir + "/soft.png", withDestinationPath: "b.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        for (output, role) in [("a.png", "the first image"), ("hard.png", "the first image"), ("soft.png", "the second image")] {
            let diff = try CLI.run(["diff", "a.png", "b.png", "-o", output], in: dir, timeLimit: 60)
            #expect(diff.status == 64, "\(output): \(diff.stderr)")
            #expect(diff.stderr.contains("-o \(output) is \(role)"), "\(output): \(diff.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png")) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png")) == before)
        // Another file is fine.
        let fine = try CLI.run(["diff", "a.png", "b.png", "-o", "d.png"], in: dir, timeLimit: 60)
        #expect(fine.status == 0, "\(fine.stderr)")
    }
}
