import Foundation
import Testing

/// `--timeout SECONDS`: a render that takes longer is stopped, leaves no file (not even a temporary one) and exits 75;
/// in a batch each conversation has the limit and the others still render.
@Suite("chatrender --timeout", .serialized)
struct TimeoutCLITests {
    /// The files left in `dir` (hidden ones included: a partial output starts with a dot).
    func files(in dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }

    @Test("a render over its time limit is stopped: exit 75, the reason and the fix, no file left")
    func stopsARender() throws {
        let dir = try CLI.scratch("timeout")
        try Data(CLI.longChat(400).utf8).write(to: URL(fileURLWithPath: dir + "/long.json"))
        for extra in [[String](), ["--frame"], ["--quality", "80"]] {
            let result = try CLI.run(["long.json", "-o", extra.contains("--quality") ? "long.webp" : "long.png", "--timeout", "0.001"] + extra + CLI.pinnedFonts, in: dir, timeLimit: 120)
            #expect(result.status == 75, "\(extra): \(result.stderr)")
            #expect(result.stderr == "chatrender: error: the render took longer than the time limit of 0.001 s and was stopped; "
                    + "render less (fewer messages, a lower --scale, smaller images) or raise --timeout\n", "\(result.stderr)")
            #expect(try files(in: dir) == ["long.json"], "\(extra)")
        }
        // With time enough it renders, and the bytes do not depend on the limit.
        let plain = try CLI.run(["long.json", "-o", "-"] + CLI.pinnedFonts, in: dir, timeLimit: 300)
        let limited = try CLI.run(["long.json", "-o", "-", "--timeout", "600"] + CLI.pinnedFonts, in: dir, timeLimit: 300)
        #expect(plain.status == 0 && limited.status == 0, "\(limited.stderr)")
        #expect(plain.stdout == limited.stdout)
    }

    @Test("in a batch each conversation has the limit: the slow one fails (exit 75), the others render")
    func batch() throws {
        let dir = try CLI.scratch("timeout-batch")
        try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        try Data(CLI.longChat(2000, scale: 3).utf8).write(to: URL(fileURLWithPath: dir + "/in/long.json"))
        try Data(CLI.longChat(1, scale: 1).utf8).write(to: URL(fileURLWithPath: dir + "/in/short.json"))
        let result = try CLI.run(["in", "--out-dir", "out", "--timeout", "2", "--jobs", "1"] + CLI.pinnedFonts, in: dir, timeLimit: 300)
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.stderr.contains("long.json: the render took longer than the time limit of 2 s"), "\(result.stderr)")
        #expect(try files(in: dir + "/out") == ["short.png"])
    }

    @Test("--timeout 0, -1 and nan are usage errors that say what a timeout is")
    func badValues() throws {
        for value in ["0", "-1", "nan"] {
            let result = try CLI.run(["chat.json", "--timeout", value], timeLimit: 60)
            #expect(result.status == 64, "\(value): \(result.stderr)")
            #expect(result.stderr.contains("--timeout is a number of seconds greater than 0"), "\(value): \(result.stderr)")
        }
    }
}
