import ChatGeometry

/// The `groups` keys that take a preset name or a rule: a string names a preset; an object changes a rule key by key,
/// starting from the preset its `"preset"` names (else the rule's default preset). Every key is checked at its path.
extension ThemeGroupRulesDecoder {
    /// `value` as a preset name of `Preset` or an object of `keys` (besides `"preset"`) read by `read` into a rule
    /// that starts from `start`.
    private static func presetOrRule<Preset: RawRepresentable & CaseIterable, Rule>(
        _ value: JSONValue, at path: JSONPath, presetNoun: String, start: Preset, keys: [String], preset: (Preset) -> Rule,
        read: (JSONObjectReader, inout Rule) throws(ModelError) -> Void
    ) throws(ModelError) -> Rule where Preset.RawValue == String {
        if case .string = value { return preset(try value.named(Preset.self, noun: presetNoun, at: path)) }
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["preset"] + keys)
        var rule = preset(try object.named("preset", Preset.self, noun: presetNoun) ?? start)
        try read(object, &rule)
        return rule
    }

    /// A preset (`"inside"`) or `{"preset", "slot", "weight", "gap", "badge"}`.
    static func names(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> NameRule {
        try presetOrRule(value, at: path, presetNoun: "a name placement", start: NamePlacement.above, keys: ["slot", "weight", "gap", "badge"],
                         preset: NameRule.preset) { object, rule throws(ModelError) in
            if let badge = object.value("badge") { rule.badge = try appearanceColors(badge, at: object.path("badge")) }
            rule.slot = try object.named("slot", NameRule.Slot.self, noun: "a name slot") ?? rule.slot
            rule.weight = try object.named("weight", FontWeight.self, noun: "a font weight") ?? rule.weight
            rule.gap = try object.number("gap", in: 0...100, what: "gap", unit: " pt") ?? rule.gap
        }
    }

    /// A preset (`"bottom"`) or `{"preset", "anchor", "edge", "align", "inset", "rise", "overlap", "style", "gap", "tint",
    /// "fillOpacity", "reactors"}`.
    static func reactions(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ReactionRule {
        try presetOrRule(value, at: path, presetNoun: "a reaction placement", start: ReactionPlacement.topOuter,
                         keys: ["anchor", "edge", "align", "inset", "rise", "overlap", "style", "gap", "tint", "fillOpacity", "reactors"],
                         preset: ReactionRule.preset) { object, rule throws(ModelError) in
            rule.style = try object.named("style", ReactionRule.Style.self, noun: "a reactions style") ?? rule.style
            rule.gap = try object.number("gap", in: 0...40, what: "gap", unit: " pt") ?? rule.gap
            rule.tint = try object.named("tint", ReactionRule.Tint.self, noun: "a reactions tint") ?? rule.tint
            rule.fillOpacity = try object.number("fillOpacity", in: 0...1, what: "opacity") ?? rule.fillOpacity
            if let reactors = object.value("reactors") { rule.reactors = try reactors.bool(at: object.path("reactors")) }
            rule.anchor = try object.named("anchor", ReactionRule.Anchor.self, noun: "a reaction slot") ?? rule.anchor
            rule.edge = try object.named("edge", ReactionRule.Edge.self, noun: "a bubble edge") ?? rule.edge
            rule.align = try object.named("align", ReactionRule.Align.self, noun: "a side of the edge") ?? rule.align
            rule.inset = try object.number("inset", in: -100...100, what: "inset", unit: " pt") ?? rule.inset
            rule.rise = try object.number("rise", in: 0...100, what: "rise", unit: " pt") ?? rule.rise
            rule.overlap = try object.number("overlap", in: 0...100, what: "overlap", unit: " pt") ?? rule.overlap
        }
    }

    /// A preset (`"bubble"`) or `{"preset", "slot", "side", "barWidth", "padding", "radius", "gap", "textScale",
    /// "incomingFill", "outgoingFill", "textOpacity", "aboveOpacity", "aboveGap", "aboveShape", "label", "thread", "thumbnail"}`.
    static func replies(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ReplyRule {
        let keys = ["slot", "side", "barWidth", "padding", "radius", "gap", "textScale", "incomingFill", "outgoingFill", "textOpacity",
                    "aboveOpacity", "aboveGap", "aboveShape", "label", "thread", "thumbnail"]
        return try presetOrRule(value, at: path, presetNoun: "a reply style", start: ReplyStyle.bar, keys: keys,
                                preset: ReplyRule.preset) { object, rule throws(ModelError) in
            rule.slot = try object.named("slot", ReplyRule.Slot.self, noun: "a quote slot") ?? rule.slot
            rule.side = try object.named("side", ReplyRule.Side.self, noun: "a quote side") ?? rule.side
            rule.barWidth = try object.number("barWidth", in: 0...40, what: "bar width", unit: " pt") ?? rule.barWidth
            if let value = object.value("padding") { rule.padding = try InsetsDecoder.edgeInsets(value, at: object.path("padding")) }
            rule.radius = try object.number("radius", in: 0...100, what: "corner radius", unit: " pt") ?? rule.radius
            rule.gap = try object.number("gap", in: 0...100, what: "gap", unit: " pt") ?? rule.gap
            rule.textScale = try object.number("textScale", in: 0.3...2, what: "text scale") ?? rule.textScale
            rule.incomingFill = try object.number("incomingFill", in: 0...1, what: "opacity") ?? rule.incomingFill
            rule.outgoingFill = try object.number("outgoingFill", in: 0...1, what: "opacity") ?? rule.outgoingFill
            rule.textOpacity = try object.number("textOpacity", in: 0...1, what: "opacity") ?? rule.textOpacity
            rule.aboveOpacity = try object.number("aboveOpacity", in: 0...1, what: "opacity") ?? rule.aboveOpacity
            rule.aboveGap = try object.number("aboveGap", in: 0...100, what: "gap", unit: " pt") ?? rule.aboveGap
            rule.aboveShape = try object.named("aboveShape", GroupPosition.self, noun: "a bubble position") ?? rule.aboveShape
            if let value = object.value("label") { rule.label = try value.bool(at: object.path("label")) }
            if let value = object.value("thread") { rule.thread = try replyThread(value, at: object.path("thread")) }
            rule.thumbnail = try object.named("thumbnail", ReplyRule.Thumbnail.self, noun: "a quote thumbnail") ?? rule.thumbnail
        }
    }

    /// `{"color", "width", "radius", "inset"}`: an above quote's thread line; `color` is `{"light", "dark"}` colours.
    static func replyThread(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> ReplyThread {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["color", "width", "radius", "inset"])
        var thread = ReplyThread()
        if let color = object.value("color") { thread.color = try appearanceColors(color, at: object.path("color")) }
        thread.width = try object.number("width", in: 0.25...20, what: "line width", unit: " pt") ?? thread.width
        thread.radius = try object.number("radius", in: 0...100, what: "corner radius", unit: " pt") ?? thread.radius
        thread.inset = try object.number("inset", in: 0...200, what: "inset", unit: " pt") ?? thread.inset
        return thread
    }

    /// A preset (`"inside"`) or `{"preset", "slot", "frame", "corners", "gap", "innerGap"}`.
    static func captions(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> CaptionRule {
        try presetOrRule(value, at: path, presetNoun: "a caption placement", start: CaptionPlacement.separate,
                         keys: ["slot", "frame", "corners", "gap", "innerGap"], preset: CaptionRule.preset) { object, rule throws(ModelError) in
            rule.slot = try object.named("slot", CaptionRule.Slot.self, noun: "a caption slot") ?? rule.slot
            rule.frame = try object.named("frame", CaptionRule.Frame.self, noun: "a photo framing") ?? rule.frame
            rule.corners = try object.named("corners", CaptionRule.Corners.self, noun: "a framed picture's corners") ?? rule.corners
            rule.gap = try object.number("gap", in: 0...100, what: "gap", unit: " pt") ?? rule.gap
            rule.innerGap = try object.number("innerGap", in: 0...100, what: "gap", unit: " pt") ?? rule.innerGap
        }
    }

    /// A preset (`"outer"`) or `{"preset", "side", "gap"}`.
    static func failedMark(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> FailedMarkRule {
        try presetOrRule(value, at: path, presetNoun: "a failed-mark side", start: FailedMarkSide.inner, keys: ["side", "gap"],
                         preset: FailedMarkRule.preset) { object, rule throws(ModelError) in
            rule.side = try object.named("side", FailedMarkRule.Side.self, noun: "a bubble side") ?? rule.side
            rule.gap = try object.number("gap", in: 0...100, what: "gap", unit: " pt") ?? rule.gap
        }
    }

    /// A preset (`"circles"`) or `{"preset", "end", "dotScale", "dotOpacities", "largeCircle", "smallCircle"}`.
    static func typing(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> TypingRule {
        try presetOrRule(value, at: path, presetNoun: "a typing bubble style", start: TypingStyle.tail,
                         keys: ["end", "dotScale", "dotOpacities", "largeCircle", "smallCircle"], preset: TypingRule.preset) { object, rule throws(ModelError) in
            rule.end = try object.named("end", TypingRule.End.self, noun: "a typing bubble end") ?? rule.end
            rule.dotScale = try object.number("dotScale", in: 0.05...2, what: "dot scale") ?? rule.dotScale
            if let list = object.value("dotOpacities") {
                let listPath = object.path("dotOpacities")
                let elements = try list.array(at: listPath)
                guard (1...TypingRule.maximumDots).contains(elements.count) else {
                    throw list.invalid("\(elements.count) dot opacities are listed, not 1 to \(TypingRule.maximumDots)",
                                       hint: "list one opacity (0 to 1) per dot, e.g. [1, 0.65, 0.35]", at: listPath)
                }
                var opacities: [Double] = []
                for (index, element) in elements.enumerated() {
                    opacities.append(try element.number(in: 0...1, at: listPath.appending(index: index), what: "opacity"))
                }
                rule.dotOpacities = opacities
            }
            rule.largeCircle = try object.number("largeCircle", in: 0.05...2, what: "circle scale") ?? rule.largeCircle
            rule.smallCircle = try object.number("smallCircle", in: 0.05...2, what: "circle scale") ?? rule.smallCircle
        }
    }

    /// A preset (`"gradient"`) or `{"preset", "backdrop", "inset", "padding", "shadeHeight", "shadeColor", "glyph",
    /// "glyphSize", "glyphGap"}`; `glyph` must be one of `glyphs`.
    static func videoDuration(_ value: JSONValue, at path: JSONPath, glyphs: Set<String>) throws(ModelError) -> VideoDurationRule {
        let keys = ["backdrop", "inset", "padding", "shadeHeight", "shadeColor", "glyph", "glyphSize", "glyphGap"]
        return try presetOrRule(value, at: path, presetNoun: "a video duration style", start: VideoDurationStyle.pill, keys: keys,
                                preset: VideoDurationRule.preset) { object, rule throws(ModelError) in
            rule.backdrop = try object.named("backdrop", VideoDurationRule.Backdrop.self, noun: "a duration backdrop") ?? rule.backdrop
            rule.inset = try object.number("inset", in: 0...100, what: "inset", unit: " pt") ?? rule.inset
            if let value = object.value("padding") { rule.padding = try InsetsDecoder.edgeInsets(value, at: object.path("padding")) }
            rule.shadeHeight = try object.number("shadeHeight", in: 0...400, what: "gradient height", unit: " pt") ?? rule.shadeHeight
            if let value = object.value("shadeColor") { rule.shadeColor = try value.color(at: object.path("shadeColor")) }
            if let value = object.value("glyph") { rule.glyph = try glyphName(value, at: object.path("glyph"), glyphs: glyphs) }
            rule.glyphSize = try object.number("glyphSize", in: 1...100, what: "glyph size", unit: " pt") ?? rule.glyphSize
            rule.glyphGap = try object.number("glyphGap", in: 0...100, what: "gap", unit: " pt") ?? rule.glyphGap
        }
    }

    /// A preset (`"framed"`) or `{"preset", "placement", "aspect", "textGap", "pinColor"}`.
    static func maps(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> MapRule {
        try presetOrRule(value, at: path, presetNoun: "a map placement", start: MapPlacement.edge,
                         keys: ["placement", "aspect", "textGap", "pinColor"], preset: MapRule.preset) { object, rule throws(ModelError) in
            rule.placement = try object.named("placement", MapRule.Placement.self, noun: "a map placement") ?? rule.placement
            rule.aspect = try object.number("aspect", in: 0.1...3, what: "aspect (height over width)") ?? rule.aspect
            rule.textGap = try object.number("textGap", in: 0...100, what: "gap", unit: " pt") ?? rule.textGap
            if let value = object.value("pinColor") { rule.pinColor = try value.color(at: object.path("pinColor")) }
        }
    }

    /// `{"skeleton", "relativeSkeleton", "daySkeleton", "todayWord"}`: ICU date-format skeletons, each 1 to 32 of ICU's
    /// field letters, and whether today's headers say "Today".
    static func timeHeader(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> TimeHeaderRule {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["skeleton", "relativeSkeleton", "daySkeleton", "todayWord"])
        var rule = TimeHeaderRule()
        if let value = object.value("todayWord") { rule.todayWord = try value.bool(at: object.path("todayWord")) }
        for key in ["skeleton", "relativeSkeleton", "daySkeleton"] {
            guard let field = object.value(key) else { continue }
            let text = try field.string(at: object.path(key))
            if text.isEmpty || text.count > 32 {
                throw field.invalid("a skeleton of \(text.count) letters", hint: "write 1 to 32 ICU date-field letters, such as \"MMMdHHmm\"",
                                    at: object.path(key))
            }
            if let bad = text.first(where: { !TimeHeaderRule.fieldLetters.contains($0) }) {
                throw field.invalid("\"\(bad)\" is not an ICU date-field letter",
                                    hint: "write a skeleton of field letters only (y M d E j H h m …), such as \"MMMdHHmm\"", at: object.path(key))
            }
            switch key {
            case "skeleton": rule.skeleton = text
            case "relativeSkeleton": rule.relativeSkeleton = text
            default: rule.daySkeleton = text
            }
        }
        return rule
    }

    /// `{"button", "picture", "thumb", "accent", "duration"}`; `accent` is `{"light", "dark"}` colours.
    static func voice(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> VoiceRule {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["button", "picture", "thumb", "accent", "duration"])
        var rule = VoiceRule()
        rule.button = try object.named("button", VoiceRule.Button.self, noun: "a play button style") ?? rule.button
        rule.duration = try object.named("duration", VoiceRule.Duration.self, noun: "a duration colour") ?? rule.duration
        rule.picture = try object.number("picture", in: 0...80, what: "picture diameter", unit: " pt") ?? rule.picture
        if let thumb = object.value("thumb") { rule.thumb = try thumb.bool(at: object.path("thumb")) }
        if let accent = object.value("accent") { rule.accent = try appearanceColors(accent, at: object.path("accent")) }
        return rule
    }

    /// `{"light", "dark"}` colours, each optional.
    static func appearanceColors(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> [Appearance: Color] {
        let colors = try JSONObjectReader(value, path: path)
        try colors.rejectUnknownKeys(ThemeKeys.appearances)
        var result: [Appearance: Color] = [:]
        for appearance in Appearance.allCases {
            guard let color = colors.value(appearance.rawValue) else { continue }
            result[appearance] = try color.color(at: colors.path(appearance.rawValue))
        }
        return result
    }

    /// `"initials"`, or `{"glyph", "fill", "color"}` with `fill` and `color` as `{"light", "dark"}` colours, both
    /// appearances given.
    static func avatarPlaceholder(_ value: JSONValue, at path: JSONPath, glyphs: Set<String>) throws(ModelError) -> AvatarPlaceholder {
        if case .string = value {
            guard try value.string(at: path) == "initials" else {
                throw value.invalid("\(JSONStringLiteral.quotedExcerpt(try value.string(at: path))) is not an avatar placeholder",
                                    hint: #"write "initials", or {"glyph": "defaultAvatar", "fill": {"light": …, "dark": …}, "color": {…}}"#,
                                    at: path)
            }
            return .initials
        }
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["glyph", "fill", "color"])
        func required(_ key: String) throws(ModelError) -> JSONValue {
            guard let found = object.value(key) else {
                throw value.invalid("the placeholder has no `\(key)`", hint: "give `glyph`, `fill` and `color`", at: path)
            }
            return found
        }
        func bothAppearances(_ key: String) throws(ModelError) -> [Appearance: Color] {
            let colors = try appearanceColors(try required(key), at: object.path(key))
            guard colors.count == Appearance.allCases.count else {
                throw value.invalid("`\(key)` gives no colour for \(Appearance.allCases.filter { colors[$0] == nil }.map(\.rawValue).joined(separator: ", "))",
                                    hint: ##"write {"light": "#DFE5E7", "dark": "#3B4A54"}"##, at: object.path(key))
            }
            return colors
        }
        return .glyph(name: try glyphName(try required("glyph"), at: object.path("glyph"), glyphs: glyphs),
                      fill: try bothAppearances("fill"), color: try bothAppearances("color"))
    }

    /// `{"style", "count", "fill", "text"}`.
    static func unread(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> UnreadRule {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["style", "count", "fill", "text"])
        var rule = UnreadRule()
        rule.style = try object.named("style", UnreadRule.Style.self, noun: "an unread divider style") ?? rule.style
        if let count = object.value("count") { rule.count = try count.bool(at: object.path("count")) }
        if let fill = object.value("fill") { rule.fill = try appearanceColors(fill, at: object.path("fill")) }
        if let text = object.value("text") { rule.text = try appearanceColors(text, at: object.path("text")) }
        return rule
    }

    /// `{"style", "fill", "text", "radius", "width", "lock"}`.
    static func encryption(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> EncryptionRule {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(["style", "fill", "text", "radius", "width", "lock"])
        var rule = EncryptionRule()
        rule.style = try object.named("style", EncryptionRule.Style.self, noun: "an encryption notice style") ?? rule.style
        if let fill = object.value("fill") { rule.fill = try appearanceColors(fill, at: object.path("fill")) }
        if let text = object.value("text") { rule.text = try appearanceColors(text, at: object.path("text")) }
        rule.radius = try object.number("radius", in: 0...40, what: "corner radius", unit: " pt") ?? rule.radius
        rule.width = try object.number("width", in: 0.3...1, what: "width over the content width") ?? rule.width
        if let lock = object.value("lock") { rule.lock = try lock.bool(at: object.path("lock")) }
        return rule
    }

    /// The name of one of the pack's `glyphs`, for a rule that draws it.
    static func glyphName(_ value: JSONValue, at path: JSONPath, glyphs: Set<String>) throws(ModelError) -> String {
        let name = try value.nonEmptyString(at: path, what: "the glyph's name")
        guard glyphs.contains(name) else {
            throw value.invalid(
                "\(JSONStringLiteral.quotedExcerpt(name)) is not a glyph of this theme",
                hint: JSONValue.choiceHint(glyphs.sorted(), suggestion: Suggestion.nearest(to: name, in: glyphs.sorted()))
                    + ", or add it under `glyphs`",
                at: path)
        }
        return name
    }
}
