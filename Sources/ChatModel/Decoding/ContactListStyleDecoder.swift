/// Reads `screens.contacts`: every key optional over `ContactListStyle`'s defaults, each checked at its path.
enum ContactListStyleDecoder {
    static var lengths: [ListStyleFields<ContactListStyle>.Length] { [
        ("headerHeight", \.headerHeight, 16...200), ("sectionHeight", \.sectionHeight, 12...200), ("rowHeight", \.rowHeight, 20...400),
        ("avatarSize", \.avatarSize, 0...200), ("inset", \.inset, 0...100), ("avatarGap", \.avatarGap, 0...100),
    ] }
    static var sizes: [ListStyleFields<ContactListStyle>.Size] { [
        ("groupSize", \.groupSize), ("countSize", \.countSize), ("nameSize", \.nameSize), ("introSize", \.introSize),
        ("sectionSize", \.sectionSize),
    ] }
    static var colors: [ListStyleFields<ContactListStyle>.Colour] { [
        ("background", \.background), ("headerBackground", \.headerBackground), ("groupColor", \.groupColor), ("countColor", \.countColor),
        ("nameColor", \.nameColor), ("vipColor", \.vipColor), ("introColor", \.introColor), ("sectionColor", \.sectionColor),
        ("indexColor", \.indexColor), ("arrowColor", \.arrowColor), ("separatorColor", \.separatorColor),
    ] }
    static var keys: [String] { ["title", "offlineOpacity", "sideIndex"] + lengths.map(\.key) + sizes.map(\.key) + colors.map(\.key) }

    static func decode(_ value: JSONValue, at path: JSONPath, words: Set<String>) throws(ModelError) -> ContactListStyle {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(keys)
        var style = ContactListStyle()
        style.title = try ChromeBarDecoder.wordText(object, "title", words: words, what: "the title") ?? style.title
        try ListStyleFields.read(object, into: &style, lengths: lengths, sizes: sizes, colors: colors)
        style.offlineOpacity = try object.number("offlineOpacity", in: 0...1, what: "opacity") ?? style.offlineOpacity
        if let value = object.value("sideIndex") { style.sideIndex = try value.bool(at: object.path("sideIndex")) }
        return style
    }
}
