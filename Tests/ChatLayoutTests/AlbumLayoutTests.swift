import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Albums as one framed bubble holding a grid of photos.
@Suite("Album layout")
struct AlbumLayoutTests {
    static let photos = ["a.jpg": Size(width: 600, height: 400), "b.jpg": Size(width: 400, height: 600)]

    func album(_ count: Int, theme: String = "whatsapp", caption: String? = nil, direction: LayoutDirection = .ltr) throws -> Placements {
        let paths = (0..<count).map { $0.isMultiple(of: 2) ? "a.jpg" : "b.jpg" }
        return try layout([Message(index: 0, from: "ana", content: .album(paths: paths, caption: caption), time: "9:41")],
                          theme: BuiltInThemes.spec(theme), photos: Self.photos, direction: direction)
    }

    @Test("two side by side, three as one wide over two, four or more two by two with +N; all inside one bubble",
          arguments: [2, 3, 4, 7])
    func grids(_ count: Int) throws {
        let list = try album(count, caption: "Day one")
        let bubble = try #require(list.elements("bubble", message: 0).first).frame
        let cells = list.elements("image", message: 0)
        #expect(cells.count == min(count, 4))
        for cell in cells {
            #expect(bubble.minX <= cell.frame.minX && cell.frame.maxX <= bubble.maxX && bubble.minY < cell.frame.minY && cell.frame.maxY < bubble.maxY)
        }
        let rest = list.elements("label", message: 0).compactMap { element -> String? in
            guard case .label(let text) = element.content, text.role == "albumRest" else { return nil }
            return text.block.lines.map(\.text).joined()
        }
        #expect(rest == (count > 4 ? ["+\(count - 3)"] : []))
        let caption = try #require(list.elements("text", message: 0).first).frame
        #expect(cells.allSatisfy { $0.frame.maxY <= caption.minY })
        let rows = Set(cells.map(\.frame.minY)).count
        #expect(rows == (count == 2 ? 1 : 2))
    }

    @Test("the cells tile the grid in reading order, mirrored right to left")
    func order() throws {
        let ltr = AlbumGrid.cells(count: 4, width: 200)
        #expect(ltr.cells.map(\.minX) == [0, 101, 0, 101] && ltr.height == 200)
        let three = AlbumGrid.cells(count: 3, width: 200)
        #expect(three.cells[0].width == 200 && three.cells[1].minY == three.cells[2].minY)
        let left = try album(2)
        let right = try album(2, direction: .rtl)
        let l = left.elements("image", message: 0), r = right.elements("image", message: 0)
        #expect(l[0].frame.minX < l[1].frame.minX)
        #expect(r[0].frame.minX > r[1].frame.minX)
    }
}
