import ChatLayout
import ChatModel
import Testing

/// Every built-in theme's choice of template and avatar for the first, middle, last and single bubble of a group.
@Suite("Grouping per built-in theme")
struct ThemeGroupingTests {
    /// Template per position (first, middle, last, single) as each pack's theme.json should pick it.
    static let expected: [String: [GroupPosition: String]] = [
        "classic": [.first: "bubble", .middle: "bubble", .last: "bubble", .single: "bubble"],
        "imessage": [.first: "bubble", .middle: "bubble", .last: "bubble-tail", .single: "bubble-tail"],
        "whatsapp": [.first: "bubble-tail", .middle: "bubble", .last: "bubble", .single: "bubble-tail"],
        "messenger": [.first: "bubble-first", .middle: "bubble-middle", .last: "bubble-last", .single: "bubble-single"],
        "telegram": [.first: "bubble-first", .middle: "bubble-middle", .last: "bubble-last", .single: "bubble-single"],
        "qq": [.first: "bubble", .middle: "bubble", .last: "bubble", .single: "bubble"],
    ]

    /// Ana three times (first, middle, last), then me once (single), then Bo once (single), in a group chat.
    static let messages = [
        text(0, "ana", "one"), text(1, "ana", "two"), text(2, "ana", "three"), text(3, "me", "four"), text(4, "bo", "five"),
    ]

    @Test("each position gets the pack's template; incoming bubbles are mirrored when the template has a tail side",
          arguments: BuiltInThemes.names)
    func templates(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout(Self.messages, participants: [me, ana, bo], theme: theme)
        let bubbles = list.elements("bubble").compactMap { element -> (Int, BubbleElement)? in
            guard case .bubble(let bubble) = element.content, let message = element.message else { return nil }
            return (message, bubble)
        }
        #expect(bubbles.map(\.0) == [0, 1, 2, 3, 4])
        let positions = bubbles.map(\.1.position)
        if name == "qq" {
            // QQ does not group: every message stands alone.
            #expect(positions == [.single, .single, .single, .single, .single])
        } else {
            #expect(positions == [.first, .middle, .last, .single, .single])
        }
        // The six first packs are checked against the apps' templates written out; a pack added since against its
        // own theme.json (so a new pack needs no test edit).
        let table = Self.expected[name]
            ?? Dictionary(uniqueKeysWithValues: GroupPosition.allCases.map { ($0, theme.textBubbles.style(for: $0).image) })
        for (message, bubble) in bubbles {
            #expect(bubble.image == table[bubble.position], "\(name): message \(message) at \(bubble.position)")
            let tailed = theme.textBubbles.style(for: bubble.position).tailSide != .none
            #expect(bubble.mirrored == (tailed && message != 3), "\(name): message \(message) mirroring")
        }
    }

    @Test("avatars sit on the bubble the pack names, names above a group's first bubble", arguments: BuiltInThemes.names)
    func avatarsAndNames(_ name: String) throws {
        let theme = try BuiltInThemes.spec(name)
        let list = try layout(Self.messages, participants: [me, ana, bo], theme: theme)
        let avatarMessages = list.elements("avatar").compactMap(\.message)
        let nameMessages = list.elements("label").filter { element in
            if case .label(let label) = element.content { return label.role == "name" }
            return false
        }.compactMap(\.message)
        let expectedAvatars: [Int] = switch theme.metrics.avatarPlacement {
        case .first: [0, 4]
        case .last: [2, 4]
        case .all: [0, 1, 2, 4]
        case .none: []
        }
        let withOutgoing = theme.metrics.outgoingAvatars ? (expectedAvatars + [3]).sorted() : expectedAvatars
        #expect(avatarMessages == (name == "qq" ? [0, 1, 2, 3, 4] : withOutgoing))
        #expect(nameMessages == (name == "qq" ? [0, 1, 2, 4] : [0, 4]))
    }

    @Test("the four-message run of the issue's example: first, middle, middle, last")
    func longRun() throws {
        let theme = try BuiltInThemes.spec("messenger")
        let list = try layout((0..<4).map { text($0, "ana", "m\($0)") }, theme: theme)
        let images = list.elements("bubble").compactMap { element -> String? in
            if case .bubble(let bubble) = element.content { return bubble.image }
            return nil
        }
        #expect(images == ["bubble-first", "bubble-middle", "bubble-middle", "bubble-last"])
    }
}
