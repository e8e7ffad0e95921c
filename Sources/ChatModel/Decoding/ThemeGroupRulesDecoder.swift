import ChatGeometry

/// Reads `groups`: every key optional, with `ThemeGroupRules`'s defaults, each checked and reported at its key.
enum ThemeGroupRulesDecoder {
    /// `glyphs` names the glyphs the pack has (rules that draw a glyph must name one of them).
    static func decode(_ value: JSONValue, at path: JSONPath, glyphs: Set<String>) throws(ModelError) -> ThemeGroupRules {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.groups)
        var rules = ThemeGroupRules()
        if let value = object.value("breakAtTimeHeaders") {
            rules.breakAtTimeHeaders = try value.bool(at: object.path("breakAtTimeHeaders"))
        }
        if let value = object.value("readTime") {
            rules.readTime = try value.bool(at: object.path("readTime"))
        }
        if let value = object.value("readInGroups") {
            rules.readInGroups = try value.bool(at: object.path("readInGroups"))
        }
        if let value = object.value("edited") {
            let rule = try JSONObjectReader(value, path: object.path("edited"))
            try rule.rejectUnknownKeys(["slot", "color"])
            rules.edited.slot = try rule.named("slot", EditedRule.Slot.self, noun: "an edited-label slot") ?? rules.edited.slot
            rules.edited.color = try rule.named("color", EditedRule.Tint.self, noun: "an edited-label colour") ?? rules.edited.color
        }
        if let value = object.value("forwarded") {
            let rule = try JSONObjectReader(value, path: object.path("forwarded"))
            try rule.rejectUnknownKeys(["slot", "source", "color", "glyph"])
            rules.forwarded.slot = try rule.named("slot", ForwardedRule.Slot.self, noun: "a forwarded-label slot") ?? rules.forwarded.slot
            if let source = rule.value("source") { rules.forwarded.source = try source.bool(at: rule.path("source")) }
            rules.forwarded.color = try rule.named("color", ForwardedRule.Tint.self, noun: "a forwarded-label colour") ?? rules.forwarded.color
            if let glyph = rule.value("glyph") { rules.forwarded.glyph = try glyphName(glyph, at: rule.path("glyph"), glyphs: glyphs) }
        }
        if let value = object.value("gif") { rules.gif = try value.named(GIFBadge.self, noun: "a GIF badge", at: object.path("gif")) }
        if let value = object.value("albums") { rules.albums = try value.named(AlbumShape.self, noun: "an album shape", at: object.path("albums")) }
        if let value = object.value("albumLimit") {
            rules.albumLimit = try value.wholeNumber(in: 4...10, at: object.path("albumLimit"), what: "number of pictures", counting: "pictures",
                                                     hint: "write a whole number from 4 to 10")
        }
        if let value = object.value("unread") { rules.unread = try unread(value, at: object.path("unread")) }
        if let value = object.value("encryption") { rules.encryption = try encryption(value, at: object.path("encryption")) }
        if let value = object.value("voice") { rules.voice = try voice(value, at: object.path("voice")) }
        if let value = object.value("timeHeader") { rules.timeHeader = try timeHeader(value, at: object.path("timeHeader")) }
        if let value = object.value("names") { rules.names = try names(value, at: object.path("names")) }
        if let value = object.value("reactions") { rules.reactions = try reactions(value, at: object.path("reactions")) }
        if let value = object.value("replies") { rules.replies = try replies(value, at: object.path("replies")) }
        if let value = object.value("captions") { rules.captions = try captions(value, at: object.path("captions")) }
        if let value = object.value("failedMark") { rules.failedMark = try failedMark(value, at: object.path("failedMark")) }
        if let value = object.value("typing") { rules.typing = try typing(value, at: object.path("typing")) }
        if let value = object.value("videoDuration") {
            rules.videoDuration = try videoDuration(value, at: object.path("videoDuration"), glyphs: glyphs)
        }
        if let value = object.value("maps") { rules.maps = try maps(value, at: object.path("maps")) }
        if let value = object.value("frameMargin") {
            rules.frameMargin = try value.number(in: 0...40, at: object.path("frameMargin"), what: "frame margin", unit: " pt")
        }
        if let value = object.value("time") {
            rules.time = try time(value, at: object.path("time"))
        }
        if let value = object.value("notices") {
            rules.notices = try notices(value, at: object.path("notices"))
        }
        if let value = object.value("initialsColors") {
            rules.initialsColors = try list(value, at: object.path("initialsColors"), noun: "initials colours",
                                            example: ##"["#8E8E93"] or [{"fill": "#E3E3FE", "text": "#3838F5"}]"##, element: initialsColor)
        }
        if let value = object.value("avatarPlaceholder") {
            rules.avatarPlaceholder = try avatarPlaceholder(value, at: object.path("avatarPlaceholder"), glyphs: glyphs)
        }
        if let value = object.value("nameColors") {
            rules.nameColors = try nameColors(value, at: object.path("nameColors"))
        }
        if let value = object.value("statusWords") {
            rules.statusWords = try statusWords(value, at: object.path("statusWords"))
        }
        return rules
    }

