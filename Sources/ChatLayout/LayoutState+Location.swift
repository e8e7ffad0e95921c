import ChatModel

/// Locations: a map band with a pin, then the title and subtitle, in one bubble.
extension LayoutState {
    /// The map band's height as a fraction of the bubble's width.
    static let mapAspect = 0.62
    /// Space between the map and the title.
    static let locationTextGap = 6.0

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
        let mapHeight = (width * Self.mapAspect).rounded()
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
                                     size: Size(width: width, height: mapHeight + Self.locationTextGap + titleBlock.size.height
                                                    + subtitleHeight + insets.bottom))
        let placeholder = image == nil
            ? MapPlaceholder.plan(width: width, height: mapHeight, seed: MapPlaceholder.seed(title: title, message: message)) : nil
        let titleOffset = Point(x: insets.left, y: mapHeight + Self.locationTextGap)
        let location = LocationElement(
            mask: bubble, mapHeight: mapHeight, image: image, sourceSize: sourceSize, placeholder: placeholder,
            colors: engine.conversation.appearance == .dark ? .dark : .light,
            pinTip: Point(x: (width / 2).rounded(), y: (mapHeight / 2 + 12).rounded()), pinColor: Color(red: 0xFF, green: 0x3B, blue: 0x30),
            title: TextElement(style: titleStyle, color: textColor, maxWidth: textWidth, block: titleBlock, role: "locationTitle"),
            titleOffset: titleOffset, subtitle: subtitleElement,
            subtitleOffset: Point(x: insets.left, y: titleOffset.y + titleBlock.size.height))
        elements.append(LayoutElement(message: message, frame: frame, content: .location(location)))
        y = frame.maxY
        return frame
    }
}
