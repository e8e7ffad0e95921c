import ChatGeometry
import ChatModel

/// Videos: a photo bubble of the thumbnail with a play button and the duration.
extension LayoutState {
    /// The translucent black laid over a picture under white marks: a video's play button and duration, an album's
    /// "+N", a GIF's badge.
    static let pictureVeil = Color(red: 0, green: 0, blue: 0, alpha: 115)

    static let videoButtonSize = 44.0

    /// A video; a `header` (the sender's name, a forwarded line) frames the thumbnail in a bubble under it.
    mutating func placeVideo(thumbnail: String, duration: Double?, position: GroupPosition, side: BubbleSide, message: Int,
                             header: InsideHeader? = nil) throws(LayoutError) -> Rect {
        var outer: Rect?
        let frame: Rect
        // The time's line on the thumbnail (before a framed thumbnail takes the time), for the duration to share it.
        let metaHeight = pendingMeta?.height
        let framed = engine.theme.groups.captions.frames(caption: false, insideName: header != nil)
        if framed {
            let placed = try placeFramedPhoto(path: thumbnail, key: "video.thumbnail", caption: nil, header: header, position: position,
                                              side: side, message: message)
            outer = placed.bubble
            frame = placed.photo
        } else {
            frame = try placePhoto(path: thumbnail, position: position, side: side, message: message, key: "video.thumbnail")
        }
        let button = Self.videoButtonSize
        let translucent = Self.pictureVeil
        var overlay = VideoElement(
            buttonFrame: Rect(x: (frame.width - button) / 2, y: (frame.height - button) / 2, width: button, height: button),
            buttonColor: translucent, glyphColor: .white, duration: nil, badgeFrame: nil,
            durationOffset: Point(x: 0, y: 0), badgeColor: translucent)
        if let duration {
            let style = TextStyle(fontSize: engine.theme.fonts.time, weight: .semibold)
            let block = try measure(DurationText.string(seconds: duration), style: style, maxWidth: frame.width, message: message)
            overlay.duration = TextElement(style: style, color: .white, maxWidth: frame.width, block: block, role: "duration")
            if engine.theme.groups.videoDuration.backdrop == .gradient {
                // A thumbnail filling its bubble keeps the bubble's insets (its tail's gutter); a framed one is inset already.
                let insets = !framed ? BubbleSide.placement(of: engine.theme.photoBubbles.style(for: position), onRight: side.onRight).insets
                    : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
                placeDurationOnShade(block, lineHeight: metaHeight ?? block.size.height, in: frame, insets: insets, message: message,
                                     into: &overlay)
            } else {
                placeDurationPill(block, in: frame, side: side, into: &overlay)
            }
        }
        // Straight over the thumbnail: under the time a framed thumbnail has placed on it already.
        let thumbnail = elements.lastIndex { element in
            if element.message == message, case .photo = element.content { true } else { false }
        }
        elements.insert(LayoutElement(message: message, frame: frame, content: .video(overlay)), at: thumbnail.map { $0 + 1 } ?? elements.count)
        return outer ?? frame
    }

    /// `pill`: the duration on a translucent pill in the corner the time leaves free.
    private func placeDurationPill(_ block: TextBlock, in frame: Rect, side: BubbleSide, into overlay: inout VideoElement) {
        let rule = engine.theme.groups.videoDuration
        let p = rule.padding, inset = rule.inset
        let width = (block.size.width + p.horizontal).rounded(.up), height = (block.size.height + p.vertical).rounded(.up)
        let pill: Rect
        if metrics.timePlacement == .inside {
            // The time's pill takes the bottom trailing corner: the duration goes to the top leading one
            // (Telegram's place for it), never on top of the time.
            let x = engine.conversation.direction == .rtl ? frame.width - inset - width : inset
            pill = Rect(x: x, y: inset, width: width, height: height)
        } else {
            // The corner away from the tail: bottom left on right-hand bubbles, bottom right on left-hand ones.
            let x = side.onRight ? inset : frame.width - inset - width
            pill = Rect(x: x, y: frame.height - inset - height, width: width, height: height)
        }
        overlay.badgeFrame = pill
        overlay.durationOffset = Point(x: pill.minX + p.left, y: pill.minY + p.top)
    }

    /// `gradient` (WhatsApp): a camera glyph and the duration at the bottom leading corner, on the line of the time's
    /// pill at the bottom trailing corner (a line `lineHeight` tall, as `placeInsideMeta` puts it), over a dark
    /// gradient clipped to the thumbnail's shape; `insets` are the bubble's where the thumbnail fills it.
    private func placeDurationOnShade(_ block: TextBlock, lineHeight: Double, in frame: Rect, insets: EdgeInsets, message: Int,
                                      into overlay: inout VideoElement) {
        let rule = engine.theme.groups.videoDuration
        let photoMask = elements.last { element in
            if element.message == message, case .photo = element.content { return true } else { return false }
        }
        if let photoMask, case .photo(let photo) = photoMask.content {
            overlay.shade = VideoShade(height: min(frame.height, rule.shadeHeight), color: rule.shadeColor, mask: photo.mask,
                                       maskFrame: photo.maskFrame)
        }
        // The line's middle is the inside time's on its pill (InsideMeta's pill margin and padding from the bottom).
        let middle = frame.height - insets.bottom - timeRule.pillMargin - timeRule.pillPadding.vertical - lineHeight / 2
        let glyph = Size(width: rule.glyphSize, height: rule.glyphSize)
        let textWidth = block.size.width
        let total = glyph.width + rule.glyphGap + textWidth
        let rtl = engine.conversation.direction == .rtl
        // Clear of a tail's gutter on the leading side.
        let leading = timeRule.pillMargin + max(0, rtl ? insets.right - insets.left : insets.left - insets.right)
        let start = rtl ? frame.width - leading - total : leading
        let glyphX = rtl ? start + textWidth + rule.glyphGap : start
        let textX = rtl ? start : start + glyph.width + rule.glyphGap
        overlay.durationGlyph = PlacedGlyph(rule.glyph, frame: Rect(x: glyphX, y: middle - glyph.height / 2, width: glyph.width,
                                                                       height: glyph.height), color: .white)
        overlay.durationOffset = Point(x: textX, y: middle - block.size.height / 2)
    }
}
