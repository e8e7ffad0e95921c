import ChatModel

/// The layout JSON fields of a chrome element, written next to its `kind` and `frame`: every sub-frame the
/// renderer draws into, the colours, and the texts with their fonts. Lengths are rounded to 1/64 pt.
struct ChromeJSON: Encodable {
    let chrome: ChromeElement

    init(_ chrome: ChromeElement) { self.chrome = chrome }

    enum Key: String, CodingKey {
        case platform, style
        case time, signal, signalFrame, wifiFrame, battery, batteryFrame, color, lowBatteryColor
        case background, gradient, back, backLabel, backButton, actions, avatarFrame, avatar, title, subtitle, separatorFrame, separator
        case fieldFrame, fieldCornerRadius, fieldFill, fieldBorder, fieldInnerShadow, placeholder, glyphs, buttons
        case homeIndicatorFrame, homeIndicator
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch chrome {
        case .statusBar(let bar):
            try c.encode(bar.platform.rawValue, forKey: .platform)
            try c.encode(PlacedTextJSON(bar.time), forKey: .time)
            try c.encode(bar.signal, forKey: .signal)
            try c.encode(FrameJSON(bar.signalFrame), forKey: .signalFrame)
            try c.encodeIfPresent(bar.wifiFrame.map(FrameJSON.init), forKey: .wifiFrame)
            try c.encode(LayoutJSON.round64(bar.battery), forKey: .battery)
            try c.encode(FrameJSON(bar.batteryFrame), forKey: .batteryFrame)
            try c.encode(bar.color.description, forKey: .color)
            try c.encode(bar.lowBatteryColor.description, forKey: .lowBatteryColor)
        case .header(let header):
            try c.encode(header.style.rawValue, forKey: .style)
            try c.encode(header.background.description, forKey: .background)
            try c.encodeIfPresent(header.gradient.map(GradientBandJSON.init), forKey: .gradient)
            try c.encodeIfPresent(header.back.map(PlacedGlyphJSON.init), forKey: .back)
            try c.encodeIfPresent(header.backLabel.map(PlacedTextJSON.init), forKey: .backLabel)
            try c.encodeIfPresent(header.backButton.map(ButtonJSON.init), forKey: .backButton)
            try c.encode(header.actions.map(PlacedGlyphJSON.init), forKey: .actions)
            try c.encodeIfPresent(header.avatarFrame.map(FrameJSON.init), forKey: .avatarFrame)
            try c.encodeIfPresent(header.avatar.map(AvatarJSON.init), forKey: .avatar)
            try c.encode(PlacedTextJSON(header.title), forKey: .title)
            try c.encodeIfPresent(header.subtitle.map(PlacedTextJSON.init), forKey: .subtitle)
            try c.encodeIfPresent(header.separatorFrame.map(FrameJSON.init), forKey: .separatorFrame)
            try c.encode(header.separator.description, forKey: .separator)
        case .composer(let composer):
            try c.encode(composer.style.rawValue, forKey: .style)
            try c.encode(composer.background.description, forKey: .background)
            try c.encodeIfPresent(composer.gradient.map(GradientBandJSON.init), forKey: .gradient)
            try c.encodeIfPresent(composer.separatorFrame.map(FrameJSON.init), forKey: .separatorFrame)
            try c.encode(composer.separator.description, forKey: .separator)
            try c.encode(FrameJSON(composer.fieldFrame), forKey: .fieldFrame)
            try c.encodeIfPresent(composer.fieldCornerRadius.map(LayoutJSON.round64), forKey: .fieldCornerRadius)
            try c.encode(composer.fieldFill.description, forKey: .fieldFill)
            try c.encodeIfPresent(composer.fieldBorder?.description, forKey: .fieldBorder)
            try c.encodeIfPresent(composer.fieldInnerShadow?.description, forKey: .fieldInnerShadow)
            try c.encode(PlacedTextJSON(composer.placeholder), forKey: .placeholder)
            try c.encode(composer.glyphs.map(PlacedGlyphJSON.init), forKey: .glyphs)
            if !composer.buttons.isEmpty { try c.encode(composer.buttons.map(ButtonJSON.init), forKey: .buttons) }
            try c.encode(FrameJSON(composer.homeIndicatorFrame), forKey: .homeIndicatorFrame)
            try c.encode(composer.homeIndicator.description, forKey: .homeIndicator)
        }
    }
}

/// A chrome glyph (also a video's duration glyph): which, where, in which colour, and its round button if any.
struct PlacedGlyphJSON: Encodable {
    let glyph: String
    let frame: FrameJSON
    let color: String
    let disc: DiscJSON?

    struct DiscJSON: Encodable {
        let frame: FrameJSON
        let color: String
    }

    init(_ placed: PlacedGlyph) {
        glyph = placed.glyph.rawValue
        frame = FrameJSON(placed.frame)
        color = placed.color.description
        disc = placed.disc.map { DiscJSON(frame: FrameJSON($0.frame), color: $0.color.description) }
    }
}

/// A chrome text: what it says, where, in which size, weight, colour and fonts, and its shadow if any.
private struct PlacedTextJSON: Encodable {
    let text: String
    let role: String
    let frame: FrameJSON
    let fontSize: Double
    let weight: String
    let color: String
    let fonts: [String]
    let shadow: ShadowJSON?

    struct ShadowJSON: Encodable {
        let color: String
        let offset: [Double]
    }

    init(_ placed: PlacedText) {
        text = placed.text.block.lines.map(\.text).joined(separator: "\n")
        role = placed.text.role
        frame = FrameJSON(placed.frame)
        fontSize = LayoutJSON.round64(placed.text.style.fontSize)
        weight = placed.text.style.weight.rawValue
        color = placed.text.color.description
        fonts = placed.text.block.fonts
        shadow = placed.shadow.map { ShadowJSON(color: $0.color.description, offset: [LayoutJSON.round64($0.offset.x),
                                                                                        LayoutJSON.round64($0.offset.y)]) }
    }
}

/// A gradient band: its frame, its top and bottom colours and its gloss.
private struct GradientBandJSON: Encodable {
    let frame: FrameJSON
    let gradient: GradientJSON

    init(_ band: GradientBand) {
        frame = FrameJSON(band.frame)
        gradient = GradientJSON(band.gradient)
    }
}

/// A gradient's colours and gloss.
private struct GradientJSON: Encodable {
    let top: String
    let bottom: String
    let gloss: Double

    init(_ gradient: LinearGradient) {
        top = gradient.top.description
        bottom = gradient.bottom.description
        gloss = LayoutJSON.round64(gradient.gloss)
    }
}

/// A bordered button: its frame, shape, fill, border and label.
private struct ButtonJSON: Encodable {
    let frame: FrameJSON
    let shape: String
    let fill: GradientJSON
    let border: String
    let label: PlacedTextJSON?

    init(_ button: ChromeButton) {
        frame = FrameJSON(button.frame)
        shape = button.shape.rawValue
        fill = GradientJSON(button.fill)
        border = button.border.description
        label = button.label.map(PlacedTextJSON.init)
    }
}

/// The header's avatar: its image or its initials on a fill.
private struct AvatarJSON: Encodable {
    let participant: String?
    let image: String?
    let initials: String?
    let fill: String

    init(_ avatar: AvatarElement) {
        participant = avatar.participant.isEmpty ? nil : avatar.participant
        image = avatar.image.map(LayoutJSON.shown)
        initials = avatar.initials.map { $0.block.lines.map(\.text).joined(separator: "\n") }
        fill = avatar.fill.description
    }
}
