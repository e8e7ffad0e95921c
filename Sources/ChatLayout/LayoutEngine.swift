import ChatGeometry
import ChatModel
import Foundation

/// Turns a conversation and a theme into a display list: pure geometry, no pixels.
///
/// Every size is in points. Text is measured through `TextMeasuring`, file sizes come from
/// `LayoutResources`; nothing else is read, so the same inputs always give the same list.
package struct LayoutEngine: Sendable {
    package let conversation: Conversation
    package let theme: ThemeSpec
    package let text: any TextMeasuring
    package let resources: any LayoutResources
    /// Asked every `stopCheckInterval` messages or rows; true stops the layout with `LayoutError.stopped` (a render's
    /// time limit). Nil: the layout always finishes.
    package var shouldStop: (@Sendable () -> Bool)?

    package init(conversation: Conversation, theme: ThemeSpec, text: any TextMeasuring, resources: any LayoutResources) {
        var laidOut = conversation
        // An app that never mirrored its layout (iOS 6) draws a right-to-left chat as it draws any other.
        if !theme.metrics.mirrorsRightToLeft { laidOut.direction = .ltr }
        self.conversation = laidOut
        self.theme = theme
        self.text = text
        self.resources = resources
    }

    /// Space between a time header and the message under it, and above a header inside a chat.
    static let headerSpacing = 8.0
    /// Space between a bubble and a label under it (time, "Not Delivered"), and between a name and its bubble.
    static let labelSpacing = 2.0
    /// Space between an outgoing bubble and its status mark.
    static let statusGap = 4.0
    /// The most space between a photo and its caption bubble.
    static let captionGap = 8.0
    /// How many messages or rows are laid out between two asks of `shouldStop`.
    static let stopCheckInterval = 128
    /// Height of an empty chat's canvas when no `canvas.height` is given.
    static let minimumHeight = 100.0

    /// Lays out the conversation and returns the display list.
    ///
    /// A whole conversation is laid out top to bottom and refused (`LayoutError.tooTall`) as soon as it is known
    /// to pass `Canvas.maximumPixelHeight`: first from a lower bound computed without measuring any text, then
    /// message by message. A `canvas.height` viewport is laid out from the newest message up, each message on
    /// its own, and stops at the first message that ends above the visible area: older messages are never
    /// measured, and their photos never opened.
    package func layout() throws(LayoutError) -> DisplayList {
        try placements().lowered(theme: theme)
    }

    /// Throws `stopped` when `shouldStop` says so, asked at every `stopCheckInterval`-th `index`.
    func checkStop(_ index: Int) throws(LayoutError) {
        if index % Self.stopCheckInterval == 0, let shouldStop, shouldStop() { throw .stopped }
    }

    /// The semantic elements the layout places before lowering them to primitives (for tests of the layout rules).
    package func placements() throws(LayoutError) -> Placements {
        try checkRoom()
        if case .chats(let list) = conversation.screen { return try ChatListLayout(engine: self, list: list).placements() }
        if case .contacts(let list) = conversation.screen { return try ContactListLayout(engine: self, list: list).placements() }
        var state = LayoutState(engine: self)
        if let viewport = conversation.canvas.height {
            return try state.layoutViewport(height: viewport)
        }
        try state.checkLowerBound()
        for message in conversation.messages {
            try checkStop(message.index)
            try state.place(message)
            try state.checkHeight(state.y)
        }
        return try state.finish()
    }
}

/// The cursor and output of one layout pass.
struct LayoutState {
    let engine: LayoutEngine
    let colors: ThemeColors
    let metrics: ThemeMetrics
    let positions: [GroupPosition]
    let formatter: TimeLabelFormatter
    var elements: [LayoutElement] = []
    var y: Double
    /// How many entries at the conversation's start drew nothing (an encryption notice or unread divider the theme
    /// does not draw): the first entry after them is spaced as the first.
    var blankLead = 0
    /// Messages that start with a time header (themes with time headers).
    let timeHeaders: Set<Int>
    /// Messages that get an automatic day separator (themes without time headers), with its date.
    let automaticDays: [Int: CalendarDay]
    /// The latest outgoing message whose status the theme shows as a label or seen-avatar (those themes mark one
    /// message only).
    let latestStatusMessage: Int?
    /// Each sender's place in order of first message, for the theme's per-sender name colours.
    let senderOrder: [String: Int]
    /// The inside time of the message being placed, until a kind's layout takes it.
    var pendingMeta: InsideMeta?
    /// Index in `elements` of the bubble `appendBubble` added last.
    var lastBubbleIndex: Int?
    /// The theme's colours by name for link preview styles, built once for a conversation that has a link.
    let linkColors: [String: Color]
    /// The theme's words in the conversation's language.
    let words: WordTable
    /// The typing message the header reports in its place, if any.
    let hiddenTyping: Int?

