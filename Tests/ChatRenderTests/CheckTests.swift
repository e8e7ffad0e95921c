@testable import ChatCheck
import ChatCodec
import ChatLayout
@testable import ChatRender
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A golden directory built in a temporary directory: two samples, two small conversations in a
/// subdirectory, and what `check` must skip (a theme pack, a hidden directory).
private struct GoldenFixture {
    let root: String

    static let small = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi there!"},{"from":"me","text":"Hello 👋 how are you?","status":"read"}]}"#
    static let other = #"{"theme":"classic","participants":[{"id":"me","me":true},{"id":"bo","name":"Bo"}],"messages":[{"from":"bo","text":"Lunch at 12:30?"},{"from":"me","text":"Sure 🍜"}]}"#

    init(_ name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-check-\(name)-\(getpid())").path
        let fm = FileManager.default
        try? fm.removeItem(atPath: root)
        try fm.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/pack", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/.hidden", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Repo.path("samples/bilingual.json"), toPath: root + "/bilingual.json")
        try fm.copyItem(atPath: Repo.path("samples/rtl.json"), toPath: root + "/rtl.json")
        try fm.copyItem(atPath: Repo.path("samples/images"), toPath: root + "/images")
        try write(Self.small, to: "sub/chat.json")
        try write(Self.other, to: "sub/lunch.json")
        try write("{}", to: "pack/theme.json")
        try write(Self.small, to: "pack/inside-a-theme-pack.json")
        try write(Self.small, to: ".hidden/hidden.json")
    }

    func write(_ text: String, to relative: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + relative)
    }

    var artifacts: String { root + "-artifacts" }

    /// Paints a 10 × 10 block at the top left of the golden `relative` black; returns its pixel count.
    @discardableResult
    func damage(_ relative: String) throws -> Int {
        let path = root + "/" + relative
        var golden = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        for y in 0..<10 { for x in 0..<10 { golden[x, y] = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255) } }
        try AtomicFileWriter().write(ChatRenderer.encodePNG(golden), to: path)
        return golden.width * golden.height
    }

    /// A check of the fixture at scale 1 with the pinned fonts (fast, and the same on any machine).
    func check(record: Bool = false, jobs: Int = 2, artifacts: String? = nil) -> SnapshotCheck {
        var options = PinnedFonts.options(scale: 1)
        options.width = 320
        return SnapshotCheck(directory: root, options: options, record: record,
                             artifactsDirectory: artifacts ?? self.artifacts, jobs: jobs)
    }

    /// Every regular file under `directory` with its bytes, by relative path.
    static func files(under directory: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return files }
        while let relative = enumerator.nextObject() as? String {
            let path = directory + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        return files
    }
}

@Suite("SHA-256 (FIPS 180-4)")
struct SHA256Tests {
    @Test("known vectors: empty, abc, the two-block message, a million a")
    func vectors() {
        #expect(SHA256.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("lengths around the padding boundary (55, 56, 63, 64, 65 bytes) hash like Python's hashlib")
    func paddingBoundaries() {
        // Digests of "a" × n, from `python3 -c 'import hashlib; print(hashlib.sha256(b"a"*n).hexdigest())'`.
        let expected = [
            55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
            56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
            63: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
            64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
            65: "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0",
        ]
        for (count, digest) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: count)) == digest, "length \(count)")
        }
    }

    @Test("updating in uneven pieces gives the one-shot digest")
    func incremental() {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hash = SHA256()
        var offset = 0
        for size in [1, 63, 2, 64, 129, 0, 7, 500] where offset < message.count {
            let end = min(message.count, offset + size)
            hash.update(message[offset..<end])
            offset = end
        }
        hash.update(message[offset...])
        #expect(hash.hexDigest() == SHA256.hex(of: message))
    }

    @Test("a file hashes like sha256sum prints it")
    func file() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-sha-\(getpid()).bin").path
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try SHA256.hex(ofFile: path) == sha256sum(path))
        #expect(try SHA256.hex(ofFile: path) == SHA256.hex(of: bytes))
    }

    @Test("the portable C loop gives SHA-NI's digests (when this CPU has SHA-NI; else both are the portable loop)")
    func portableAgrees() {
        let message = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) }
        var portable = SHA256(portable: true)
        portable.update(message)
        #expect(portable.hexDigest() == SHA256.hex(of: message))
        var vector = SHA256(portable: true)
        vector.update(Array("abc".utf8))
        #expect(vector.hexDigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("a missing file is an error naming it")
    func missingFile() {
        #expect(throws: RenderError.self) { try SHA256.hex(ofFile: "/nonexistent/font.ttf") }
    }
}

