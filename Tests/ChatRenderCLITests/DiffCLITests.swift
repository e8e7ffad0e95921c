import ChatRender
import Foundation
import Testing

@Suite("chatrender diff", .serialized)
struct DiffCLITests {
    let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A white `width × height` image with black squares (2×2) at the given corners.
    func image(width: Int = 40, height: Int = 30, squares: [(Int, Int)] = []) -> ChatPixmap {
        var out = ChatPixmap(width: width, height: height, fill: .white)
        for (x, y) in squares { for dy in 0..<2 { for dx in 0..<2 { out[x + dx, y + dy] = .black } } }
        return out
    }

    /// Writes `pixmap` as PNG (or JPEG) into `dir` under `name`.
    func write(_ pixmap: ChatPixmap, _ name: String, in dir: String, jpeg: Bool = false) throws {
        let bytes = jpeg ? try ChatRenderer.encodeJPEG(pixmap) : try ChatRenderer.encodePNG(pixmap)
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    @Test("identical images: exit 0 and \"identical\"")
    func identical() throws {
        let dir = try CLI.scratch("diff-same")
        try write(image(squares: [(5, 5)]), "a.png", in: dir)
        try write(image(squares: [(5, 5)]), "b.png", in: dir)
        let result = try CLI.run(["diff", "a.png", "b.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == "identical\n")
    }

    @Test("different images: exit 1 and a count, percentage and regions")
    func different() throws {
        let dir = try CLI.scratch("diff-differ")
        try write(image(), "a.png", in: dir)
        try write(image(squares: [(2, 2), (30, 20)]), "b.png", in: dir)
        let result = try CLI.run(["diff", "a.png", "b.png"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdoutText == "8 pixels differ (0.67 %) in 2 regions\n")
    }

    @Test("a change under the threshold matches: exit 0; a lower threshold catches it: exit 1")
    func threshold() throws {
        let dir = try CLI.scratch("diff-threshold")
        try write(ChatPixmap(width: 8, height: 8, fill: ChatPremultipliedColor(red: 100, green: 150, blue: 120, alpha: 255)), "a.png", in: dir)
        try write(ChatPixmap(width: 8, height: 8, fill: ChatPremultipliedColor(red: 100, green: 150, blue: 160, alpha: 255)), "b.png", in: dir)
        let loose = try CLI.run(["diff", "a.png", "b.png"], in: dir)
        #expect(loose.status == 0, "\(loose.stdoutText)")
        #expect(loose.stdoutText == "0 pixels differ (0.00 %)\n")
        let strict = try CLI.run(["diff", "a.png", "b.png", "--threshold", "0.05"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdoutText == "64 pixels differ (100.00 %) in 1 region\n")
    }

    @Test("--json prints every key, sorted, with the regions")
    func json() throws {
        let dir = try CLI.scratch("diff-json")
        try write(image(), "a.png", in: dir)
        try write(image(squares: [(10, 12)]), "b.png", in: dir)
        let result = try CLI.run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        #expect(Set(object.keys) == ["actual", "antialiasedPixels", "expected", "identical", "sizeMismatch", "width", "height",
                                     "mismatchedPixels", "totalPixels", "percentage", "regions"])
        #expect(object["actual"] as? [String: Int] == ["width": 40, "height": 30])
        #expect(object["expected"] as? [String: Int] == ["width": 40, "height": 30])
        #expect(object["mismatchedPixels"] as? Int == 4)
        #expect(object["totalPixels"] as? Int == 1200)
        #expect(object["identical"] as? Bool == false)
        let regions = try #require(object["regions"] as? [[String: Int]])
        #expect(regions == [["x": 10, "y": 12, "width": 2, "height": 2]])
        // Keys appear in sorted order in the text itself.
        let text = result.stdoutText
        let positions = ["actual", "antialiasedPixels", "expected", "\"height\":30,\"identical", "mismatchedPixels", "percentage",
                         "regions", "sizeMismatch", "totalPixels"].compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == 9 && positions == positions.sorted())
        #expect(text.hasSuffix(",\"totalPixels\":1200,\"width\":40}\n"), "\(text)")
    }

    @Test("different sizes: exit 1 and \"size differs\" with both sizes")
    func sizeMismatch() throws {
        let dir = try CLI.scratch("diff-size")
        try write(image(width: 78, height: 120), "a.png", in: dir)
        try write(image(width: 78, height: 121), "b.png", in: dir)
        let result = try CLI.run(["diff", "a.png", "b.png"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdoutText == "size differs: 78×120 vs 78×121\n")
        let json = try CLI.run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        #expect(object["sizeMismatch"] as? Bool == true)
        // Both sizes, and every pixel of the area they cover together counted as different (as check's 100 %).
        #expect(object["expected"] as? [String: Int] == ["width": 78, "height": 120])
        #expect(object["actual"] as? [String: Int] == ["width": 78, "height": 121])
        #expect(object["totalPixels"] as? Int == 78 * 121)
        #expect(object["mismatchedPixels"] as? Int == 78 * 121)
        #expect(object["percentage"] as? Double == 100)
        // Wider one way, taller the other: the area both cover.
        try write(image(width: 90, height: 100), "c.png", in: dir)
        let crossed = try CLI.run(["diff", "c.png", "a.png", "--json"], in: dir)
        let crossedObject = try #require(try JSONSerialization.jsonObject(with: Data(crossed.stdout)) as? [String: Any])
        #expect(crossedObject["totalPixels"] as? Int == 90 * 120)
    }

    @Test("the WebP render writes is read: lossless matches the PNG, lossy is compared, from a file or standard input")
    func webp() throws {
        let dir = try CLI.scratch("diff-webp")
        let chat = #"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi!"},{"from":"me","text":"Hello"}]}"#
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        for (name, extra) in [("chat.png", []), ("chat.webp", []), ("lossy.webp", ["--quality", "60"])] {
            let render = try CLI.run(["chat.json", "-o", name] + extra + CLI.pinnedFonts, in: dir)
            #expect(render.status == 0, "\(name): \(render.stderr)")
        }
        let lossless = try CLI.run(["diff", "chat.png", "chat.webp", "--json"], in: dir)
        #expect(lossless.status == 0, "\(lossless.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lossless.stdout)) as? [String: Any])
        #expect(object["mismatchedPixels"] as? Int == 0 && object["sizeMismatch"] as? Bool == false)
        let lossy = try CLI.run(["diff", "chat.webp", "lossy.webp", "--threshold", "0", "--include-aa"], in: dir)
        #expect(lossy.status == 1, "\(lossy.stderr)")
        #expect(lossy.stdoutText.contains("pixels differ"), "\(lossy.stdoutText)")
        let webp = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/chat.webp")))
        let piped = try CLI.run(["diff", "chat.png", "-"], in: dir, stdin: webp)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(["identical\n", "0 pixels differ (0.00 %)\n"].contains(piped.stdoutText), "\(piped.stdoutText)")
        // A damaged WebP is exit 65 naming the file.
        try Data(webp.prefix(40)).write(to: URL(fileURLWithPath: dir + "/cut.webp"))
        let cut = try CLI.run(["diff", "chat.png", "cut.webp"], in: dir)
        #expect(cut.status == 65 && cut.stderr.contains("cut.webp") && cut.stderr.contains("WebP"), "\(cut.stderr)")
    }

    @Test("-o writes pixelmatch's diff image as a PNG")
    func diffImage() throws {
        let dir = try CLI.scratch("diff-output")
        try write(image(), "a.png", in: dir)
        try write(image(squares: [(4, 4)]), "b.png", in: dir)
        let result = try CLI.run(["diff", "a.png", "b.png", "-o", "diff.png"], in: dir)
        #expect(result.status == 1)
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/diff.png")))
        #expect(Array(png.prefix(8)) == pngMagic)
        let width: Int = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 40)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "b.png", "diff.png"])
    }

