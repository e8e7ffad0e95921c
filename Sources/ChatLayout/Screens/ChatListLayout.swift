import ChatGeometry
import ChatModel

/// Lays out the chats screen (the inbox): under the screen's chrome, one row per chat as the theme's
/// `screens.chats` style says — avatar, title, time, a preview of the last message (or "typing…", or the draft),
/// the unread mark, the muted and pinned marks, a hairline under it. Each row is one group node tagged `chat` with
/// the row's index as its `message`; rows past a `canvas.height` viewport are never measured.
struct ChatListLayout {
    let screen: ListScreen
    let list: ChatList
    let style: ChatListStyle
    let formatter: TimeLabelFormatter
    /// The moment times are relative to: the list's `now`, else the latest time of a row.
    let now: String?

    init(engine: LayoutEngine, list: ChatList) {
        screen = ListScreen(engine: engine, styleKey: "screens.chats")
        self.list = list
        style = engine.theme.chatList
        formatter = TimeLabelFormatter(locale: engine.conversation.locale, timeZone: engine.conversation.timeZone)
        // Each time read once; free-text times name no moment and are left out.
        let formatter = self.formatter
        now = list.now ?? list.chats.compactMap { chat in chat.last?.time.flatMap { time in formatter.date(from: time).map { (time, $0) } } }
            .max { $0.1 < $1.1 }?.0
    }

    var engine: LayoutEngine { screen.engine }
    var lowering: Lowering { screen.lowering }
    var width: Double { screen.width }
    var rtl: Bool { screen.rtl }

    /// The rows and the chrome on a canvas as tall as the rows (or the viewport).
    func placements() throws(LayoutError) -> Placements {
        var y = screen.top
        var elements: [LayoutElement] = []
        for (index, chat) in list.chats.enumerated() {
            if let limit = screen.bottomLimit, y >= limit { break }
            try engine.checkStop(index)
            let frame = Rect(x: 0, y: y, width: width, height: style.rowHeight)
            let last = index == list.chats.count - 1
            elements.append(LayoutElement(message: index, frame: frame, content: .node(try row(chat, index: index, frame: frame, last: last))))
            y += style.rowHeight
            try screen.checkHeight(y)
        }
        return try screen.finish(elements, y: y, background: style.background)
    }

    // MARK: One row

