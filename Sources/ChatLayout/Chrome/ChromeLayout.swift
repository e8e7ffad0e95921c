import ChatGeometry
import ChatModel

/// Places the mock-up chrome of a chat screen: the theme's status bar, header and composer bars (described in its
/// pack or named among the presets, see `ChromeBar`), each drawn by `ChromeInterpreter` into one node.
///
/// The messages are laid out between `topInset` and the canvas height minus `bottomInset`; the chrome nodes
/// come last in the display list, so their opaque bands cover messages scrolled under them.
struct ChromeLayout {
    let engine: LayoutEngine
    let chrome: Chrome?
    let colors: ThemeColors
    let palette: ChromePalette
    let statusBar: ChromeBar
    let header: ChromeBar
    let composer: ChromeBar
    /// The bar under the header with the newest pinned message, when the theme has one, the header is drawn and a
    /// message is pinned; `pinnedText` is that message's preview.
    let pinnedBar: ChromeBar?
    let pinnedText: String?
    /// The theme's words in the conversation's language (chrome texts' `{chats}`, list rows' "Draft:").
    let words: WordTable

    /// The least room a viewport keeps for messages between the header and the composer.
    static let minimumMessageArea = 44.0

    init(engine: LayoutEngine) {
        self.engine = engine
        chrome = engine.conversation.chrome
        colors = engine.theme.colors(for: engine.conversation.appearance)
        var palette = ChromePalette(theme: engine.theme, appearance: engine.conversation.appearance)
        words = engine.theme.words.table(locale: engine.conversation.locale)
        // Telegram writes "typing…" in its accent.
        if engine.theme.chrome.typingAccent, engine.theme.chrome.typing != .none, LayoutEngine.headerTypist(in: engine.conversation) != nil {
            palette.subtitle = palette.accent
        }
        self.palette = palette
        let bars = engine.theme.chrome.bars(platform: engine.theme.platform)
        statusBar = bars.statusBar
        // The messages are searched for a pinned one only when the bar would be drawn (a chat screen with a header, in a
        // theme that has the bar): a chrome layout is made several times a render.
        if case .conversation = engine.conversation.screen, let bar = engine.theme.chrome.pinnedBar, chrome?.header != nil,
           let message = engine.conversation.messages.last(where: \.pinned),
           let pinned = MessageSummary(theme: engine.theme, conversation: engine.conversation, words: words).text(of: message) {
            (pinnedBar, pinnedText) = (bar, pinned)
        } else {
            (pinnedBar, pinnedText) = (nil, nil)
        }
        if case .conversation = engine.conversation.screen {
            (header, composer) = (bars.header, bars.composer)
        } else {
            // A list screen: its large title or app bar on top, the tab bar at the bottom.
            let contacts = if case .contacts = engine.conversation.screen { true } else { false }
            (header, composer) = engine.theme.chrome.listBars(platform: engine.theme.platform, contacts: contacts)
        }
    }

    /// A list screen's title template (the header's `{title}` unless the conversation's `chrome.header.title` says
    /// otherwise), its `{word}`s still to fill.
    var listTitle: String? {
        switch engine.conversation.screen {
        case .conversation: nil
        case .chats: engine.theme.chatList.title
        case .contacts: engine.theme.contactList.title
        }
    }

    var canvasWidth: Double { engine.conversation.canvas.width }

    /// Where the header starts: under the status bar, or at the top without one.
    var headerTop: Double { chrome?.statusBar == nil ? 0 : statusBar.height }

    /// Height covered by the status bar, the header and the pinned bar.
    var topInset: Double {
        guard let chrome else { return 0 }
        return (chrome.statusBar == nil ? 0 : statusBar.height) + (chrome.header == nil ? 0 : header.height) + (pinnedBar?.height ?? 0)
    }

    /// Height covered by the composer and the home indicator or gesture bar.
    var bottomInset: Double { chrome?.composer == nil ? 0 : composer.height }

