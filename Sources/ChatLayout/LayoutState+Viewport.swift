import ChatModel

/// A phone viewport (`canvas.height`): the newest messages at the bottom, older ones scrolled off the top.
extension LayoutState {
    /// Lays the messages out from the newest up, each on its own (its elements from y = 0, then moved into
    /// place), and stops after the first message that starts above the visible area: nothing older is measured.
    /// When every message fits, the conversation starts at the top instead, as a short chat does on a phone.
    /// Messages that end above the area under the header, or less than `LayoutEngine.minimumVisibleSliver` into it, are dropped.
    mutating func layoutViewport(height viewport: Double) throws(LayoutError) -> Placements {
        let canvas = engine.conversation.canvas
        let chrome = ChromeLayout(engine: engine)
        let contentTop = y
        let contentBottom = viewport - chrome.bottomInset - canvas.padding - metrics.verticalMargin
        var placed: [(elements: [LayoutElement], top: Double)] = []
        var top = contentBottom
        for (count, message) in engine.conversation.messages.reversed().enumerated() {
            try engine.checkStop(count)
            var local = self
            local.elements = []
            local.y = 0
            local.pendingMeta = nil
            local.lastBubbleIndex = nil
            try local.place(message)
            top -= local.y
            placed.append((local.elements, top))
            if top <= chrome.topInset { break }
        }
        // Everything fitted: start at the top like the whole conversation would.
        let lift = top >= contentTop ? contentTop - top : 0
        var elements: [LayoutElement] = []
        for (messageElements, messageTop) in placed.reversed() {
            let moved = messageElements.map { element in
                var moved = element
                moved.frame = element.frame.offsetBy(dx: 0, dy: messageTop + lift)
                return moved
            }
            // A message is kept whole or dropped whole: a bubble reaching below the header keeps its text even when
            // that text ends above it, so the elements are exactly the whole-chat layout's, in the same order.
            // One that would show only a sliver under the header (a few pixels of bubble edge) is dropped too: the
            // wallpaper there reads as the space between messages, where a sliver reads as a glitch.
            let bottom = moved.map(\.frame.maxY).max() ?? -.infinity
            if bottom >= chrome.topInset + LayoutEngine.minimumVisibleSliver { elements.append(contentsOf: moved) }
        }
        return try displayList(height: viewport, elements: elements)
    }
}

extension LayoutEngine {
    /// The least height, in points, of the topmost message that a viewport shows under the header; a message that
    /// would show less (a sliver of bubble edge) is left out.
    package static let minimumVisibleSliver = 8.0
}
