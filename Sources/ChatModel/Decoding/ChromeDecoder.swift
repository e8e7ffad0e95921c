/// Reads `chrome`: `false`, or an object whose parts (`statusBar`, `header`, `composer`) are each `false` or
/// an object. A part left out is drawn with its defaults.
enum ChromeDecoder {
    static let keys = ["statusBar", "header", "composer"]
    static let statusBarKeys = ["time", "battery", "signal", "wifi"]
    static let headerKeys = ["title", "subtitle", "avatar", "unread"]
    static let composerKeys = ["placeholder", "text"]

    /// The chrome, or nil for `false`.
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> Chrome? {
        if case .bool(false, _) = value { return nil }
        guard case .object = value else { throw value.mismatch(expected: "an object or false", at: path) }
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(keys)
        var chrome = Chrome()
        if let part = object.value("statusBar") {
            chrome.statusBar = try Self.part(part, at: object.path("statusBar"), decodeStatusBar)
        }
        if let part = object.value("header") {
            chrome.header = try Self.part(part, at: object.path("header"), decodeHeader)
        }
        if let part = object.value("composer") {
            chrome.composer = try Self.part(part, at: object.path("composer"), decodeComposer)
        }
        return chrome
    }

    /// `false` → nil; an object → `decode(object)`; anything else is a type mismatch.
    private static func part<Part>(
        _ value: JSONValue, at path: JSONPath, _ decode: (JSONObjectReader) throws(ModelError) -> Part
    ) throws(ModelError) -> Part? {
        if case .bool(false, _) = value { return nil }
        guard case .object = value else { throw value.mismatch(expected: "an object or false", at: path) }
        return try decode(try JSONObjectReader(value, path: path))
    }

    private static func decodeStatusBar(_ object: JSONObjectReader) throws(ModelError) -> StatusBar {
        try object.rejectUnknownKeys(statusBarKeys)
        var bar = StatusBar()
        if let time = object.value("time") {
            bar.time = try time.nonEmptyString(at: object.path("time"), what: "the status bar time")
        }
        if let battery = object.value("battery") {
            bar.battery = try battery.number(in: StatusBar.batteryRange, at: object.path("battery"), what: "battery charges", unit: " %")
        }
        if let signal = object.value("signal") {
            bar.signal = try signal.wholeNumber(in: StatusBar.signalRange, at: object.path("signal"), what: "signal bar counts",
                                                counting: "signal bars", hint: "use 0, 1, 2, 3 or 4")
        }
        if let wifi = object.value("wifi") {
            bar.wifi = try wifi.bool(at: object.path("wifi"))
        }
        return bar
    }

    private static func decodeHeader(_ object: JSONObjectReader) throws(ModelError) -> ChatHeader {
        try object.rejectUnknownKeys(headerKeys)
        var header = ChatHeader()
        if let title = object.value("title") {
            header.title = try title.nonEmptyString(at: object.path("title"), what: "the header title")
        }
        if let subtitle = object.value("subtitle") {
            header.subtitle = try subtitle.nonEmptyString(at: object.path("subtitle"), what: "the header subtitle")
        }
        if let avatar = object.value("avatar") {
            header.avatar = try PathRules.conversationPath(avatar, at: object.path("avatar"), what: "the header avatar path")
        }
        if let unread = object.value("unread") {
            header.unread = try unread.wholeNumber(in: ChatHeader.unreadRange, at: object.path("unread"), what: "unread counts",
                                                   counting: "unread messages", hint: "use a whole number such as 3")
        }
        return header
    }

    private static func decodeComposer(_ object: JSONObjectReader) throws(ModelError) -> Composer {
        try object.rejectUnknownKeys(composerKeys)
        var composer = Composer()
        if let placeholder = object.value("placeholder") {
            composer.placeholder = try placeholder.string(at: object.path("placeholder"))
        }
        if let text = object.value("text") {
            composer.text = try text.string(at: object.path("text"))
        }
        return composer
    }
}
