import ChatGeometry
import ChatLayout
import Foundation
import Testing
@testable import ChatRender

@Suite("Portable layout JSON")
struct PortableLayoutTests {
    @Test("the same font files in another directory give byte-identical layout JSON, with no path in it")
    func sameFontsElsewhere() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-portable-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Copies (new paths, new dates) of every pinned file; a collection keeps its family selector.
        var copies: [String] = []
        for (number, spec) in PinnedFonts.files.enumerated() {
            let parts = spec.split(separator: "#", maxSplits: 1)
            let copy = dir + "/\(number)-" + ((String(parts[0]) as NSString).lastPathComponent)
            try FileManager.default.copyItem(atPath: String(parts[0]), toPath: copy)
            copies.append(parts.count == 2 ? copy + "#" + parts[1] : copy)
        }
        let here = ChatRenderer(options: PinnedFonts.options())
        let there = ChatRenderer(options: RenderOptions(fontFiles: copies))
        let original = try here.layoutJSON(here.layout(here.loadConversation(path: Repo.path("samples/bilingual.json"))))
        let copied = try there.layoutJSON(there.layout(there.loadConversation(path: Repo.path("samples/bilingual.json"))))
        #expect(copied == original)
        #expect(!original.contains("/usr/share"))
        #expect(!copied.contains(dir))
        #expect(!original.contains("\"libraries\""))
    }

    @Test("fonts are named by family and style, a collection's face by its own family; text nodes use those names")
    func namesAndHashes() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let list = try renderer.layout(renderer.loadConversation(path: Repo.path("samples/bilingual.json")))
        let json = try renderer.layoutJSON(list)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let fonts = try #require(object["fonts"] as? [[String: Any]])
        let names = fonts.compactMap { $0["name"] as? String }
        #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(names.contains("Inter Regular"))
        #expect(names.contains("Noto Color Emoji Regular"))
        let cjk = try #require(fonts.first { $0["family"] as? String == "Noto Sans CJK SC" })
        #expect(cjk["style"] as? String == "Regular")
        #expect((cjk["face"] as? Int ?? 0) > 0)
        #expect(cjk["sha256"] as? String == (try sha256sum("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")))
        #expect(fonts.allSatisfy { Set($0.keys).isSubset(of: ["name", "family", "style", "face", "sha256"]) })
        // Every name a text node lists is one of the fonts.
        var used = Set<String>()
        func collect(_ nodes: [[String: Any]]) {
            for node in nodes {
                for font in node["fonts"] as? [String] ?? [] { used.insert(font) }
                collect(node["children"] as? [[String: Any]] ?? [])
            }
        }
        collect(try #require(object["elements"] as? [[String: Any]]))
        #expect(used == Set(names))
    }

    @Test("library versions only on request, after the fonts")
    func librariesOnRequest() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let list = try renderer.layout(renderer.loadConversation(path: Repo.path("samples/bilingual.json")))
        let plain = try renderer.layoutJSON(list)
        let versions = try renderer.layoutJSON(list, libraries: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(versions.utf8)) as? [String: Any])
        #expect(Array(object.keys).sorted() == ["canvas", "elements", "fonts", "libraries"])
        let libraries = try #require(object["libraries"] as? [String: String])
        #expect(libraries.keys.sorted() == ChatRenderVersion.libraries.map(\.name).sorted())
        let head = try #require(versions.range(of: ",\n  \"libraries\" : {"))
        #expect(String(versions[..<head.lowerBound]) + "\n}\n" == plain)
    }

    @Test("two faces with the same family and style are numbered by digest")
    func sameNames() throws {
        // Two different files both named Inter Regular: a copy of Inter Regular and an edited copy.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-samename-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: inter)))
        bytes.append(0) // trailing padding: same font, other digest
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/other.otf"))
        let block = TextBlock(lines: [], size: Size(width: 0, height: 0), fonts: [inter, dir + "/other.otf"])
        let run = GlyphRun(block: block, style: TextStyle(fontSize: 12), color: .black, maxWidth: 100)
        let list = DisplayList(canvas: CanvasInfo(width: 10, height: 10, scale: 1), background: .white,
                               nodes: [Node(.text(run), frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let fonts = try FontProvenance.fonts(of: list)
        let digests = [try sha256sum(inter), SHA256.hex(of: bytes)]
        #expect(fonts.map(\.name) == ["Inter Regular #1", "Inter Regular #2"])
        #expect(fonts.map(\.sha256) == digests.sorted())
    }
}