    init(engine: LayoutEngine) {
        self.engine = engine
        colors = engine.theme.colors(for: engine.conversation.appearance)
        words = engine.theme.words.table(locale: engine.conversation.locale)
        hiddenTyping = Self.hiddenTyping(in: engine)
        metrics = engine.theme.metrics
        var formatter = TimeLabelFormatter(locale: engine.conversation.locale, timeZone: engine.conversation.timeZone)
        formatter.headerRule = engine.theme.groups.timeHeader
        if let now = engine.conversation.now, let today = formatter.day(ofTime: now) {
            formatter.relativeDays = (today, words["today"], words["yesterday"])
        }
        let messages = engine.conversation.messages
        automaticDays = engine.theme.metrics.timePlacement == .header ? [:] : DaySeparatorTracker.automaticSeparators(
            in: messages, separatorDay: formatter.day(ofSeparator:), timeDay: formatter.day(ofTime:))
        let headers = Self.timeHeaders(in: messages, formatter: formatter, metrics: engine.theme.metrics)
        // A group ends at every marker: a day separator, and a time header unless the theme keeps groups across them.
        let breaks = Set(automaticDays.keys).union(engine.theme.groups.breakAtTimeHeaders ? headers : []).union(hiddenTyping.map { [$0] } ?? [])
        positions = engine.theme.metrics.groupMessages
            ? GroupPositions.compute(for: messages, breakingBefore: breaks)
            : messages.map { _ in .single }
        latestStatusMessage = Self.latestMarkedMessage(in: messages, participants: engine.conversation,
                                                       placement: engine.theme.metrics.statusPlacement)
        timeHeaders = headers
        senderOrder = Self.senderOrder(in: messages, conversation: engine.conversation)
        linkColors = messages.contains { $0.link != nil }
            ? ChromePalette(theme: engine.theme, appearance: engine.conversation.appearance).namedColors : [:]
        self.formatter = formatter
        y = ChromeLayout(engine: engine).topInset + engine.conversation.canvas.padding + engine.theme.metrics.verticalMargin
    }

    /// The messages whose time starts a header: the first timed one, then each one at least `timeHeaderGap`
    /// after the previous timed message, earlier than it or on another date. Free-text times that read as a clock
    /// time ("09:41", "9:41 PM") are compared the same way on one day; other free text gets a header when it
    /// changes. A timed message right after a `day` separator gets none (the apps show one marker, not two).
    /// Computed for the whole conversation up front (no text is measured), so any message can be laid out on its own.
    static func timeHeaders(in messages: [Message], formatter: TimeLabelFormatter, metrics: ThemeMetrics) -> Set<Int> {
        guard metrics.timePlacement == .header else { return [] }
        var headers: Set<Int> = []
        var previousDate: Date?
        var previousDay: CalendarDay?
        var previousClock: Int?
        var previousTimeText: String?
        var afterDaySeparator = false
        for message in messages {
            switch message.content {
            case .day:
                afterDaySeparator = true
                continue
            case .system, .unread, .encryption: continue
            default: break
            }
            guard let time = message.time else { continue }
            var show: Bool
            if let date = formatter.date(from: time) {
                // A new date always gets a header: in these themes the header is also the day separator.
                let day = formatter.day(ofTime: time)
                show = previousDate.map { date.timeIntervalSince($0) >= metrics.timeHeaderGap || date < $0 || day != previousDay } ?? true
                previousDate = date
                previousDay = day
                previousClock = nil
            } else if let clock = ClockText.secondsOfDay(time) {
                show = previousClock.map { Double(clock - $0) >= metrics.timeHeaderGap || clock < $0 } ?? (time != previousTimeText)
                previousClock = clock
            } else {
                show = time != previousTimeText
                previousClock = nil
            }
            previousTimeText = time
            if afterDaySeparator {
                show = false
                afterDaySeparator = false
            }
            if show { headers.insert(message.index) }
        }
        return headers
    }

    /// The typing message the header reports instead of the chat, or that the app does not show (`chrome.typing`
    /// `subtitleOnly` or `title`, with a header drawn): not placed, and the group before it ends as if it were not there.
    static func hiddenTyping(in engine: LayoutEngine) -> Int? {
        let typing = engine.theme.chrome.typing
        guard typing == .subtitleOnly || typing == .title, engine.conversation.chrome?.header != nil,
              engine.conversation.screen == .conversation else { return nil }
        return LayoutEngine.headerTypingIndex(in: engine.conversation)
    }

    var canvasWidth: Double { engine.conversation.canvas.width }
    var contentLeft: Double { engine.conversation.canvas.padding + metrics.margin }
    var contentRight: Double { canvasWidth - engine.conversation.canvas.padding - metrics.margin }

    // MARK: One message

