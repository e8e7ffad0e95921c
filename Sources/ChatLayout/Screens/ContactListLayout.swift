import ChatGeometry
import ChatModel
import Foundation

/// Lays out the contacts screen as the theme's `screens.contacts` style says. With groups (QQ's friend list): a header
/// row per group — the disclosure arrow (right when closed, down when open), the name, "online/total" — and, for an
/// open group, a row per member (online first unless `sort` is `given`): avatar (faded when offline), name (the VIP
/// colour and mark), "[presence] intro" cut to one line. Without groups: every participant but me in alphabetical
/// order under section letters, with the letter index down the trailing edge. Rows are group nodes tagged
/// `contactGroup`, `section` or `contact` (`role`: the participant) with a running row index as `message`.
struct ContactListLayout {
    let screen: ListScreen
    let list: ContactList
    let style: ContactListStyle

    init(engine: LayoutEngine, list: ContactList) {
        screen = ListScreen(engine: engine, styleKey: "screens.contacts")
        self.list = list
        style = engine.theme.contactList
    }

    private var engine: LayoutEngine { screen.engine }
    private var width: Double { screen.width }

    /// One row to place: a group header, a section letter or a contact.
    private enum Row {
        case group(ContactGroup, online: Int)
        case section(String)
        case contact(Participant)
    }

    func placements() throws(LayoutError) -> Placements {
        var y = screen.top
        var elements: [LayoutElement] = []
        var index = 0
        var letters: [String] = []
        func add(_ row: Row) throws(LayoutError) {
            let height = switch row {
            case .group: style.headerHeight
            case .section: style.sectionHeight
            case .contact: style.rowHeight
            }
            let frame = Rect(x: 0, y: y, width: width, height: height)
            try engine.checkStop(index)
            elements.append(LayoutElement(message: index, frame: frame, content: .node(try node(row, index: index, frame: frame))))
            index += 1
            y += height
            try screen.checkHeight(y)
        }
        let everyone = engine.conversation.participants
        if let groups = list.groups {
            let byID = Dictionary(everyone.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            groups: for group in groups {
                let members = group.members.compactMap { byID[$0] }
                if let limit = screen.bottomLimit, y >= limit { break }
                try add(.group(group, online: group.online ?? members.filter { $0.online == true }.count))
                guard group.open else { continue }
                let ordered = list.sort == .given ? members
                    : members.filter { $0.online != false } + members.filter { $0.online == false }
                for member in ordered {
                    if let limit = screen.bottomLimit, y >= limit { break groups }
                    try add(.contact(member))
                }
            }
        } else {
            // Sorted and filed by the name's Latin spelling, as the phone's contacts do (安娜 under A, Анна under A).
            let keyed: [(person: Participant, key: String)] = everyone.filter { !$0.isMe }.map { ($0, Self.sortKey($0.name)) }
            let people = keyed.sorted { a, b in a.key == b.key ? a.person.id < b.person.id : a.key < b.key }
                .map { (person: $0.person, letter: Self.sectionLetter(key: $0.key)) }
            // The index lists every section, also those past a viewport's last row.
            for entry in people where entry.letter != letters.last { letters.append(entry.letter) }
            var letter: String?
            for (person, initial) in people {
                if let limit = screen.bottomLimit, y >= limit { break }
                if initial != letter {
                    letter = initial
                    try add(.section(initial))
                }
                try add(.contact(person))
            }
        }
        if style.sideIndex, !letters.isEmpty {
            elements.append(try sideIndex(letters))
        }
        return try screen.finish(elements, y: y, background: style.background)
    }

    /// The letter an alphabetical list files a name under, from its `sortKey`: the first letter, capitalised, or
    /// "#" when that is not a letter from A to Z.
    static func sectionLetter(key: String) -> String {
        guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return "#" }
        return String(first).uppercased()
    }