/// The digest `sha256sum` prints for `path`.
func sha256sum(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(String(decoding: output, as: UTF8.self).prefix(64))
}

@Suite("Pinned fonts and font provenance")
struct FontPinningTests {
    @Test("the layout JSON lists every font face used, by name, with its file's SHA-256; the rest is unchanged")
    func provenance() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let conversation = try renderer.loadConversation(path: Repo.path("samples/bilingual.json"))
        let list = try renderer.layout(conversation)
        let json = try renderer.layoutJSON(list)
        let fonts = try FontProvenance.fonts(of: list)
        let paths = Set(fonts.map(\.path))
        #expect(paths.contains("/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
        #expect(paths.contains("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"))
        #expect(paths.contains("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"))
        for font in fonts {
            #expect(font.sha256 == (try sha256sum(font.path)), "\(font.path)")
        }
        // Nothing else changed: without the fonts array the text is LayoutJSON's with the faces named, byte for byte.
        let plain = LayoutJSON.encode(list, fontNames: FontProvenance.names(of: fonts))
        let head = try #require(json.range(of: ",\n  \"fonts\" : ["))
        #expect(String(json[..<head.lowerBound]) + "\n}\n" == plain)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Array(object.keys).sorted() == ["canvas", "elements", "fonts"])
    }

    @Test("a font directory lists font files sorted by path, follows links to files, expands collections")
    func directoryListing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-fontdir-\(getpid())").path
        let fm = FileManager.default
        try? fm.removeItem(atPath: dir)
        try fm.createDirectory(atPath: dir + "/nested", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/.hidden", withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        try fm.createSymbolicLink(atPath: dir + "/b-emoji.ttf", withDestinationPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        try fm.createSymbolicLink(atPath: dir + "/a-inter.otf", withDestinationPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        try fm.createSymbolicLink(atPath: dir + "/nested/cjk.ttc", withDestinationPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        try fm.createSymbolicLink(atPath: dir + "/.hidden/x.otf", withDestinationPath: "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: dir + "/readme.txt"))
        #expect(try FontDirectory.fontFiles(in: dir) == [dir + "/a-inter.otf", dir + "/b-emoji.ttf", dir + "/nested/cjk.ttc"])
        let entries = try FontDirectory.entries(in: dir)
        #expect(entries.prefix(3) == [dir + "/a-inter.otf", dir + "/b-emoji.ttf", dir + "/nested/cjk.ttc#0"])
        #expect(entries.count == 2 + 10)  // Noto Sans CJK: 10 faces (Sans and Sans Mono × JP KR SC TC HK).
        #expect(entries.last == dir + "/nested/cjk.ttc#9")
    }

    @Test("a missing or empty font directory is an error saying how to fix it")
    func badDirectory() throws {
        #expect(throws: RenderError.self) { try FontDirectory.fontFiles(in: "/nonexistent/fonts") }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-nofonts-\(getpid())").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        do {
            _ = try FontDirectory.fontFiles(in: empty)
            Issue.record("an empty directory was accepted")
        } catch {
            #expect(error.description.contains("holds no .ttf"))
        }
    }

    @Test("--fonts DIR of links renders the same pixels as the equivalent --font list")
    func directoryMatchesFileList() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-pinned-\(getpid())").path
        let fm = FileManager.default
        try? fm.removeItem(atPath: dir)
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        let sources = [
            "1-Inter-Regular.otf": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
            "2-Inter-SemiBold.otf": "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
            "3-NotoSansHebrew-Regular.ttf": "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
            "4-NotoSansArabic-Regular.ttf": "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
            "5-NotoColorEmoji.ttf": "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        ]
        for (name, target) in sources { try fm.createSymbolicLink(atPath: dir + "/" + name, withDestinationPath: target) }
        let fileList = sources.keys.sorted().map { dir + "/" + $0 }
        let conversation = try ChatRenderer().loadConversation(path: Repo.path("samples/rtl.json"))
        let byDirectory = try ChatRenderer(options: RenderOptions(scale: 1, fontDirectory: dir)).render(conversation)
        let byFiles = try ChatRenderer(options: RenderOptions(scale: 1, fontFiles: fileList)).render(conversation)
        #expect(byDirectory == byFiles)
        // And the fonts really are pinned: a different list gives different pixels.
        let interOnly = try ChatRenderer(options: RenderOptions(scale: 1, fontFiles: Array(fileList.prefix(2)))).render(conversation)
        #expect(interOnly != byDirectory)
    }

    @Test("rendering the same input twice gives the same PNG bytes, with and without a shared cache")
    func deterministic() throws {
        let cache = RenderCache()
        let renderer = ChatRenderer(options: PinnedFonts.options(scale: 1), cache: cache)
        let conversation = try renderer.loadConversation(path: Repo.path("samples/bilingual.json"))
        let first = try renderer.renderPNG(conversation)
        let second = try renderer.renderPNG(conversation)
        let uncached = try ChatRenderer(options: PinnedFonts.options(scale: 1)).renderPNG(conversation)
        #expect(first == second)
        #expect(first == uncached)
    }
}

