import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Document bubbles and human file sizes.
@Suite("File layout")
struct FileLayoutTests {
    @Test(arguments: [
        (0, "0 bytes"), (1, "1 byte"), (12, "12 bytes"), (999, "999 bytes"), (1000, "1 KB"), (1499, "1 KB"), (1500, "2 KB"),
        (860_400, "860 KB"), (999_499, "999 KB"), (999_500, "1 MB"), (2_437_120, "2.4 MB"), (2_000_000, "2 MB"),
        (2_450_000, "2.5 MB"), (999_960_000, "1 GB"), (1_130_000_000, "1.1 GB"), (5_000_000_000_000, "5 TB"),
        (1_000_000_000_000_000, "1 PB"),
    ])
    func humanSizes(bytes: Int, expected: String) {
        #expect(FileSizeText.string(bytes: bytes) == expected)
    }

    @Test func extensionLabels() {
        #expect(FileElement.extensionLabel(of: "Q3 report.pdf") == "PDF")
        #expect(FileElement.extensionLabel(of: "data.xlsx") == "XLSX")
        #expect(FileElement.extensionLabel(of: "archive.tar.gz") == "GZ")
        #expect(FileElement.extensionLabel(of: "README") == nil)
        #expect(FileElement.extensionLabel(of: ".profile") == nil)
        #expect(FileElement.extensionLabel(of: "x.longext") == nil)
    }

    @Test("icon, name and size sit side by side inside a text-style bubble")
    func frames() throws {
        let list = try layout([Message(index: 0, from: "ana", content: .file(name: "Q3 report.pdf", size: 2_437_120))])
        let bubble = try #require(list.elements("bubble", message: 0).first)
        let element = try #require(list.elements("file", message: 0).first)
        guard case .file(let file) = element.content else { Issue.record("no file"); return }
        #expect(file.name.block.lines.map(\.text) == ["Q3 report.pdf"])
        #expect(file.size.block.lines.map(\.text) == ["2.4 MB"])
        #expect(file.iconLabel?.block.lines.map(\.text) == ["PDF"])
        // Name 15 pt (16 × 0.94): 13 × 7.5 = 97.5 wide; content 30 + 10 + 97.5; height 38 + 6.
        #expect(element.frame.width == 137.5)
        #expect(element.frame.height == 44)
        #expect(bubble.frame.width == 164)
        #expect(bubble.frame.height == 56)
        #expect(file.iconFrame == Rect(x: 0, y: 3, width: 30, height: 38))
        #expect(file.nameOffset.x == 40)
        #expect(file.sizeOffset.y == file.nameOffset.y + 18.75 + 2)
        #expect(file.iconColor == testTheme().light.link)
        #expect(LayoutJSON.encode(list).contains(#""kind" : "file""#))
    }

    @Test("long names are cut in the middle to two lines, keeping the end with the extension")
    func longNames() throws {
        let name = "Trail map and timetable for the ridge hike November edition final corrected version two.pdf"
        let list = try layout([Message(index: 0, from: "me", content: .file(name: name, size: 12))])
        guard case .file(let file) = try #require(list.elements("file").first).content else { Issue.record("no file"); return }
        let lines = file.name.block.lines.map(\.text)
        #expect(lines.count == 2)
        let joined = lines.joined(separator: " ")
        #expect(joined.contains("…"))
        #expect(joined.hasSuffix("n two.pdf"))
        #expect(name.hasPrefix(String(joined.prefix(while: { $0 != "…" }))))
        #expect(file.size.block.lines.map(\.text) == ["12 bytes"])
        #expect(file.iconColor == testTheme().light.outgoingText)
    }
}