    /// A chat's row in `frame`.
    private func row(_ chat: ChatSummary, index: Int, frame: Rect, last: Bool) throws(LayoutError) -> Node {
        var nodes: [Node] = []
        let unread = chat.unread > 0
        let avatarFrame = screen.mirrored(Rect(x: style.inset, y: frame.minY + ((style.rowHeight - style.avatarSize) / 2).rounded(),
                                        width: style.avatarSize, height: style.avatarSize))
        let title = self.title(of: chat)
        nodes += try avatarNodes(of: chat, title: title, frame: avatarFrame, index: index)
        if unread, style.unreadMark == .dot {
            let dot = 10.0
            nodes.append(lowering.ellipse(screen.mirrored(Rect(x: (style.inset - dot) / 2, y: avatarFrame.midY - dot / 2, width: dot, height: dot)),
                                          color: try screen.color(style.badgeColor)))
        }
        let textLeft = style.inset + style.avatarSize + style.avatarGap
        let textRight = width - style.inset
        let bold = unread && style.unreadMark == .bold
        // The right column: the time on the title's line, the badge or pin on the preview's.
        var timeBlock: TextBlock?
        var timeStyle = TextStyle(fontSize: style.timeSize, alignment: rtl ? .left : .right)
        if let time = chat.last?.time {
            timeStyle.weight = bold ? .semibold : .regular
            timeBlock = try screen.measure(formatter.listTime(time, now: now, yesterday: screen.words["yesterday"]), style: timeStyle)
        }
        // Apps that mark unread chats in bold set read ones in the regular weight.
        let titleWeight: FontWeight = style.unreadMark == .bold && !unread ? .regular : .semibold
        let titleStyle = TextStyle(fontSize: style.titleSize, weight: titleWeight, alignment: rtl ? .right : .left)
        let mutedMark = chat.muted ? style.titleSize * 0.8 : 0
        let titleWidth = max(1, textRight - textLeft - (timeBlock.map { $0.size.width + 8 } ?? 0) - (mutedMark > 0 ? mutedMark + 4 : 0))
        let titleBlock = try screen.oneLine(title, style: titleStyle, maxWidth: titleWidth)
        let preview = try self.preview(of: chat, maxWidth: max(1, textRight - textLeft - 28), bold: bold)
        let spacing = 2.0
        let contentHeight = titleBlock.size.height + spacing + preview.height
        let titleTop = (frame.minY + (style.rowHeight - contentHeight) / 2).rounded()
        let titleFrame = screen.mirrored(Rect(x: textLeft, y: titleTop, width: titleBlock.size.width, height: titleBlock.size.height))
        nodes.append(screen.text(titleBlock, style: titleStyle, color: try screen.color(style.titleColor), frame: titleFrame, role: "chatTitle"))
        if chat.muted {
            let mark = Rect(x: textLeft + titleBlock.size.width + 4, y: titleFrame.midY - mutedMark / 2, width: mutedMark, height: mutedMark)
            nodes.append(try lowering.glyph("muted", in: screen.mirrored(mark), color: try screen.color(style.markColor)))
        }
        if let timeBlock {
            let timeColor = unread && !chat.muted && style.unreadMark == .badge ? style.unreadTimeColor : style.timeColor
            let timeFrame = screen.mirrored(Rect(x: textRight - timeBlock.size.width, y: titleFrame.midY - timeBlock.size.height / 2,
                                          width: timeBlock.size.width, height: timeBlock.size.height))
            nodes.append(screen.text(timeBlock, style: timeStyle, color: try screen.color(timeColor), frame: timeFrame, role: "chatTime"))
        }
        let previewTop = titleTop + titleBlock.size.height + spacing
        nodes += try preview.nodes(at: Point(x: textLeft, y: previewTop), in: self)
        // The badge (or the bold style's dot, or the pin) on the preview's first line, at the trailing edge.
        let markLine = previewTop + preview.firstLineHeight / 2
        if unread, style.unreadMark == .badge {
            let countStyle = TextStyle(fontSize: style.badgeSize, weight: .semibold, alignment: .center)
            let count = try screen.measure(chat.unread > style.badgeLimit ? "\(style.badgeLimit)+" : String(chat.unread), style: countStyle)
            let height = (style.badgeSize + 7).rounded()
            let pillWidth = max(height, (count.size.width + 12).rounded(.up))
            let pill = screen.mirrored(Rect(x: textRight - pillWidth, y: (markLine - height / 2).rounded(), width: pillWidth, height: height))
            nodes.append(lowering.roundedRect(pill, radius: height / 2, color: try screen.color(chat.muted ? style.mutedBadgeColor : style.badgeColor)))
            nodes.append(screen.text(count, style: countStyle, color: try screen.color(style.badgeTextColor),
                              frame: Rect(x: pill.midX - count.size.width / 2, y: pill.midY - count.size.height / 2,
                                          width: count.size.width, height: count.size.height), role: "chatUnread"))
        } else if unread, style.unreadMark == .bold {
            let dot = 12.0
            nodes.append(lowering.ellipse(screen.mirrored(Rect(x: textRight - dot, y: markLine - dot / 2, width: dot, height: dot)),
                                          color: try screen.color(style.badgeColor)))
        } else if chat.pinned {
            let size = style.previewSize
            nodes.append(try lowering.glyph("pinned", in: screen.mirrored(Rect(x: textRight - size, y: markLine - size / 2, width: size, height: size)),
                                            color: try screen.color(style.markColor)))
        }
        if !last {
            nodes.append(screen.separator(under: frame, from: textLeft, color: try screen.color(style.separatorColor)))
        }
        return Node.group(nodes, frame: frame, tags: NodeTags(kind: "chat", message: index))
    }

    // MARK: Pieces

    /// The row's title: its own name, the only other participant's, or the others' names joined.
    func title(of chat: ChatSummary) -> String {
        if let name = chat.name { return name }
        let names = chat.with.map { engine.conversation.participant(id: $0)?.name ?? $0 }
        return names.count == 1 ? names[0] : names.joined(separator: ", ")
    }

    /// The chat's avatar: its own picture, the only other participant's, or initials on a colour.
    func avatar(of chat: ChatSummary, title: String) throws(LayoutError) -> AvatarElement {
        let single = chat.with.count == 1 ? engine.conversation.participant(id: chat.with[0]) : nil
        return try screen.avatar(image: chat.avatar ?? single?.avatar, title: title, fill: single.map { engine.initialsColor(for: $0.id) } ?? engine.groupInitialsEntry(title: title).fill,
                                 participant: single?.id ?? "", size: style.avatarSize)
    }
}