    /// The chrome elements for a canvas `canvasHeight` points tall, in drawing order (header, pinned bar, status bar,
    /// composer).
    func elements(canvasHeight: Double) throws(LayoutError) -> [LayoutElement] {
        guard let chrome else { return [] }
        if engine.conversation.canvas.height != nil, canvasHeight < topInset + bottomInset + Self.minimumMessageArea {
            throw .chromeDoesNotFit(height: canvasHeight, needed: topInset + bottomInset + Self.minimumMessageArea)
        }
        var elements: [LayoutElement] = []
        if let header = chrome.header {
            // The header's band starts at the top of the canvas: the status bar is drawn on it.
            elements.append(try element("header", bar: self.header, top: headerTop, frame: Rect(x: 0, y: 0, width: canvasWidth, height: headerTop + self.header.height),
                                        canvasHeight: canvasHeight, header: header))
        }
        if let pinnedBar {
            let top = headerTop + header.height
            elements.append(try element("pinnedBar", bar: pinnedBar, top: top, frame: Rect(x: 0, y: top, width: canvasWidth, height: pinnedBar.height),
                                        canvasHeight: canvasHeight))
        }
        if let bar = chrome.statusBar {
            elements.append(try element("statusBar", bar: statusBar, top: 0, frame: Rect(x: 0, y: 0, width: canvasWidth, height: statusBar.height),
                                        canvasHeight: canvasHeight, statusBar: bar))
        }
        if let composer = chrome.composer {
            let top = canvasHeight - self.composer.height
            elements.append(try element("composer", bar: self.composer, top: top, frame: Rect(x: 0, y: top, width: canvasWidth, height: self.composer.height),
                                        canvasHeight: canvasHeight, composer: composer))
        }
        return elements
    }

    private func element(_ kind: String, bar: ChromeBar, top: Double, frame: Rect, canvasHeight: Double, header: ChatHeader? = nil,
                         statusBar: StatusBar? = nil, composer: Composer? = nil) throws(LayoutError) -> LayoutElement {
        let values = ChromeValues(layout: self, header: header ?? chrome?.header, statusBar: statusBar ?? chrome?.statusBar, composer: composer)
        let interpreter = ChromeInterpreter(layout: self, bar: bar, part: kind, top: top, canvasHeight: canvasHeight, values: values)
        var node = Node.group(try interpreter.nodes(), frame: frame, tags: NodeTags(kind: kind))
        if engine.conversation.direction == .rtl {
            node = node.mirrored(width: canvasWidth, scale: engine.conversation.canvas.scale, flips: Self.flippedRoles(of: bar))
        }
        return LayoutElement(message: nil, frame: frame, content: .node(node))
    }

    /// The parts that point somewhere, drawn mirrored in a right-to-left chat's bars: the glyphs `chevron`, `arrow`
    /// and `disclosure` and a part with the id `backButton` (iOS 6's arrow-shaped button) point right, and the
    /// composer's `send` glyph (a paper plane or arrow drawn pointing the way text runs) points left, as in the apps'
    /// Arabic and Hebrew interfaces; every other part only moves to the other side.
    static let directionalGlyphs: Set<String> = ["chevron", "arrow", "disclosure", "backButton", "send"]

    /// The roles `bar` draws mirrored right to left: the directional glyphs, and its items marked `flips` (a glyph's
    /// role is its name, another item's its id).
    static func flippedRoles(of bar: ChromeBar) -> Set<String> {
        directionalGlyphs.union(bar.items.filter(\.flips).compactMap { item in
            if case .glyph(let name, _, _) = item.kind { name } else { item.id }
        })
    }

    // MARK: Helpers

    func measure(_ string: String, style: TextStyle, maxWidth: Double) throws(LayoutError) -> TextBlock {
        do {
            return try engine.text.layout(string, style: style, maxWidth: maxWidth)
        } catch {
            throw .textMeasurement(message: nil, reason: "\(error)")
        }
    }

