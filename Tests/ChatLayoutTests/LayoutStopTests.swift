import ChatGeometry
import ChatLayout
import ChatModel
import Foundation
import Testing

/// `LayoutEngine.shouldStop`: a render's time limit stops a long layout part way, not after it.
@Suite("Layout: stopping")
struct LayoutStopTests {
    /// Answers false `until` times, then true; counts the asks.
    final class StopAfter: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        let until: Int
        init(until: Int) { self.until = until }
        var count: Int { lock.withLock { asked } }
        func ask() -> Bool { lock.withLock { asked += 1; return asked > until } }
    }

    private func engine(_ conversation: Conversation, stop: StopAfter?) -> LayoutEngine {
        var engine = LayoutEngine(conversation: conversation, theme: testTheme(), text: FakeMeasurer(), resources: FakeResources())
        if let stop { engine.shouldStop = { stop.ask() } }
        return engine
    }

    @Test("a long chat stops at the ask that says so, every 128 messages")
    func longChatStops() throws {
        let messages = (0..<1_000).map { text($0, $0 % 2 == 0 ? "me" : "ana", "message \($0)") }
        let conversation = Conversation(participants: [me, ana], messages: messages)
        let stop = StopAfter(until: 2)
        #expect(throws: LayoutError.stopped) { try engine(conversation, stop: stop).placements() }
        #expect(stop.count == 3)
        let never = StopAfter(until: .max)
        _ = try engine(conversation, stop: never).placements()
        #expect(never.count == 8)  // messages 0, 128, …, 896
    }

    @Test("a viewport and the list screens stop too")
    func viewportAndListsStop() throws {
        let messages = (0..<300).map { text($0, "ana", "message \($0)") }
        var viewport = Conversation(canvas: Canvas(width: 390, scale: 2, height: 844), participants: [me, ana], messages: messages)
        #expect(throws: LayoutError.stopped) { try engine(viewport, stop: StopAfter(until: 0)).placements() }
        viewport.screen = .chats(ChatList(chats: (0..<300).map { _ in ChatSummary(with: ["ana"]) }))
        viewport.canvas.height = nil
        #expect(throws: LayoutError.stopped) { try engine(viewport, stop: StopAfter(until: 1)).placements() }
        viewport.screen = .contacts(ContactList(groups: [ContactGroup(name: "G", members: ["ana"])]))
        #expect(throws: LayoutError.stopped) { try engine(viewport, stop: StopAfter(until: 0)).placements() }
    }

    @Test("stopping says why")
    func message() {
        #expect(LayoutError.stopped.description.contains("time limit"))
    }
}
