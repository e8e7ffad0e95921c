import ChatGeometry
import ChatModel

/// The typing indicator: a bubble as tall as a one-line text bubble holding three dots.
extension LayoutState {
    /// Places the typing bubble as `groups.typing` says; returns its frame and, with `circles`, the frame around the
    /// circles trailing under it.
    mutating func placeTypingBubble(position: GroupPosition, side: BubbleSide, message: Int) throws(LayoutError)
        -> (bubble: Rect, trail: Rect?) {
        let rule = engine.theme.groups.typing
        let circles = rule.end == .circles
        // With trailing circles the bubble has no tail: the middle of a group is the tailless shape in every theme.
        let style = engine.theme.textBubbles.style(for: circles ? .middle : position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        let body = engine.theme.fonts.body
        let diameter = (body * rule.dotScale).rounded()
        let spacing = (diameter / 2).rounded()
        let dots = TypingElement(dotDiameter: diameter, spacing: spacing,
                                 color: side.outgoing ? colors.outgoingText : colors.time, opacities: rule.dotOpacities)
        // As tall as a one-line text bubble; the dots get a little extra room on each side, like iMessage's.
        let line = try measure("•", style: TextStyle(fontSize: body), maxWidth: side.maxWidth, message: message)
        let frame = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: dots.width + insets.horizontal + diameter / 2, height: line.size.height + insets.vertical)).frame
        // Centre the dots in the content area (the bubble without its tail side's extra inset).
        let content = frame.inset(by: insets)
        let dotsFrame = Rect(x: content.midX - dots.width / 2, y: content.midY - diameter / 2, width: dots.width, height: diameter)
        elements.append(LayoutElement(message: message, frame: dotsFrame, content: .typing(dots)))
        guard circles else {
            y = frame.maxY
            return (frame, nil)
        }
        // The circles trail from the bottom corner on the sender's side of the drawn shape (the frame less the room
        // the template keeps for a tail): the larger overlapping the corner, the smaller below and outside it.
        let color = side.outgoing ? colors.outgoingBubble : colors.incomingBubble
        let large = (body * rule.largeCircle).rounded(), small = (body * rule.smallCircle).rounded()
        let tailRoom = max(0, (side.onRight ? insets.right - insets.left : insets.left - insets.right))
        let edge = side.onRight ? frame.maxX - tailRoom : frame.minX + tailRoom
        let largeX = side.onRight ? edge - large * 0.75 : edge - large * 0.25
        let largeFrame = Rect(x: largeX, y: frame.maxY - large * 0.7, width: large, height: large)
        let smallX = side.onRight ? largeFrame.maxX - small * 0.1 : largeFrame.minX - small * 0.9
        let smallFrame = Rect(x: smallX, y: largeFrame.maxY - small * 0.1, width: small, height: small)
        for circle in [largeFrame, smallFrame] {
            elements.append(LayoutElement(message: message, frame: circle,
                                          content: .backdrop(BackdropElement(color: color, cornerRadius: circle.width / 2))))
        }
        y = smallFrame.maxY
        return (frame, largeFrame.union(smallFrame))
    }
}