    mutating func place(_ written: Message) throws(LayoutError) {
        // A theme whose app had no replies or reactions draws the message without them.
        var message = written
        if engine.theme.groups.replies.slot == .none { message.replyTo = nil }
        if engine.theme.groups.reactions.style == .none { message.reactions = [] }
        if message.index == hiddenTyping { return }
        switch message.content {
        case .day(let written):
            return try placeNotice(dayLabel: formatter.dayLabel(written), automatic: false, message: message.index)
        case .system(let notice):
            return try placeNotice(system: notice, message: message.index)
        case .unread(let count):
            let placed = elements.count
            try placeUnreadDivider(count: count, message: message.index)
            if elements.count == placed, message.index == blankLead { blankLead += 1 }
            return
        case .encryption(let text):
            let placed = elements.count
            try placeEncryptionNotice(text: text, message: message.index)
            if elements.count == placed, message.index == blankLead { blankLead += 1 }
            return
        default:
            break
        }
        let sender = engine.conversation.participant(id: message.from) ?? Participant(id: message.from)
        let outgoing = sender.isMe
        let position = positions[message.index]
        // Spaced from what was placed before it (entries the theme draws nothing for leave no room).
        if message.index > blankLead {
            y += position.startsGroup ? metrics.groupSpacing : metrics.messageSpacing
        }
        try placeAutomaticDaySeparator(for: message)
        try placeTimeHeader(for: message)

        let avatarShown = metrics.avatarPlacement != .none && (outgoing ? metrics.outgoingAvatars : metrics.incomingAvatars)
            && (engine.conversation.isGroupChat || !metrics.avatarsInGroupsOnly)
        let avatarSpace = avatarShown ? metrics.avatarSize + metrics.avatarGap : 0
        // Outgoing messages hug the right edge, incoming ones the left; a right-to-left chat swaps the sides.
        let onRight = outgoing != (engine.conversation.direction == .rtl)
        let rules = engine.theme.groups
        // A failed message's mark on the outer side moves the bubble in to make room for it.
        let failedShift = outgoing && message.status == .failed && rules.failedMark.side == .outer && engine.theme.statusIcons[.failed] != nil
            ? metrics.statusIconSize + rules.failedMark.gap : 0
        let side = BubbleSide(
            outgoing: outgoing,
            onRight: onRight,
            anchor: onRight ? contentRight - avatarSpace - failedShift : contentLeft + avatarSpace + failedShift,
            maxWidth: min((canvasWidth * metrics.maxBubbleWidth).rounded(.down), contentRight - contentLeft - avatarSpace - failedShift)
        )

        // A badge rising above the bubble takes its room above the name too.
        if !message.reactions.isEmpty, rules.reactions.anchor == .top { y += rules.reactions.rise }
        var insideName: TextElement?
        // A name above the bubble beside an avatar at the group's top: the avatar lines up with the name (QQ).
        var nameTop: Double?
        let aboveStart = elements.count
        // "You replied to Ana" over an above quote, or "Ana forwarded a message", names the sender in place of the name
        // (Messenger).
        let replyLabel = replyLabelText(for: message)
        let forwardedLabel = replyLabel == nil ? forwardedAboveText(for: message) : nil
        // A forwarded line inside keeps even a text of emoji alone in its bubble, as a quote does.
        let forwardedInside = message.forwarded && rules.forwarded.slot == .inside
        if !outgoing && engine.conversation.isGroupChat && metrics.showNames && position.startsGroup {
            let holds = message.content.holdsInsideName(emoticons: engine.conversation.emoticons,
                                                        replying: message.replyTo != nil || forwardedInside)
            if rules.names.slot == .above {
                nameTop = y
                if replyLabel == nil && forwardedLabel == nil { try placeName(of: sender, message: message.index, side: side) }
            } else if holds {
                insideName = try self.insideName(of: sender, side: side, message: message.index)
            }
            // Apps that name senders inside bubbles name none over stickers, large emoji or the typing bubble.
        }

        // A forwarded picture, voice note, file or place says so at its top, under the name (a text in its own column).
        let forwardedLine = forwardedInside && message.content.carriesForwardedLine
            ? try self.forwardedLine(for: message, outgoing: outgoing, maxWidth: insideLineWidth(side)) : nil
        let header = InsideHeader(name: insideName, nameGap: rules.names.gap, nameOnRight: side.onRight, forwarded: forwardedLine,
                                  forwardedGap: Self.forwardedGap)
        if let forwardedLabel { try placeSenderLabel(forwardedLabel, side: side, message: message.index) }
        var quoting = message.replyTo
        var aboveQuote: (index: Int, onRight: Bool)?
        if rules.replies.slot == .above, let quoted = message.replyTo {
            if let replyLabel { try placeSenderLabel(replyLabel, side: side, message: message.index) }
            aboveQuote = try placeQuotedBubble(of: quoted, side: side, message: message.index)
            quoting = nil
        }
        var top = y
        pendingMeta = try insideMeta(for: message, outgoing: outgoing)
        let firstElement = elements.count
        var bubbles: [Rect] = []
        // What hangs under the last bubble (the typing circles, a reactions pill): it takes room under the message,
        // but the avatar and a status mark beside the bubble line up with the bubble itself.
        var hanging: Rect?
        // Kinds drawn in an ordinary bubble leave room above it for an inside header; the bubble grows into it after.
        var headerRoom = false
        var headerExtra = 0.0
        switch message.content {
        case .text, .audio, .file, .location:
            if let header {
                y += header.space
                // A location's map fills the bubble's top edge to edge: the name needs the bubble's top inset above
                // it as well, or the map covers the name's lower half. A framed map brings its own margin.
                if case .location = message.content {
                    let top = engine.theme.textBubbles.style(for: position).contentInsets.top
                    headerExtra = rules.maps.placement == .framed ? max(0, top - photoFrameMargin) : top
                    y += headerExtra
                }
                headerRoom = true
            }
        default: break
        }
        switch message.content {
        case .text(let written):
            let body = engine.conversation.emoticons ? EmoticonConverter.convert(written) : written
            if let link = message.link, engine.theme.link.placement == .separate {
                // The card of its own under the text, the text's bubble dropped when it holds only the URL.
                let bare = engine.theme.link.dropsBareURL && quoting == nil && written.split(whereSeparator: \.isWhitespace).map(String.init) == [link.url]
                if !bare {
                    bubbles.append(try placeTextBubble(body, role: "body", position: position.upperHalf, side: side, message: message.index,
                                                       quoting: quoting))
                    y += min(metrics.messageSpacing, LayoutEngine.captionGap)
                }
                bubbles.append(try placeSeparateLinkCard(link, position: bare ? position : position.lowerHalf, side: side,
                                                         message: message.index))
            } else if message.replyTo == nil, message.link == nil, !forwardedInside, let count = EmojiOnly.count(in: body) {
                bubbles.append(try placeEmojiOnly(body, count: count, side: side, message: message.index))
            } else {
                bubbles.append(try placeTextBubble(body, role: "body", position: position, side: side, message: message.index,
                                                   quoting: quoting, link: message.link, forwarded: message))
            }
        case .location(let title, let subtitle, let image):
            bubbles.append(try placeLocation(title: title, subtitle: subtitle, image: image, position: position, side: side,
                                             message: message.index))
        case .sticker(let path):
            bubbles.append(try placeSticker(path: path, side: side, message: message.index))
        case .video(let thumbnail, let duration):
            bubbles.append(try placeVideo(thumbnail: thumbnail, duration: duration, position: position, side: side, message: message.index,
                                          header: header))
        case .audio(let duration):
            bubbles.append(try placeAudioBubble(duration: duration, position: position, side: side, message: message.index))
        case .file(let name, let size):
            bubbles.append(try placeFileBubble(name: name, bytes: size, position: position, side: side, message: message.index))
        case .typing:
            let typing = try placeTypingBubble(position: position, side: side, message: message.index)
            bubbles.append(typing.bubble)
            hanging = typing.trail
        case .day, .system, .unread, .encryption:
            return
        case .album(let paths, let writtenCaption):
            let caption = writtenCaption.map { engine.conversation.emoticons ? EmoticonConverter.convert($0) : $0 }
            // Framed where a single photo would be; otherwise the grid stands on its own and the caption is a bubble
            // under it, as a photo's is.
            if rules.captions.frames(caption: caption != nil, insideName: header != nil) {
                bubbles.append(try placeAlbum(paths: paths, caption: caption, header: header, position: position, side: side,
                                              message: message.index))
                break
            }
            bubbles.append(try placeUnframedAlbum(paths: paths, position: caption == nil ? position : position.upperHalf, side: side,
                                                  message: message.index))
            if let caption {
                bubbles.append(try placeCaptionBubble(caption, position: position, side: side, message: message.index))
            }
        case .image(let path, let writtenCaption):
            let caption = writtenCaption.map { engine.conversation.emoticons ? EmoticonConverter.convert($0) : $0 }
            if rules.captions.frames(caption: caption != nil, insideName: header != nil) {
                bubbles.append(try placeFramedPhoto(path: path, key: "image", caption: caption, header: header, position: position,
                                                    side: side, message: message.index).bubble)
                if message.gif { try placeGIFBadge(message: message.index) }
                break
            }
            let photoPosition = caption == nil ? position : position.upperHalf
            bubbles.append(try placePhoto(path: path, position: photoPosition, side: side, message: message.index))
            if message.gif { try placeGIFBadge(message: message.index) }
            if let caption {
                bubbles.append(try placeCaptionBubble(caption, position: position, side: side, message: message.index))
            }
        }
        if let meta = pendingMeta, let last = bubbles.last {
            let holder: InsideMetaHolder = switch message.content {
            case .audio, .file, .location: .bubbleBottom
            case .sticker, .text: .pillBelow
            default: .overlay
            }
            bubbles[bubbles.count - 1] = placeInsideMeta(meta, holder: holder, around: last, position: position, side: side,
                                                         message: message.index)
            pendingMeta = nil
        }
        if headerRoom, let header,
           let index = elements.indices.first(where: { $0 >= firstElement && elements[$0].content.isBubble }) {
            bubbles[0] = try insertInsideHeader(header, bubbleIndex: index, side: side, message: message.index, extraRoom: headerExtra)
        }
        if !message.reactions.isEmpty {
            let bubbleIndex = elements.indices.last(where: { $0 >= firstElement && elements[$0].content.isBubble })
            let placed = try placeReactions(
                message.reactions, reactors: message.reactionReactors, on: bubbles[0], last: bubbles[bubbles.count - 1], bubbleIndex: bubbleIndex,
                side: side, message: message.index, above: aboveStart..<firstElement, content: firstElement)
            nameTop = nameTop.map { $0 - placed.raise }
            if placed.sink > 0 {
                bubbles = bubbles.map { $0.offsetBy(dx: 0, dy: placed.sink) }
                top += placed.sink
            }
            let grown = placed.grown
            if reactionsHang(bubbleIndex: bubbleIndex) {
                hanging = hanging.map { $0.union(grown) } ?? grown
            } else {
                bubbles[bubbles.count - 1] = grown
            }
        }
        let bare = bubbles.dropFirst().reduce(bubbles[0]) { $0.union($1) }
        let lastBubble = bubbles[bubbles.count - 1]
        let union = hanging.map { bare.union($0) } ?? bare
        var bottom = union.maxY

        if avatarShown, avatarWanted(at: position) {
            try placeAvatar(of: sender, onRight: onRight, top: nameTop ?? top, bottom: bare.maxY, message: message.index)
        }
        if editedBelow(message) {
            y = bottom
            bottom = try placeLabel(words["edited"], role: "edited", size: engine.theme.fonts.time, color: editedColor,
                                    under: union, onRight: onRight, message: message.index)
        }
        if metrics.timePlacement == .below, let time = message.time {
            bottom = try placeLabel(formatter.shortTime(time), role: "time", size: engine.theme.fonts.time,
                                    color: colors.time, under: union, onRight: onRight, message: message.index)
        }
        if outgoing, let status = message.status {
            bottom = try placeStatusMark(status, beside: bare, lastBubble: lastBubble, onRight: onRight,
                                         bottom: bottom, message: message.index)
        }
        if let aboveQuote {
            // The reply's first bubble, photo or sticker as it finally lies (a badge may have moved it down).
            let reply = elements[firstElement...].first { element in
                switch element.content {
                case .bubble, .photo, .sticker: element.message == message.index
                default: false
                }
            }?.frame ?? bubbles[0]
            placeThread(quote: aboveQuote.index, quoteOnRight: aboveQuote.onRight, reply: reply, replyOnRight: onRight,
                        at: firstElement, message: message.index)
        }
        y = bottom
    }

