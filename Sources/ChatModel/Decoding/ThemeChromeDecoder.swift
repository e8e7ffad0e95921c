import ChatGeometry

/// Reads theme.json's optional `chrome` object: `header` and `composer` style names, a `placeholder`, the
/// `backLabel` and `sendLabel` of the `ios6` buttons, and `light` / `dark` objects of optional colours. Unknown keys and style names suggest the nearest valid one.
enum ThemeChromeDecoder {
    /// The theme's chrome style.
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeChrome {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.chrome)
        var chrome = ThemeChrome()
        if let header = object.value("header") {
            chrome.header = try header.named(ChromeHeaderStyle.self, noun: "a header style", at: object.path("header"))
        }
        if let composer = object.value("composer") {
            chrome.composer = try composer.named(ChromeComposerStyle.self, noun: "a composer style", at: object.path("composer"))
        }
        if let placeholder = object.value("placeholder") {
            chrome.placeholder = try placeholder.string(at: object.path("placeholder"))
        }
        if let label = object.value("backLabel") {
            chrome.backLabel = try label.nonEmptyString(at: object.path("backLabel"), what: "the back button's label")
        }
        if let label = object.value("sendLabel") {
            chrome.sendLabel = try label.nonEmptyString(at: object.path("sendLabel"), what: "the send button's label")
        }
        if let light = object.value("light") {
            chrome.light = try colors(light, at: object.path("light"))
        }
        if let dark = object.value("dark") {
            chrome.dark = try colors(dark, at: object.path("dark"))
        }
        return chrome
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
