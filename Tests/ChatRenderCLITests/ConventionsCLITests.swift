import ChatCodec
import ChatRaster
import CWebP
import Foundation
import Testing

/// The command line's conventions: the format from the extension, no binary on a terminal, `-` for standard
/// input, `-o DIR/`, one error prefix, `--version`, and `check`'s streaming, `--quiet` and `--threshold`.
@Suite("chatrender conventions", .serialized)
struct ConventionsCLITests {
    let chat = #"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi! 👋"},{"from":"me","text":"Hello","status":"read"}]}"#

    func scratch(_ name: String) throws -> String {
        let dir = try CLI.scratch("conv-" + name)
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        return dir
    }

    func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Decodes WebP bytes with libwebp into premultiplied pixels (the project reads no WebP itself).
    func decodeWebP(_ data: [UInt8]) throws -> Pixmap {
        var width: Int32 = 0, height: Int32 = 0
        let decoded = data.withUnsafeBufferPointer { WebPDecodeRGBA($0.baseAddress, $0.count, &width, &height) }
        let pixels = try #require(decoded)
        defer { WebPFree(pixels) }
        let rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: Int(width * height * 4)))
        return Pixmap(straightRGBA: rgba, width: Int(width), height: Int(height))
    }

    @Test("the output's extension picks PNG, JPEG or WebP; lossless WebP has the PNG's pixels")
    func formatFromExtension() throws {
        let dir = try scratch("ext")
        for name in ["a.png", "b.JPG", "c.jpeg", "d.webp", "e.webp"] {
            let extra = name == "e.webp" ? ["--quality", "70"] : []
            let result = try CLI.run(["chat.json", "-o", name] + extra + CLI.pinnedFonts, in: dir)
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
        #expect(try bytes(dir + "/a.png").starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try bytes(dir + "/b.JPG").starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(try bytes(dir + "/c.jpeg").starts(with: [0xFF, 0xD8, 0xFF]))
        for name in ["d.webp", "e.webp"] {
            let webp = try bytes(dir + "/" + name)
            #expect(webp.starts(with: Array("RIFF".utf8)) && webp[8..<12].elementsEqual("WEBP".utf8), "\(name)")
        }
        let png = try PNGDecoder.decode(try bytes(dir + "/a.png"))
        let lossless = try decodeWebP(try bytes(dir + "/d.webp"))
        #expect(lossless.width == png.width && lossless.height == png.height)
        #expect(lossless.pixels == png.pixels, "lossless WebP must keep every pixel")
        let lossy = try decodeWebP(try bytes(dir + "/e.webp"))
        #expect(lossy.width == png.width && lossy.pixels != png.pixels)
        // Deterministic: the same input gives the same WebP bytes.
        #expect(try CLI.run(["chat.json", "-o", "again.webp"] + CLI.pinnedFonts, in: dir).status == 0)
        #expect(try bytes(dir + "/again.webp") == bytes(dir + "/d.webp"))
    }

    @Test("an unknown extension, a contradicting --format and --quality on PNG are refused, nothing written")
    func refusedFormats() throws {
        let dir = try scratch("refused")
        let pdf = try CLI.run(["chat.json", "-o", "x.pdf"] + CLI.pinnedFonts, in: dir)
        #expect(pdf.status == 64)
        #expect(pdf.stderr.hasPrefix("chatrender: error: cannot tell the image format from the extension .pdf"), "\(pdf.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.pdf"))
        let clash = try CLI.run(["chat.json", "-o", "x.png", "--format", "jpeg"] + CLI.pinnedFonts, in: dir)
        #expect(clash.status == 64 && clash.stderr.contains("--format is jpeg"), "\(clash.stderr)")
        let quality = try CLI.run(["chat.json", "-o", "x.png", "--quality", "80"] + CLI.pinnedFonts, in: dir)
        #expect(quality.status == 64 && quality.stderr.contains("--quality applies to JPEG and WebP"), "\(quality.stderr)")
        // --format writes that format under an unknown name, on purpose.
        let forced = try CLI.run(["chat.json", "-o", "x.img", "--format", "jpeg"] + CLI.pinnedFonts, in: dir)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try bytes(dir + "/x.img").starts(with: [0xFF, 0xD8]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(leftovers == ["chat.json", "x.img"])
    }

    @Test("-o DIR/ writes DIR/<input>.png; a missing directory is exit 73")
    func outputDirectory() throws {
        let dir = try scratch("dir")
        try FileManager.default.createDirectory(atPath: dir + "/shots", withIntermediateDirectories: true)
        let result = try CLI.run(["chat.json", "-o", "shots/"] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/shots/chat.png"))
        let webp = try CLI.run(["chat.json", "-o", "shots", "--format", "webp"] + CLI.pinnedFonts, in: dir)
        #expect(webp.status == 0, "\(webp.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/shots/chat.webp"))
        let missing = try CLI.run(["chat.json", "-o", "nowhere/"] + CLI.pinnedFonts, in: dir)
        #expect(missing.status == 73, "\(missing.stderr)")
        let stdin = try CLI.run(["-", "-o", "shots/"] + CLI.pinnedFonts, in: dir, stdin: Array(chat.utf8))
        #expect(stdin.status == 64 && stdin.stderr.contains("standard input has no name"), "\(stdin.stderr)")
    }

    @Test("-o - on a terminal is refused; through a pipe it writes the image")
    func terminal() throws {
        let dir = try scratch("tty")
        let fonts = CLI.pinnedFonts.map { "'\($0)'" }.joined(separator: " ")
        // script(1) gives the command a pseudo-terminal as standard output.
        let onTerminal = try CLI.shell(#"script -qec "\"$CHATRENDER\" chat.json -o - \#(fonts)" /dev/null"#, in: dir)
        #expect(onTerminal.status == 64, "\(onTerminal.stderr) \(onTerminal.stdoutText)")
        #expect(onTerminal.stdoutText.contains("chatrender: error: standard output is a terminal"))
        #expect(!onTerminal.stdoutText.contains("PNG"))
        let piped = try CLI.run(["chat.json", "-o", "-"] + CLI.pinnedFonts, in: dir)
        #expect(piped.status == 0 && piped.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("diff reads - from standard input, not a file named -")
    func diffStandardInput() throws {
        let dir = try scratch("diff")
        #expect(try CLI.run(["chat.json", "-o", "a.png"] + CLI.pinnedFonts, in: dir).status == 0)
        let same = try CLI.run(["diff", "-", "a.png"], in: dir, stdin: try bytes(dir + "/a.png"))
        #expect(same.status == 0, "\(same.stderr)")
        let garbage = try CLI.run(["diff", "a.png", "-"], in: dir, stdin: Array("not an image".utf8))
        #expect(garbage.status == 65 && garbage.stderr.contains("<stdin>"), "\(garbage.stderr)")
        let both = try CLI.run(["diff", "-", "-"], in: dir)
        #expect(both.status == 64 && both.stderr.hasPrefix("chatrender: error: Only one"), "\(both.stderr)")
    }

    @Test("every error starts with the same prefix, usage errors included")
    func errorPrefix() throws {
        let dir = try scratch("prefix")
        for arguments in [["chat.json", "--scale", "9"], ["--no-such-flag"], ["missing.json"], ["diff", "a.png"],
                          ["check", "--threshold", "2", "."], ["chat.json", "-o", "x.gif"]] {
            let result = try CLI.run(arguments, in: dir)
            #expect(result.status != 0)
            #expect(result.stderr.hasPrefix("chatrender: error: "), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("\nError: "), "\(arguments): \(result.stderr)")
        }
    }

    @Test("--version names chatrender's version and the libraries that decide the pixels")
    func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first?.range(of: #"^chatrender [0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression) != nil, "\(lines)")
        for library in ["libpng", "libjpeg-turbo", "libwebp", "FreeType", "HarfBuzz", "ICU", "fontconfig"] {
            let line = lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(library + " ") }
            #expect(line?.range(of: #" [0-9]+(\.[0-9]+)+$"#, options: .regularExpression) != nil, "\(library): \(lines)")
        }
        // layout --versions records the same versions beside the font hashes; without it, there are none.
        let dir = try scratch("version")
        let plain = try CLI.run(["layout", "chat.json"] + CLI.pinnedFonts, in: dir)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stdoutText.contains("\"libraries\""))
        let layout = try CLI.run(["layout", "chat.json", "--versions"] + CLI.pinnedFonts, in: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout)) as? [String: Any])
        let libraries = try #require(object["libraries"] as? [String: String])
        #expect(libraries["HarfBuzz"].map { lines.contains("  HarfBuzz \($0)") } == true)
        #expect(libraries.count == 7)
    }

    @Test("check --quiet prints only failures and the summary; --threshold is passed on")
    func checkQuietAndThreshold() throws {
        let dir = try scratch("check")
        try FileManager.default.createDirectory(atPath: dir + "/g", withIntermediateDirectories: true)
        for name in ["a", "b", "c"] {
            try Data(chat.replacingOccurrences(of: "Hello", with: "Hello \(name)").utf8)
                .write(to: URL(fileURLWithPath: dir + "/g/\(name).json"))
        }
        #expect(try CLI.run(["check", "g", "--record"] + CLI.pinnedFonts, in: dir).status == 0)
        try Data(chat.replacingOccurrences(of: "Hello", with: "Hello x").utf8).write(to: URL(fileURLWithPath: dir + "/g/b.json"))
        let quiet = try CLI.run(["check", "g", "--quiet", "--no-times"] + CLI.pinnedFonts, in: dir)
        #expect(quiet.status == 1)
        let lines = quiet.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("b.json  changed (") == true, "\(lines)")
        #expect(!quiet.stdoutText.contains("PATH") && !quiet.stdoutText.contains("a.json"))
        #expect(quiet.stdoutText.hasSuffix("2 passed, 1 failed\n"))
        // Threshold 1 tolerates any colour change (pixelmatch's scale); the full table lists every row in path order.
        let tolerant = try CLI.run(["check", "g", "--threshold", "1", "--no-times", "--jobs", "2"] + CLI.pinnedFonts, in: dir)
        #expect(tolerant.status == 0, "\(tolerant.stdoutText)")
        let rows = tolerant.stdoutText.split(separator: "\n").map(String.init)
        #expect(rows.prefix(4).map { String($0.prefix(6)) } == ["PATH  ", "a.json", "b.json", "c.json"], "\(rows)")
        #expect(rows[2].hasSuffix("  ok"))
        let strict = try CLI.run(["check", "g", "--threshold", "0", "--no-times"] + CLI.pinnedFonts, in: dir)
        #expect(strict.status == 1)
    }
}