    /// A centred header with the date and time when this message's time starts a new period (`timeHeaders`).
    mutating func placeTimeHeader(for message: Message) throws(LayoutError) {
        guard timeHeaders.contains(message.index), let time = message.time else { return }
        if message.index > 0 { y += LayoutEngine.headerSpacing }
        let style = TextStyle(fontSize: engine.theme.fonts.time, weight: .regular, alignment: .center)
        let block = try measure(formatter.header(time), style: style, maxWidth: contentRight - contentLeft, message: message.index)
        let frame = Rect(x: ((canvasWidth - block.size.width) / 2), y: y, width: block.size.width, height: block.size.height)
        elements.append(LayoutElement(message: message.index, frame: frame, content: .label(
            TextElement(style: style, color: colors.time, maxWidth: contentRight - contentLeft, block: block, role: "timeHeader"))))
        y = frame.maxY + LayoutEngine.headerSpacing
    }

    mutating func placeName(of sender: Participant, message: Int, side: BubbleSide) throws(LayoutError) {
        let rule = engine.theme.groups.names
        let style = TextStyle(fontSize: engine.theme.fonts.name, weight: rule.weight, alignment: side.onRight ? .right : .left)
        var inset = nameIndent(onRight: side.onRight)
        // A title or level badge before the name (QQ), where the theme draws them.
        if let badge = sender.badge, let fill = rule.badge[engine.conversation.appearance] {
            inset += try placeNameBadge(badge, fill: fill, at: inset, side: side, nameHeight: style.fontSize * 1.25, message: message)
        }
        let block = try measure(sender.name, style: style, maxWidth: max(1, side.maxWidth - inset), message: message)
        let x = side.onRight ? side.anchor - inset - block.size.width : side.anchor + inset
        let frame = Rect(x: x, y: y, width: block.size.width, height: block.size.height)
        elements.append(LayoutElement(message: message, frame: frame, content: .label(
            TextElement(style: style, color: sender.color ?? colors.name, maxWidth: side.maxWidth - inset, block: block, role: "name"))))
        y = frame.maxY + rule.gap
    }

