import ChatGeometry
import ChatModel

/// Document bubbles: a page icon, the name (two lines at most) and the human size.
extension LayoutState {
    /// The page icon's size and the space between it and the text.
    static let fileIcon = Size(width: 30, height: 38)
    static let fileGap = 10.0
    /// Extra space above and below the icon inside the bubble's content insets.
    static let fileVerticalPadding = 3.0

    mutating func placeFileBubble(name: String, bytes: Int, position: GroupPosition, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        let style = engine.theme.textBubbles.style(for: position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        let icon = Self.fileIcon, gap = Self.fileGap
        let textMax = max(1, side.maxWidth - insets.horizontal - icon.width - gap)
        let nameStyle = TextStyle(fontSize: (engine.theme.fonts.body * 0.94).rounded(), weight: .semibold)
        let nameBlock = try twoLines(name, style: nameStyle, maxWidth: textMax, message: message)
        let sizeStyle = TextStyle(fontSize: engine.theme.fonts.time)
        let sizeBlock = try measure(FileSizeText.string(bytes: bytes), style: sizeStyle, maxWidth: textMax, message: message)
        let columnWidth = max(nameBlock.size.width, sizeBlock.size.width)
        let columnHeight = nameBlock.size.height + LayoutEngine.labelSpacing + sizeBlock.size.height
        let contentWidth = icon.width + gap + columnWidth
        let contentHeight = max(icon.height, columnHeight) + 2 * Self.fileVerticalPadding

        let frame = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: contentWidth + insets.horizontal, height: contentHeight + insets.vertical)).frame

        let textColor = side.outgoing ? colors.outgoingText : colors.incomingText
        var sizeColor = textColor
        sizeColor.alpha = UInt8((Double(textColor.alpha) * 0.7).rounded())
        // Incoming: an accent page with a light fold and white label; outgoing: a white page on the bubble colour.
        let iconColor = side.outgoing ? colors.outgoingText : colors.link
        var foldColor = side.outgoing ? colors.outgoingBubble : Color.white
        foldColor.alpha = side.outgoing ? 110 : 120
        let labelColor = side.outgoing ? colors.outgoingBubble : Color.white
        var label: TextElement?
        var labelOffset = Point(x: 0, y: 0)
        let iconFrame = Rect(x: 0, y: (contentHeight - icon.height) / 2, width: icon.width, height: icon.height)
        if let ext = FileElement.extensionLabel(of: name) {
            let labelStyle = TextStyle(fontSize: (engine.theme.fonts.time * 0.7).rounded(), weight: .semibold, alignment: .center)
            let block = try measure(ext, style: labelStyle, maxWidth: icon.width, message: message)
            label = TextElement(style: labelStyle, color: labelColor, maxWidth: icon.width, block: block, role: "fileExtension")
            labelOffset = Point(x: iconFrame.midX - block.size.width / 2, y: iconFrame.minY + icon.height * 0.66 - block.size.height / 2)
        }
        let content = frame.inset(by: insets)
        let elementFrame = Rect(x: content.x + max(0, (content.width - contentWidth) / 2), y: content.y + max(0, (content.height - contentHeight) / 2),
                                width: contentWidth, height: contentHeight)
        let columnTop = (contentHeight - columnHeight) / 2
        elements.append(LayoutElement(message: message, frame: elementFrame, content: .file(FileElement(
            iconFrame: iconFrame, iconColor: iconColor, foldColor: foldColor, iconLabel: label, iconLabelOffset: labelOffset,
            name: TextElement(style: nameStyle, color: textColor, maxWidth: textMax, block: nameBlock, role: "fileName"),
            nameOffset: Point(x: icon.width + gap, y: columnTop),
            size: TextElement(style: sizeStyle, color: sizeColor, maxWidth: textMax, block: sizeBlock, role: "fileSize"),
            sizeOffset: Point(x: icon.width + gap, y: columnTop + nameBlock.size.height + LayoutEngine.labelSpacing)))))
        y = frame.maxY
        return frame
    }

    /// `text` wrapped within `maxWidth` on at most two lines: as is when it fits, else its start and end
    /// around "…" (the end, with the extension, is kept: "Quarterly-report-fi…-final-v2.pdf").
    func twoLines(_ text: String, style: TextStyle, maxWidth: Double, message: Int) throws(LayoutError) -> TextBlock {
        let full = try measure(text, style: style, maxWidth: maxWidth, message: message)
        if full.lines.count <= 2 { return full }
        let characters = Array(text)
        let tail = String(characters.suffix(min(10, characters.count / 2)))
        var low = 0, high = characters.count - tail.count
        var best = try measure("…" + tail, style: style, maxWidth: maxWidth, message: message)
        while low <= high {
            let mid = (low + high) / 2
            let block = try measure(String(characters[0..<mid]) + "…" + tail, style: style, maxWidth: maxWidth, message: message)
            if block.lines.count <= 2 {
                best = block
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best
    }
}
