import ChatGeometry

/// Reads theme.json's optional `chrome` object: the `statusBar`, `header` and `composer` bars (each a preset's name
/// or a description, see `ChromeBarDecoder`), a `placeholder`, the `backLabel` and `sendLabel` the bars may show,
/// and `light` / `dark` objects of optional colours. Unknown keys and preset names suggest the nearest valid one.
enum ThemeChromeDecoder {
    /// The theme's chrome style.
    static func decode(_ value: JSONValue, at path: JSONPath, words: Set<String>) throws(ModelError) -> ThemeChrome {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.chrome)
        var chrome = ThemeChrome()
        if let bar = object.value("statusBar") { chrome.statusBar = try choice(bar, .statusBar, at: object.path("statusBar"), words: words) }
        if let bar = object.value("header") { chrome.header = try choice(bar, .header, at: object.path("header"), words: words) }
        if let bar = object.value("composer") { chrome.composer = try choice(bar, .composer, at: object.path("composer"), words: words) }
        if let bar = object.value("listHeader") { chrome.listHeader = try choice(bar, .listHeader, at: object.path("listHeader"), words: words) }
        if let bar = object.value("contactsHeader") {
            chrome.contactsHeader = try choice(bar, .listHeader, at: object.path("contactsHeader"), words: words)
        }
        if let bar = object.value("tabBar") { chrome.tabBar = try choice(bar, .tabBar, at: object.path("tabBar"), words: words) }
        if let bar = object.value("pinnedBar") { chrome.pinnedBar = try ChromeBarDecoder.decode(bar, at: object.path("pinnedBar"), words: words) }
        chrome.placeholder = try ChromeBarDecoder.wordText(object, "placeholder", words: words, what: nil)
        chrome.backLabel = try ChromeBarDecoder.wordText(object, "backLabel", words: words, what: "the back button's label")
        chrome.sendLabel = try ChromeBarDecoder.wordText(object, "sendLabel", words: words, what: "the send button's label")
        chrome.typing = try object.named("typing", HeaderTyping.self, noun: "a header typing style") ?? chrome.typing
        if let accent = object.value("typingAccent") { chrome.typingAccent = try accent.bool(at: object.path("typingAccent")) }
        chrome.groupTitle = try object.named("groupTitle", GroupTitleStyle.self, noun: "a group title style") ?? chrome.groupTitle
        if let light = object.value("light") {
            chrome.light = try colors(light, at: object.path("light"))
        }
        if let dark = object.value("dark") {
            chrome.dark = try colors(dark, at: object.path("dark"))
        }
        return chrome
    }

    /// A preset's name (checked against the presets, suggesting the nearest) or a bar's description.
    private static func choice(_ value: JSONValue, _ part: ChromePresets.Part, at path: JSONPath, words: Set<String>) throws(ModelError) -> ChromeBarChoice {
        guard case .string = value else { return .described(try ChromeBarDecoder.decode(value, at: path, words: words)) }
        let name = try value.string(at: path)
        let names = ChromePresets.names(part)
        guard names.contains(name) else {
            throw value.invalid("\(JSONStringLiteral.quotedExcerpt(name)) is not a \(part.noun) chatrender has",
                                hint: JSONValue.choiceHint(names, suggestion: Suggestion.nearest(to: name, in: names))
                                    + ", or describe the bar (docs/theme-pack.md)", at: path)
        }
        return .preset(name)
    }

    private static func colors(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeChromeColors {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.chromeColors)
        func color(_ key: String) throws(ModelError) -> Color? {
            try object.value(key).map { value throws(ModelError) in try value.color(at: object.path(key)) }
        }
        return ThemeChromeColors(bar: try color("bar"), barText: try color("barText"), accent: try color("accent"),
                                 field: try color("field"), subtitle: try color("subtitle"), barEnd: try color("barEnd"))
    }
}