    /// A participant's badge as a small pill `inset` from the column's edge, centred on a name line `nameHeight` tall at
    /// `y`; returns the room it takes before the name.
    mutating func placeNameBadge(_ badge: String, fill: Color, at inset: Double, side: BubbleSide, nameHeight: Double,
                                 message: Int) throws(LayoutError) -> Double {
        let style = TextStyle(fontSize: (engine.theme.fonts.name * 0.8).rounded(), weight: .semibold, alignment: .center)
        let block = try measure(badge, style: style, maxWidth: side.maxWidth / 2, message: message)
        let width = (block.size.width + 8).rounded(.up), height = (block.size.height + 2).rounded(.up)
        let x = side.onRight ? side.anchor - inset - width : side.anchor + inset
        let frame = Rect(x: x, y: y + max(0, (nameHeight - height) / 2), width: width, height: height)
        elements.append(LayoutElement(message: message, frame: frame, content: .backdrop(BackdropElement(color: fill, cornerRadius: 3))))
        elements.append(LayoutElement(message: message, frame: Rect(x: frame.midX - block.size.width / 2, y: frame.midY - block.size.height / 2,
                                                                     width: block.size.width, height: block.size.height),
                                      content: .label(TextElement(style: style, color: .white, maxWidth: side.maxWidth / 2, block: block,
                                                                  role: "nameBadge"))))
        return width + 4
    }

    /// Names line up with the text inside the bubble under them.
    func nameIndent(onRight: Bool) -> Double {
        let insets = BubbleSide.placement(of: engine.theme.textBubbles.style(for: .first), onRight: onRight).insets
        return onRight ? insets.right : insets.left
    }

    // MARK: Bubbles

