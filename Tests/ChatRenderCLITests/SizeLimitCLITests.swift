import ChatRaster
import ChatRender
import Foundation
import Testing

/// Inputs and outputs over a size limit are the data's fault (exit 65) with a fix named, never "internal error" (70)
/// or "check the path" (66); `diff` compares narrow tall images, reads identical files once, and refuses a standard
/// input that is not an image after its first bytes.
@Suite("chatrender over the size limits", .serialized)
struct SizeLimitCLITests {
    /// A sparse file of `bytes` bytes (nothing written but its size).
    func sparse(_ path: String, bytes: Int) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
    }

    @Test("a 33 MiB conversation, an endless standard input and a 5 MiB theme.json: exit 65 with a fix")
    func oversizeInputs() throws {
        let dir = try CLI.scratch("size-inputs")
        try sparse(dir + "/huge.json", bytes: 33 << 20)
        let file = try CLI.run(["huge.json", "-o", "out.png"], in: dir, timeLimit: 60)
        #expect(file.status == 65, "\(file.stderr)")
        #expect(file.stderr == "chatrender: error: huge.json: it holds 33 MiB, more than the 32 MiB a conversation may hold; "
                + "split the chat into several conversations, or name image files instead of inline data: images\n", "\(file.stderr)")
        let endless = try CLI.run(executable: "/bin/bash", ["-c", "\(CLI.binary) - -o out.png < /dev/zero"], in: dir, timeLimit: 120)
        #expect(endless.status == 65, "\(endless.stderr)")
        #expect(endless.stderr.contains("<stdin>: it holds more than the 32 MiB a conversation may hold; split"), "\(endless.stderr)")
        try FileManager.default.createDirectory(atPath: dir + "/pack", withIntermediateDirectories: true)
        try sparse(dir + "/pack/theme.json", bytes: 5 << 20)
        try Data(#"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","text":"Hi"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let theme = try CLI.run(["chat.json", "--theme", "pack", "-o", "out.png"], in: dir, timeLimit: 60)
        #expect(theme.status == 65, "\(theme.stderr)")
        #expect(theme.stderr.contains("theme.json: it holds 5 MiB, more than the 4 MiB a theme.json may hold; keep images"), "\(theme.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    @Test("a WebP over 16 383 pixels a side is the data's fault (exit 65), naming PNG as the fix")
    func webpTooTall() throws {
        let dir = try CLI.scratch("size-webp")
        try Data(CLI.longChat(300, scale: 4).utf8).write(to: URL(fileURLWithPath: dir + "/long.json"))
        let result = try CLI.run(["long.json", "-o", "long.webp"] + CLI.pinnedFonts, in: dir, timeLimit: 300)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chatrender: error: the WebP image: it would be 1560 × "), "\(result.stderr)")
        #expect(result.stderr.contains("more than WebP's 16383 pixels a side; write a PNG or JPEG instead"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/long.webp"))
    }

    @Test("diff: an image file over 256 MiB is exit 65 with a fix; /dev/zero on standard input is refused at once")
    func diffInputs() throws {
        let dir = try CLI.scratch("size-diff")
        try sparse(dir + "/huge.png", bytes: 257 << 20)
        let png = CLI.repo.appendingPathComponent("samples/group.png").path
        let huge = try CLI.run(["diff", "huge.png", png], in: dir, timeLimit: 60)
        #expect(huge.status == 65, "\(huge.stderr)")
        #expect(huge.stderr == "chatrender: error: huge.png: it holds 257 MiB, more than the 256 MiB an image file may hold; "
                + "compare smaller images (crop or split them, or render fewer messages)\n", "\(huge.stderr)")
        let started = Date()
        let zero = try CLI.run(executable: "/bin/bash", ["-c", "\(CLI.binary) diff - '\(png)' < /dev/zero"], in: dir, timeLimit: 60)
        #expect(Date().timeIntervalSince(started) < 5, "standard input must be refused after its first bytes")
        #expect(zero.status == 65, "\(zero.stderr)")
        #expect(zero.stderr.contains("image \"<stdin>\"") && zero.stderr.contains("00 00 00 00"), "\(zero.stderr)")
        #expect(!zero.stderr.contains("more, more"))
    }

    @Test("diff compares narrow tall images (10 and 100 px wide, 30 000 rows) decoded whole")
    func diffNarrowTall() throws {
        let dir = try CLI.scratch("size-narrow")
        for width in [10, 100] {
            var a = ChatPixmap(width: width, height: 30_000, fill: .white)
            let b = a
            try Data(try ChatRenderer.encodeJPEG(a)).write(to: URL(fileURLWithPath: dir + "/a.jpg"))
            try Data(try ChatRenderer.encodeJPEG(b)).write(to: URL(fileURLWithPath: dir + "/b.jpg"))
            a[2, 29_000] = .black
            a[3, 29_000] = .black
            try Data(try ChatRenderer.encodeJPEG(a)).write(to: URL(fileURLWithPath: dir + "/c.jpg"))
            let same = try CLI.run(["diff", "a.jpg", "b.jpg"], in: dir, timeLimit: 120)
            #expect(same.status == 0, "\(width): \(same.stderr)")
            let differ = try CLI.run(["diff", "a.jpg", "c.jpg"], in: dir, timeLimit: 120)
            #expect(differ.status == 1, "\(width): \(differ.stderr)")
            #expect(differ.stdoutText.contains("differ"), "\(width): \(differ.stdoutText)")
        }
    }

    @Test("diff of a file with itself and -o: the image is read once, the diff image is what two copies give")
    func diffIdenticalWithImage() throws {
        let dir = try CLI.scratch("size-identical")
        var image = ChatPixmap(width: 300, height: 700, fill: .white)
        for y in 0..<700 { for x in 0..<300 where (x * 7 + y * 3) % 11 == 0 { image[x, y] = ChatPremultipliedColor(red: 50, green: 120, blue: 230, alpha: 255) } }
        let bytes = try ChatRenderer.encodePNG(image)
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/a.png"))
        let result = try CLI.run(["diff", "a.png", "a.png", "-o", "d.png"], in: dir, timeLimit: 60)
        #expect(result.status == 0 && result.stdoutText == "identical\n", "\(result.stderr)")
        // The same pixels in different bytes go through the full comparison: the diff images must be the same.
        let expected = ChatImageComparison().compare(expected: image, actual: image, diffImage: true)
        let diff = try #require(expected.pixels.diffImage)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/d.png")))
        #expect(try ChatImageComparison().compare(expected: ChatRenderer.encodePNG(diff), actual: written).pixels.identical)
    }
}