    /// `string` on one line no wider than `maxWidth`: as it is when it fits, otherwise its longest prefix that
    /// fits with "…" after it (at least one character).
    func measureOneLine(_ string: String, style: TextStyle, maxWidth: Double) throws(LayoutError) -> TextBlock {
        let unbounded = 1_000_000.0
        let whole = try measure(string, style: style, maxWidth: unbounded)
        guard whole.size.width > maxWidth || whole.lines.count > 1 else { return whole }
        let characters = Array(string.split(separator: "\n", omittingEmptySubsequences: false).first ?? Substring(string))
        return try EllipsisCut.longest(characters, upTo: max(1, characters.count)) { candidate throws(LayoutError) in
            try measure(candidate, style: style, maxWidth: unbounded)
        } fits: { $0.size.width <= maxWidth }
    }

    /// The header's title: its own, or one made from the participants.
    func headerTitle(_ header: ChatHeader?) -> String {
        header?.title ?? Self.defaultTitle(others: engine.conversation.participants.filter { !$0.isMe },
                                           everyone: engine.conversation.participants, style: engine.theme.chrome.groupTitle, words: words)
    }

    /// The chat's avatar `size` points wide: the header's own picture, the only other participant's, or initials.
    func headerAvatar(_ header: ChatHeader?, title: String, size: Double) throws(LayoutError) -> AvatarElement {
        let others = engine.conversation.participants.filter { !$0.isMe }
        // The only other participant lends the header their avatar; otherwise the title's initials.
        let single = others.count == 1 ? others[0] : nil
        let image = header?.avatar ?? single?.avatar
        let fill = single.map { engine.initialsColor(for: $0.id) } ?? engine.groupInitialsEntry(title: title).fill
        // The participant is named only when the picture is theirs: a header's own avatar belongs to no one.
        let owner = header?.avatar == nil ? single?.id ?? "" : ""
        return try avatar(image: image, title: title, fill: image == nil ? fill : colors.incomingBubble, participant: owner, size: size,
                          borderColor: colors.background)
    }

    /// The header's picture of a group chat without one of its own, drawn as the theme's chats screen draws a group
    /// (`screens.chats.groupAvatar`): the `people` glyph on grey, or two members' avatars, the front one ringed in
    /// `ring` (the bar behind). Nil where the header shows `headerAvatar`: a chat with one other participant, the
    /// header's own picture, a theme whose groups show the title's initials.
    func groupHeaderAvatar(_ header: ChatHeader?, frame: Rect, ring: Color, lowering: Lowering) throws(LayoutError) -> [Node]? {
        let others = engine.conversation.participants.filter { !$0.isMe }
        guard header?.avatar == nil, others.count >= 2 else { return nil }
        switch engine.theme.chatList.groupAvatar {
        case .initials, .coloredInitials:
            return nil
        case .icon:
            return try lowering.groupIcon(in: frame, placeholder: engine.avatarPlaceholder())
        case .pair:
            let size = Lowering.pairedAvatarSide(in: frame)
            func member(_ member: Participant) throws(LayoutError) -> (avatar: AvatarElement, usedBy: String) {
                (try avatar(image: member.avatar, title: member.name, fill: engine.initialsColor(for: member.id), participant: member.id, size: size,
                            borderColor: colors.background), "avatar of participant \"\(member.id)\"")
            }
            // The whole bar is moved, not redrawn, in a right-to-left chat: the pair is set mirrored here.
            return try lowering.avatarPair(back: try member(others[0]), front: try member(others[1]), in: frame, ring: ring,
                                           rtl: engine.conversation.direction == .rtl)
        }
    }

