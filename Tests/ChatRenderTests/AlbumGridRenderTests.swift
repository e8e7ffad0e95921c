import ChatModel
import Foundation
import Testing
@testable import ChatRender

/// An album cut as one grid (`groups.albums` `grid`: Telegram, Signal, Messenger): the photos meet square inside it and only
/// the grid's outer corners are rounded.
@Suite("Albums cut as one grid")
struct AlbumGridRenderTests {
    @Test("the corner where the photos meet is photo, the grid's outer corner is not", arguments: ["telegram", "signal", "messenger"])
    func squareInside(theme: String) throws {
        let message = #"{"from": "ana", "album": ["big.png", "big.png", "big.png", "big.png"]}"#
        try StreamingTests.withImage(width: 60, height: 60, message: message, canvas: #"{"width": 390, "scale": 2}"#,
                                     theme: "\"\(theme)\"") { conversation in
            let renderer = ChatRenderer(options: PinnedFonts.options(scale: 2))
            let cells = try renderer.layout(conversation).nodes.filter { $0.tags.kind == "image" && $0.tags.message == 0 }.map(\.frame)
            #expect(cells.count == 4)
            // The top-left cell: its bottom-right corner meets the others, its top-left corner is the grid's.
            let first = try #require(cells.min { ($0.minY, $0.minX) < ($1.minY, $1.minX) })
            let image = try renderer.render(conversation)
            func pixel(_ x: Double, _ y: Double) -> [UInt8] {
                let offset = (Int(y * 2) * image.width + Int(x * 2)) * 4
                return Array(image.pixels[offset..<offset + 3])
            }
            let photo: [UInt8] = [90, 140, 200]
            #expect(pixel(first.maxX - 1, first.maxY - 1) == photo, "inner corner")
            #expect(pixel(first.minX + 0.5, first.minY + 0.5) != photo, "outer corner")
        }
    }
}
