/// Reads `screens.chats`: every key optional over `ChatListStyle`'s defaults, each checked at its path.
enum ChatListStyleDecoder {
    static var lengths: [ListStyleFields<ChatListStyle>.Length] { [
        ("rowHeight", \.rowHeight, 20...400), ("avatarSize", \.avatarSize, 0...200), ("inset", \.inset, 0...100),
        ("avatarGap", \.avatarGap, 0...100),
    ] }
    static var sizes: [ListStyleFields<ChatListStyle>.Size] { [
        ("titleSize", \.titleSize), ("previewSize", \.previewSize), ("timeSize", \.timeSize), ("badgeSize", \.badgeSize),
    ] }
    static var colors: [ListStyleFields<ChatListStyle>.Colour] { [
        ("background", \.background), ("titleColor", \.titleColor), ("previewColor", \.previewColor), ("timeColor", \.timeColor),
        ("unreadTimeColor", \.unreadTimeColor), ("badgeColor", \.badgeColor), ("mutedBadgeColor", \.mutedBadgeColor),
        ("badgeTextColor", \.badgeTextColor), ("typingColor", \.typingColor), ("draftColor", \.draftColor),
        ("separatorColor", \.separatorColor), ("markColor", \.markColor),
    ] }
    static var keys: [String] {
        ["title", "previewLines", "unreadMark", "ownPrefix", "groupAvatar", "kindIcons", "badgeLimit", "senderNames"] + lengths.map(\.key) + sizes.map(\.key) + colors.map(\.key)
    }

    static func decode(_ value: JSONValue, at path: JSONPath, words: Set<String>) throws(ModelError) -> ChatListStyle {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(keys)
        var style = ChatListStyle()
        style.title = try ChromeBarDecoder.wordText(object, "title", words: words, what: "the title") ?? style.title
        try ListStyleFields.read(object, into: &style, lengths: lengths, sizes: sizes, colors: colors)
        if let lines = object.value("previewLines") {
            style.previewLines = try lines.wholeNumber(in: 1...4, at: object.path("previewLines"), what: "line count", counting: "lines",
                                                       hint: "write 1 to 4")
        }
        style.unreadMark = try object.named("unreadMark", ChatListStyle.UnreadMark.self, noun: "an unread mark") ?? style.unreadMark
        style.ownPrefix = try object.named("ownPrefix", ChatListStyle.OwnPrefix.self, noun: "an own-message prefix") ?? style.ownPrefix
        style.groupAvatar = try object.named("groupAvatar", ChatListStyle.GroupAvatar.self, noun: "a group avatar") ?? style.groupAvatar
        if let names = object.value("senderNames") { style.senderNames = try names.bool(at: object.path("senderNames")) }
        if let icons = object.value("kindIcons") { style.kindIcons = try icons.bool(at: object.path("kindIcons")) }
        if let limit = object.value("badgeLimit") {
            style.badgeLimit = try limit.wholeNumber(in: 9...99_999, at: object.path("badgeLimit"), what: "badge limit", counting: "unread messages",
                                                     hint: "write 9 to 99999 (99 writes \"99+\" above 99)")
        }
        return style
    }
}
