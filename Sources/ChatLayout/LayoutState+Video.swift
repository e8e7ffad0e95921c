import ChatModel

/// Videos: a photo bubble of the thumbnail with a play button and the duration.
extension LayoutState {
    static let videoButtonSize = 44.0
    /// Space between the duration pill and the thumbnail's edges (clear of the tail on the other side).
    static let videoBadgeInset = 8.0
    static let videoBadgePadding = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    /// A video; `name` frames the thumbnail in a bubble under the sender's name (`groups.names: inside`).
    mutating func placeVideo(thumbnail: String, duration: Double?, position: GroupPosition, side: BubbleSide, message: Int,
                             name: TextElement? = nil) throws(LayoutError) -> Rect {
        var outer: Rect?
        let frame: Rect
        if let name {
            let placed = try placeFramedPhoto(path: thumbnail, key: "video.thumbnail", caption: nil, name: name, position: position,
                                              side: side, message: message)
            outer = placed.bubble
            frame = placed.photo
        } else {
            frame = try placePhoto(path: thumbnail, position: position, side: side, message: message, key: "video.thumbnail")
        }
        let button = Self.videoButtonSize
        let translucent = Color(red: 0, green: 0, blue: 0, alpha: 115)
        var text: TextElement?
        var badge: Rect?
        var offset = Point(x: 0, y: 0)
        if let duration {
            let style = TextStyle(fontSize: engine.theme.fonts.time, weight: .semibold)
            let block = try measure(DurationText.string(seconds: duration), style: style, maxWidth: frame.width, message: message)
            text = TextElement(style: style, color: .white, maxWidth: frame.width, block: block, role: "duration")
            let p = Self.videoBadgePadding
            let width = (block.size.width + p.horizontal).rounded(.up), height = (block.size.height + p.vertical).rounded(.up)
            let pill: Rect
            if metrics.timePlacement == .inside {
                // The time's pill takes the bottom trailing corner: the duration goes to the top leading one
                // (Telegram's place for it), never on top of the time.
                let x = engine.conversation.direction == .rtl ? frame.width - Self.videoBadgeInset - width : Self.videoBadgeInset
                pill = Rect(x: x, y: Self.videoBadgeInset, width: width, height: height)
            } else {
                // The corner away from the tail: bottom left on right-hand bubbles, bottom right on left-hand ones.
                let x = side.onRight ? Self.videoBadgeInset : frame.width - Self.videoBadgeInset - width
                pill = Rect(x: x, y: frame.height - Self.videoBadgeInset - height, width: width, height: height)
            }
            badge = pill
            offset = Point(x: pill.minX + p.left, y: pill.minY + p.top)
        }
        let overlay = VideoElement(
            buttonFrame: Rect(x: (frame.width - button) / 2, y: (frame.height - button) / 2, width: button, height: button),
            buttonColor: translucent, glyphColor: .white, duration: text, badgeFrame: badge,
            durationOffset: offset, badgeColor: translucent)
        elements.append(LayoutElement(message: message, frame: frame, content: .video(overlay)))
        return outer ?? frame
    }
}