    /// A text bubble; `quoting` puts a preview of that earlier message above the text.
    /// `forwarded` (the message, when it is the text's own) puts its "Forwarded" line at the top.
    mutating func placeTextBubble(_ body: String, role: String, position: GroupPosition, side: BubbleSide, message: Int,
                                  quoting quoted: Int? = nil, link: LinkPreview? = nil, forwarded: Message? = nil) throws(LayoutError) -> Rect {
        let style = engine.theme.textBubbles.style(for: position)
        let (mirrored, insets) = BubbleSide.placement(of: style, onRight: side.onRight)
        let textStyle = TextStyle(fontSize: engine.theme.fonts.body)
        let maxTextWidth = max(1, side.maxWidth - insets.horizontal)
        let block = try measure(body, style: textStyle, maxWidth: maxTextWidth, message: message)
        let quote = try quoted.flatMap { index throws(LayoutError) in
            try quotePreview(of: index, maxWidth: maxTextWidth, outgoing: side.outgoing, message: message)
        }
        let header = try forwarded.flatMap { forwarded throws(LayoutError) in
            try forwardedLine(for: forwarded, outgoing: side.outgoing, maxWidth: maxTextWidth)
        }
        let headerSpace = header.map { ($0.block.size.height + Self.forwardedGap).rounded(.up) } ?? 0
        var columnWidth = max(block.size.width, quote?.1.width ?? 0, header?.block.size.width ?? 0)
        let quoteSpace = (quote.map { $0.1.height + replyRule.gap } ?? 0) + headerSpace
        // A link card inside the bubble sets the column's width (margins included) and takes its height above or
        // below the text.
        let linkStyle = engine.theme.link
        let cardMargins = linkStyle.margin.left + linkStyle.margin.right
        if link != nil { columnWidth = max(columnWidth, linkCardWidth(maxColumn: maxTextWidth) + cardMargins) }
        // An inside time goes after the last line when it fits there, else on a line of its own.
        let meta = pendingMeta
        var metaSpace = 0.0
        if let meta {
            pendingMeta = nil
            let lastWidth = link != nil && linkStyle.placement == .below ? maxTextWidth : block.lines.last?.frame.width ?? 0
            let sameDirection = block.isRightToLeft == (engine.conversation.direction == .rtl)
            if !timeRule.ownLine, sameDirection, lastWidth + timeRule.textGap + meta.width <= maxTextWidth {
                columnWidth = max(columnWidth, lastWidth + timeRule.textGap + meta.width)
            } else {
                columnWidth = max(columnWidth, meta.width)
                metaSpace = max(0, meta.height - max(0, insets.bottom - timeRule.bottomInset))
            }
        }
        let card = try link.map { link throws(LayoutError) in
            try measureLinkCard(link, width: columnWidth - cardMargins, outgoing: side.outgoing, message: message)
        }
        let cardSpace = card.map { $0.size.height + linkStyle.margin.top + linkStyle.margin.bottom } ?? 0
        let cardAbove = linkStyle.placement == .above
        let frame = try appendBubble(style, mirrored: mirrored, position: position, side: side, message: message,
                                     size: Size(width: columnWidth + insets.horizontal,
                                                height: block.size.height + quoteSpace + cardSpace + metaSpace + insets.vertical)).frame
        // Text sits at the content insets; a bubble held larger by its template centres it in the rest.
        let content = frame.inset(by: insets)
        let columnX = content.x + max(0, (content.width - columnWidth) / 2)
        if let header {
            let size = header.block.size
            try appendForwardedLine(header, at: Rect(x: block.isRightToLeft ? columnX + columnWidth - size.width : columnX, y: content.y,
                                                     width: size.width, height: size.height), message: message)
        }
        if let (element, size) = quote {
            // Right to left, the bar and the lines go to the box's right edge, as the apps lay it out in Arabic and Hebrew.
            let laidOut = engine.conversation.direction == .rtl ? element.mirrored(width: columnWidth) : element
            elements.append(LayoutElement(message: message, frame: Rect(x: columnX, y: content.y + headerSpace, width: columnWidth, height: size.height),
                                          content: .quote(laidOut)))
        }
        let textTop = content.y + quoteSpace + (cardAbove ? cardSpace : 0)
            + max(0, (content.height - quoteSpace - cardSpace - metaSpace - block.size.height) / 2)
        let textFrame = Rect(x: block.isRightToLeft ? columnX + columnWidth - block.size.width : columnX, y: textTop,
                             width: block.size.width, height: block.size.height)
        if let card {
            let scale = engine.conversation.canvas.scale
            let cardTop = cardAbove ? content.y + quoteSpace + linkStyle.margin.top : textFrame.maxY + linkStyle.margin.top
            appendLinkCard(card, at: Point(x: ((columnX + linkStyle.margin.left) * scale).rounded() / scale, y: (cardTop * scale).rounded() / scale),
                           mask: linkCardMask, message: message)
        }
        // Links: the theme's link colour, underlined; on outgoing bubbles the text colour (a blue link on a
        // blue bubble would vanish), underlined.
        let decorations = LinkDetector.links(in: body).map { link in
            TextDecoration(range: link.range, color: side.outgoing ? colors.outgoingLink : colors.link, underline: true)
        }
        elements.append(LayoutElement(message: message, frame: textFrame, content: .text(
            TextElement(style: textStyle, color: side.outgoing ? colors.outgoingText : colors.incomingText,
                        maxWidth: maxTextWidth, block: block, role: role, decorations: decorations))))
        if let meta {
            let rtlChat = engine.conversation.direction == .rtl
            appendInsideMeta(meta, left: insideMetaLeft(meta, edge: rtlChat ? columnX : columnX + columnWidth),
                             bottom: frame.maxY - timeRule.bottomInset, onPill: false, outgoing: side.outgoing, message: message)
        }
        y = frame.maxY
        return frame
    }

    /// One to three emoji alone: large, without a bubble.
    mutating func placeEmojiOnly(_ body: String, count: Int, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        let style = TextStyle(fontSize: EmojiOnly.fontSize(forCount: count, body: engine.theme.fonts.body))
        let block = try measure(body, style: style, maxWidth: side.maxWidth, message: message)
        let frame = Rect(x: side.x(width: block.size.width), y: y, width: block.size.width, height: block.size.height)
        elements.append(LayoutElement(message: message, frame: frame, content: .text(
            TextElement(style: style, color: side.outgoing ? colors.outgoingText : colors.incomingText,
                        maxWidth: side.maxWidth, block: block, role: "emoji"))))
        y = frame.maxY
        return frame
    }

    /// A caption as a bubble of its own under its picture (`groups.captions` `separate`), the lower half of the
    /// message's group position. A caption hugs its picture even in themes that space every message apart.
    mutating func placeCaptionBubble(_ caption: String, position: GroupPosition, side: BubbleSide, message: Int) throws(LayoutError) -> Rect {
        y += min(metrics.messageSpacing, engine.theme.groups.captions.gap)
        return try placeTextBubble(caption, role: "caption", position: position.lowerHalf, side: side, message: message)
    }

