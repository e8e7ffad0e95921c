import ChatGeometry
import ChatModel

/// The colours a text is drawn in: the text colour, and decorations (links) that recolour and may
/// underline ranges of the laid-out string. Where decorations overlap, the last one listed wins.
struct TextPaint {
    /// The colour of every glyph outside the decorations.
    let color: Color
    let decorations: [TextDecoration]

    /// Paint in one colour, without decorations.
    init(color: Color, decorations: [TextDecoration] = []) {
        self.color = color
        self.decorations = decorations
    }

    /// The index in `decorations` of the decoration that paints the cluster starting at scalar `offset` of
    /// the laid-out string, or nil when none does.
    func decoration(at offset: Int) -> Int? {
        var found: Int?
        for index in decorations.indices where decorations[index].range.contains(offset) { found = index }
        return found
    }

    /// True when some decoration covers part of `range` (scalar offsets of the laid-out string).
    func hasDecorations(overlapping range: Range<Int>) -> Bool {
        decorations.contains { $0.range.overlaps(range) }
    }
}
