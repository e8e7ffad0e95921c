import ChatGeometry

/// What a bubble shows at its top, above its content, a line each: the sender's name in a group chat where the theme
/// names senders inside (`groups.names` `inside`), then, on a forwarded picture, voice note, file or place, "Forwarded"
/// or "Forwarded from Ana" (`groups.forwarded` `inside`; a forwarded text writes its line in its own column).
struct InsideHeader {
    /// One line of the header: its text, the room it takes above what follows it (its height and the gap after it,
    /// in whole points), and whether it hugs the bubble's right content edge.
    struct Line {
        var text: TextElement
        var room: Double
        var onRight: Bool
        /// Whether it is the forwarded line (drawn with the rule's glyph).
        var isForwarded: Bool
    }

    /// The lines, top first.
    let lines: [Line]

    /// A header of the lines given; nil when there is none. `name` hugs the right edge in a bubble on the right
    /// (`nameOnRight`); the forwarded line goes where its own words start (right in right-to-left words).
    init?(name: TextElement?, nameGap: Double, nameOnRight: Bool, forwarded: TextElement?, forwardedGap: Double) {
        var lines: [Line] = []
        if let name { lines.append(Line(text: name, room: (name.block.size.height + nameGap).rounded(.up), onRight: nameOnRight, isForwarded: false)) }
        if let forwarded {
            lines.append(Line(text: forwarded, room: (forwarded.block.size.height + forwardedGap).rounded(.up),
                              onRight: forwarded.block.isRightToLeft, isForwarded: true))
        }
        guard !lines.isEmpty else { return nil }
        self.lines = lines
    }

    /// The room the header takes above the content.
    var space: Double { lines.reduce(0) { $0 + $1.room } }

    /// The widest line's width: the least content width of a bubble that holds the header.
    var width: Double { lines.map(\.text.block.size.width).max() ?? 0 }

    /// Each line's frame in a bubble whose content spans `left` to `right` and starts at `top`.
    func frames(left: Double, right: Double, top: Double) -> [(line: Line, frame: Rect)] {
        var y = top
        return lines.map { line in
            let size = line.text.block.size
            defer { y += line.room }
            return (line, Rect(x: line.onRight ? right - size.width : left, y: y, width: size.width, height: size.height))
        }
    }
}