    /// `{"iconGap", "textGap", "bottomInset", "pillPadding": [vertical, horizontal], "pillMargin", "pillColor", "ownLine"}`,
    /// every key optional.
    private static func time(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> TimeRule {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["iconGap", "textGap", "bottomInset", "pillPadding", "pillMargin", "pillColor", "ownLine"])
        var rule = TimeRule()
        func number(_ key: String, _ what: String) throws(ModelError) -> Double? { try object.number(key, in: 0...100, what: what, unit: " pt") }
        if let n = try number("iconGap", "gap") { rule.iconGap = n }
        if let n = try number("textGap", "gap") { rule.textGap = n }
        if let n = try number("bottomInset", "inset") { rule.bottomInset = n }
        if let n = try number("pillMargin", "margin") { rule.pillMargin = n }
        if let value = object.value("pillPadding") {
            let padPath = object.path("pillPadding")
            let elements = try value.array(at: padPath)
            guard elements.count == 2 else {
                throw value.invalid("\(elements.count) number\(elements.count == 1 ? "" : "s") given",
                                    hint: "write two: [vertical, horizontal], e.g. [2, 6]", at: padPath)
            }
            rule.pillPaddingVertical = try elements[0].number(in: 0...100, at: padPath.appending(index: 0), what: "padding", unit: " pt")
            rule.pillPaddingHorizontal = try elements[1].number(in: 0...100, at: padPath.appending(index: 1), what: "padding", unit: " pt")
        }
        if let value = object.value("pillColor") { rule.pillColor = try value.color(at: object.path("pillColor")) }
        if let value = object.value("ownLine") { rule.ownLine = try value.bool(at: object.path("ownLine")) }
        return rule
    }

    /// `{"padding", "spacing", "systemWidth", "size", "dayWeight", "wrappedRadius"}`, every key optional.
    private static func notices(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> NoticeRule {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["padding", "spacing", "systemWidth", "size", "dayWeight", "wrappedRadius"])
        var rule = NoticeRule()
        if let value = object.value("padding") { rule.padding = try InsetsDecoder.edgeInsets(value, at: object.path("padding")) }
        if let value = object.value("spacing") { rule.spacing = try value.number(in: 0...100, at: object.path("spacing"), what: "spacing", unit: " pt") }
        if let value = object.value("systemWidth") {
            rule.systemWidth = try value.number(in: 0.2...1, at: object.path("systemWidth"), what: "fraction of the content width")
        }
        if let value = object.value("size") { rule.size = try value.number(in: 4...100, at: object.path("size"), what: "font size", unit: " pt") }
        if let value = object.value("dayWeight") { rule.dayWeight = try value.named(FontWeight.self, noun: "a font weight", at: object.path("dayWeight")) }
        if let value = object.value("wrappedRadius") {
            rule.wrappedRadius = try value.number(in: 0...100, at: object.path("wrappedRadius"), what: "corner radius", unit: " pt")
        }
        return rule
    }