    @Test("JPEG inputs are read too")
    func jpeg() throws {
        let dir = try CLI.scratch("diff-jpeg")
        try write(image(squares: [(8, 8)]), "a.jpg", in: dir, jpeg: true)
        let result = try CLI.run(["diff", "a.jpg", "a.jpg"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("a missing file exits 66 and names it")
    func missing() throws {
        let dir = try CLI.scratch("diff-missing")
        try write(image(), "a.png", in: dir)
        let result = try CLI.run(["diff", "a.png", "nope.png"], in: dir)
        #expect(result.status == 66)
        #expect(result.stderr.contains("nope.png"))
    }

    @Test("an undecodable file exits 65 and names it")
    func undecodable() throws {
        let dir = try CLI.scratch("diff-bad")
        try write(image(), "a.png", in: dir)
        try Data("<html>not an image</html>".utf8).write(to: URL(fileURLWithPath: dir + "/page.png"))
        let result = try CLI.run(["diff", "page.png", "a.png"], in: dir)
        #expect(result.status == 65)
        #expect(result.stderr.contains("page.png"))
    }

    @Test("an unwritable diff image exits 73")
    func unwritable() throws {
        let dir = try CLI.scratch("diff-unwritable")
        try write(image(), "a.png", in: dir)
        let result = try CLI.run(["diff", "a.png", "a.png", "-o", "/nonexistent-dir/diff.png"], in: dir)
        #expect(result.status == 73)
        #expect(result.stderr.contains("/nonexistent-dir"))
    }

    @Test("usage errors exit 64", arguments: [
        ["diff", "a.png", "b.png", "--threshold", "1.5"],
        ["diff", "a.png", "b.png", "--threshold", "-0.1"],
        ["diff", "a.png", "b.png", "--alpha", "3"],
        ["diff", "a.png"],
        ["diff", "a.png", "b.png", "--bogus"],
    ])
    func usage(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test("a threshold out of range is the library's own typed error, in diff and in check alike")
    func thresholdSameAsLibrary() throws {
        let expected = ChatImageComparisonError.thresholdOutOfRange(1.5).description
        #expect(throws: ChatImageComparisonError.thresholdOutOfRange(1.5)) { try ChatImageComparison(threshold: 1.5) }
        for arguments in [["diff", "a.png", "b.png", "--threshold", "1.5"], ["check", ".", "--threshold", "1.5"]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 64)
            #expect(result.stderr.contains(expected), "\(result.stderr)")
        }
    }
}

/// Images taller than any decoder limit: `render` writes them, `diff` and `check` read them back in bands.
@Suite("tall images through diff and check", .serialized)
struct TallImageCLITests {
    /// Renders the 300-message chat (about 24 000 rows at scale 2), with message `changed` edited when given.
    func render(_ name: String, in dir: String, changing changed: Int? = nil) throws {
        try Data(CLI.longChat(300, scale: 2, changing: changed).utf8).write(to: URL(fileURLWithPath: dir + "/\(name).json"))
        let result = try CLI.run(["\(name).json", "-o", "\(name).png"] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("diff compares two 24 000-row screenshots: the same, then one edited message boxed")
    func tallDiff() throws {
        let dir = try CLI.scratch("tall-diff")
        try render("a", in: dir)
        try render("b", in: dir, changing: 150)
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/a.png")))
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(height > 20_000)
        let same = try CLI.run(["diff", "a.png", "a.png"], in: dir)
        #expect(same.status == 0, "\(same.stderr)")
        let changed = try CLI.run(["diff", "a.png", "b.png", "--json", "-o", "diff.png"], in: dir)
        #expect(changed.status == 1, "\(changed.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(changed.stdout)) as? [String: Any])
        let regions = try #require(report["regions"] as? [[String: Any]])
        #expect(regions.count >= 1)
        // The edited message sits about halfway down.
        let top = try #require(regions.first?["y"] as? Int)
        #expect(top > height / 3 && top < 2 * height / 3, "\(regions)")
        let diff = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/diff.png")))
        #expect(diff[20..<24].reduce(0) { $0 << 8 | Int($1) } == height)
    }

    @Test("check records, passes and fails a 24 000-row golden")
    func tallCheck() throws {
        let dir = try CLI.scratch("tall-check")
        try FileManager.default.createDirectory(atPath: dir + "/goldens", withIntermediateDirectories: true)
        try Data(CLI.longChat(300, scale: 2).utf8).write(to: URL(fileURLWithPath: dir + "/goldens/long.json"))
        let record = try CLI.run(["check", "goldens", "--record", "--artifacts", "artifacts"] + CLI.pinnedFonts, in: dir)
        #expect(record.status == 0, "\(record.stderr)\(record.stdoutText)")
        let pass = try CLI.run(["check", "goldens", "--artifacts", "artifacts"] + CLI.pinnedFonts, in: dir)
        #expect(pass.status == 0, "\(pass.stderr)\(pass.stdoutText)")
        try Data(CLI.longChat(300, scale: 2, changing: 40).utf8).write(to: URL(fileURLWithPath: dir + "/goldens/long.json"))
        let fail = try CLI.run(["check", "goldens", "--artifacts", "artifacts"] + CLI.pinnedFonts, in: dir)
        #expect(fail.status == 1, "\(fail.stderr)\(fail.stdoutText)")
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/long.actual.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/long.diff.png"))
    }
}