    mutating func placePhoto(path: String, position: GroupPosition, side: BubbleSide, message: Int,
                             key: String = "image") throws(LayoutError) -> Rect {
        let style = engine.theme.photoBubbles.style(for: position)
        let source: Size
        do {
            source = try engine.resources.photoSize(path: path, message: message, key: key)
        } catch {
            throw .photo(message: message, path: path, reason: "\(error)", key: key)
        }
        let minimum = try minimumSize(of: style)
        let sized = PhotoSizing.bubbleSize(source: source, maxSize: min(canvasWidth * metrics.photoMaxSize, side.maxWidth),
                                           minSize: max(metrics.photoMinSize, minimum.width, minimum.height),
                                           maxAspectRatio: metrics.photoMaxAspectRatio)
        let frame = Rect(x: side.x(width: sized.width), y: y, width: sized.width, height: sized.height)
        let mask = photoMask(style, position: position, side: side)
        elements.append(LayoutElement(message: message, frame: frame, content: .photo(PhotoElement(path: path, mask: mask, sourceSize: source, key: key))))
        y = frame.maxY
        return frame
    }

    /// The shape a picture standing on its own is cut to: the photo bubble of `style` (tail and overlay included),
    /// mirrored for `side`.
    func photoMask(_ style: BubbleStyle, position: GroupPosition, side: BubbleSide) -> BubbleElement {
        BubbleElement(image: style.image, outline: style.outline, mirrored: BubbleSide.mirrors(tailSide: style.tailSide, onRight: side.onRight),
                      capInsets: style.capInsets, color: side.outgoing ? colors.outgoingBubble : colors.incomingBubble, position: position)
    }

    /// Appends the bubble of `style` at the cursor against the side's anchor, `size` rounded up to whole points and
    /// raised to the template's minimum; returns its frame and the bubble (a mask for what is drawn in it).
    mutating func appendBubble(_ style: BubbleStyle, mirrored: Bool, position: GroupPosition, side: BubbleSide, message: Int,
                               size: Size) throws(LayoutError) -> (frame: Rect, bubble: BubbleElement) {
        let minimum = try minimumSize(of: style)
        let width = max(size.width.rounded(.up), minimum.width)
        let height = max(size.height.rounded(.up), minimum.height)
        let frame = Rect(x: side.x(width: width), y: y, width: width, height: height)
        let bubble = BubbleElement(image: style.image, outline: style.outline, mirrored: mirrored, capInsets: style.capInsets,
                                   color: side.outgoing ? colors.outgoingBubble : colors.incomingBubble, position: position)
        lastBubbleIndex = elements.count
        elements.append(LayoutElement(message: message, frame: frame, content: .bubble(bubble)))
        return (frame, bubble)
    }

    /// The smallest size a template can be stretched to without squeezing its caps.
    func minimumSize(of style: BubbleStyle) throws(LayoutError) -> Size {
        switch style.capInsets {
        case .insets(let caps):
            return Size(width: (caps.left + caps.right + 1).rounded(.up), height: (caps.top + caps.bottom + 1).rounded(.up))
        case .legacy:
            do {
                return try engine.resources.templateSize(image: style.image)
            } catch {
                throw .template(image: style.image, reason: "\(error)")
            }
        }
    }

    // MARK: Avatars, labels, status

    func avatarWanted(at position: GroupPosition) -> Bool {
        switch metrics.avatarPlacement {
        case .all: true
        case .first: position.startsGroup
        case .last: position.endsGroup
        case .none: false
        }
    }

    mutating func placeAvatar(of sender: Participant, onRight: Bool, top: Double, bottom: Double, message: Int) throws(LayoutError) {
        let size = metrics.avatarSize
        let x = onRight ? contentRight - size : contentLeft
        let y = metrics.avatarPlacement == .first ? top : bottom - size
        try appendAvatar(of: sender, frame: Rect(x: x, y: y, width: size, height: size), message: message)
    }

    /// An avatar disc of `sender` (the picture, or initials on a colour derived from the id, or the theme's
    /// placeholder glyph) in `frame`.
    mutating func appendAvatar(of sender: Participant, frame: Rect, message: Int, border: Double? = nil) throws(LayoutError) {
        let size = frame.width
        let placeholder = sender.avatar == nil ? engine.avatarPlaceholder() : nil
        let entry = engine.initialsEntry(for: sender.id)
        var initials: TextElement?
        if sender.avatar == nil, placeholder == nil {
            let style = TextStyle(fontSize: (size * 0.4).rounded(), weight: .semibold, alignment: .center)
            let block = try measure(Initials.of(sender.name), style: style, maxWidth: size * 2, message: message)
            initials = TextElement(style: style, color: entry.text, maxWidth: size * 2, block: block, role: "initials")
        }
        var avatar = AvatarElement(participant: sender.id, image: sender.avatar, initials: initials,
                                   fill: sender.avatar == nil ? placeholder?.fill ?? entry.fill : colors.incomingBubble,
                                   borderWidth: border ?? metrics.avatarBorder, borderColor: colors.avatarBorder)
        avatar.placeholder = placeholder?.glyph
        if initials != nil { avatar.fillEnd = entry.fillEnd }
        elements.append(LayoutElement(message: message, frame: frame, content: .avatar(avatar)))
    }

