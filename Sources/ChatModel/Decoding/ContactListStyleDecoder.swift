/// Reads `screens.contacts`: every key optional over `ContactListStyle`'s defaults, each checked at its path.
enum ContactListStyleDecoder {
    static var lengths: [(String, WritableKeyPath<ContactListStyle, Double>, ClosedRange<Double>)] { [
        ("headerHeight", \.headerHeight, 16...200), ("sectionHeight", \.sectionHeight, 12...200), ("rowHeight", \.rowHeight, 20...400),
        ("avatarSize", \.avatarSize, 0...200), ("inset", \.inset, 0...100), ("avatarGap", \.avatarGap, 0...100),
    ] }
    static var sizes: [(String, WritableKeyPath<ContactListStyle, Double>)] { [
        ("groupSize", \.groupSize), ("countSize", \.countSize), ("nameSize", \.nameSize), ("introSize", \.introSize),
        ("sectionSize", \.sectionSize),
    ] }
    static var colors: [(String, WritableKeyPath<ContactListStyle, ChromeColor>)] { [
        ("background", \.background), ("headerBackground", \.headerBackground), ("groupColor", \.groupColor), ("countColor", \.countColor),
        ("nameColor", \.nameColor), ("vipColor", \.vipColor), ("introColor", \.introColor), ("sectionColor", \.sectionColor),
        ("indexColor", \.indexColor), ("arrowColor", \.arrowColor), ("separatorColor", \.separatorColor),
    ] }
    static var keys: [String] { ["title", "offlineOpacity", "sideIndex"] + lengths.map(\.0) + sizes.map(\.0) + colors.map(\.0) }

    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ContactListStyle {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(keys)
        var style = ContactListStyle()
        if let title = object.value("title") { style.title = try title.nonEmptyString(at: object.path("title"), what: "the title") }
        for (key, field, range) in lengths {
            if let n = try object.number(key, in: range, what: "length", unit: " pt") { style[keyPath: field] = n }
        }
        for (key, field) in sizes {
            if let n = try object.number(key, in: 4...100, what: "font size", unit: " pt") { style[keyPath: field] = n }
        }
        for (key, field) in colors {
            if let value = object.value(key) { style[keyPath: field] = try ChromeBarDecoder.color(value, at: object.path(key)) }
        }
        style.offlineOpacity = try object.number("offlineOpacity", in: 0...1, what: "opacity") ?? style.offlineOpacity
        if let value = object.value("sideIndex") { style.sideIndex = try value.bool(at: object.path("sideIndex")) }
        return style
    }
}