    /// A borderless round avatar `size` points wide: `image`, or `title`'s initials on `fill` (white, or a participant's
    /// colour pair's letters, `groups.initialsColors`); a
    /// `participant`'s (not a group's) without a picture shows the theme's placeholder glyph where it has one.
    func avatar(image: String?, title: String, fill: Color, participant: String, size: Double, borderColor: Color) throws(LayoutError)
        -> AvatarElement {
        let placeholder = image == nil && !participant.isEmpty ? engine.avatarPlaceholder() : nil
        // Initials take their whole colour entry (letters, gradient): a participant's, or a group's by its title.
        let entry = participant.isEmpty ? engine.groupInitialsEntry(title: title) : engine.initialsEntry(for: participant)
        var initials: TextElement?
        if image == nil, placeholder == nil {
            let style = TextStyle(fontSize: (size * 0.4).rounded(), weight: .semibold, alignment: .center)
            let block = try measure(Initials.of(title), style: style, maxWidth: size * 2)
            initials = TextElement(style: style, color: entry.text, maxWidth: size * 2, block: block, role: "initials")
        }
        var avatar = AvatarElement(participant: participant, image: image, initials: initials, fill: placeholder?.fill ?? fill, borderWidth: 0,
                                   borderColor: borderColor)
        avatar.placeholder = placeholder?.glyph
        if initials != nil { avatar.fillEnd = entry.fillEnd }
        return avatar
    }

    /// The name of the only other participant; for a group, as the theme's `groupTitle` says: "A & B" for two, "N People"
    /// (the word `groupPeople`) for more (`count`), or the others' first names joined by the word `listSeparator`
    /// (`names`).
    static func defaultTitle(others: [Participant], everyone: [Participant], style: GroupTitleStyle, words: WordTable) -> String {
        switch (others.count, style) {
        case (0, _): everyone.first?.name ?? words["messages"]
        case (1, _): others[0].name
        case (_, .names): others.map(\.firstName).joined(separator: words["listSeparator"])
        case (2, .count): "\(others[0].name) & \(others[1].name)"
        case (_, .count): words["groupPeople"].replacingOccurrences(of: "{count}", with: String(others.count))
        }
    }

    /// The grey of iOS contact monograms, for a group header without an avatar.
    static let monogramGrey = Color(red: 0xA0, green: 0xA5, blue: 0xB1)

    /// The header's title while the other side of a one-to-one chat types, where the theme's app writes it there
    /// (`chrome.typing` `title`: the word `typingTitle`, QQ's "对方正在输入...").
    var typingTitle: String? {
        guard engine.theme.chrome.typing == .title, !engine.conversation.isGroupChat,
              LayoutEngine.headerTypist(in: engine.conversation) != nil else { return nil }
        return words["typingTitle"]
    }

    /// "typing…" ("Ana is typing…" in a group, first names) for the header's subtitle where the theme's app writes it
    /// there (`chrome.typing`) and someone other than me is typing; nil otherwise.
    var typingSubtitle: String? {
        guard engine.theme.chrome.typing != .none, engine.theme.chrome.typing != .title,
              let typist = LayoutEngine.headerTypist(in: engine.conversation) else { return nil }
        guard engine.conversation.isGroupChat else { return words["typing"] }
        return words["typingIn"].replacingOccurrences(of: "{name}", with: typist.firstName)
    }
}

extension LayoutEngine {
    /// The colours of a group's initials where it has no picture, titled `title`: with `coloredInitials` an entry the
    /// title picks from the theme's `groups.initialsColors` (gradient and letters included), or from chatrender's
    /// palette without its grey where the theme names none; else white on grey.
    func groupInitialsEntry(title: String) -> InitialsColor {
        guard theme.chatList.groupAvatar == .coloredInitials else { return InitialsColor(fill: ChromeLayout.monogramGrey) }
        let entries = theme.groups.initialsColors
        return entries.isEmpty ? InitialsColor(fill: Initials.groupColor(for: title)) : Initials.pair(for: title, from: entries)
    }
}