@Suite("chatrender check (library)", .serialized)
struct CheckTests {
    @Test("discovery: sorted relative paths, theme packs and hidden directories skipped")
    func discovery() throws {
        let fixture = try GoldenFixture("discovery")
        try fixture.write("{}", to: "theme.json.bak")
        #expect(try ConversationDiscovery.conversations(in: fixture.root)
                == ["bilingual.json", "rtl.json", "sub/chat.json", "sub/lunch.json"])
        #expect(throws: CheckError.self) { try ConversationDiscovery.conversations(in: fixture.root + "/nope") }
    }

    @Test("--record writes the missing goldens; a second run passes and writes nothing")
    func recordThenPass() throws {
        let fixture = try GoldenFixture("record")
        let missing = try fixture.check().run()
        #expect(missing.results.map(\.outcome) == Array(repeating: .missing, count: 4))
        #expect(missing.failedCount == 4)
        #expect(!fixture.exists("bilingual.png"))

        let recorded = try fixture.check(record: true).run()
        #expect(recorded.results.map(\.outcome) == Array(repeating: .recorded(previousPercentage: nil), count: 4))
        #expect(recorded.failedCount == 0)
        #expect(fixture.exists("bilingual.png") && fixture.exists("sub/chat.png") && fixture.exists("sub/lunch.png"))
        #expect(!fixture.exists("pack/inside-a-theme-pack.png") && !fixture.exists(".hidden/hidden.png"))

        let before = try GoldenFixture.files(under: fixture.root)
        let passed = try fixture.check().run()
        #expect(passed.results.map(\.outcome) == Array(repeating: .passed, count: 4))
        #expect(passed.text(showTimes: false).hasSuffix("4 passed, 0 failed\n"))
        #expect(try GoldenFixture.files(under: fixture.root) == before)
        #expect(!FileManager.default.fileExists(atPath: fixture.artifacts))
    }

    @Test("a changed golden fails with its percentage and writes actual and diff images; passing removes them")
    func changedGolden() throws {
        let fixture = try GoldenFixture("changed")
        _ = try fixture.check(record: true).run()
        let goldenPath = fixture.root + "/sub/chat.png"
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: goldenPath)))
        let pixels = try fixture.damage("sub/chat.png")

        let report = try fixture.check().run()
        let result = try #require(report.results.first { $0.path == "sub/chat.json" })
        guard case .changed(let percentage, nil, let actual, let diff) = result.outcome else {
            Issue.record("expected a change, got \(result.outcome)")
            return
        }
        // At most the 100 painted pixels differ (fewer if some were black already).
        #expect(percentage > 0 && percentage <= 100.0 * 100 / Double(pixels) + 1e-9)
        #expect(actual == fixture.artifacts + "/sub/chat.actual.png")
        #expect(diff == fixture.artifacts + "/sub/chat.diff.png")
        let actualImage = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: actual))))
        #expect(actualImage.width * actualImage.height == pixels)
        #expect(FileManager.default.fileExists(atPath: fixture.artifacts + "/sub/chat.diff.png"))
        #expect(report.failedCount == 1 && report.passedCount == 3)
        #expect(report.hasMismatch)
        let text = report.text(showTimes: false)
        #expect(text.contains("sub/chat.json   changed (\(CheckOutcome.format(percentage: percentage)))"))
        #expect(text.hasSuffix("3 passed, 1 failed\n"))

        // Recording replaces the golden (and says by how much it changed), then the check passes and the
        // stale artifacts are gone.
        let recorded = try fixture.check(record: true).run()
        #expect(recorded.results.first { $0.path == "sub/chat.json" }?.outcome == .recorded(previousPercentage: percentage))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: goldenPath))) == original)
        #expect(!FileManager.default.fileExists(atPath: actual))
        #expect(try fixture.check().run().failedCount == 0)
    }

    @Test("an invalid conversation is an error; the others are still checked")
    func invalidConversation() throws {
        let fixture = try GoldenFixture("invalid")
        _ = try fixture.check(record: true).run()
        try fixture.write("{\"participants\": [", to: "sub/broken.json")
        try fixture.write(#"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","image":"nope.jpg"}]}"#, to: "sub/photo.json")
        let report = try fixture.check().run()
        #expect(report.results.map(\.path) == ["bilingual.json", "rtl.json", "sub/broken.json", "sub/chat.json", "sub/lunch.json", "sub/photo.json"])
        #expect(report.results.filter { $0.outcome == .passed }.count == 4)
        guard case .error(let message, .invalidInput) = report.results[2].outcome else {
            Issue.record("expected an invalid-input error, got \(report.results[2].outcome)")
            return
        }
        #expect(message.contains("broken.json"))
        guard case .error(let photoMessage, .invalidInput) = report.results[5].outcome else {
            Issue.record("expected an invalid-input error, got \(report.results[5].outcome)")
            return
        }
        #expect(photoMessage.contains("nope.jpg"))
        #expect(report.hasError(.invalidInput))
        #expect(report.text(showTimes: false).hasSuffix("4 passed, 2 failed\n"))
    }

    @Test("--jobs 1 and --jobs 3 give the same report and the same files, byte for byte")
    func jobsDoNotChangeOutput() throws {
        var outputs: [(String, String, [String: [UInt8]], [String: [UInt8]])] = []
        for jobs in [1, 3] {
            let fixture = try GoldenFixture("jobs")
            try? FileManager.default.removeItem(atPath: fixture.artifacts)
            _ = try fixture.check(record: true, jobs: jobs).run()
            // One changed golden, one missing, one invalid.
            try fixture.damage("sub/chat.png")
            try FileManager.default.removeItem(atPath: fixture.root + "/rtl.png")
            try fixture.write("[]", to: "sub/array.json")
            let report = try fixture.check(jobs: jobs).run()
            outputs.append((report.text(showTimes: false), JUnitReport.xml(report, includeTimes: false),
                            try GoldenFixture.files(under: fixture.root), try GoldenFixture.files(under: fixture.artifacts)))
        }
        #expect(outputs[0].0 == outputs[1].0)
        #expect(outputs[0].1 == outputs[1].1)
        #expect(outputs[0].2 == outputs[1].2)
        #expect(outputs[0].3 == outputs[1].3)
        #expect(outputs[0].3.keys.sorted() == ["sub/chat.actual.png", "sub/chat.diff.png"])
        #expect(outputs[0].0.hasSuffix("2 passed, 3 failed\n"))
    }

    @Test("the JUnit XML parses, with one testcase per conversation and the right counts")
    func junit() throws {
        let fixture = try GoldenFixture("junit")
        _ = try fixture.check(record: true).run()
        try FileManager.default.removeItem(atPath: fixture.root + "/bilingual.png")
        try fixture.damage("sub/chat.png")
        try fixture.write("{\"messages\": 3}", to: "sub/bad <&> name.json")
        let report = try fixture.check().run()
        let xml = JUnitReport.xml(report)
        let document = try XMLDocument(xmlString: xml, options: [])
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "name")?.stringValue == "chatrender")
        #expect(suite.attribute(forName: "tests")?.stringValue == "5")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        #expect(suite.attribute(forName: "time")?.stringValue.flatMap(Double.init) != nil)
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" }
                == ["bilingual.json", "rtl.json", "bad <&> name.json", "chat.json", "lunch.json"])
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue ?? "" }
                == [fixture.root, fixture.root, fixture.root + "/sub", fixture.root + "/sub", fixture.root + "/sub"])
        let failure = try #require(cases[3].elements(forName: "failure").first)
        let message = failure.attribute(forName: "message")?.stringValue ?? ""
        #expect(message.contains("%"))
        #expect(message.contains(fixture.artifacts + "/sub/chat.actual.png"))
        #expect(message.contains(fixture.artifacts + "/sub/chat.diff.png"))
        #expect(cases[0].elements(forName: "failure").first?.attribute(forName: "message")?.stringValue
                == "missing golden; check with record: true")
        // A library user's report names SnapshotCheck's `record`, not chatrender's flag (CheckCLITests has the flag).
        #expect(!xml.contains("--record"))
        #expect(report.footer(showTimes: false).contains("missing golden; check again with record: true to write the missing goldens"))
        #expect(!report.footer(showTimes: false).contains("--"))
        #expect(cases[2].elements(forName: "error").count == 1)
        #expect(cases[1].elements(forName: "failure").isEmpty && cases[1].elements(forName: "error").isEmpty)
    }

    @Test("nothing to check: a missing directory and a directory without conversations are errors")
    func nothingToCheck() throws {
        #expect(throws: CheckError.self) { try SnapshotCheck(directory: "/nonexistent/goldens").run() }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-empty-\(getpid())").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        do {
            _ = try SnapshotCheck(directory: empty).run()
            Issue.record("an empty directory was accepted")
        } catch {
            #expect(error.description.contains("no conversation found"))
        }
    }
}
