import ChatModel

/// The reactions badge on a bubble's top outer corner.
extension LayoutState {
    /// Space kept above a bubble with reactions: how far the badge rises above the bubble's top.
    static let reactionsRise = 16.0
    /// How far the badge sticks out past the bubble's outer edge.
    static let reactionsOverhang = 6.0
    static let reactionsBorder = 2.0
    static let reactionsPadding = EdgeInsets(top: 3, left: 7, bottom: 3, right: 7)

    mutating func placeReactions(_ reactions: [String], on bubble: Rect, onRight: Bool, message: Int) throws(LayoutError) {
        let style = TextStyle(fontSize: (engine.theme.fonts.body * 0.8).rounded(), alignment: .center)
        let block = try measure(ReactionsElement.label(for: reactions), style: style, maxWidth: contentRight - contentLeft, message: message)
        let b = Self.reactionsBorder, p = Self.reactionsPadding
        let padding = EdgeInsets(top: p.top + b, left: p.left + b, bottom: p.bottom + b, right: p.right + b)
        let width = (block.size.width + padding.horizontal).rounded(.up)
        let height = (block.size.height + padding.vertical).rounded(.up)
        let outer = onRight ? bubble.maxX + Self.reactionsOverhang - width : bubble.minX - Self.reactionsOverhang
        let padLeft = engine.conversation.canvas.padding
        let x = min(max(outer, padLeft), canvasWidth - padLeft - width)
        let frame = Rect(x: x, y: bubble.minY - Self.reactionsRise, width: width, height: height)
        let text = TextElement(style: style, color: colors.incomingText, maxWidth: contentRight - contentLeft, block: block, role: "reactions")
        elements.append(LayoutElement(message: message, frame: frame, content: .reactions(ReactionsElement(
            text: text, padding: padding, fill: colors.incomingBubble, borderColor: colors.background, borderWidth: b))))
    }
}