    /// `{"light": [colours], "dark": [colours]}`, each list 1…`maximumNameColors` long.
    private static func nameColors(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> [Appearance: [Color]] {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.appearances)
        var result: [Appearance: [Color]] = [:]
        for appearance in Appearance.allCases {
            guard let list = object.value(appearance.rawValue) else { continue }
            result[appearance] = try colorList(list, at: object.path(appearance.rawValue), noun: "name colours", example: ##"["#1FA855", "#D9480F"]"##)
        }
        return result
    }

    /// A list of 1…`maximumNameColors` colours; `noun` and `example` word the error.
    private static func colorList(_ list: JSONValue, at path: JSONPath, noun: String, example: String) throws(ModelError) -> [Color] {
        try self.list(list, at: path, noun: noun, example: example) { element, path throws(ModelError) in try element.color(at: path) }
    }

    /// A list of 1…`maximumNameColors` entries, each read by `element`; `noun` and `example` word the error.
    private static func list<Entry>(_ list: JSONValue, at path: JSONPath, noun: String, example: String,
                                    element: (JSONValue, JSONPath) throws(ModelError) -> Entry) throws(ModelError) -> [Entry] {
        let elements = try list.array(at: path)
        guard !elements.isEmpty, elements.count <= ThemeKeys.maximumNameColors else {
            throw list.invalid("\(elements.count) \(noun) are listed, not 1 to \(ThemeKeys.maximumNameColors)",
                               hint: "list 1 to \(ThemeKeys.maximumNameColors) colours, e.g. \(example), or remove the key", at: path)
        }
        var entries: [Entry] = []
        for (index, entry) in elements.enumerated() {
            entries.append(try element(entry, path.appending(index: index)))
        }
        return entries
    }

    /// A colour (white initials on it), or `{"fill", "fillEnd", "text"}` with `fill` required.
    private static func initialsColor(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> InitialsColor {
        if case .string = value { return InitialsColor(fill: try value.color(at: path)) }
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["fill", "fillEnd", "text"])
        guard let fill = object.value("fill") else {
            throw value.invalid("an initials colour gives no `fill`",
                                hint: ##"write {"fill": "#E3E3FE", "text": "#3838F5"} or {"fill": "#FF885E", "fillEnd": "#FF516A"}, or a colour"##,
                                at: path)
        }
        var entry = InitialsColor(fill: try fill.color(at: object.path("fill")))
        if let end = object.value("fillEnd") { entry.fillEnd = try end.color(at: object.path("fillEnd")) }
        if let text = object.value("text") { entry.text = try text.color(at: object.path("text")) }
        return entry
    }

    /// `{"en": {"delivered": "…", "read": "…", "failed": "…"}, …}`; a language code is 2 to 8 lowercase letters.
    private static func statusWords(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> [String: StatusWords] {
        let object = try JSONObjectReader(value, path: path)
        guard object.members.count <= ThemeKeys.maximumStatusLanguages else {
            throw value.invalid(
                "\(object.members.count) languages are listed, more than the \(ThemeKeys.maximumStatusLanguages) allowed",
                hint: "list the languages the theme translates", at: path)
        }
        var result: [String: StatusWords] = [:]
        for member in object.members {
            let languagePath = object.path(member.key)
            guard (2...8).contains(member.key.count), member.key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else {
                throw member.value.invalid(
                    "\(JSONStringLiteral.quotedExcerpt(member.key)) is not a language code",
                    hint: "use a lowercase language code such as \"en\", \"de\" or \"zh\"", at: languagePath)
            }
            let words = try JSONObjectReader(member.value, path: languagePath)
            try words.rejectUnknownKeys(ThemeKeys.statusWords)
            func word(_ key: String) throws(ModelError) -> String? {
                guard let value = words.value(key) else { return nil }
                let text = try value.nonEmptyString(at: words.path(key), what: "the \(key) label")
                guard text.unicodeScalars.count <= ThemeKeys.maximumStatusWordLength else {
                    throw value.invalid(
                        "the \(key) label is \(text.unicodeScalars.count) characters long, more than the "
                            + "\(ThemeKeys.maximumStatusWordLength) allowed",
                        hint: "use the app's short label, e.g. \"Delivered\"", at: words.path(key))
                }
                return text
            }
            result[member.key] = StatusWords(delivered: try word("delivered"), read: try word("read"), failed: try word("failed"))
        }
        return result
    }
}
