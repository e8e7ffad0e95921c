import ChatModel
import Foundation
import Synchronization
import Testing
@testable import ChatRender

/// `RenderOptions.shouldStop`, asked where the time limit is checked: a render stops at the band after it answers
/// true, with `RenderError.cancelled` (how `chatrender serve` stops a render whose client left).
@Suite("Stopping a render on request")
struct ShouldStopTests {
    /// Counts the asks and answers true from the `stopAt`-th on.
    final class Asks: Sendable {
        let count = Atomic<Int>(0)
        let stopAt: Int
        init(stopAt: Int) { self.stopAt = stopAt }
        func ask() -> Bool { count.add(1, ordering: .relaxed).newValue >= stopAt }
    }

    @Test("the render stops at the band after shouldStop answers true")
    func stopsAtTheNextBand() throws {
        let conversation = try StreamingTests.load("kinds.json")
        var options = PinnedFonts.options(theme: "imessage", scale: 1)
        options.bandHeight = 16
        // Asked during the layout, after it, then after every band: count the asks of a whole render.
        let counting = Asks(stopAt: .max)
        options.shouldStop = { counting.ask() }
        let whole = try StreamingTests.png(conversation, options)
        let total = counting.count.load(ordering: .relaxed)
        #expect(total > 20, "a band of 16 rows is asked after each")
        let asks = Asks(stopAt: total / 2)
        options.shouldStop = { asks.ask() }
        let sink = MemorySink()
        do {
            try ChatRenderer(options: options).render(conversation, as: .png, to: sink)
            Issue.record("the render did not stop")
        } catch {
            guard case .cancelled = error else { throw error }
        }
        // Stopped at the ask that answered true: not one band more was drawn.
        #expect(asks.count.load(ordering: .relaxed) == total / 2)
        #expect(whole.bytes.count > 0 && sink.bytes.count < whole.bytes.count)
        // Never answering true changes nothing.
        options.shouldStop = { false }
        #expect(try StreamingTests.png(conversation, options).bytes == whole.bytes)
    }
}
