/// Reads `screens.chats`: every key optional over `ChatListStyle`'s defaults, each checked at its path.
enum ChatListStyleDecoder {
    static let keys = ["title", "background", "rowHeight", "avatarSize", "inset", "avatarGap", "titleSize", "previewSize", "timeSize", "badgeSize",
                       "previewLines", "unreadMark", "ownPrefix", "senderNames", "titleColor", "previewColor", "timeColor",
                       "unreadTimeColor", "badgeColor", "mutedBadgeColor", "badgeTextColor", "typingColor", "draftColor",
                       "separatorColor", "markColor", "words"]

    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ChatListStyle {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(keys)
        var style = ChatListStyle()
        if let title = object.value("title") { style.title = try title.nonEmptyString(at: object.path("title"), what: "the title") }
        func length(_ key: String, _ range: ClosedRange<Double>) throws(ModelError) -> Double? {
            try object.number(key, in: range, what: "length", unit: " pt")
        }
        style.rowHeight = try length("rowHeight", 20...400) ?? style.rowHeight
        style.avatarSize = try length("avatarSize", 0...200) ?? style.avatarSize
        style.inset = try length("inset", 0...100) ?? style.inset
        style.avatarGap = try length("avatarGap", 0...100) ?? style.avatarGap
        style.titleSize = try object.number("titleSize", in: 4...100, what: "font size", unit: " pt") ?? style.titleSize
        style.previewSize = try object.number("previewSize", in: 4...100, what: "font size", unit: " pt") ?? style.previewSize
        style.timeSize = try object.number("timeSize", in: 4...100, what: "font size", unit: " pt") ?? style.timeSize
        style.badgeSize = try object.number("badgeSize", in: 4...100, what: "font size", unit: " pt") ?? style.badgeSize
        if let lines = object.value("previewLines") {
            style.previewLines = try lines.wholeNumber(in: 1...4, at: object.path("previewLines"), what: "line count", counting: "lines",
                                                       hint: "write 1 to 4")
        }
        style.unreadMark = try object.named("unreadMark", ChatListStyle.UnreadMark.self, noun: "an unread mark") ?? style.unreadMark
        style.ownPrefix = try object.named("ownPrefix", ChatListStyle.OwnPrefix.self, noun: "an own-message prefix") ?? style.ownPrefix
        if let names = object.value("senderNames") { style.senderNames = try names.bool(at: object.path("senderNames")) }
        func color(_ key: String, into target: inout ChromeColor) throws(ModelError) {
            guard let value = object.value(key) else { return }
            target = try ChromeBarDecoder.color(value, at: object.path(key))
        }
        try color("background", into: &style.background)
        try color("titleColor", into: &style.titleColor)
        try color("previewColor", into: &style.previewColor)
        try color("timeColor", into: &style.timeColor)
        try color("unreadTimeColor", into: &style.unreadTimeColor)
        try color("badgeColor", into: &style.badgeColor)
        try color("mutedBadgeColor", into: &style.mutedBadgeColor)
        try color("badgeTextColor", into: &style.badgeTextColor)
        try color("typingColor", into: &style.typingColor)
        try color("draftColor", into: &style.draftColor)
        try color("separatorColor", into: &style.separatorColor)
        try color("markColor", into: &style.markColor)
        if let words = object.value("words") {
            let wordsObject = try JSONObjectReader(words, path: object.path("words"))
            try wordsObject.rejectUnknownKeys(ChatListStyle.defaultWords.keys.sorted())
            for member in wordsObject.members {
                style.words[member.key] = try member.value.nonEmptyString(at: wordsObject.path(member.key), what: "the word")
            }
        }
        return style
    }
}
