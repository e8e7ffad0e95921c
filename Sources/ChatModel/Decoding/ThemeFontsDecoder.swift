import ChatGeometry

/// Reads `fonts`: every key optional, with `ThemeFonts`'s defaults.
enum ThemeFontsDecoder {
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeFonts {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.fonts)
        var fonts = ThemeFonts()
        if let families = object.value("families") {
            let familiesPath = object.path("families")
            let elements = try families.array(at: familiesPath)
            guard !elements.isEmpty else {
                throw families.invalid(
                    "the list of font families is empty",
                    hint: "name at least one family, e.g. [\"Inter\", \"Noto Color Emoji\"], or remove the key", at: familiesPath)
            }
            guard elements.count <= ThemeKeys.maximumFontEntries else {
                throw families.invalid(
                    "\(elements.count) font families are listed, more than the \(ThemeKeys.maximumFontEntries) allowed",
                    hint: "list the families the theme's text needs, in fallback order", at: familiesPath)
            }
            fonts.families = []
            for (index, element) in elements.enumerated() {
                fonts.families.append(try element.nonEmptyString(at: familiesPath.appending(index: index), what: "the family name"))
            }
        }
        if let files = object.value("files") {
            let filesPath = object.path("files")
            let elements = try files.array(at: filesPath)
            guard elements.count <= ThemeKeys.maximumFontEntries else {
                throw files.invalid(
                    "\(elements.count) font files are listed, more than the \(ThemeKeys.maximumFontEntries) allowed",
                    hint: "list the files the theme's text needs, in fallback order", at: filesPath)
            }
            fonts.files = []
            for (index, element) in elements.enumerated() {
                fonts.files.append(try PathRules.relativePackPath(element, at: filesPath.appending(index: index), what: "the font file"))
            }
        }
        func size(_ key: String) throws(ModelError) -> Double? {
            try object.value(key).map { value throws(ModelError) in
                try value.number(in: ThemeKeys.fontSizeRange, at: object.path(key), what: "font sizes", unit: " pt")
            }
        }
        if let body = try size("body") { fonts.body = body }
        if let name = try size("name") { fonts.name = name }
        if let time = try size("time") { fonts.time = time }
        if let status = try size("status") { fonts.status = status }
        return fonts
    }
}