    /// A small label under `bubble`, aligned with its outer edge; returns the new bottom.
    mutating func placeLabel(_ string: String, role: String, size: Double, weight: FontWeight = .regular, color: Color,
                             under bubble: Rect, onRight: Bool, message: Int) throws(LayoutError) -> Double {
        let style = TextStyle(fontSize: size, weight: weight, alignment: onRight ? .right : .left)
        let block = try measure(string, style: style, maxWidth: contentRight - contentLeft, message: message)
        let inset = 4.0
        let x = onRight ? bubble.maxX - inset - block.size.width : bubble.minX + inset
        let frame = Rect(x: x, y: max(y, bubble.maxY) + LayoutEngine.labelSpacing, width: block.size.width, height: block.size.height)
        elements.append(LayoutElement(message: message, frame: frame, content: .label(
            TextElement(style: style, color: color, maxWidth: contentRight - contentLeft, block: block, role: role))))
        y = frame.maxY
        return frame.maxY
    }

    /// The status mark on the inner side of the bubbles (left of right-hand bubbles), "Not Delivered" under them.
    mutating func placeStatus(_ status: DeliveryStatus, beside union: Rect, lastBubble: Rect, onRight: Bool, bottom: Double, message: Int) throws(LayoutError) -> Double {
        var bottom = bottom
        if let icon = engine.theme.statusIcons[status] {
            let size = metrics.statusIconSize
            let iconY = status == .failed ? lastBubble.midY - size / 2 : lastBubble.maxY - size
            // A failed mark goes to the outer side when the theme says so (the bubble was moved in for it).
            let outer = status == .failed && engine.theme.groups.failedMark.side == .outer
            let gap = status == .failed ? engine.theme.groups.failedMark.gap : LayoutEngine.statusGap
            let x = onRight != outer ? union.minX - gap - size : union.maxX + gap
            let frame = Rect(x: x, y: iconY, width: size, height: size)
            let color = switch status {
            case .read: colors.statusRead
            case .failed: colors.failed
            default: colors.status
            }
            elements.append(LayoutElement(message: message, frame: frame, content: .status(StatusElement(status: status, icon: icon, color: color))))
        }
        if status == .failed, let words = statusWord(for: .failed) {
            y = bottom
            bottom = try placeLabel(words, role: "statusLabel", size: engine.theme.fonts.status, color: colors.failed,
                                    under: lastBubble, onRight: onRight, message: message)
        }
        return bottom
    }

    /// The theme's word for `status` in the conversation's language (`groups.statusWords`, else the built-in table).
    func statusWord(for status: DeliveryStatus) -> String? {
        StatusLabels.label(for: status, locale: engine.conversation.locale, words: engine.theme.groups.statusWords)
    }

    /// Lays out a text; one taller than the tallest canvas is refused as soon as that is known, without
    /// measuring the rest of it.
    func measure(_ string: String, style: TextStyle, maxWidth: Double, message: Int?) throws(LayoutError) -> TextBlock {
        let limit = Double(Canvas.maximumPixelHeight) / engine.conversation.canvas.scale
        let block: TextBlock
        do {
            block = try engine.text.layout(string, style: style, maxWidth: maxWidth, maxHeight: limit)
        } catch {
            throw .textMeasurement(message: message, reason: "\(error)")
        }
        try checkHeight(block.size.height)
        return block
    }

    // MARK: Canvas

    /// Closes the list of a whole conversation: the canvas as tall as the messages, chrome, background.
    func finish() throws(LayoutError) -> Placements {
        let canvas = engine.conversation.canvas
        let chrome = ChromeLayout(engine: engine)
        let contentHeight = max(y + metrics.verticalMargin + canvas.padding + chrome.bottomInset, LayoutEngine.minimumHeight)
        let height = contentHeight.rounded(.up)
        try checkHeight(height)
        return try displayList(height: height, elements: elements)
    }

    /// The placements of `elements` on a canvas `height` points tall, with the chrome and the background.
    func displayList(height: Double, elements: [LayoutElement]) throws(LayoutError) -> Placements {
        let canvas = engine.conversation.canvas
        var elements = elements
        elements += try ChromeLayout(engine: engine).elements(canvasHeight: height)
        var background = colors.background
        var backgroundImage: String?
        var wallpaper: String?
        switch canvas.background {
        case .color(let color): background = color
        case .image(let path): backgroundImage = path
        case nil: wallpaper = engine.theme.wallpaper.image(for: engine.conversation.appearance)
        }
        return Placements(canvas: CanvasInfo(width: canvas.width, height: height, scale: canvas.scale),
                          background: background, backgroundImage: backgroundImage, wallpaper: wallpaper, elements: elements)
    }
}

/// Which side of the canvas a message's bubbles go to and how wide they may be.
struct BubbleSide {
    let outgoing: Bool
    /// True when the bubbles hug the right edge (outgoing in left-to-right chats, incoming in right-to-left ones).
    let onRight: Bool
    /// The bubbles' outer edge: their right edge when `onRight`, else their left edge.
    let anchor: Double
    let maxWidth: Double

    /// The x of a bubble `width` wide against the anchor.
    func x(width: Double) -> Double { onRight ? anchor - width : anchor }

    /// Whether `style`'s template is flipped on this side, and its content insets as drawn (mirrored with it).
    static func placement(of style: BubbleStyle, onRight: Bool) -> (mirrored: Bool, insets: EdgeInsets) {
        let mirrored = mirrors(tailSide: style.tailSide, onRight: onRight)
        return (mirrored, mirrored ? style.contentInsets.mirrored : style.contentInsets)
    }

    /// Whether a template with its tail on `tailSide` must be flipped so the tail points to the bubble's side.
    static func mirrors(tailSide: TailSide, onRight: Bool) -> Bool {
        switch tailSide {
        case .none: false
        case .right: !onRight
        case .left: onRight
        }
    }
}
