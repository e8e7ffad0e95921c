import ChatModel

/// The typing indicator: a bubble as tall as a one-line text bubble holding three dots.
extension LayoutState {
    /// Dot diameter as a fraction of the body font size (iMessage: 8 pt dots at 17 pt text).
    static let typingDotRatio = 0.47
    /// Opacities of the three dots, left to right.
    static let typingOpacities = [1.0, 0.65, 0.35]

    mutating func placeTypingBubble(position: GroupPosition, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        let style = engine.theme.textBubbles.style(for: position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        let body = engine.theme.fonts.body
        let diameter = (body * Self.typingDotRatio).rounded()
        let spacing = (diameter / 2).rounded()
        let dots = TypingElement(dotDiameter: diameter, spacing: spacing,
                                 color: side.outgoing ? colors.outgoingText : colors.time, opacities: Self.typingOpacities)
        // As tall as a one-line text bubble; the dots get a little extra room on each side, like iMessage's.
        let line = try measure("•", style: TextStyle(fontSize: body), maxWidth: side.maxWidth, message: message)
        let frame = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: dots.width + insets.horizontal + diameter / 2, height: line.size.height + insets.vertical)).frame
        // Centre the dots in the content area (the bubble without its tail side's extra inset).
        let content = frame.inset(by: insets)
        let dotsFrame = Rect(x: content.midX - dots.width / 2, y: content.midY - diameter / 2, width: dots.width, height: diameter)
        elements.append(LayoutElement(message: message, frame: dotsFrame, content: .typing(dots)))
        y = frame.maxY
        return frame
    }
}
