import ChatGeometry

/// Reads `colors`: `light` and `dark`, each with every colour key.
enum ThemeColorsDecoder {
    /// The light and dark colours.
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> (light: ThemeColors, dark: ThemeColors) {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.appearances)
        let light = try appearance(object.required("light"), at: object.path("light"))
        let dark = try appearance(object.required("dark"), at: object.path("dark"))
        return (light, dark)
    }

    private static func appearance(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeColors {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.colors + ThemeKeys.optionalColors)
        // Missing keys are reported in `ThemeKeys.colors` order, before any bad value.
        for key in ThemeKeys.colors where !object.has(key) {
            throw .missingKey(key, at: object.location)
        }
        func color(_ key: String) throws(ModelError) -> Color {
            try object.required(key).color(at: object.path(key))
        }
        func optionalColor(_ key: String) throws(ModelError) -> Color? {
            try object.value(key).map { value throws(ModelError) in try value.color(at: object.path(key)) }
        }
        return ThemeColors(
            background: try color("background"), outgoingBubble: try color("outgoingBubble"),
            incomingBubble: try color("incomingBubble"), outgoingText: try color("outgoingText"),
            incomingText: try color("incomingText"), link: try color("link"), time: try color("time"), name: try color("name"),
            separator: try color("separator"), status: try color("status"), statusRead: try color("statusRead"),
            failed: try color("failed"), avatarBorder: try color("avatarBorder"),
            outgoingTime: try optionalColor("outgoingTime"), incomingTime: try optionalColor("incomingTime"),
            noticeBackground: try optionalColor("noticeBackground"), noticeText: try optionalColor("noticeText"),
            statusReadOnMedia: try optionalColor("statusReadOnMedia"), outgoingLink: try optionalColor("outgoingLink"))
    }
}
