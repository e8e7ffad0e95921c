import ChatGeometry

/// Reads `groups`: every key optional, with `ThemeGroupRules`'s defaults, each checked and reported at its key.
enum ThemeGroupRulesDecoder {
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeGroupRules {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.groups)
        var rules = ThemeGroupRules()
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, noun: String, into target: inout T) throws(ModelError)
            where T.RawValue == String {
            guard let value = object.value(key) else { return }
            target = try value.named(T.self, noun: noun, at: object.path(key))
        }
        if let value = object.value("breakAtTimeHeaders") {
            rules.breakAtTimeHeaders = try value.bool(at: object.path("breakAtTimeHeaders"))
        }
        try choice("names", noun: "a name placement", into: &rules.names)
        try choice("reactions", noun: "a reaction placement", into: &rules.reactions)
        try choice("replies", noun: "a reply style", into: &rules.replies)
        try choice("captions", noun: "a caption placement", into: &rules.captions)
        try choice("failedMark", noun: "a failed-mark side", into: &rules.failedMark)
        try choice("typing", noun: "a typing bubble style", into: &rules.typing)
        try choice("videoDuration", noun: "a video duration style", into: &rules.videoDuration)
        try choice("maps", noun: "a map placement", into: &rules.maps)
        if let value = object.value("nameColors") {
            rules.nameColors = try nameColors(value, at: object.path("nameColors"))
        }
        if let value = object.value("statusWords") {
            rules.statusWords = try statusWords(value, at: object.path("statusWords"))
        }
        return rules
    }

    /// `{"light": [colours], "dark": [colours]}`, each list 1…`maximumNameColors` long.
    private static func nameColors(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> [Appearance: [Color]] {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.appearances)
        var result: [Appearance: [Color]] = [:]
        for appearance in Appearance.allCases {
            guard let list = object.value(appearance.rawValue) else { continue }
            let listPath = object.path(appearance.rawValue)
            let elements = try list.array(at: listPath)
            guard !elements.isEmpty, elements.count <= ThemeKeys.maximumNameColors else {
                throw list.invalid(
                    "\(elements.count) name colours are listed, not 1 to \(ThemeKeys.maximumNameColors)",
                    hint: "list 1 to \(ThemeKeys.maximumNameColors) colours, e.g. [\"#1FA855\", \"#D9480F\"], or remove the key",
                    at: listPath)
            }
            var colors: [Color] = []
            for (index, element) in elements.enumerated() {
                colors.append(try element.color(at: listPath.appending(index: index)))
            }
            result[appearance] = colors
        }
        return result
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
