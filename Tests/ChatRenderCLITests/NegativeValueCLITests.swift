import Foundation
import Testing

/// A negative number after a numeric option (`--width -1`) is the option's value, reported for what is wrong with it
/// as `--width=-1` is, never "Missing value"; a flag after an option is still not taken for its value.
@Suite("chatrender with negative option values")
struct NegativeValueCLITests {
    let chat = #"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","text":"Hi"}]}"#

    @Test("--width -1, --padding -5, --scale -2, --quality -1, --jobs -3 and diff's --threshold -0.5 say what is wrong",
          arguments: [
              (["chat.json", "--width", "-1"], "--width must be between"),
              (["chat.json", "--frame", "--padding", "-5"], "--padding"),
              (["chat.json", "--scale", "-2"], "--scale"),
              (["chat.json", "-o", "c.webp", "--quality", "-1"], "--quality"),
              (["chat.json", "--jobs", "-3"], "--jobs"),
              (["layout", "chat.json", "--width", "-.5"], "--width must be between"),
              (["check", ".", "--threshold", "-0.5"], "threshold"),
              (["diff", "a.png", "b.png", "--threshold", "-0.5"], "threshold"),
          ])
    func negativeValues(_ arguments: [String], _ expected: String) throws {
        // A directory per case: the cases run in parallel, and scratch() empties the directory it names.
        let dir = try CLI.scratch("negative-" + arguments.joined(separator: "_").filter { $0.isLetter || $0.isNumber || $0 == "_" })
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        // Both readers of the command line: the fast path and ArgumentParser.
        for fast in ["1", "0"] {
            let result = try CLI.run(executable: CLI.binary, arguments, in: dir, timeLimit: 60,
                                     environment: ["CHATRENDER_FAST_ARGUMENTS": fast])
            #expect(result.status == 64, "\(arguments) fast=\(fast): \(result.stderr)")
            #expect(!result.stderr.contains("Missing value"), "\(arguments) fast=\(fast): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(arguments) fast=\(fast): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/chat.png") && !FileManager.default.fileExists(atPath: dir + "/c.webp"))
        }
    }

    @Test("a flag or an option after a numeric option is not its value; a file named like a negative number after a flag is an input")
    func flagsStayFlags() throws {
        let dir = try CLI.scratch("negative-flags")
        let missing = try CLI.run(["chat.json", "--scale", "--frame"], in: dir, timeLimit: 60)
        #expect(missing.status == 64 && missing.stderr.contains("Missing value for '--scale"), "\(missing.stderr)")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/-1"))
        let input = try CLI.run(["--frame", "-o", "out.png"] + CLI.pinnedFonts + ["--", "-1"], in: dir, timeLimit: 60)
        #expect(input.status == 0, "\(input.stderr)")
    }
}
