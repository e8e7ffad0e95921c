import ChatGeometry
import ChatModel

/// The "unread messages" divider, as the theme's rule draws it (`groups.unread`): a band across the whole width with
/// the words centred on it (WhatsApp, Telegram), the words between two hairlines (Signal, QQ), or nothing.
extension LayoutState {
    /// The words: "3 unread messages" / "1 unread message" with a count the theme writes, else "Unread messages".
    func unreadWords(count: Int?) -> String {
        let rule = engine.theme.groups.unread
        guard rule.count, let count else { return words["unreadDivider"] }
        return count == 1 ? words["unreadMessage"] : words["unreadMessages"].replacingOccurrences(of: "{count}", with: String(count))
    }

    mutating func placeUnreadDivider(count: Int?, message: Int) throws(LayoutError) {
        let rule = engine.theme.groups.unread
        guard rule.style != .none else { return }
        let appearance = engine.conversation.appearance
        let style = TextStyle(fontSize: notices.size ?? engine.theme.fonts.time, weight: notices.dayWeight, alignment: .center)
        let maxWidth = max(1, contentRight - contentLeft - notices.padding.horizontal)
        let block = try measure(unreadWords(count: count), style: style, maxWidth: maxWidth, message: message)
        let text = TextElement(style: style, color: rule.text[appearance] ?? colors.time, maxWidth: maxWidth, block: block, role: "unread")
        if message > blankLead { y += metrics.groupSpacing }
        y += notices.spacing
        let padding = notices.padding
        let height = (block.size.height + padding.vertical).rounded(.up)
        switch rule.style {
        case .band:
            // Edge to edge, under the canvas padding too; the words centred in the content.
            let width = canvasWidth
            let left = ((width - block.size.width) / 2).rounded()
            elements.append(LayoutElement(message: message, frame: Rect(x: 0, y: y, width: width, height: height), content: .system(NoticeElement(
                text: text, background: rule.fill[appearance] ?? colors.noticeBackground ?? colors.incomingBubble, cornerRadius: 0,
                padding: EdgeInsets(top: padding.top, left: left, bottom: padding.bottom, right: width - left - block.size.width)))))
        case .line:
            let width = (block.size.width + padding.horizontal).rounded(.up)
            let frame = Rect(x: ((contentLeft + contentRight - width) / 2).rounded(), y: y, width: width, height: height)
            let hairline = 1 / engine.conversation.canvas.scale
            let middle = (frame.midY * engine.conversation.canvas.scale).rounded(.down) / engine.conversation.canvas.scale
            let separator = rule.fill[appearance] ?? colors.separator
            for (from, to) in [(contentLeft, frame.minX), (frame.maxX, contentRight)] where to - from > 1 {
                elements.append(LayoutElement(message: message, frame: Rect(x: from, y: middle, width: to - from, height: hairline),
                                              content: .backdrop(BackdropElement(color: separator, cornerRadius: 0))))
            }
            elements.append(LayoutElement(message: message, frame: frame, content: .system(NoticeElement(
                text: text, background: nil, cornerRadius: 0, padding: padding))))
        case .none:
            return
        }
        y += height + notices.spacing
    }
}
