import ChatGeometry
import ChatModel

/// Photos and video thumbnails framed in a bubble of the bubble colour (`groups.captions: inside`, or a name
/// inside): WhatsApp's and Telegram's one bubble with the sender's name above the picture and the caption under
/// it. The picture keeps clear of the tail and gets the rounded shape of a tail-less bubble.
extension LayoutState {
    /// Bubble colour left around the picture where no name or caption is (`groups.frameMargin`).
    var photoFrameMargin: Double { engine.theme.groups.frameMargin }

    /// Places the framed picture; returns the bubble's frame and the picture's.
    mutating func placeFramedPhoto(path: String, key: String, caption: String?, header: InsideHeader?, position: GroupPosition,
                                   side: BubbleSide, message: Int) throws(LayoutError) -> (bubble: Rect, photo: Rect) {
        let style = engine.theme.textBubbles.style(for: position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        let margin = photoFrameMargin
        // The tail side's extra inset keeps the picture out of the tail.
        let leftPad = margin + max(0, insets.left - insets.right)
        let rightPad = margin + max(0, insets.right - insets.left)
        let source: Size
        do {
            source = try engine.resources.photoSize(path: path, message: message, key: key)
        } catch {
            throw .photo(message: message, path: path, reason: "\(error)", key: key)
        }
        let maskStyle = framedPictureStyle(position: position)
        let minimum = try minimumSize(of: maskStyle)
        let sized = PhotoSizing.bubbleSize(
            source: source, maxSize: min(canvasWidth * metrics.photoMaxSize, side.maxWidth - leftPad - rightPad),
            minSize: max(metrics.photoMinSize, minimum.width, minimum.height), maxAspectRatio: metrics.photoMaxAspectRatio)
        let photoWidth = sized.width.rounded(.down), photoHeight = sized.height.rounded(.down)
        var bubbleWidth = photoWidth + leftPad + rightPad
        if let header { bubbleWidth = max(bubbleWidth, (header.width + insets.horizontal).rounded(.up)) }
        let textWidth = max(1, bubbleWidth - insets.horizontal)

        let photoTop = header.map { insets.top + $0.space } ?? margin
        let meta = pendingMeta
        let under = try framedCaption(caption, textWidth: textWidth, insets: insets, meta: meta, message: message)
        let frame = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: bubbleWidth, height: photoTop + photoHeight + under.height)).frame
        if let header { try appendInsideHeader(header, in: frame, insets: insets, message: message) }
        // Centred in the frame between the pads (a bubble widened by a long name keeps the picture at its start).
        let photoX = side.onRight ? frame.maxX - rightPad - photoWidth : frame.minX + leftPad
        let photo = Rect(x: photoX, y: frame.minY + photoTop, width: photoWidth, height: photoHeight)
        let mask = framedPictureMask(maskStyle, side: side)
        // Rounded only where it meets the bubble's edge, the picture is a window of a shape over the bubble's inside.
        let shape = framedShape(over: photo, in: frame, style: maskStyle, mask: mask)
        elements.append(LayoutElement(message: message, frame: photo, content: .photo(PhotoElement(
            path: path, mask: mask, sourceSize: source, key: key, maskFrame: shape.offsetBy(dx: -photo.minX, dy: -photo.minY)))))
        if meta != nil { pendingMeta = nil }
        appendFramedCaption(under.block, text: caption, under: photo, frame: frame, insets: insets, textWidth: textWidth, meta: meta, side: side,
                            message: message)
        y = frame.maxY
        return (frame, photo)
    }

    /// Where the shape of a framed picture at `picture` lies: over the picture's columns and the template's tail gutter
    /// beside them (the template keeps that gutter clear, so the picture shows whole, its frame as wide on both sides);
    /// in height the picture's when the theme rounds a framed picture all round (`groups.captions` `corners`
    /// `picture`), else (`bubble`: rounded only where it meets the bubble's edge) from the bubble's top margin to its
    /// bottom one, so that a picture under a name or over a caption meets them square.
    func framedShape(over picture: Rect, in bubble: Rect, style: BubbleStyle, mask: BubbleElement) -> Rect {
        let across = Self.widened(picture, intoGutter: Self.tailGutter(of: style, mask: mask))
        guard engine.theme.groups.captions.corners == .bubble else { return across }
        let top = min(picture.minY, bubble.minY + photoFrameMargin), bottom = max(picture.maxY, bubble.maxY - photoFrameMargin)
        return Rect(x: across.minX, y: top, width: across.width, height: bottom - top)
    }

    /// The style a framed picture's shape comes from: the photo bubbles' middle (tail-less) one, or, rounded only where
    /// it meets the bubble's edge, the photo bubble of the bubble's own place in its group, so that its corners follow
    /// the bubble's (the tail, where it has one, falls in the gutter beside the picture, outside it).
    func framedPictureStyle(position: GroupPosition) -> BubbleStyle {
        engine.theme.photoBubbles.style(for: engine.theme.groups.captions.corners == .bubble ? position : .middle)
    }

    /// The shape a framed picture is cut to: the photo bubble of `style` (`framedPictureStyle`) without its overlay,
    /// mirrored for `side`.
    func framedPictureMask(_ style: BubbleStyle, side: BubbleSide) -> BubbleElement {
        BubbleElement(image: style.image, outline: nil, mirrored: BubbleSide.mirrors(tailSide: style.tailSide, onRight: side.onRight),
                      capInsets: style.capInsets, color: side.outgoing ? colors.outgoingBubble : colors.incomingBubble, position: .middle)
    }

    /// The room under a framed picture (a photo's or an album's): the caption measured `textWidth` wide and the height
    /// it takes, a time that does not fit after its last line on a line of its own; without a caption the frame's margin.
    func framedCaption(_ caption: String?, textWidth: Double, insets: EdgeInsets, meta: InsideMeta?,
                       message: Int) throws(LayoutError) -> (block: TextBlock?, height: Double) {
        guard let caption else { return (nil, photoFrameMargin) }
        let block = try measure(caption, style: TextStyle(fontSize: engine.theme.fonts.body), maxWidth: textWidth, message: message)
        var height = engine.theme.groups.captions.innerGap + block.size.height + insets.bottom
        if let meta {
            let lastWidth = block.lines.last?.frame.width ?? 0
            let sameDirection = block.isRightToLeft == (engine.conversation.direction == .rtl)
            if timeRule.ownLine || !(sameDirection && lastWidth + timeRule.textGap + meta.width <= textWidth) {
                height += max(0, meta.height - max(0, insets.bottom - timeRule.bottomInset))
            }
        }
        return (block, height)
    }

    /// Under `picture` (a photo or an album's grid): the caption, and the time after it at the bubble's bottom; without
    /// a caption the time on a translucent pill in the picture's bottom corner.
    mutating func appendFramedCaption(_ block: TextBlock?, text caption: String?, under picture: Rect, frame: Rect, insets: EdgeInsets,
                                      textWidth: Double, meta: InsideMeta?, side: BubbleSide, message: Int) {
        let rtlChat = engine.conversation.direction == .rtl
        if let block {
            let textFrame = Rect(x: block.isRightToLeft ? frame.maxX - insets.right - block.size.width : frame.minX + insets.left,
                                 y: picture.maxY + engine.theme.groups.captions.innerGap, width: block.size.width, height: block.size.height)
            let decorations = LinkDetector.links(in: caption ?? "").map { link in
                TextDecoration(range: link.range, color: side.outgoing ? colors.outgoingLink : colors.link, underline: true)
            }
            elements.append(LayoutElement(message: message, frame: textFrame, content: .text(TextElement(
                style: TextStyle(fontSize: engine.theme.fonts.body), color: side.outgoing ? colors.outgoingText : colors.incomingText,
                maxWidth: textWidth, block: block, role: "caption", decorations: decorations))))
            if let meta {
                appendInsideMeta(meta, left: insideMetaLeft(meta, edge: rtlChat ? frame.minX + insets.left : frame.maxX - insets.right),
                                 bottom: frame.maxY - timeRule.bottomInset, onPill: false, outgoing: side.outgoing, message: message)
            }
        } else if let meta {
            let edge = timeRule.pillMargin + timeRule.pillPadding.horizontal
            appendInsideMeta(meta, left: insideMetaLeft(meta, edge: rtlChat ? picture.minX + edge : picture.maxX - edge),
                             bottom: picture.maxY - timeRule.pillMargin - timeRule.pillPadding.vertical,
                             onPill: true, outgoing: side.outgoing, message: message)
        }
    }
}
