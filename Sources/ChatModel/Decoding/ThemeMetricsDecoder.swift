/// Reads `metrics`: every key optional, with `ThemeMetrics`'s defaults, each checked against its range.
enum ThemeMetricsDecoder {
    static func decode(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ThemeMetrics {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ThemeKeys.metrics)
        var metrics = ThemeMetrics()

        /// A fraction of the canvas width: more than 0, at most 1.
        func fraction(_ key: String, into target: inout Double) throws(ModelError) {
            guard let value = object.value(key) else { return }
            let number = try value.number(at: object.path(key))
            guard number.value > 0, number.value <= 1 else {
                throw value.invalid(
                    "\(key) is \(number.literal), not a fraction of the canvas width",
                    hint: "use a number more than 0 and at most 1, e.g. 0.66", at: object.path(key))
            }
            target = number.value
        }
        /// A length (or duration, with `unit` " s") from zero to `maximum`.
        func length(_ key: String, atMost maximum: Double, unit: String = " pt", into target: inout Double) throws(ModelError) {
            guard let value = object.value(key) else { return }
            target = try value.nonNegativeNumber(at: object.path(key), what: key, atMost: maximum, unit: unit)
        }
        /// One of the named cases of `T` (an enum whose raw values are the JSON strings).
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, noun: String, into target: inout T) throws(ModelError)
            where T.RawValue == String {
            guard let value = object.value(key) else { return }
            target = try value.named(T.self, noun: noun, at: object.path(key))
        }
        func flag(_ key: String, into target: inout Bool) throws(ModelError) {
            guard let value = object.value(key) else { return }
            target = try value.bool(at: object.path(key))
        }

        try fraction("maxBubbleWidth", into: &metrics.maxBubbleWidth)
        try length("margin", atMost: ThemeKeys.maximumSpacing, into: &metrics.margin)
        try length("verticalMargin", atMost: ThemeKeys.maximumSpacing, into: &metrics.verticalMargin)
        try length("groupSpacing", atMost: ThemeKeys.maximumSpacing, into: &metrics.groupSpacing)
        try length("messageSpacing", atMost: ThemeKeys.maximumSpacing, into: &metrics.messageSpacing)
        try length("avatarSize", atMost: ThemeKeys.maximumAvatarSize, into: &metrics.avatarSize)
        try length("avatarBorder", atMost: ThemeKeys.maximumAvatarSize, into: &metrics.avatarBorder)
        try length("avatarGap", atMost: ThemeKeys.maximumSpacing, into: &metrics.avatarGap)
        try choice("avatarPlacement", noun: "an avatar placement", into: &metrics.avatarPlacement)
        try flag("incomingAvatars", into: &metrics.incomingAvatars)
        try flag("outgoingAvatars", into: &metrics.outgoingAvatars)
        try fraction("photoMaxSize", into: &metrics.photoMaxSize)
        try length("photoMinSize", atMost: ThemeKeys.maximumPhotoMinSize, into: &metrics.photoMinSize)
        if let value = object.value("photoMaxAspectRatio") {
            let number = try value.number(at: object.path("photoMaxAspectRatio"))
            guard number.value >= 1 else {
                throw value.invalid(
                    "photoMaxAspectRatio is \(number.literal), less than 1",
                    hint: "give the longer side over the shorter side, at least 1 (e.g. 3)", at: object.path("photoMaxAspectRatio"))
            }
            guard number.value <= ThemeKeys.maximumAspectRatio else {
                throw value.invalid(
                    "photoMaxAspectRatio is \(number.literal), more than the \(NumberText.format(ThemeKeys.maximumAspectRatio)) allowed",
                    hint: "give the longer side over the shorter side, from 1 to \(NumberText.format(ThemeKeys.maximumAspectRatio)) (e.g. 3)",
                    at: object.path("photoMaxAspectRatio"))
            }
            metrics.photoMaxAspectRatio = number.value
        }
        try choice("timePlacement", noun: "a time placement", into: &metrics.timePlacement)
        try length("timeHeaderGap", atMost: ThemeKeys.maximumTimeHeaderGap, unit: " s", into: &metrics.timeHeaderGap)
        try length("statusIconSize", atMost: ThemeKeys.maximumStatusIconSize, into: &metrics.statusIconSize)
        try flag("showNames", into: &metrics.showNames)
        try flag("avatarsInGroupsOnly", into: &metrics.avatarsInGroupsOnly)
        try flag("mirrorsRightToLeft", into: &metrics.mirrorsRightToLeft)
        try choice("statusPlacement", noun: "a status placement", into: &metrics.statusPlacement)
        try flag("groupMessages", into: &metrics.groupMessages)

        if let border = object.value("avatarBorder"), metrics.avatarBorder * 2 > metrics.avatarSize {
            throw border.invalid(
                "an avatar border of \(NumberText.format(metrics.avatarBorder)) pt is wider than half the "
                    + "\(NumberText.format(metrics.avatarSize)) pt avatar",
                hint: "use at most half of avatarSize", at: object.path("avatarBorder"))
        }
        return metrics
    }
}
