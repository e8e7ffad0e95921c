/// Reads a bubble set (`bubbles.text`, `bubbles.photo`): a complete `default` style and partial position overrides.
enum BubbleSetDecoder {
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> BubbleSet {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.bubbleSet)
        let base = try completeStyle(object.required("default"), at: object.path("default"))
        var set = BubbleSet(default: base)
        for position in [GroupPosition.first, .middle, .last, .single] {
            guard let override = object.value(position.rawValue) else { continue }
            set.overrides[position] = try partialStyle(override, at: object.path(position.rawValue), inheriting: base)
        }
        return set
    }

    /// A style standing alone (`bubbles.albumCell`), as complete as a set's `default`.
    static func style(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> BubbleStyle {
        try completeStyle(value, at: path)
    }

    /// The `default` style: `image`, `tailSide`, `capInsets` and `contentInsets` are required.
    private static func completeStyle(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> BubbleStyle {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.bubbleStyle)
        var style = BubbleStyle(
            image: try image(object.required("image"), object.path("image")),
            tailSide: try tailSide(object.required("tailSide"), object.path("tailSide")),
            capInsets: try InsetsDecoder.capInsets(object.required("capInsets"), at: object.path("capInsets")),
            contentInsets: try InsetsDecoder.edgeInsets(object.required("contentInsets"), at: object.path("contentInsets")))
        if let outline = object.value("outline") {
            style.outline = try image(outline, object.path("outline"))
        }
        return style
    }

    /// A position style (`first`, `middle`, `last`, `single`): every key is optional and missing ones keep `base`'s.
    private static func partialStyle(_ value: JSONValue, at path: JSONPath, inheriting base: BubbleStyle) throws(ModelError) -> BubbleStyle {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.bubbleStyle)
        var style = base
        if let value = object.value("image") { style.image = try image(value, object.path("image")) }
        if let value = object.value("outline") { style.outline = try image(value, object.path("outline")) }
        if let value = object.value("tailSide") { style.tailSide = try tailSide(value, object.path("tailSide")) }
        if let value = object.value("capInsets") {
            style.capInsets = try InsetsDecoder.capInsets(value, at: object.path("capInsets"))
        }
        if let value = object.value("contentInsets") {
            style.contentInsets = try InsetsDecoder.edgeInsets(value, at: object.path("contentInsets"))
        }
        return style
    }

    private static func image(_ value: JSONValue, _ path: JSONPath) throws(ModelError) -> String {
        try PathRules.themeImageName(value, at: path)
    }

    private static func tailSide(_ value: JSONValue, _ path: JSONPath) throws(ModelError) -> TailSide {
        try value.named(TailSide.self, noun: "a tail side", at: path)
    }
}
