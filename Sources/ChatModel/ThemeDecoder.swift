/// Decodes and validates theme.json bytes into a `ThemeSpec`.
///
/// Same strictness as `ConversationDecoder`: unknown keys (with the nearest known key), wrong types, values
/// out of range and malformed image names are errors naming their path (`colors.dark.outgoingBubble`), line
/// and column. Position styles inherit missing keys from `default`; `bubbles.photo` defaults to `bubbles.text`.
/// Image names are checked as text only (relative, no `..`); the files are loaded by the render stage.
package struct ThemeDecoder: Sendable {
    /// A decoder.
    package init() {}

    /// Decodes one theme.json document.
    /// - Throws: the first problem found, as a `ModelError`.
    package func decode(_ bytes: [UInt8]) throws(ModelError) -> ThemeSpec {
        let document = try JSONParser().parse(bytes)
        let root = try JSONObjectReader(document, path: .root)
        try root.rejectUnknownKeys(ThemeKeys.topLevel)
        _ = try FormatVersion.read(root, supported: ThemeKeys.supportedVersions)
        if let schema = root.value("$schema") {
            _ = try schema.string(at: root.path("$schema"))
        }

        let name = try root.required("name").nonEmptyString(at: root.path("name"), what: "the theme name")
        var platform = "ios"
        if let value = root.value("platform") {
            let path = root.path("platform")
            platform = try value.string(at: path)
            guard ThemeKeys.platforms.contains(platform) else {
                throw value.invalid(
                    "\(JSONStringLiteral.quotedExcerpt(platform)) is not a platform",
                    hint: JSONValue.choiceHint(ThemeKeys.platforms, suggestion: Suggestion.nearest(to: platform, in: ThemeKeys.platforms)),
                    at: path)
            }
        }

        let bubbles = try JSONObjectReader(root.required("bubbles"), path: root.path("bubbles"))
        try bubbles.rejectUnknownKeys(ThemeKeys.bubbles)
        let textBubbles = try BubbleSetDecoder.decode(bubbles.required("text"), at: bubbles.path("text"))
        let photoBubbles = try bubbles.value("photo").map { value throws(ModelError) in
            try BubbleSetDecoder.decode(value, at: bubbles.path("photo"))
        }
        let albumCell = try bubbles.value("albumCell").map { value throws(ModelError) in
            try BubbleSetDecoder.style(value, at: bubbles.path("albumCell"))
        }

        var statusIcons: [DeliveryStatus: String] = [:]
        if let value = root.value("statusIcons") {
            let icons = try JSONObjectReader(value, path: root.path("statusIcons"))
            try icons.rejectUnknownKeys(DeliveryStatus.allCases.map(\.rawValue))
            for status in DeliveryStatus.allCases {
                guard let icon = icons.value(status.rawValue) else { continue }
                statusIcons[status] = try PathRules.themeImageName(icon, at: icons.path(status.rawValue))
            }
        }

        let fonts = try root.value("fonts").map { value throws(ModelError) in
            try ThemeFontsDecoder.decode(value, at: root.path("fonts"))
        } ?? ThemeFonts()
        let metrics = try root.value("metrics").map { value throws(ModelError) in
            try ThemeMetricsDecoder.decode(value, at: root.path("metrics"))
        } ?? ThemeMetrics()
        let colors = try ThemeColorsDecoder.decode(root.required("colors"), at: root.path("colors"))
        let words = try root.value("words").map { value throws(ModelError) in
            try ThemeWordsDecoder.decode(value, at: root.path("words"))
        } ?? ThemeWords()
        let chrome = try root.value("chrome").map { value throws(ModelError) in
            try ThemeChromeDecoder.decode(value, at: root.path("chrome"), words: words.keys)
        } ?? ThemeChrome()
        var glyphs: [String: VectorGlyph]
        if let value = root.value("glyphs") {
            // The pack's own glyphs replace the defaults of the same name, which are then never decoded.
            let own = try ThemeGlyphsDecoder.decode(value, at: root.path("glyphs"))
            glyphs = DefaultGlyphs.glyphs(platform: platform, except: Set(own.keys)).merging(own) { _, own in own }
        } else {
            glyphs = DefaultGlyphs.glyphs(platform: platform)
        }
        let groups = try root.value("groups").map { value throws(ModelError) in
            try ThemeGroupRulesDecoder.decode(value, at: root.path("groups"), glyphs: Set(glyphs.keys))
        } ?? ThemeGroupRules()
        let link = try root.value("link").map { value throws(ModelError) in
            try ThemeLinkDecoder.decode(value, at: root.path("link"))
        } ?? ThemeLink()

        var wallpaper = ThemeWallpaper()
        if let value = root.value("wallpaper") {
            let object = try JSONObjectReader(value, path: root.path("wallpaper"))
            try object.rejectUnknownKeys(ThemeKeys.appearances)
            wallpaper.light = try object.value("light").map { image throws(ModelError) in
                try PathRules.themeImageName(image, at: object.path("light"))
            }
            wallpaper.dark = try object.value("dark").map { image throws(ModelError) in
                try PathRules.themeImageName(image, at: object.path("dark"))
            }
        }


        var spec = ThemeSpec(
            name: name, platform: platform, textBubbles: textBubbles, photoBubbles: photoBubbles, statusIcons: statusIcons,
            fonts: fonts, metrics: metrics, light: colors.light, dark: colors.dark, wallpaper: wallpaper, chrome: chrome, groups: groups,
            glyphs: glyphs, link: link)
        if let value = root.value("screens") {
            let object = try JSONObjectReader(value, path: root.path("screens"))
            try object.rejectUnknownKeys(["chats", "contacts"])
            if let chats = object.value("chats") { spec.chatList = try ChatListStyleDecoder.decode(chats, at: object.path("chats"), words: words.keys) }
            if let contacts = object.value("contacts") {
                spec.contactList = try ContactListStyleDecoder.decode(contacts, at: object.path("contacts"), words: words.keys)
            }
        }
        spec.words = words
        spec.albumCell = albumCell
        return spec
    }
}
