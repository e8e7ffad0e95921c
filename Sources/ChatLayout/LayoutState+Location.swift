import ChatGeometry
import ChatModel

/// Locations: a map with a pin, then the title and subtitle, in one bubble. The map fills the bubble's top edge to
/// edge, or (`groups.maps: framed`) sits inside it with a margin of the bubble's colour, clear of the tail.
extension LayoutState {
    mutating func placeLocation(title: String, subtitle: String?, image: String?, position: GroupPosition, side: BubbleSide,
                                message: Int) throws(LayoutError) -> Rect {
        let style = engine.theme.textBubbles.style(for: position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        var sourceSize: Size?
        if let image {
            do {
                sourceSize = try engine.resources.photoSize(path: image, message: message, key: "location.image")
            } catch {
                throw .photo(message: message, path: image, reason: "\(error)", key: "location.image")
            }
        }
        let minimum = try minimumSize(of: style)
        let width = max(min((canvasWidth * metrics.photoMaxSize).rounded(.down), side.maxWidth), minimum.width)
        let rule = engine.theme.groups.maps
        let framed = rule.placement == .framed
        let mapFrame = framed ? Self.framedMap(width: width, insets: insets, margin: photoFrameMargin, aspect: rule.aspect)
            : Rect(x: 0, y: 0, width: width, height: (width * rule.aspect).rounded())
        let textWidth = max(1, width - insets.horizontal)
        let textColor = side.outgoing ? colors.outgoingText : colors.incomingText
        let titleStyle = TextStyle(fontSize: (engine.theme.fonts.body * 0.94).rounded(), weight: .semibold)
        let titleBlock = try oneLine(title, style: titleStyle, maxWidth: textWidth, message: message)
        var subtitleElement: TextElement?
        var subtitleHeight = 0.0
        if let subtitle {
            let subtitleStyle = TextStyle(fontSize: engine.theme.fonts.time)
            let block = try oneLine(subtitle, style: subtitleStyle, maxWidth: textWidth, message: message)
            var color = textColor
            color.alpha = UInt8((Double(textColor.alpha) * 0.7).rounded())
            subtitleElement = TextElement(style: subtitleStyle, color: color, maxWidth: textWidth, block: block, role: "locationSubtitle")
            subtitleHeight = block.size.height
        }
        let (frame, bubble) = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: width, height: mapFrame.maxY + rule.textGap + titleBlock.size.height
                                                    + subtitleHeight + insets.bottom))
        let placeholder = image == nil
            ? MapPlaceholder.plan(width: mapFrame.width, height: mapFrame.height, seed: MapPlaceholder.seed(title: title, message: message))
            : nil
        // A framed map is clipped to the tailless shape of a photo in the middle of a group (rounded all round).
        let mapMask: BubbleElement? = framed ? {
            let maskStyle = engine.theme.photoBubbles.style(for: .middle)
            return BubbleElement(image: maskStyle.image, outline: nil,
                                 mirrored: BubbleSide.mirrors(tailSide: maskStyle.tailSide, onRight: side.onRight),
                                 capInsets: maskStyle.capInsets, color: bubble.color, position: .middle)
        }() : nil
        let titleOffset = Point(x: insets.left, y: mapFrame.maxY + rule.textGap)
        let location = LocationElement(
            mask: bubble, mapHeight: mapFrame.maxY, image: image, sourceSize: sourceSize, placeholder: placeholder,
            colors: engine.conversation.appearance == .dark ? .dark : .light,
            pinTip: Point(x: (mapFrame.midX).rounded(), y: (mapFrame.midY + 12).rounded()), pinColor: rule.pinColor,
            title: TextElement(style: titleStyle, color: textColor, maxWidth: textWidth, block: titleBlock, role: "locationTitle"),
            titleOffset: titleOffset, subtitle: subtitleElement,
            subtitleOffset: Point(x: insets.left, y: titleOffset.y + titleBlock.size.height),
            mapFrame: framed ? mapFrame : nil, mapMask: mapMask)
        elements.append(LayoutElement(message: message, frame: frame, content: .location(location)))
        y = frame.maxY
        return frame
    }

    /// The map of a `framed` location in a bubble `width` wide, `aspect` tall over wide: the photo frame's margin on
    /// every side, and the extra inset of the tail side so the tail stays the bubble's colour.
    static func framedMap(width: Double, insets: EdgeInsets, margin: Double, aspect: Double) -> Rect {
        let left = margin + max(0, insets.left - insets.right)
        let right = margin + max(0, insets.right - insets.left)
        let mapWidth = max(1, width - left - right)
        return Rect(x: left, y: margin, width: mapWidth, height: (mapWidth * aspect).rounded())
    }
}
