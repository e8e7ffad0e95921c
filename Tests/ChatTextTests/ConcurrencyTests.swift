import ChatGeometry
import ChatModel
import ChatRaster
import Testing
@testable import ChatText

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func oneEngineServesManyTasks() async throws {
        let engine = try Fonts.engine()
        let texts = (0..<16).map { "Message \($0): 你好 👍🏽 the quick brown fox \(String(repeating: "ab", count: $0))" }
        let expected = try texts.map { try Fonts.engine().layout($0, style: .body, maxWidth: 150) }
        let results = try await withThrowingTaskGroup(of: (Int, TextBlock, [UInt8]).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask {
                    let block = try engine.layout(text, style: .body, maxWidth: 150)
                    var pixmap = Pixmap(width: 200, height: 120, fill: .white)
                    try engine.draw(block, style: .body, color: .black, origin: Point(x: 2, y: 2), scale: 1, into: &pixmap)
                    return (index, block, pixmap.pixels)
                }
            }
            var results: [(Int, TextBlock, [UInt8])] = []
            for try await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }
        }
        for (index, block, pixels) in results {
            #expect(block == expected[index])
            var pixmap = Pixmap(width: 200, height: 120, fill: .white)
            try Fonts.engine().draw(block, style: .body, color: .black, origin: Point(x: 2, y: 2), scale: 1, into: &pixmap)
            #expect(pixels == pixmap.pixels)
        }
    }
}
