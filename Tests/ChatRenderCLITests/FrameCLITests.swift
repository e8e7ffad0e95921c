import Foundation
import Testing

@Suite("chatrender render --frame", .serialized)
struct FrameCLITests {
    let chat = #"{"canvas":{"width":390,"height":400,"scale":1},"chrome":{},"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi!"}]}"#

    /// Width and height from a PNG's IHDR.
    private func size(ofPNG path: String) throws -> (Int, Int) {
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(png.count > 24)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    @Test("--frame adds the bezel and the padding; --padding and --background change them")
    func framed() throws {
        let dir = try CLI.scratch("frame")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let plain = try CLI.run(["chat.json", "-o", "plain.png"] + CLI.pinnedFonts, in: dir)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try size(ofPNG: dir + "/plain.png") == (390, 400))
        let framed = try CLI.run(["chat.json", "-o", "framed.png", "--frame"] + CLI.pinnedFonts, in: dir)
        #expect(framed.status == 0, "\(framed.stderr)")
        #expect(try size(ofPNG: dir + "/framed.png") == (390 + 24 + 96, 400 + 24 + 96))
        let padded = try CLI.run(["chat.json", "-o", "padded.png", "--frame", "--padding", "10", "--background", "#203040"]
                                 + CLI.pinnedFonts, in: dir)
        #expect(padded.status == 0, "\(padded.stderr)")
        #expect(try size(ofPNG: dir + "/padded.png") == (390 + 24 + 20, 400 + 24 + 20))
    }

    @Test("bad --padding and --background values, or either without --frame, exit 64 and say why",
          arguments: [
              (["--frame", "--padding=-5"], "--padding must be between 0 and 500 points"),
              (["--frame", "--padding", "900"], "--padding must be between 0 and 500 points"),
              (["--frame", "--background", "blue"], "is not a colour"),
              (["--padding", "10"], "add --frame"),
              (["--background", "#FFFFFF"], "add --frame"),
          ])
    func validation(arguments: [String], message: String) throws {
        let dir = try CLI.scratch("frame-validation-" + arguments.joined(separator: "_").filter { $0.isLetter || $0.isNumber || $0 == "_" })  // one per case: they run in parallel
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let result = try CLI.run(["chat.json", "-o", "out.png"] + arguments, in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}