    /// `name` in Latin letters, lowercased and without accents: the order of an alphabetical list.
    static func sortKey(_ name: String) -> String {
        (name.applyingTransform(.toLatin, reverse: false) ?? name).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    // MARK: Rows

    private func node(_ row: Row, index: Int, frame: Rect) throws(LayoutError) -> Node {
        switch row {
        case .group(let group, let online): return try groupHeader(group, online: online, index: index, frame: frame)
        case .section(let letter): return try section(letter, index: index, frame: frame)
        case .contact(let person): return try contact(person, index: index, frame: frame)
        }
    }

    private func groupHeader(_ group: ContactGroup, online: Int, index: Int, frame: Rect) throws(LayoutError) -> Node {
        var nodes: [Node] = [screen.lowering.crispRect(frame, paint: .color(try screen.color(style.headerBackground)))]
        let arrow = 12.0
        nodes.append(try screen.lowering.glyph(group.open ? "disclosureOpen" : "disclosure",
                                               in: screen.mirrored(Rect(x: style.inset, y: frame.midY - arrow / 2, width: arrow, height: arrow)),
                                               color: try screen.color(style.arrowColor)))
        let countStyle = TextStyle(fontSize: style.countSize, alignment: screen.rtl ? .left : .right)
        let count = try screen.measure("\(online)/\(group.members.count)", style: countStyle)
        let countFrame = screen.mirrored(Rect(x: width - style.inset - count.size.width, y: frame.midY - count.size.height / 2,
                                              width: count.size.width, height: count.size.height))
        nodes.append(screen.text(count, style: countStyle, color: try screen.color(style.countColor), frame: countFrame, role: "groupCount"))
        let nameX = style.inset + arrow + 8
        let nameStyle = TextStyle(fontSize: style.groupSize, alignment: screen.rtl ? .right : .left)
        let name = try screen.oneLine(group.name, style: nameStyle, maxWidth: max(1, width - style.inset - count.size.width - 12 - nameX))
        nodes.append(screen.text(name, style: nameStyle, color: try screen.color(style.groupColor),
                                 frame: screen.mirrored(Rect(x: nameX, y: frame.midY - name.size.height / 2, width: name.size.width,
                                                             height: name.size.height)), role: "groupName"))
        nodes.append(screen.separator(under: frame, from: 0, color: try screen.color(style.separatorColor)))
        return Node.group(nodes, frame: frame, tags: NodeTags(kind: "contactGroup", message: index))
    }

    private func section(_ letter: String, index: Int, frame: Rect) throws(LayoutError) -> Node {
        let textStyle = TextStyle(fontSize: style.sectionSize, weight: .semibold, alignment: screen.rtl ? .right : .left)
        let block = try screen.measure(letter, style: textStyle)
        return Node.group([
            screen.lowering.crispRect(frame, paint: .color(try screen.color(style.headerBackground))),
            screen.text(block, style: textStyle, color: try screen.color(style.sectionColor),
                        frame: screen.mirrored(Rect(x: style.inset, y: frame.midY - block.size.height / 2, width: block.size.width,
                                                    height: block.size.height)), role: "sectionLetter"),
        ], frame: frame, tags: NodeTags(kind: "section", message: index))
    }

    private func contact(_ person: Participant, index: Int, frame: Rect) throws(LayoutError) -> Node {
        var nodes: [Node] = []
        let avatarFrame = screen.mirrored(Rect(x: style.inset, y: frame.minY + ((frame.height - style.avatarSize) / 2).rounded(),
                                               width: style.avatarSize, height: style.avatarSize))
        let element = try screen.avatar(image: person.avatar, title: person.name, fill: engine.initialsColor(for: person.id), participant: person.id,
                                        size: style.avatarSize)
        let usedBy = "avatar of participant \"\(person.id)\""
        if person.online == false && style.offlineOpacity < 1 {
            // Faded as a whole in a buffer of its own, its pieces placed from the buffer's corner.
            let local = Rect(x: 0, y: 0, width: avatarFrame.width, height: avatarFrame.height)
            let avatar = try screen.lowering.avatar(element, frame: local, usedBy: usedBy)
            nodes.append(Node(.group(GroupNode(children: avatar, opacity: style.offlineOpacity)), frame: avatarFrame, tags: NodeTags(role: "offline")))
        } else {
            nodes.append(Node.group(try screen.lowering.avatar(element, frame: avatarFrame, usedBy: usedBy), frame: avatarFrame))
        }
        let textX = style.inset + style.avatarSize + style.avatarGap
        // Room for the side index's column at the trailing edge.
        let textRight = width - (list.groups == nil && style.sideIndex ? 28 : style.inset)
        var nameStyle = TextStyle(fontSize: style.nameSize, alignment: screen.rtl ? .right : .left)
        if person.vip { nameStyle.weight = .semibold }
        let vipWidth = person.vip ? 30.0 : 0
        let name = try screen.oneLine(person.name, style: nameStyle, maxWidth: max(1, textRight - textX - vipWidth))
        var introBlock: TextBlock?
        let introStyle = TextStyle(fontSize: style.introSize, alignment: screen.rtl ? .right : .left)
        let intro = [person.presence.map { "[\($0)]" }, person.intro].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        if !intro.isEmpty { introBlock = try screen.oneLine(intro, style: introStyle, maxWidth: max(1, textRight - textX)) }
        let spacing = 3.0
        let contentHeight = name.size.height + (introBlock.map { spacing + $0.size.height } ?? 0)
        let nameTop = (frame.minY + (frame.height - contentHeight) / 2).rounded()
        let nameFrame = Rect(x: textX, y: nameTop, width: name.size.width, height: name.size.height)
        nodes.append(screen.text(name, style: nameStyle, color: try screen.color(person.vip ? style.vipColor : style.nameColor),
                                 frame: screen.mirrored(nameFrame), role: "contactName"))
        if person.vip {
            let markStyle = TextStyle(fontSize: 9, weight: .semibold, alignment: .center)
            let mark = try screen.measure("VIP", style: markStyle)
            let pill = Rect(x: nameFrame.maxX + 5, y: (nameFrame.midY - 7).rounded(), width: (mark.size.width + 8).rounded(.up), height: 14)
            let vip = try screen.color(style.vipColor)
            let drawn = screen.mirrored(pill)
            nodes.append(screen.lowering.roundedRect(drawn, radius: 3, color: vip))
            nodes.append(screen.text(mark, style: markStyle, color: .white,
                                     frame: Rect(x: drawn.midX - mark.size.width / 2, y: drawn.midY - mark.size.height / 2,
                                                 width: mark.size.width, height: mark.size.height), role: "vip"))
        }
        if let introBlock {
            nodes.append(screen.text(introBlock, style: introStyle, color: try screen.color(style.introColor),
                                     frame: screen.mirrored(Rect(x: textX, y: nameFrame.maxY + spacing, width: introBlock.size.width,
                                                                 height: introBlock.size.height)), role: "contactIntro"))
        }
        nodes.append(screen.separator(under: frame, from: textX, color: try screen.color(style.separatorColor)))
        return Node.group(nodes, frame: frame, tags: NodeTags(kind: "contact", message: index, role: person.id))
    }

    /// The letter index down the trailing edge, centred in the list's visible height.
    private func sideIndex(_ letters: [String]) throws(LayoutError) -> LayoutElement {
        let textStyle = TextStyle(fontSize: 11, weight: .semibold, alignment: .center)
        let lineHeight = 14.0
        let top = screen.top
        let visibleBottom = screen.bottomLimit ?? (top + Double(letters.count) * lineHeight)
        let height = Double(letters.count) * lineHeight
        let start = max(top, (top + visibleBottom - height) / 2)
        var nodes: [Node] = []
        let color = try screen.color(style.indexColor)
        for (position, letter) in letters.enumerated() {
            let block = try screen.measure(letter, style: textStyle)
            let centreX = width - 14
            let frame = screen.mirrored(Rect(x: centreX - block.size.width / 2, y: start + Double(position) * lineHeight
                                                 + (lineHeight - block.size.height) / 2, width: block.size.width, height: block.size.height))
            nodes.append(screen.text(block, style: textStyle, color: color, frame: frame, role: "indexLetter"))
        }
        let frame = screen.mirrored(Rect(x: width - 28, y: start, width: 28, height: height))
        return LayoutElement(message: nil, frame: frame, content: .node(Node.group(nodes, frame: frame, tags: NodeTags(kind: "index"))))
    }
}
