import ChatGeometry

extension LayoutElement {
    /// The boxes of the lines of text the element draws, in points on the canvas: what a badge, a time or a mark
    /// placed later must stay clear of (docs/themes.md, "Nothing covers a text"). Chrome is left out.
    package var textLineFrames: [Rect] {
        func lines(_ text: TextElement, at origin: Point) -> [Rect] {
            text.block.lines.filter { !$0.text.allSatisfy(\.isWhitespace) }
                .map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
        }
        func at(_ offset: Point) -> Point { Point(x: frame.minX + offset.x, y: frame.minY + offset.y) }
        let origin = Point(x: frame.minX, y: frame.minY)
        switch content {
        case .text(let text), .label(let text):
            return lines(text, at: origin)
        case .day(let notice), .system(let notice):
            return lines(notice.text, at: at(Point(x: notice.padding.left, y: notice.padding.top)))
        case .quote(let quote):
            return lines(quote.name, at: at(quote.nameOffset)) + lines(quote.text, at: at(quote.textOffset))
        case .audio(let audio):
            return lines(audio.duration, at: at(audio.durationOffset))
        case .video(let video):
            return video.duration.map { lines($0, at: at(video.durationOffset)) } ?? []
        case .file(let file):
            return lines(file.name, at: at(file.nameOffset)) + lines(file.size, at: at(file.sizeOffset))
        case .location(let location):
            return lines(location.title, at: at(location.titleOffset))
                + (location.subtitle.map { lines($0, at: at(location.subtitleOffset)) } ?? [])
        case .reactions(let badge):
            return lines(badge.text, at: at(Point(x: badge.padding.left, y: badge.padding.top)))
        case .avatar, .bubble, .photo, .status, .typing, .sticker, .backdrop, .node, .thread:
            return []
        }
    }
}
